import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionLetters, emailOutbox, invoices } from '../../db/schema/index.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertUser } from '../../db/seed/user-factory.ts';
import type { ClaimsApp } from '../claims/claim-test-scenario.ts';
import type { FakeMollieServer } from './fake-mollie/fake-mollie-server.ts';
import { closeOnlinePaymentsApp, openOnlinePaymentsApp } from './fake-mollie/online-payments-test-app.ts';
import { createPayLinks } from './pay-links.ts';

// Issue 29: the public pay page behind a signed, expiring link — in the invoice e-mail of a transfer customer,
// in reminders and printed (with a QR code) on the 14-dagenbrief and incassobrief. No login; it shows the
// company, the invoice numbers and the amount, and the checkout is the real client against a local fake Mollie.

const NET = 395;
const TOTAL = 478;

let app: ClaimsApp;
let fake: FakeMollieServer;
const db = () => app.t.database.db;
const at = (date: string) => app.t.clock.set(new Date(`${date}T09:00:00Z`));
const PAY_LINK = /https?:\/\/[^\s]+\/betalen\/([\w-]+\.[\w-]+\.[\w-]+)/;

beforeAll(async () => {
  ({ app, fake } = await openOnlinePaymentsApp(new Date('2026-11-21T09:00:00Z'), ['ideal']));
}, 120_000);

afterAll(() => closeOnlinePaymentsApp({ app, fake }));

async function onlinePayments(mode: 'demo' | 'off') {
  const response = await app.admin('PUT', '/api/admin/online-payments/settings', {
    mode,
    methods: ['ideal'],
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function transferCustomer(email: string, due = '2026-11-15') {
  const customer = await insertUser(db(), { email });
  const subscription = await insertSubscription(db(), {
    userId: customer.id,
    packageId: app.packageId,
    startDate: '2026-10-01',
  });
  const { invoice } = await insertInvoice(db(), {
    userId: customer.id,
    subscriptionId: subscription.id,
    issueDate: '2026-11-01',
    dueDate: due,
    status: 'overdue',
    paymentType: 'bank_transfer',
    sentAt: new Date('2026-11-01T09:00:00Z'),
    lines: [{ description: 'Webhosting', unitPriceCents: NET }],
  });
  return { customer, invoice };
}

async function lastMailTo(address: string) {
  const [mail] = await db()
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  if (!mail) throw new Error(`no mail to ${address}`);
  return mail;
}

const tokenIn = (text: string) => {
  const token = PAY_LINK.exec(text)?.[1];
  if (!token) throw new Error(`no pay link in: ${text}`);
  return token;
};
const page = (token: string) =>
  app.t.inject({ method: 'GET', url: `/api/pay?token=${encodeURIComponent(token)}` });
const pay = (token: string) => app.t.inject({ method: 'POST', url: '/api/pay', payload: { token } });

describe('the link in the invoice e-mail', () => {
  it('opens a page with the company, the invoice and the amount, and pays it without a login', async () => {
    at('2026-11-21');
    await onlinePayments('demo');
    const { customer, invoice } = await transferCustomer('betaallink@example.nl');
    const resent = await app.admin('POST', `/api/admin/invoices/${invoice.id}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    const mail = await lastMailTo(customer.email);
    expect(mail.textBody).toContain('Betaal direct online met iDEAL');
    expect(mail.textBody).toContain('deze link werkt tot en met 20 januari 2027');
    const token = tokenIn(mail.textBody);

    const shown = await page(token);
    expect(shown.statusCode, shown.body).toBe(200);
    // Nothing of the account: no name, address, e-mail or IBAN.
    expect(shown.json().data).toEqual({
      state: 'payable',
      companyName: 'Hostportaal B.V.',
      lines: [{ kind: 'invoice', number: invoice.invoiceNumber, cents: TOTAL }],
      amountCents: TOTAL,
      paymentReference: invoice.paymentReference,
      testMode: true,
      reason: null,
      message: null,
      params: null,
      expiresAt: '2027-01-20T09:00:00.000Z',
    });
    expect(shown.body).not.toContain(customer.email);

    const started = await pay(token);
    expect(started.statusCode, started.body).toBe(200);
    const { checkoutUrl, amountCents } = started.json().data;
    expect(amountCents).toBe(TOTAL);
    // A second click gets the same checkout, not a second payment.
    expect((await pay(token)).json().data.checkoutUrl).toBe(checkoutUrl);
    await fake.control.setStatus(checkoutUrl.split('/').at(-1), 'paid', { method: 'ideal' });

    const [paid] = await db().select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(paid).toMatchObject({ status: 'paid', paidCents: TOTAL });
    expect((await page(token)).json().data).toMatchObject({ state: 'nothing_to_pay', amountCents: 0 });
    const again = await pay(token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ reason: 'claim_paid' });
  });

  it('is not offered while online payment is off, and the page then says to transfer', async () => {
    at('2026-11-21');
    const { customer, invoice } = await transferCustomer('zonderlink@example.nl');
    const links = createPayLinks(app.t.config, app.t.clock.now());
    const token = tokenIn(
      await links.urlFor({ scope: 'invoice', userId: customer.id, invoiceId: invoice.id }),
    );
    await onlinePayments('off');
    try {
      const resent = await app.admin('POST', `/api/admin/invoices/${invoice.id}/resend`);
      expect(resent.statusCode, resent.body).toBe(200);
      expect((await lastMailTo(customer.email)).textBody).not.toContain('/betalen/');
      expect((await page(token)).json().data).toMatchObject({ state: 'off', amountCents: TOTAL });
      expect((await pay(token)).json()).toMatchObject({ reason: 'online_payments_off' });
    } finally {
      await onlinePayments('demo');
    }
  });
});

describe('a link that is not ours', () => {
  it('refuses a changed, a foreign-key, an expired and a borrowed link, and books nothing', async () => {
    at('2026-11-21');
    const { customer, invoice } = await transferCustomer('vervalst@example.nl');
    const other = await transferCustomer('ander@example.nl');
    const links = createPayLinks(app.t.config, app.t.clock.now());
    const token = tokenIn(
      await links.urlFor({ scope: 'invoice', userId: customer.id, invoiceId: invoice.id }),
    );
    const [header = '', payload = '', signature = ''] = token.split('.');

    // Another customer's subject on this invoice (a payload edited by hand): the signature no longer holds.
    const edited = Buffer.from(payload, 'base64url').toString().replace(customer.id, other.customer.id);
    const forged = `${header}.${Buffer.from(edited).toString('base64url')}.${signature}`;
    const elsewhere = createPayLinks(
      { ...app.t.config, SECRETS_KEY: randomBytes(32).toString('base64') },
      app.t.clock.now(),
    );
    const foreign = tokenIn(
      await elsewhere.urlFor({ scope: 'invoice', userId: customer.id, invoiceId: invoice.id }),
    );
    // Signed by us, but naming someone else's invoice: it is looked up as the subject's, and is not there.
    const borrowed = tokenIn(
      await links.urlFor({ scope: 'invoice', userId: customer.id, invoiceId: other.invoice.id }),
    );
    for (const bad of [forged, foreign, borrowed]) {
      for (const response of [await page(bad), await pay(bad)]) {
        expect(response.statusCode, response.body).toBe(404);
        expect(response.json()).toMatchObject({ reason: 'pay_link_invalid' });
      }
    }
    expect((await app.t.inject({ method: 'GET', url: '/api/pay?token=not-a-token' })).statusCode).toBe(422);

    at('2027-01-21');
    for (const response of [await page(token), await pay(token)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ reason: 'pay_link_expired' });
    }
    const untouched = await db().select().from(invoices).where(eq(invoices.userId, other.customer.id));
    expect(untouched.map((row) => row.paidCents)).toEqual([0]);
  });
});

describe('the letters', () => {
  it('print the link and its QR code, e-mail it, and the link pays the fee first and then the claim', async () => {
    at('2026-11-21');
    await onlinePayments('demo');
    const { customer, invoice } = await transferCustomer('brieflink@example.nl', '2026-10-15');
    const notice = await app.admin('POST', `/api/admin/letters/notice/${customer.id}`, { sendEmail: true });
    expect(notice.statusCode, notice.body).toBe(201);
    at('2026-12-09');
    const issued = await app.admin('POST', `/api/admin/letters/collection/${customer.id}`, {
      sendEmail: true,
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const letterId = issued.json().data.letter.id as string;

    const mail = await lastMailTo(customer.email);
    const mailed = tokenIn(mail.textBody);
    const [letter] = await db().select().from(collectionLetters).where(eq(collectionLetters.id, letterId));
    if (!letter) throw new Error('letter not stored');
    const dir = mkdtempSync(path.join(tmpdir(), 'pay-link-letter-'));
    writeFileSync(path.join(dir, 'letter.pdf'), letter.pdf);
    const printed = execFileSync('pdftotext', ['-layout', path.join(dir, 'letter.pdf'), '-'], {
      encoding: 'utf8',
    });
    expect(printed).toContain('Direct online betalen');
    expect(printed.replace(/\s+/g, ' ')).toContain('De link werkt tot en met 7 februari 2027');
    // The printed link is the letter's own (the text wraps it; its start is on the page).
    expect(printed.replace(/\s+/g, '')).toContain(`/betalen/${mailed}`);

    const shown = (await page(mailed)).json().data;
    expect(shown).toMatchObject({
      state: 'payable',
      amountCents: TOTAL + 4000,
      paymentReference: letter.paymentReference,
      lines: [
        { kind: 'invoice', number: invoice.invoiceNumber, cents: TOTAL },
        { kind: 'fee', number: letter.letterNumber, cents: 4000 },
      ],
    });
    const started = (await pay(mailed)).json().data;
    await fake.control.setStatus(started.checkoutUrl.split('/').at(-1), 'paid', { method: 'ideal' });
    const [paidLetter] = await db()
      .select()
      .from(collectionLetters)
      .where(eq(collectionLetters.id, letterId));
    expect(paidLetter?.feePaidCents).toBe(4000);
    const [paid] = await db().select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(paid?.status).toBe('paid');
  });
});

describe('a 14-dagenbrief sent again by post', () => {
  it('keeps the first letter’s link working: it pays what the replacement asks, which prints a link of its own', async () => {
    at('2026-11-21');
    await onlinePayments('demo');
    const { customer, invoice } = await transferCustomer('perpost@example.nl', '2026-10-15');
    const notice = await app.admin('POST', `/api/admin/letters/notice/${customer.id}`, { sendEmail: true });
    expect(notice.statusCode, notice.body).toBe(201);
    const first = notice.json().data.letter as { id: string; letterNumber: string };
    const mailed = tokenIn((await lastMailTo(customer.email)).textBody);

    const delivered = await app.admin('PATCH', `/api/admin/letters/${first.id}/mark-delivered`, {
      deliveryType: 'post',
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const [replacement] = await db()
      .select()
      .from(collectionLetters)
      .where(eq(collectionLetters.userId, customer.id))
      .orderBy(desc(collectionLetters.createdAt))
      .limit(1);
    if (!replacement || replacement.id === first.id) throw new Error('the notice was not sent again');
    const dir = mkdtempSync(path.join(tmpdir(), 'pay-link-replaced-'));
    writeFileSync(path.join(dir, 'letter.pdf'), replacement.pdf);
    const printed = execFileSync('pdftotext', [path.join(dir, 'letter.pdf'), '-'], { encoding: 'utf8' });
    expect(printed).toContain('Direct online betalen');

    expect((await page(mailed)).json().data).toMatchObject({
      state: 'payable',
      paymentReference: replacement.paymentReference,
      lines: [{ kind: 'invoice', number: invoice.invoiceNumber, cents: TOTAL }],
    });
    const started = await pay(mailed);
    expect(started.statusCode, started.body).toBe(200);
    await fake.control.setStatus(started.json().data.checkoutUrl.split('/').at(-1), 'paid', {
      method: 'ideal',
    });
    const [paid] = await db().select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(paid?.status).toBe('paid');
  });
});
