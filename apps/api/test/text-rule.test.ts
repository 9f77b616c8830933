// The text rule through HTTP (issue 26, decision 032), sent as the attacker or the careless customer would:
// a name of control characters, a town a SEPA file cannot carry (東京, •, \u0001), bidi overrides and a
// hostile buyer reference. Every route refuses them with a field error and stores nothing. (That every
// text field of the contract carries the rule is packages/contract request-text-fields.test.ts.)
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companySettings,
  sepaMandates,
  subscriptionNotes,
  tickets,
  type User,
  users,
} from '../src/db/schema/index.ts';
import { demoAcceptance, insertDemoLegalDocuments } from '../src/db/seed/legal-documents-seed.ts';
import { insertMandate } from '../src/db/seed/mandate-factory.ts';
import { insertPackage } from '../src/db/seed/package-factory.ts';
import { demoCompany } from '../src/db/seed/portal-seed.ts';
import { insertSubscription } from '../src/db/seed/subscription-factory.ts';
import { insertAdmin, insertUser } from '../src/db/seed/user-factory.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

const password = 'Test!2026pass';
const sepaMessage = (characters: string) =>
  `Dit kan niet in een SEPA-incassobestand: „${characters}”. Gebruik Latijnse letters en cijfers (é, ü en ß mogen).`;
const controlMessage = (code: string) => `Bevat een onzichtbaar stuurteken (${code}); haal het weg`;
const bidiMessage = 'Bevat een teken dat de leesrichting omdraait (U+202E)';

let t: TestApp;
let customer: User;
let customerToken: string;
let adminToken: string;
let packageId: string;
let subscriptionId: string;
let mandateId: string;

const call = (method: 'POST' | 'PUT', url: string, payload: object, token?: string) =>
  t.inject({ method, url, payload, ...(token ? { headers: bearer(token) } : {}) });

/** 422 with exactly this field error; what the client shows next to the field. */
function expectRefused(response: Awaited<ReturnType<typeof call>>, field: string, message: string) {
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  expect(response.json().details).toEqual([{ field, message }]);
}

const storedCustomer = async () => {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, customer.id));
  return row;
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await db.insert(companySettings).values({ id: 1, ...demoCompany });
  await insertDemoLegalDocuments(db, new Date('2026-01-05T09:00:00Z'));
  customer = await insertUser(db, {
    email: 'klant.tekst@example.nl',
    firstname: 'Jan',
    lastname: 'Jansen',
    city: 'Utrecht',
  });
  await insertAdmin(db, { email: 'beheer.tekst@example.nl' });
  customerToken = (await t.login(customer.email, password)).token;
  adminToken = (await t.login('beheer.tekst@example.nl', password)).token;
  const hosting = await insertPackage(db, { slug: 'tekst-hosting' });
  packageId = hosting.id;
  const mandate = await insertMandate(db, customer.id, { iban: 'NL91ABNA0417164300' });
  mandateId = mandate.id;
  subscriptionId = (await insertSubscription(db, { userId: customer.id, packageId, mandateId: mandate.id }))
    .id;
});
afterAll(() => t?.close());

describe('registration and the profile', () => {
  it('POST /auth/register refuses a name of control characters or without a letter, creating no account', async () => {
    const body = { lastname: 'Jansen', email: 'nieuw.tekst@example.nl', password: 'Geheim!2026pass' };
    expectRefused(
      await call('POST', '/auth/register', { ...body, firstname: '\u0001\u0002' }),
      'firstname',
      controlMessage('U+0001'),
    );
    expectRefused(
      await call('POST', '/auth/register', { ...body, firstname: '•••' }),
      'firstname',
      'Een naam moet minstens één letter bevatten',
    );
    const created = await t.database.db.select().from(users).where(eq(users.email, body.email));
    expect(created).toEqual([]);
    // Any script is a name: the same body with a Chinese first name registers.
    expect((await call('POST', '/auth/register', { ...body, firstname: '小明' })).statusCode).toBe(201);
  });

  it('PUT /auth/profile refuses a town the SEPA file cannot carry, a bidi override and a hostile reference', async () => {
    const before = await storedCustomer();
    const profile = { firstname: 'Jan', lastname: 'Jansen', email: customer.email };
    const put = (change: object) => call('PUT', '/auth/profile', { ...profile, ...change }, customerToken);
    expectRefused(await put({ city: '東京' }), 'city', sepaMessage('東 京'));
    expectRefused(await put({ city: '•' }), 'city', sepaMessage('•'));
    expectRefused(await put({ city: '\u0001' }), 'city', controlMessage('U+0001'));
    expectRefused(await put({ adres: 'Keizersgracht 1 #4' }), 'adres', sepaMessage('#'));
    expectRefused(await put({ lastname: '\u202eJansen' }), 'lastname', bidiMessage);
    expectRefused(await put({ purchaseReference: 'INK-\u202e2026' }), 'purchaseReference', bidiMessage);
    expectRefused(
      await put({ purchaseReference: 'INK\n2026' }),
      'purchaseReference',
      'Bevat een regeleinde of tab; dit veld is één regel',
    );
    expectRefused(
      await put({ purchaseReference: 'INK\uffff' }),
      'purchaseReference',
      'Bevat een teken dat geen tekst is (U+FFFF)',
    );
    expect(await storedCustomer()).toEqual(before);
    // A town the transliteration writes (ë as e) is fine, and is stored as typed.
    const accepted = await put({ city: "'s-Hertogenbosch", adres: 'Straße 5' });
    expect(accepted.statusCode).toBe(200);
    expect((await storedCustomer())?.city).toBe("'s-Hertogenbosch");
  });
});

describe('mandates and orders', () => {
  const consent = {
    iban: 'NL20INGB0001234567',
    bic: null,
    accountHolder: 'J. Jansen',
    signedPlace: 'Utrecht',
    mandateConsent: true,
  };

  it('POST /api/cart/checkout refuses an account holder the SEPA file cannot carry, creating no mandate', async () => {
    await call('POST', '/api/cart/items', { packageId, interval: 'monthly', quantity: 1 }, customerToken);
    const checkout = (mandate: object) =>
      call(
        'POST',
        '/api/cart/checkout',
        { acceptance: demoAcceptance, mandate: { ...consent, ...mandate } },
        customerToken,
      );
    expectRefused(await checkout({ accountHolder: '\u202eJansen' }), 'mandate.accountHolder', bidiMessage);
    expectRefused(await checkout({ accountHolder: 'Jan 王' }), 'mandate.accountHolder', sepaMessage('王'));
    expectRefused(
      await checkout({ accountHolder: '•••' }),
      'mandate.accountHolder',
      'Een naam moet minstens één letter bevatten',
    );
    expectRefused(
      await checkout({ signedPlace: 'Utrecht\u0007' }),
      'mandate.signedPlace',
      controlMessage('U+0007'),
    );
    const mandates = await t.database.db
      .select()
      .from(sepaMandates)
      .where(eq(sepaMandates.userId, customer.id));
    expect(mandates.map((mandate) => mandate.id)).toEqual([mandateId]);
  });

  it('PUT /api/mandates/:id/iban and the staff form refuse the same, leaving the mandate as it was', async () => {
    const [before] = await t.database.db.select().from(sepaMandates).where(eq(sepaMandates.id, mandateId));
    expectRefused(
      await call(
        'PUT',
        `/api/mandates/${mandateId}/iban`,
        { ...consent, accountHolder: '東京' },
        customerToken,
      ),
      'accountHolder',
      sepaMessage('東 京'),
    );
    expectRefused(
      await call(
        'PUT',
        `/api/admin/users/${customer.id}/mandates/${mandateId}/iban`,
        { ...consent, accountHolder: 'Jansen\u0001', signatureMethod: 'paper' },
        adminToken,
      ),
      'accountHolder',
      controlMessage('U+0001'),
    );
    const [after] = await t.database.db.select().from(sepaMandates).where(eq(sepaMandates.id, mandateId));
    expect(after).toEqual(before);
  });
});

describe('staff forms', () => {
  it('PUT /api/admin/users/:id refuses in English, as the screen is, and changes nothing', async () => {
    const before = await storedCustomer();
    const edit = (change: object) =>
      call(
        'PUT',
        `/api/admin/users/${customer.id}`,
        { firstname: 'Jan', lastname: 'Jansen', email: customer.email, ...change },
        adminToken,
      );
    expectRefused(
      await edit({ city: '東京' }),
      'city',
      'A SEPA direct debit file cannot hold "東 京". Use Latin letters and digits (é, ü and ß are fine).',
    );
    expectRefused(
      await edit({ firstname: '\u0001' }),
      'firstname',
      'Contains an invisible control character (U+0001); remove it',
    );
    expectRefused(await edit({ country: '東京' }), 'country', 'Choose a country');
    expect(await storedCustomer()).toEqual(before);
  });

  it('PUT /api/admin/company-settings refuses our name or town the pain.008 cannot carry', async () => {
    const [before] = await t.database.db.select().from(companySettings);
    const settings = {
      name: 'Hostportaal B.V.',
      street: 'Stationsplein',
      houseNumber: '45',
      zipcode: '3013 AK',
      city: 'Rotterdam',
      country: 'NL',
      kvkNumber: '40536533',
      vatId: 'NL864512397B01',
      iban: 'NL91ABNA0417164300',
      bic: 'ABNANL2A',
      email: 'support@hostportaal.test',
      phone: '010-7654321',
      website: null,
      supportHours: null,
      paymentTermDays: 14,
      creditorId: 'NL51ZZZ405365330000',
      sepaScheme: 'CORE',
      collectionLeadDays: 2,
      preNotificationDays: 14,
      pain008Version: 'pain.008.001.08',
      hostingGraceDays: 14,
    };
    const put = (change: object) =>
      call('PUT', '/api/admin/company-settings', { ...settings, ...change }, adminToken);
    expectRefused(await put({ city: '•' }), 'city', sepaMessage('•'));
    expectRefused(await put({ name: '\u202eHostportaal' }), 'name', bidiMessage);
    const [after] = await t.database.db.select().from(companySettings);
    expect(after).toEqual(before);
  });

  it('a note keeps its lines and refuses a control character or a bidi override', async () => {
    const url = `/api/admin/subscriptions/${subscriptionId}/notes`;
    expectRefused(
      await call('POST', url, { title: '\u202eBetaald', content: 'Klant belde.' }, adminToken),
      'title',
      bidiMessage,
    );
    expectRefused(
      await call('POST', url, { title: 'Gebeld', content: 'Klant\u0007 belde.' }, adminToken),
      'content',
      controlMessage('U+0007'),
    );
    expect(
      await t.database.db
        .select()
        .from(subscriptionNotes)
        .where(eq(subscriptionNotes.subscriptionId, subscriptionId)),
    ).toEqual([]);
    const kept = await call('POST', url, { title: 'Gebeld', content: 'Regel 1\r\nRegel 2' }, adminToken);
    expect(kept.statusCode).toBe(201);
    expect(kept.json().data.note.content).toBe('Regel 1\nRegel 2');
  });
});

describe('tickets', () => {
  it('POST /api/tickets and a reply refuse control characters and noncharacters, storing nothing', async () => {
    const ticket = { subject: 'Site traag', category: 'technical', message: 'Sinds vanochtend traag.' };
    expectRefused(
      await call('POST', '/api/tickets', { ...ticket, subject: 'Site\u0000 traag' }, customerToken),
      'subject',
      'Bevat een ongeldig teken',
    );
    expectRefused(
      await call('POST', '/api/tickets', { ...ticket, message: 'Traag\uffff' }, customerToken),
      'message',
      'Bevat een teken dat geen tekst is (U+FFFF)',
    );
    expect(await t.database.db.select().from(tickets).where(eq(tickets.userId, customer.id))).toEqual([]);
    const created = await call('POST', '/api/tickets', ticket, customerToken);
    expect(created.statusCode).toBe(201);
    expectRefused(
      await call(
        'POST',
        `/api/tickets/${created.json().data.id}/messages`,
        { message: '\u202e' },
        customerToken,
      ),
      'message',
      bidiMessage,
    );
    const stored = await t.database.db
      .select()
      .from(tickets)
      .where(and(eq(tickets.userId, customer.id), eq(tickets.subject, ticket.subject)));
    expect(stored).toHaveLength(1);
  });
});
