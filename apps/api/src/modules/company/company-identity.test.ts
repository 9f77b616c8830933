// Issue 28 (DOMAIN-NL §7): the company is identifiable. The public company endpoint gives anyone the facts
// staff keep in Settings, and every mail the portal sends carries them in one footer, with absolute links
// to the terms and the privacy statement. Read as a customer reads it: through SMTP, not the outbox table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureMail, type MailCapture } from '../../../test/mail-capture.ts';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { companySettings } from '../../db/schema/index.ts';
import { demoCompany } from '../../db/seed/portal-seed.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';

let t: TestApp;
let mail: MailCapture;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(companySettings).values({ id: 1, ...demoCompany });
  const admin = await insertAdmin(t.database.db, { email: 'identiteit-admin@example.nl' });
  adminToken = (await t.login(admin.email, 'Test!2026pass')).token;
  mail = await captureMail(t);
  // Staff change the company's details in Settings: the endpoint and the mails follow.
  const saved = await t.inject({
    method: 'PUT',
    url: '/api/admin/company-settings',
    headers: bearer(adminToken),
    payload: {
      name: 'Hostportaal Noord B.V.',
      street: 'Vismarkt',
      houseNumber: '12a',
      zipcode: '9712 CB',
      city: 'Groningen',
      country: 'NL',
      kvkNumber: '40536533',
      vatId: 'NL001234567B01',
      iban: 'NL91ABNA0417164300',
      bic: 'ABNANL2A',
      email: 'hallo@hostportaal-noord.test',
      phone: '050-1234567',
      website: null,
      supportHours: null,
      paymentTermDays: 14,
      creditorId: 'NL51ZZZ405365330000',
      sepaScheme: 'CORE',
      collectionLeadDays: 2,
      preNotificationDays: 14,
      pain008Version: 'pain.008.001.08',
      hostingGraceDays: 14,
    },
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(async () => {
  await mail.close();
  await t.close();
});

describe('who we are, for anyone', () => {
  it('GET /api/company answers without a login with the facts staff keep, and none of the settings', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/company' });
    expect(response.statusCode).toBe(200);
    const company = response.json().data;
    expect(company).toMatchObject({
      name: 'Hostportaal Noord B.V.',
      street: 'Vismarkt',
      houseNumber: '12a',
      zipcode: '9712 CB',
      city: 'Groningen',
      kvkNumber: '40536533',
      vatId: 'NL001234567B01',
      email: 'hallo@hostportaal-noord.test',
      phone: '050-1234567',
    });
    for (const setting of [
      'paymentTermDays',
      'sepaScheme',
      'collectionLeadDays',
      'preNotificationDays',
      'pain008Version',
      'hostingGraceDays',
      'requireAdminTwoFactor',
      'updatedAt',
    ]) {
      expect(company).not.toHaveProperty(setting);
    }
  });
});

describe('the footer of every e-mail', () => {
  it('names the company, its address, KvK, btw-id and contact, and links the terms and privacy statement', async () => {
    const customer = await insertUser(t.database.db, { email: 'voettekst@example.nl' });
    const asked = await t.inject({
      method: 'POST',
      url: '/auth/forgot-password',
      payload: { email: customer.email },
    });
    expect(asked.statusCode).toBe(200);
    const [reset] = (await mail.mailsTo(customer.email)).filter(
      (received) => received.subject === 'Wachtwoord opnieuw instellen',
    );
    expect(reset?.text).toContain('Het team van Hostportaal');
    const footer = reset?.text.split('\n-- \n')[1]?.trimEnd();
    expect(footer?.split('\n')).toEqual([
      'Hostportaal Noord B.V. · Vismarkt 12a, 9712 CB Groningen',
      'KvK 40536533 · btw-id NL001234567B01',
      'hallo@hostportaal-noord.test · 050-1234567',
      'Algemene voorwaarden: http://portal.test/voorwaarden',
      'Privacyverklaring: http://portal.test/privacy',
    ]);
    expect(reset?.html).toContain('<a href="http://portal.test/voorwaarden">Algemene voorwaarden</a>');
    expect(reset?.html).toContain('<a href="http://portal.test/privacy">Privacyverklaring</a>');
    expect(reset?.html).toContain('KvK 40536533 · btw-id NL001234567B01');
  });

  it('is under a mail of another module too: the notice that a password changed', async () => {
    const customer = await insertUser(t.database.db, { email: 'wachtwoord-voettekst@example.nl' });
    const { token } = await t.login(customer.email, 'Test!2026pass');
    const changed = await t.inject({
      method: 'POST',
      url: '/auth/change-password',
      headers: bearer(token),
      payload: { currentPassword: 'Test!2026pass', newPassword: 'Nieuw!Wachtwoord2026' },
    });
    expect(changed.statusCode).toBe(200);
    const notice = (await mail.mailsTo(customer.email)).find(
      (received) => received.subject === 'Je wachtwoord is gewijzigd',
    );
    expect(notice?.text).toContain('\n-- \nHostportaal Noord B.V. · Vismarkt 12a, 9712 CB Groningen\n');
    expect(notice?.text).toContain('Privacyverklaring: http://portal.test/privacy');
  });
});
