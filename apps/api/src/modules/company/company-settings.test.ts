import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { companySettings } from '../../db/schema/index.ts';
import { demoCompany } from '../../db/seed/portal-seed.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';

let t: TestApp;
let adminToken: string;
let customerToken: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(companySettings).values({ id: 1, ...demoCompany });
  const admin = await insertAdmin(t.database.db, { email: 'instellingen@example.nl' });
  const customer = await insertUser(t.database.db, { email: 'klant-instellingen@example.nl' });
  adminToken = (await t.login(admin.email, 'Test!2026pass')).token;
  customerToken = (await t.login(customer.email, 'Test!2026pass')).token;
});
afterAll(() => t.close());

const body = {
  name: 'Hostportaal B.V.',
  street: 'Stationsplein',
  houseNumber: '45',
  zipcode: '3013 AK',
  city: 'Rotterdam',
  country: 'nl',
  kvkNumber: '40536533',
  vatId: 'NL864512397B01',
  iban: 'nl91 abna 0417 1643 00',
  bic: 'ABNANL2A',
  email: 'support@hostportaal.test',
  phone: '010-7654321',
  website: '',
  supportHours: null,
  paymentTermDays: 14,
  creditorId: 'NL51ZZZ405365330000',
  sepaScheme: 'CORE',
  collectionLeadDays: 2,
  preNotificationDays: 14,
  pain008Version: 'pain.008.001.08',
  hostingGraceDays: 14,
};

const put = (payload: object, token = adminToken) =>
  t.inject({ method: 'PUT', url: '/api/admin/company-settings', headers: bearer(token), payload });

describe('company and SEPA creditor settings', () => {
  it('shows the settings to admins and the incassant-ID to everyone', async () => {
    const admin = await t.inject({ url: '/api/admin/company-settings', headers: bearer(adminToken) });
    expect(admin.json().data.settings).toMatchObject({
      creditorId: 'NL32ZZZ876543210000',
      sepaScheme: 'CORE',
      collectionLeadDays: 2,
      preNotificationDays: 14,
      pain008Version: 'pain.008.001.08',
    });
    const open = await t.inject({ url: '/api/company' });
    expect(open.json().data.creditorId).toBe('NL32ZZZ876543210000');
    expect(open.json().data).not.toHaveProperty('collectionLeadDays');
  });

  it('saves valid settings in their normal form', async () => {
    const response = await put(body);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.settings).toMatchObject({
      country: 'NL',
      iban: 'NL91ABNA0417164300',
      creditorId: 'NL51ZZZ405365330000',
      website: null,
    });
  });

  it('refuses wrong check digits with Dutch field errors and keeps what was there', async () => {
    const response = await put({
      ...body,
      iban: 'NL91ABNA0417164301',
      bic: 'ABNA',
      creditorId: 'NL52ZZZ405365330000',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual([
      { field: 'iban', message: 'Dit is geen geldig IBAN' },
      { field: 'bic', message: 'Dit is geen geldige BIC' },
      { field: 'creditorId', message: 'Dit is geen geldig incassant-ID (bijvoorbeeld NL51ZZZ405365330000)' },
    ]);
    const kvk = await put({ ...body, kvkNumber: '1234', collectionLeadDays: 0 });
    expect(kvk.statusCode).toBe(422);
    expect(
      kvk
        .json()
        .details.map((detail: { field: string }) => detail.field)
        .sort(),
    ).toEqual(['collectionLeadDays', 'kvkNumber']);
    const after = await t.inject({ url: '/api/admin/company-settings', headers: bearer(adminToken) });
    expect(after.json().data.settings.iban).toBe('NL91ABNA0417164300');
  });

  it('is for admins only', async () => {
    expect((await put(body, customerToken)).statusCode).toBe(403);
    const read = await t.inject({ url: '/api/admin/company-settings', headers: bearer(customerToken) });
    expect(read.statusCode).toBe(403);
  });
});
