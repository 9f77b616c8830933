import type { User as UserBody } from '@hostportaal/contract';
import type { User } from '../../db/schema/index.ts';

export function streetLine(user: Pick<User, 'street' | 'houseNumber'>): string | null {
  const line = [user.street, user.houseNumber].filter(Boolean).join(' ');
  return line === '' ? null : line;
}

// SPEC §3 User, with `adres` as the street line and the structured `address` object.
export function serializeUser(user: User): UserBody {
  return {
    id: user.id,
    _id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    phone: user.phone,
    company: user.company,
    kvkNumber: user.kvkNumber,
    vatId: user.vatId,
    purchaseReference: user.purchaseReference,
    peppolId: user.peppolId,
    einvoiceByEmail: user.einvoiceByEmail,
    adres: streetLine(user),
    city: user.city,
    zipcode: user.zipcode,
    country: user.country,
    address: {
      street: user.street,
      number: user.houseNumber,
      city: user.city,
      zipCode: user.zipcode,
      country: user.country,
    },
    role: user.role,
    isActive: user.isActive,
    isEmailVerified: user.isEmailVerified,
    twoFactorEnabled: user.twoFactorEnabled,
    loginNotifications: user.loginNotifications,
    sessionTimeout: user.sessionTimeoutMinutes,
    preferences: user.preferences,
    notificationSettings: user.notificationSettings,
    lastLogin: user.lastLogin?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}
