import { createHash } from 'node:crypto';
import { asc, eq, ne } from 'drizzle-orm';
import { isValidIBAN } from 'ibantools';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import { verifyPassword } from '../../modules/auth/password.ts';
import { missingAddressFields } from '../../modules/profile/complete-address.ts';
import type { Database, DbOrTx } from '../client.ts';
import {
  activityLog,
  arrangementInstalments,
  collectionLetters,
  invoiceLines,
  invoiceNumberSeries,
  invoices,
  paymentReferenceSeries,
  payments,
  sepaBatches,
  sepaBatchItems,
  sepaMandates,
  subscriptions,
  users,
} from '../schema/index.ts';
import { type DemoSeedSummary, seedDemoData } from './demo-seed.ts';

const today = '2026-11-21';

// A digest of everything the seed decides, leaving out generated uuids and the bigserial ids.
async function digestSeed(db: DbOrTx): Promise<string> {
  const parts = [
    await db
      .select({
        email: users.email,
        first: users.firstname,
        last: users.lastname,
        zip: users.zipcode,
        at: users.createdAt,
      })
      .from(users)
      .orderBy(asc(users.email)),
    await db
      .select({ reference: sepaMandates.reference, iban: sepaMandates.iban, status: sepaMandates.status })
      .from(sepaMandates)
      .orderBy(asc(sepaMandates.reference)),
    await db
      .select({
        email: users.email,
        title: subscriptions.title,
        status: subscriptions.serviceStatus,
        next: subscriptions.nextBillingDate,
        end: subscriptions.endDate,
        url: subscriptions.url,
      })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .orderBy(asc(subscriptions.url)),
    await db
      .select({
        number: invoices.invoiceNumber,
        status: invoices.status,
        total: invoices.totalCents,
        issue: invoices.issueDate,
        paidAt: invoices.paidAt,
        reference: invoices.paymentReference,
        customer: invoices.customer,
      })
      .from(invoices)
      .orderBy(asc(invoices.invoiceNumber)),
    await db
      .select({
        number: invoices.invoiceNumber,
        position: invoiceLines.position,
        text: invoiceLines.description,
        vat: invoiceLines.vatCents,
      })
      .from(invoiceLines)
      .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .orderBy(asc(invoices.invoiceNumber), asc(invoiceLines.position)),
    await db
      .select({
        externalId: payments.externalId,
        status: payments.status,
        amount: payments.amountCents,
        at: payments.receivedAt,
      })
      .from(payments)
      .orderBy(asc(payments.externalId), asc(payments.status)),
    await db
      .select({
        messageId: sepaBatches.messageId,
        collectionDate: sepaBatches.collectionDate,
        submittedAt: sepaBatches.submittedAt,
        transactions: sepaBatches.numberOfTransactions,
        sum: sepaBatches.controlSumCents,
        sha256: sepaBatches.sha256,
      })
      .from(sepaBatches)
      .orderBy(asc(sepaBatches.messageId)),
    await db
      .select({
        endToEndId: sepaBatchItems.endToEndId,
        sequenceType: sepaBatchItems.sequenceType,
        status: sepaBatchItems.status,
        reason: sepaBatchItems.returnReasonCode,
      })
      .from(sepaBatchItems)
      .orderBy(asc(sepaBatchItems.endToEndId)),
    await db
      .select({ type: activityLog.type, description: activityLog.description, at: activityLog.createdAt })
      .from(activityLog)
      .orderBy(asc(activityLog.createdAt), asc(activityLog.description)),
  ];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

describe('seedDemoData', () => {
  let database: Database;
  let db: DbOrTx;
  let summary: DemoSeedSummary;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    summary = await seedDemoData(db, { today, customers: 30, chunkSize: 8 });
  });
  afterAll(() => database.close());

  it('creates the fixed logins with their demo passwords', async () => {
    const logins = await db.select().from(users).where(ne(users.role, 'user'));
    expect(logins.map((user) => [user.email, user.role]).sort()).toEqual([
      ['admin@hostportaal.test', 'admin'],
      ['finance@hostportaal.test', 'finance'],
      ['support@hostportaal.test', 'support'],
    ]);
    const admin = logins.find((user) => user.email === 'admin@hostportaal.test');
    expect(admin).toMatchObject({ firstname: 'Sanne', lastname: 'de Beheerder' });
    expect(await verifyPassword(admin?.passwordHash ?? '', 'Admin!2026demo')).toBe(true);
    const [klant] = await db.select().from(users).where(eq(users.email, 'klant@hostportaal.test'));
    expect(klant).toMatchObject({
      role: 'user',
      firstname: 'Jan',
      lastname: 'de Vries',
      isEmailVerified: true,
    });
    expect(klant?.zipcode).toMatch(/^\d{4} [A-Z]{2}$/);
    expect(await verifyPassword(klant?.passwordHash ?? '', 'Klant!2026demo')).toBe(true);
    expect(await db.$count(users, eq(users.role, 'user'))).toBe(30);
    expect(summary.customers).toBe(30);
  });

  it('gives every customer the complete address a mandate and an invoice need, and Dutch companies a KvK number', async () => {
    const customers = await db.select().from(users).where(eq(users.role, 'user'));
    const incomplete = customers.filter((customer) => missingAddressFields(customer).length > 0);
    expect(incomplete.map((customer) => customer.email)).toEqual([]);
    const dutchCompanies = customers.filter((customer) => customer.company && customer.country === 'NL');
    expect(dutchCompanies.length).toBeGreaterThan(0);
    expect(dutchCompanies.every((customer) => /^\d{8}$/.test(customer.kvkNumber ?? ''))).toBe(true);
  });

  it('gives every mandate a valid IBAN with the BIC of its bank and a unique reference', async () => {
    const mandates = await db.select().from(sepaMandates);
    expect(mandates.length).toBeGreaterThan(20);
    for (const mandate of mandates) {
      expect(isValidIBAN(mandate.iban), mandate.iban).toBe(true);
      expect(mandate.bic?.slice(0, 4)).toBe(mandate.iban.slice(4, 8));
      expect(mandate.reference.length).toBeLessThanOrEqual(35);
    }
    expect(new Set(mandates.map((mandate) => mandate.reference)).size).toBe(mandates.length);
  });

  it('numbers invoices gapless per year in issue-date order and sets the series counters', async () => {
    const rows = await db
      .select({
        year: invoices.year,
        sequence: invoices.sequence,
        number: invoices.invoiceNumber,
        issue: invoices.issueDate,
      })
      .from(invoices)
      .orderBy(asc(invoices.year), asc(invoices.sequence));
    const series = await db.select().from(invoiceNumberSeries);
    expect(series.length).toBeGreaterThanOrEqual(3);
    for (const { year, lastSequence } of series) {
      const ofYear = rows.filter((row) => row.year === year);
      expect(ofYear.map((row) => row.sequence)).toEqual(ofYear.map((_, index) => index + 1));
      expect(lastSequence).toBe(ofYear.length);
      ofYear.forEach((row, index) => {
        expect(row.number).toBe(`${year}-${String(row.sequence).padStart(6, '0')}`);
        expect(row.issue.startsWith(String(year))).toBe(true);
        if (index > 0) expect(row.issue >= (ofYear[index - 1]?.issue ?? '')).toBe(true);
      });
    }
    expect(rows.length).toBe(series.reduce((sum, row) => sum + row.lastSequence, 0));
  });

  it('gives open claims a unique payment reference per year, with the series set to match', async () => {
    const claims = await db.select().from(invoices);
    const withReference = claims.filter((invoice) => invoice.paymentReference !== null);
    expect(withReference.length).toBeGreaterThan(0);
    for (const invoice of claims) {
      const isClaim = ['open', 'overdue', 'failed'].includes(invoice.status) && invoice.kind === 'invoice';
      expect(invoice.paymentReference !== null, invoice.invoiceNumber).toBe(isClaim);
    }
    // The collection letters of the replayed dunning run take their references from the same series.
    const letters = await db
      .select({ reference: collectionLetters.paymentReference })
      .from(collectionLetters);
    // And the instalments of the arrangements agreed during it (issue 30).
    const instalments = await db
      .select({ reference: arrangementInstalments.paymentReference })
      .from(arrangementInstalments);
    const series = await db.select().from(paymentReferenceSeries);
    for (const { year, lastSequence } of series) {
      const references = [
        ...withReference.map((invoice) => invoice.paymentReference ?? ''),
        ...letters.map((letter) => letter.reference),
        ...instalments.map((instalment) => instalment.reference),
      ]
        .filter((reference) => reference.startsWith(`PAY-${year}-`))
        .sort();
      expect(references).toEqual(
        Array.from(
          { length: lastSequence },
          (_, index) => `PAY-${year}-${String(index + 1).padStart(4, '0')}`,
        ),
      );
    }
  });

  it('adds up every invoice: lines with 21% VAT per line, subtotal plus VAT is the total', async () => {
    const allInvoices = await db.select().from(invoices);
    const allLines = await db.select().from(invoiceLines);
    for (const invoice of allInvoices) {
      const lines = allLines.filter((line) => line.invoiceId === invoice.id);
      expect(lines.length).toBeGreaterThan(0);
      expect(invoice.subtotalCents + invoice.vatCents).toBe(invoice.totalCents);
      expect(lines.reduce((sum, line) => sum + line.netCents, 0)).toBe(invoice.subtotalCents);
      expect(lines.reduce((sum, line) => sum + line.vatCents, 0)).toBe(invoice.vatCents);
      expect(lines.reduce((sum, line) => sum + line.totalCents, 0)).toBe(invoice.totalCents);
      for (const line of lines) {
        expect(line.vatRateBp).toBe(invoice.reverseCharge ? 0 : 2100);
        expect(line.vatCents).toBe(Math.round((line.netCents * line.vatRateBp) / 10_000));
      }
    }
    expect(allInvoices.some((invoice) => invoice.reverseCharge)).toBe(true);
  });

  it('credits every cancelled invoice with a credit note of the negated amounts', async () => {
    const allInvoices = await db.select().from(invoices);
    const cancelled = allInvoices.filter((invoice) => invoice.status === 'cancelled');
    const creditNotes = allInvoices.filter((invoice) => invoice.kind === 'credit_note');
    expect(cancelled.length).toBeGreaterThan(0);
    expect(creditNotes).toHaveLength(cancelled.length);
    for (const invoice of cancelled) {
      const credit = creditNotes.find((note) => note.creditForInvoiceId === invoice.id);
      expect(credit, invoice.invoiceNumber).toBeDefined();
      expect(credit?.totalCents).toBe(-invoice.totalCents);
      expect(credit?.vatCents).toBe(-invoice.vatCents);
      expect((credit?.issueDate ?? '') >= invoice.issueDate).toBe(true);
    }
  });

  it('records a received payment for every paid invoice and nothing paid on unpaid ones', async () => {
    const allInvoices = await db.select().from(invoices).where(eq(invoices.kind, 'invoice'));
    const allPayments = await db.select().from(payments);
    for (const invoice of allInvoices) {
      const received = allPayments
        .filter((payment) => payment.invoiceId === invoice.id && payment.status === 'received')
        .reduce((sum, payment) => sum + payment.amountCents, 0);
      expect(received, invoice.invoiceNumber).toBe(invoice.paidCents);
      if (invoice.status === 'paid') expect(received).toBe(invoice.totalCents);
      expect(invoice.paidAt !== null, invoice.invoiceNumber).toBe(invoice.status === 'paid');
      expect(invoice.paymentType).toBe(invoice.mandateId ? 'sepa' : 'bank_transfer');
    }
  });

  it('holds every subscription status and interval, with consistent dates', async () => {
    const rows = await db.select().from(subscriptions);
    const serviceStatuses = new Set(rows.map((row) => row.serviceStatus));
    expect([...serviceStatuses].sort()).toEqual([
      'active',
      'cancelled_active',
      'cancelled_expired',
      'paused',
      'pending',
      'suspended',
    ]);
    expect([...new Set(rows.map((row) => row.status))].sort()).toEqual([
      'active',
      'cancelled',
      'payment_pending',
      'pending',
      'suspended',
    ]);
    expect([...new Set(rows.map((row) => row.interval))].sort()).toEqual([
      'annually',
      'half-yearly',
      'monthly',
      'quarterly',
    ]);
    for (const row of rows) {
      if (row.serviceStatus === 'cancelled_active') {
        expect(row.nextBillingDate).toBeNull();
        expect((row.endDate ?? '') > today).toBe(true);
      }
      if (row.serviceStatus === 'cancelled_expired') {
        expect(row.nextBillingDate).toBeNull();
        expect((row.endDate ?? '') <= today).toBe(true);
      }
      if (row.status === 'active' && row.serviceStatus === 'active')
        expect((row.nextBillingDate ?? '') > today).toBe(true);
    }
  });

  it('gives klant@hostportaal.test a valid mandate and every status the demo needs', async () => {
    const [klant] = await db.select().from(users).where(eq(users.email, 'klant@hostportaal.test'));
    const userId = klant?.id ?? '';
    const [mandate] = await db.select().from(sepaMandates).where(eq(sepaMandates.userId, userId));
    expect(mandate?.status).toBe('valid');
    expect(['INGB', 'ABNA']).toContain(mandate?.iban.slice(4, 8));
    const own = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    const running = own.filter((row) => row.status === 'active' && row.serviceStatus === 'active');
    expect(running.length).toBeGreaterThanOrEqual(3);
    expect(running.every((row) => row.mandateId === mandate?.id)).toBe(true);
    expect(own.filter((row) => row.serviceStatus === 'cancelled_active')).toHaveLength(1);
    expect(own.filter((row) => row.status === 'suspended' && row.serviceStatus === 'suspended')).toHaveLength(
      1,
    );
    const statuses = (await db.select().from(invoices).where(eq(invoices.userId, userId))).map(
      (row) => row.status,
    );
    expect(statuses.filter((status) => status === 'paid').length).toBeGreaterThanOrEqual(5);
    expect(statuses).toEqual(expect.arrayContaining(['open', 'overdue', 'failed']));
    const activity = await db.select().from(activityLog).where(eq(activityLog.userId, userId));
    expect(new Set(activity.map((row) => row.type))).toEqual(
      new Set(['login', 'payment', 'profile_updated', 'subscription_created', 'email_verified']),
    );
  });

  it('gives the same data for the same today', async () => {
    const second = await createTestDatabase();
    try {
      await seedDemoData(second.db, { today, customers: 30 });
      expect(await digestSeed(second.db)).toBe(await digestSeed(db));
    } finally {
      await second.close();
    }
  });
});
