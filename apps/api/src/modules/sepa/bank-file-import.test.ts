import { readFileSync } from 'node:fs';
import path from 'node:path';
import { writeCamt053 } from '@hostportaal/sepa/test-support';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  companySettings,
  emailOutbox,
  invoices,
  notifications,
  payments,
  sepaBatchItems,
  sepaMandates,
  users,
} from '../../db/schema/index.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { insertMandate } from '../../db/seed/mandate-factory.ts';
import { demoCompany } from '../../db/seed/portal-seed.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';
import { asOurStatement, camt053, OUR_IBAN } from './camt-test-support.ts';

const fixtures = path.resolve(import.meta.dirname, '../../../../../packages/sepa/src/test-fixtures');
const fixture = (name: string) => asOurStatement(readFileSync(path.join(fixtures, name), 'utf8'));

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(companySettings).values({ id: 1, ...demoCompany });
  const admin = await insertAdmin(t.database.db, { email: 'bank-admin@example.nl' });
  adminToken = (await t.login(admin.email, 'Test!2026pass')).token;
});
afterAll(() => t.close());

const post = (url: string, payload?: object) =>
  t.inject({ method: 'POST', url, headers: bearer(adminToken), payload });

async function collected(email: string) {
  const customer = await insertUser(t.database.db, { email });
  const mandate = await insertMandate(t.database.db, customer.id);
  const { invoice } = await insertInvoice(t.database.db, {
    userId: customer.id,
    mandateId: mandate.id,
    issueDate: '2026-11-01',
    dueDate: '2026-11-15',
    sentAt: new Date('2026-11-01T09:00:00Z'),
    lines: [{ description: 'Webhosting', unitPriceCents: 1000 }],
  });
  return { mandate, invoice };
}

const invoiceRow = async (id: string) =>
  (await t.database.db.select().from(invoices).where(eq(invoices.id, id)))[0];
const mandateRow = async (id: string) =>
  (await t.database.db.select().from(sepaMandates).where(eq(sepaMandates.id, id)))[0];

describe('bank files in', () => {
  it('applies returns by their reason code, once, and refuses what it cannot read', async () => {
    const refund = await collected('md06@example.nl');
    const closed = await collected('ac04@example.nl');
    const batch = await post('/api/admin/sepa-batches');
    expect(batch.json().data.batch.numberOfTransactions).toBe(2);
    const endToEnd = (invoiceNumber: string) => `${invoiceNumber}-1`;

    // ABN AMRO camt.054 with an MD06 refund and an AC04 return, pointed at our two collections.
    const camt = fixture('abnamro-camt054-md06-refund-ac04.xml')
      .replaceAll('HP-INV-2026-000101', endToEnd(refund.invoice.invoiceNumber))
      .replaceAll('HP-MANDATE-0001', refund.mandate.reference)
      .replaceAll('HP-INV-2026-000144', endToEnd(closed.invoice.invoiceNumber))
      .replaceAll('HP-MANDATE-0044', closed.mandate.reference)
      .replaceAll('18.15', '12.10')
      .replaceAll('121.00', '12.10');
    const imported = await post('/api/admin/bank-files', { fileName: 'camt054.xml', content: camt });
    expect(imported.statusCode).toBe(200);
    const data = imported.json().data;
    expect(data.alreadyImported).toBe(false);
    expect(data.import).toMatchObject({ messageType: 'camt.054.001.02', matched: 2, unmatched: 0 });
    expect(data.lines.map((line: { reasonCode: string }) => line.reasonCode).sort()).toEqual([
      'AC04',
      'MD06',
    ]);

    expect((await invoiceRow(refund.invoice.id))?.status).toBe('failed');
    expect((await mandateRow(refund.mandate.id))?.status).toBe('valid');
    expect((await invoiceRow(closed.invoice.id))?.status).toBe('failed');
    expect((await mandateRow(closed.mandate.id))?.status).toBe('invalid');
    const bell = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, closed.invoice.userId));
    expect(bell[0]).toMatchObject({ type: 'payment_failed', title: 'Incasso mislukt' });
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'ac04@example.nl'));
    expect(mail?.subject).toBe(`Incasso van factuur ${closed.invoice.invoiceNumber} is niet gelukt`);
    // The message says what the claim's state after the return will do: a new IBAN is collected from, or a
    // transfer with the reference settles it.
    expect(mail?.textBody).toContain(
      'de rekening is opgeheven. Zo los je het op: geef in je portaal een ander IBAN op, dan schrijven we het bedrag met de eerstvolgende incasso daarvan af.',
    );
    expect(mail?.textBody).toContain(closed.invoice.paymentReference ?? 'PAY-');
    const [refundMail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'md06@example.nl'));
    expect(refundMail?.textBody).toContain('We schrijven dit bedrag niet opnieuw af.');
    expect(data.lines.find((line: { reasonCode: string }) => line.reasonCode === 'AC04').nextStep).toMatch(
      /^Wacht op een nieuw IBAN/,
    );

    const again = await post('/api/admin/bank-files', { fileName: 'camt054-again.xml', content: camt });
    expect(again.json().data.alreadyImported).toBe(true);

    const broken = await post('/api/admin/bank-files', { fileName: 'kapot.xml', content: '<Document><Bk' });
    expect(broken.statusCode).toBe(422);
    const entity = await post('/api/admin/bank-files', {
      fileName: 'xxe.xml',
      content: '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><d>&x;</d>',
    });
    expect(entity.statusCode).toBe(422);
  });

  it('retries an AM04 rejection in the next batch and books a collection that came through', async () => {
    const short = await collected('am04@example.nl');
    const fine = await collected('ok@example.nl');
    const batch = (await post('/api/admin/sepa-batches')).json().data.batch;
    const report = fixture('ing-pain002v10-rjct-am04-md01.xml')
      .replaceAll('HP-20261127-0001', batch.messageId)
      .replaceAll('HP-INV-2026-000201', `${short.invoice.invoiceNumber}-1`)
      .replaceAll('HP-MANDATE-0201', short.mandate.reference);
    const imported = await post('/api/admin/bank-files', { fileName: 'pain002.xml', content: report });
    expect(imported.statusCode).toBe(200);
    // Past its due date and offered again: overdue, for the next batch.
    expect((await invoiceRow(short.invoice.id))?.status).toBe('overdue');

    // The next batch collects it again with a new EndToEndId.
    const next = (await post('/api/admin/sepa-batches')).json().data.batch;
    expect(next.numberOfTransactions).toBe(1);

    // The ING camt.053 books our collection of the other invoice as paid.
    const statement = fixture('ing-camt053-collection-batch-am04.xml');
    const endToEndIds = [...statement.matchAll(/<EndToEndId>([^<]+)<\/EndToEndId>/g)].map((m) => m[1]);
    const [first] = endToEndIds;
    const amount = /<EndToEndId>[^<]+<\/EndToEndId>[\s\S]*?<Amt Ccy="EUR">([\d.]+)<\/Amt>/.exec(
      statement,
    )?.[1];
    const camt = statement
      .replaceAll(
        `<EndToEndId>${first}</EndToEndId>`,
        `<EndToEndId>${fine.invoice.invoiceNumber}-1</EndToEndId>`,
      )
      .replace(`<Amt Ccy="EUR">${amount}</Amt>`, '<Amt Ccy="EUR">12.10</Amt>');
    const booked = await post('/api/admin/bank-files', { fileName: 'camt053.xml', content: camt });
    expect(booked.statusCode).toBe(200);
    const paid = await invoiceRow(fine.invoice.id);
    expect(paid).toMatchObject({ status: 'paid', paidCents: 1210 });
    const sepaPayments = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.invoiceId, fine.invoice.id));
    expect(sepaPayments).toEqual([expect.objectContaining({ method: 'sepa', amountCents: 1210 })]);
  });

  it('books a transfer by its PAY reference once, the excess as account credit', async () => {
    const customer = await insertUser(t.database.db, { email: 'overboeking@example.nl' });
    const { invoice } = await insertInvoice(t.database.db, {
      userId: customer.id,
      issueDate: '2026-11-01',
      lines: [{ description: 'Webhosting', unitPriceCents: 1000 }],
    });
    const transfer = {
      amount: '20.00',
      creditDebit: 'CRDT' as const,
      family: 'RCDT' as const,
      remittance: `betaling ${invoice.paymentReference?.toLowerCase()}`,
    };
    const first = await post('/api/admin/bank-files', {
      fileName: 'dag-1.xml',
      content: camt053('TRANSFER-1', [transfer]),
    });
    expect(first.json().data.lines[0]).toMatchObject({
      kind: 'credit_transfer',
      outcome: 'matched',
      invoiceNumber: invoice.invoiceNumber,
    });
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'paid', paidCents: 1210 });
    const [account] = await t.database.db.select().from(users).where(eq(users.id, customer.id));
    expect(account?.creditBalanceCents).toBe(790);

    // The same transfer in the next day's statement (another file): known, not booked twice.
    const second = await post('/api/admin/bank-files', {
      fileName: 'dag-2.xml',
      content: camt053('TRANSFER-2', [transfer]),
    });
    expect(second.json().data.lines[0]).toMatchObject({ outcome: 'already_known', action: 'Al geboekt' });
    const booked = await t.database.db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
    expect(booked).toEqual([expect.objectContaining({ method: 'bank_transfer', amountCents: 2000 })]);
  });

  it('books two equal instalments with one reference as two payments: the bank names each booking', async () => {
    const customer = await insertUser(t.database.db, { email: 'termijnen@example.nl' });
    const { invoice } = await insertInvoice(t.database.db, {
      userId: customer.id,
      issueDate: '2026-11-01',
      lines: [{ description: 'Webhosting', unitPriceCents: 1000 }],
    });
    const instalment = (day: number) =>
      writeCamt053({
        bank: 'rabobank',
        messageId: `TERMIJN-${day}`,
        accountIban: OUR_IBAN,
        bookingDate: `2026-11-${day}`,
        entries: [
          { kind: 'credit-transfer', amountCents: 605, remittance: `Termijn ${invoice.paymentReference}` },
        ],
      });
    for (const day of [20, 21]) {
      const imported = await post('/api/admin/bank-files', {
        fileName: `termijn-${day}.xml`,
        content: instalment(day),
      });
      expect(imported.json().data.lines[0]).toMatchObject({ outcome: 'matched' });
    }
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'paid', paidCents: 1210 });
    // The same day's statement again (a second report of the same booking): known by the bank's reference.
    const again = await post('/api/admin/bank-files', {
      fileName: 'termijn-21-opnieuw.xml',
      content: instalment(21).replace('TERMIJN-21', 'TERMIJN-21B'),
    });
    expect(again.json().data.lines[0]).toMatchObject({ outcome: 'already_known' });
  });

  it('reverses a collection refunded later in the same file and one refunded in a later file', async () => {
    const sameDay = await collected('md06-zelfde-dag@example.nl');
    const later = await collected('md06-later@example.nl');
    const batch = (await post('/api/admin/sepa-batches')).json().data.batch;
    expect(batch.numberOfTransactions).toBe(2);
    const line = (found: Awaited<ReturnType<typeof collected>>) => ({
      amount: '12.10',
      family: 'IDDT' as const,
      endToEndId: `${found.invoice.invoiceNumber}-1`,
      mandateId: found.mandate.reference,
    });
    const refund = (found: Awaited<ReturnType<typeof collected>>) => ({
      ...line(found),
      creditDebit: 'DBIT' as const,
      reversal: true,
      returnReason: 'MD06',
    });

    const statement = await post('/api/admin/bank-files', {
      fileName: 'incasso.xml',
      content: camt053('COLLECT-1', [
        { ...line(sameDay), creditDebit: 'CRDT' },
        { ...line(later), creditDebit: 'CRDT' },
        refund(sameDay),
      ]),
    });
    expect(statement.json().data.import).toMatchObject({ matched: 3, unmatched: 0 });
    expect(await invoiceRow(later.invoice.id)).toMatchObject({ status: 'paid', paidCents: 1210 });
    expect(await invoiceRow(sameDay.invoice.id)).toMatchObject({
      status: 'failed',
      paidCents: 0,
      paidAt: null,
    });

    const notification = await post('/api/admin/bank-files', {
      fileName: 'terugboeking.xml',
      content: camt053('REFUND-1', [refund(later)]),
    });
    expect(notification.json().data.import).toMatchObject({ matched: 1 });
    for (const { invoice } of [sameDay, later]) {
      expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'failed', paidCents: 0 });
      const [payment] = await t.database.db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
      expect(payment).toMatchObject({ method: 'sepa', status: 'reversed', returnReasonCode: 'MD06' });
      const [item] = await t.database.db
        .select()
        .from(sepaBatchItems)
        .where(eq(sepaBatchItems.invoiceId, invoice.id));
      expect(item).toMatchObject({ status: 'returned', returnReasonCode: 'MD06' });
    }
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'md06-later@example.nl'));
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Incasso van factuur ${later.invoice.invoiceNumber} is niet gelukt`,
    ]);
  });
});
