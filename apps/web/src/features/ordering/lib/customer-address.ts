import { type CompleteAddress, completeAddressSchema, type User } from '@hostportaal/contract';

/** The profile's address as the address step's form holds it; empty where nothing is filled in. */
export function addressOf(user: User): CompleteAddress {
  return {
    street: user.address.street ?? '',
    houseNumber: user.address.number ?? '',
    zipcode: user.zipcode ?? '',
    city: user.city ?? '',
    country: user.country,
  };
}

/** The server refuses a mandate or an order without this, so the order page asks for it first. */
export function isAddressComplete(user: User): boolean {
  return completeAddressSchema.safeParse(addressOf(user)).success;
}
