import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  companySettings,
  invoices,
  type Package,
  sepaMandates,
  subscriptions,
  users,
} from '../../db/schema/index.ts';
import { demoAcceptance, insertDemoLegalDocuments } from '../../db/seed/legal-documents-seed.ts';
import { insertMandate } from '../../db/seed/mandate-factory.ts';
import { insertPackage } from '../../db/seed/package-factory.ts';
import { demoCompany } from '../../db/seed/portal-seed.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertUser, withoutAddress } from '../../db/seed/user-factory.ts';

// Issue 17: a mandate, an order with a mandate and an invoice need the customer's structured address.

let t: TestApp;
let hosting: Package;

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(companySettings).values({ id: 1, ...demoCompany });
  await insertDemoLegalDocuments(t.database.db, new Date('2026-01-05T09:00:00Z'));
  hosting = await insertPackage(t.database.db, {
    slug: 'adres-hosting',
    name: 'Webhosting Adres',
    priceMonthlyCents: 500,
  });
});
afterAll(() => t.close());

const consent = {
  iban: 'NL91 ABNA 0417 1643 00',
  bic: null,
  accountHolder: 'Kees Koper',
  signedPlace: 'Utrecht',
  mandateConsent: true,
};

const incompleteAddress = {
  success: false,
  code: 'VALIDATION_FAILED',
  error:
    'Vul eerst je volledige adres in (straat, huisnummer, postcode en plaats); dat is nodig voor de machtiging en je facturen.',
  details: [
    { field: 'street', message: 'Vul je straat in' },
    { field: 'houseNumber', message: 'Vul je huisnummer in' },
    { field: 'zipcode', message: 'Vul je postcode in' },
    { field: 'city', message: 'Vul je plaats in' },
  ],
  reason: 'address_incomplete',
};

/** A signed-in customer who has not given an address yet. */
async function customerWithoutAddress(email: string) {
  const user = await insertUser(t.database.db, {
    email,
    firstname: 'Kees',
    lastname: 'Koper',
    ...withoutAddress,
  });
  const { token } = await t.login(email, 'Test!2026pass');
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.inject({ method, url, headers: bearer(token), payload });
  const saveAddress = () =>
    call('PUT', '/auth/profile', {
      firstname: 'Kees',
      lastname: 'Koper',
      email,
      street: 'Tweede Jan Steenstraat',
      houseNumber: '12-2',
      zipcode: '1073vk',
      city: 'Amsterdam',
      country: 'NL',
    });
  return { user, call, saveAddress };
}

const rowsOf = async (userId: string) => ({
  mandates: await t.database.db.select().from(sepaMandates).where(eq(sepaMandates.userId, userId)),
  subscriptions: await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
  invoices: await t.database.db.select().from(invoices).where(eq(invoices.userId, userId)),
});

describe('checkout without an address', () => {
  it('is refused with a field error per missing part and creates nothing; after the profile has one it works', async () => {
    const { user, call, saveAddress } = await customerWithoutAddress('adres.checkout@example.nl');
    await call('POST', '/api/cart/items', { packageId: hosting.id, interval: 'monthly', quantity: 1 });

    const refused = await call('POST', '/api/cart/checkout', {
      mandate: consent,
      acceptance: demoAcceptance,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual(incompleteAddress);
    expect(await rowsOf(user.id)).toEqual({ mandates: [], subscriptions: [], invoices: [] });
    expect((await call('GET', '/api/cart')).json().data.items).toHaveLength(1);

    const saved = await saveAddress();
    expect(saved.statusCode).toBe(200);
    // Given apart, the street keeps its digits-free name and the number its suffix.
    expect(saved.json().data.user.address).toEqual({
      street: 'Tweede Jan Steenstraat',
      number: '12-2',
      zipCode: '1073 VK',
      city: 'Amsterdam',
      country: 'NL',
    });

    const ordered = await call('POST', '/api/cart/checkout', {
      mandate: consent,
      acceptance: demoAcceptance,
    });
    expect(ordered.statusCode).toBe(201);
    const rows = await rowsOf(user.id);
    expect(rows.mandates).toHaveLength(1);
    expect(rows.subscriptions).toHaveLength(1);
    expect(rows.invoices).toHaveLength(1);
    expect(rows.invoices[0]?.customer).toMatchObject({
      street: 'Tweede Jan Steenstraat',
      houseNumber: '12-2',
      zipcode: '1073 VK',
      city: 'Amsterdam',
      country: 'NL',
    });
  });

  it('is refused with an existing mandate too', async () => {
    const { user, call } = await customerWithoutAddress('adres.bestaand@example.nl');
    await insertMandate(t.database.db, user.id);
    await call('POST', '/api/cart/items', { packageId: hosting.id, interval: 'monthly', quantity: 1 });
    const refused = await call('POST', '/api/cart/checkout', { mandate: null, acceptance: demoAcceptance });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual(incompleteAddress);
    expect((await rowsOf(user.id)).subscriptions).toEqual([]);
  });

  it('counts a part of only spaces as missing', async () => {
    const { user, call } = await customerWithoutAddress('adres.spaties@example.nl');
    await t.database.db
      .update(users)
      .set({ street: 'Kerkstraat', houseNumber: '1', zipcode: '1234 AB', city: '   ' })
      .where(eq(users.id, user.id));
    await call('POST', '/api/cart/items', { packageId: hosting.id, interval: 'monthly', quantity: 1 });
    const refused = await call('POST', '/api/cart/checkout', {
      mandate: consent,
      acceptance: demoAcceptance,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details).toEqual([{ field: 'city', message: 'Vul je plaats in' }]);
  });

  it('refuses an account holder name the SEPA file cannot carry', async () => {
    const { user, call, saveAddress } = await customerWithoutAddress('adres.naam@example.nl');
    await saveAddress();
    await call('POST', '/api/cart/items', { packageId: hosting.id, interval: 'monthly', quantity: 1 });
    const refused = await call('POST', '/api/cart/checkout', {
      acceptance: demoAcceptance,
      mandate: { ...consent, accountHolder: '王小明' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details).toEqual([
      {
        field: 'mandate.accountHolder',
        message:
          'Dit kan niet in een SEPA-incassobestand: „王 小 明”. Gebruik Latijnse letters en cijfers (é, ü en ß mogen).',
      },
    ]);
    expect((await rowsOf(user.id)).mandates).toEqual([]);
    // Accents are fine: the SEPA file spells them without.
    const accented = await call('POST', '/api/cart/checkout', {
      acceptance: demoAcceptance,
      mandate: { ...consent, accountHolder: 'Zoë Müller' },
    });
    expect(accented.statusCode).toBe(201);
  });
});

describe('changing the IBAN of a mandate without an address', () => {
  it('is refused and leaves the mandate as it was; with the address it goes through', async () => {
    const { user, call, saveAddress } = await customerWithoutAddress('adres.iban@example.nl');
    const mandate = await insertMandate(t.database.db, user.id, { iban: 'NL91ABNA0417164300' });
    await insertSubscription(t.database.db, {
      userId: user.id,
      packageId: hosting.id,
      mandateId: mandate.id,
    });
    const change = () =>
      call('PUT', `/api/mandates/${mandate.id}/iban`, { ...consent, iban: 'NL20INGB0001234567' });

    const refused = await change();
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual(incompleteAddress);
    const [unchanged] = await t.database.db
      .select()
      .from(sepaMandates)
      .where(eq(sepaMandates.id, mandate.id));
    expect(unchanged?.iban).toBe('NL91ABNA0417164300');

    await saveAddress();
    const changed = await change();
    expect(changed.statusCode).toBe(200);
    const [after] = await t.database.db.select().from(sepaMandates).where(eq(sepaMandates.id, mandate.id));
    expect(after?.iban).toBe('NL20INGB0001234567');
  });
});
