// Invoice delivery and Peppol delivery over invoices whose customer data was stored before the text rule
// (issue 26), inserted as data from then, among other customers' invoices. The jobs run as their cron runs
// them, the mail goes to a real SMTP peer and Peppol to a fake access point on 127.0.0.1: the name of
// control characters goes out with the customer number as buyer name, the invoice whose UBL cannot be
// written goes by e-mail without it and fails over Peppol at once with the reason, the invoice that cannot
// go out at all is left out with its reason on its own screen, and every other invoice is delivered.
import { textProblem } from '@hostportaal/contract';
import { one, parseUbl, textAt } from '@hostportaal/documents/test-support/ubl-tree';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectValidEInvoice, prepareRules } from '../../../test/einvoice-validation.ts';
import {
  type FakePeppolAccessPoint,
  startFakePeppolAccessPoint,
} from '../../../test/fake-peppol-access-point.ts';
import { startSmtpPeer } from '../../../test/smtp-peer.ts';
import {
  bearer,
  createTestApp,
  jobDependencies,
  scheduledJob,
  type TestApp,
} from '../../../test/test-app.ts';
import {
  companySettings,
  emailOutbox,
  type Invoice,
  invoices,
  invoiceUblDocuments,
  type User,
} from '../../db/schema/index.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { demoCompany } from '../../db/seed/portal-seed.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';
import type { JobDependencies } from '../../jobs/job-definitions.ts';
import { startEmailDispatcher } from '../email/email-dispatcher.ts';

const password = 'Test!2026pass';
const HOUR = 60 * 60_000;

let fake: FakePeppolAccessPoint;
let t: TestApp;
let adminToken: string;
const logLines: { message: string; details: Record<string, unknown> }[] = [];

type Stored = { user: User; invoice: Invoice };
let controlName: Stored;
let badCountry: Stored;
let noAddress: Stored;
let others: Stored[];

function deps(): JobDependencies {
  const log = (details: Record<string, unknown>, message: string) => logLines.push({ message, details });
  return { ...jobDependencies(t), log: { info: log, error: log } };
}

/** An issued invoice not yet e-mailed, for a customer stored as given: the delivery job picks it up. */
async function pending(columns: Parameters<typeof insertUser>[1], customer?: Invoice['customer']) {
  const user = await insertUser(t.database.db, columns);
  const { invoice } = await insertInvoice(t.database.db, {
    userId: user.id,
    issueDate: '2026-11-21',
    sentAt: null,
    ...(customer ? { customer } : {}),
  });
  return { user, invoice };
}

const reload = async (invoiceId: string) =>
  (await t.database.db.select().from(invoices).where(eq(invoices.id, invoiceId)))[0];
const api = (method: 'GET' | 'POST', url: string) => t.inject({ method, url, headers: bearer(adminToken) });
const business = (kvkNumber: string) => ({ kvkNumber, peppolId: `0106:${kvkNumber}`, einvoiceByEmail: true });

beforeAll(async () => {
  await prepareRules();
  fake = await startFakePeppolAccessPoint();
  t = await createTestApp({
    env: { PEPPOL_ACCESS_POINT_URL: fake.url, PEPPOL_ACCESS_POINT_TOKEN: fake.token },
  });
  const db = t.database.db;
  await db.insert(companySettings).values({ id: 1, ...demoCompany });
  await insertAdmin(db, { email: 'finance.levering@example.nl', role: 'finance' });
  adminToken = (await t.login('finance.levering@example.nl', password)).token;

  others = [await pending({ email: 'eerste@example.nl', company: 'Eerste B.V.', ...business('30000001') })];
  controlName = await pending({
    email: 'stuurtekens.levering@example.nl',
    firstname: '\u0001\u0002',
    lastname: '\u0003',
    company: '\u0007',
    ...business('30000002'),
  });
  badCountry = await pending({
    email: 'land@example.nl',
    company: 'Land B.V.',
    country: '東京',
    ...business('30000003'),
  });
  // A snapshot from before the rules whose e-mail address cannot take mail.
  noAddress = await pending(
    { email: 'zonder-adres@example.nl' },
    {
      name: 'Piet Klaassen',
      company: null,
      street: 'Dorpsstraat',
      houseNumber: '1',
      zipcode: '6711 AB',
      city: 'Ede',
      country: 'NL',
      vatId: null,
      email: '',
    },
  );
  others.push(await pending({ email: 'laatste@example.nl', firstname: 'Lotte', lastname: 'Laatste' }));
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('the invoice-delivery job over invoices stored before the rule', () => {
  it('delivers every invoice it can, leaves the one it cannot out with its reason, and says so in its report', async () => {
    const delivered = await scheduledJob('invoice-delivery').run(deps(), {});
    expect(delivered).toBe(4);
    for (const { invoice } of [...others, controlName, badCountry]) {
      expect((await reload(invoice.id))?.sentAt).not.toBeNull();
    }
    // Each delivered invoice has its UBL stored as issued; the one no UBL can carry went out without one.
    const ids = (stored: Stored[]) => stored.map(({ invoice }) => invoice.id).sort();
    const ubls = await t.database.db
      .select({ invoiceId: invoiceUblDocuments.invoiceId })
      .from(invoiceUblDocuments)
      .where(inArray(invoiceUblDocuments.invoiceId, ids([...others, controlName, badCountry, noAddress])));
    expect(ubls.map((row) => row.invoiceId).sort()).toEqual(ids([...others, controlName]));
    const left = await reload(noAddress.invoice.id);
    expect(left?.sentAt).toBeNull();
    const reason = `Factuur ${noAddress.invoice.invoiceNumber} kan niet worden verstuurd: op de factuur staat geen geldig e-mailadres van de klant (''). Stuur de factuur op een andere manier, of crediteer haar en maak een nieuwe.`;
    expect(left?.deliveryProblem).toBe(reason);
    expect(logLines).toContainEqual({
      message: 'invoice left out of delivery',
      details: { invoiceId: noAddress.invoice.id, reason },
    });

    // The invoice's own screen says it, and resending refuses with the same reason, not a 500.
    const detail = await api('GET', `/api/admin/invoices/${noAddress.invoice.id}`);
    expect(detail.json().data.invoice).toMatchObject({
      sentAt: null,
      deliveryProblem: reason,
      deliveryFailedAt: t.clock.now().toISOString(),
    });
    const resend = await api('POST', `/api/admin/invoices/${noAddress.invoice.id}/resend`);
    expect(resend.statusCode).toBe(409);
    expect(resend.json()).toMatchObject({ reason: 'invoice_undeliverable', error: reason });

    // The next run, minutes later, does not try it again; an hour later it does (and leaves it out again).
    t.clock.set(new Date(t.clock.now().getTime() + 5 * 60_000));
    expect(await scheduledJob('invoice-delivery').run(deps(), {})).toBe(0);
    expect(logLines.filter((line) => line.message === 'invoice left out of delivery')).toHaveLength(1);
    t.clock.set(new Date(t.clock.now().getTime() + HOUR));
    expect(await scheduledJob('invoice-delivery').run(deps(), {})).toBe(0);
    expect(logLines.filter((line) => line.message === 'invoice left out of delivery')).toHaveLength(2);
  });

  it('e-mails the name of control characters with a valid UBL naming the customer number, and the rest without fail', async () => {
    const peer = await startSmtpPeer();
    const dispatcher = startEmailDispatcher({
      db: t.database.db,
      smtpUrl: peer.url,
      from: 'Hostportaal <noreply@hostportaal.test>',
      clock: t.clock,
      log: t.app.log,
      publicUrl: t.config.PUBLIC_URL,
    });
    try {
      await dispatcher.deliverDue();
      const mailTo = (user: User) => peer.messages.find((message) => message.to.includes(user.email));
      const mail = mailTo(controlName.user);
      expect(mail?.text.startsWith('Hallo,\n')).toBe(true);
      expect(textProblem(mail?.subject ?? '')).toBeNull();
      const xml = mail?.attachments
        .find((file) => file.mimeType === 'application/xml')
        ?.content.toString('utf8');
      await expectValidEInvoice(xml ?? '');
      expect(
        textAt(
          parseUbl(xml ?? ''),
          'AccountingCustomerParty',
          'Party',
          'PartyLegalEntity',
          'RegistrationName',
        ),
      ).toBe(`Klantnummer ${controlName.user.customerNumber}`);

      // The UBL that cannot be written stays out of its mail, which goes with the PDF and says why.
      const withoutUbl = mailTo(badCountry.user);
      expect(withoutUbl?.attachments.map((file) => file.mimeType)).toEqual(['application/pdf']);
      const [outbox] = await t.database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, badCountry.user.email));
      expect(outbox).toMatchObject({
        status: 'sent',
        lastError: `factuur-${badCountry.invoice.invoiceNumber}.xml niet meegestuurd: Factuur ${badCountry.invoice.invoiceNumber} kan niet als e-factuur (UBL) worden geschreven: het land '東京' van de klant is geen landcode (ISO 3166, zoals NL).`,
      });
      for (const other of others) expect(mailTo(other.user)?.attachments.length).toBeGreaterThan(0);
    } finally {
      await dispatcher.stop();
      await peer.close();
    }
  });
});

describe('the peppol-delivery job over them', () => {
  it('sends the valid ones, fails the unwritable one at once with the reason, and goes on to the next', async () => {
    // An hour went by in the test above: a fresh session.
    adminToken = (await t.login('finance.levering@example.nl', password)).token;
    expect(await scheduledJob('peppol-delivery').run(deps(), {})).toBe(2);
    const sent = [...fake.accepted.values()].map((accepted) => accepted.request);
    expect(sent.map((request) => request.headers['x-client-reference']).sort()).toEqual(
      [others[0]?.invoice.id, controlName.invoice.id].sort(),
    );
    for (const request of sent) await expectValidEInvoice(request.body);
    const controlXml = sent.find(
      (request) => request.headers['x-client-reference'] === controlName.invoice.id,
    );
    const party = one(parseUbl(controlXml?.body ?? ''), 'AccountingCustomerParty', 'Party');
    expect(textAt(party, 'PartyLegalEntity', 'RegistrationName')).toBe(
      `Klantnummer ${controlName.user.customerNumber}`,
    );

    const status = await api('GET', `/api/admin/invoices/${badCountry.invoice.id}/peppol`);
    expect(status.json().data.delivery).toMatchObject({
      status: 'failed',
      attempts: 1,
      nextAttemptAt: null,
      lastError: `Factuur ${badCountry.invoice.invoiceNumber} kan niet als e-factuur (UBL) worden geschreven: het land '東京' van de klant is geen landcode (ISO 3166, zoals NL).`,
    });
    expect(
      fake.requests.some((request) => request.headers['x-client-reference'] === badCountry.invoice.id),
    ).toBe(false);
    const ids = [others[0], controlName, badCountry].map((stored) => stored?.invoice.id ?? '');
    expect((await t.database.db.select().from(invoices).where(inArray(invoices.id, ids))).length).toBe(3);
  });
});
