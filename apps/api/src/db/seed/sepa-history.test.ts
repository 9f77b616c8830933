import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sepaSubscriptionsQuerySchema } from '@hostportaal/contract';
import { readPain008 } from '@hostportaal/sepa';
import { standardPath } from '@hostportaal/sepa/test-support';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import { expireUnusedMandates } from '../../modules/sepa/expire-mandates.ts';
import { querySepaSubscriptions } from '../../modules/sepa-management/sepa-subscription-rows.ts';
import type { Database, DbOrTx } from '../client.ts';
import {
  invoices,
  payments,
  type SepaBatch,
  type SepaBatchItem,
  sepaBatches,
  sepaBatchItems,
  sepaMandates,
} from '../schema/index.ts';
import { seedDemoData } from './demo-seed.ts';
import { demoCompany } from './portal-seed.ts';

const today = '2026-11-21';

let database: Database;
let db: DbOrTx;
let batches: SepaBatch[];
let items: SepaBatchItem[];
let invoiceRows: (typeof invoices.$inferSelect)[];

const batchOf = (item: SepaBatchItem) => batches.find((batch) => batch.id === item.batchId) as SepaBatch;
// An invoice's collections in the order they were made (the attempt number ends the end-to-end id).
const attemptOf = (item: SepaBatchItem) => Number(item.endToEndId.split('-').at(-1));
const collectionsOf = (invoiceId: string) =>
  items.filter((item) => item.invoiceId === invoiceId).sort((a, b) => attemptOf(a) - attemptOf(b));

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await seedDemoData(db, { today, customers: 30, chunkSize: 8 });
  batches = await db.select().from(sepaBatches).orderBy(asc(sepaBatches.collectionDate));
  items = await db.select().from(sepaBatchItems);
  invoiceRows = await db.select().from(invoices);
});
afterAll(() => database.close());

describe('the demo SEPA collection history', () => {
  it('keeps every SEPA payment as a batch item with the same end-to-end id, a return with its reason', async () => {
    const sepaPayments = await db.select().from(payments).where(eq(payments.method, 'sepa'));
    expect(sepaPayments.length).toBeGreaterThan(100);
    expect(sepaPayments.some((payment) => payment.status === 'reversed')).toBe(true);
    for (const payment of sepaPayments) {
      const item = items.find((candidate) => candidate.endToEndId === payment.externalId);
      expect(item, `${payment.externalId}`).toBeDefined();
      expect(item).toMatchObject({
        invoiceId: payment.invoiceId,
        amountCents: payment.amountCents,
        status: payment.status === 'reversed' ? 'returned' : 'collected',
        returnReasonCode: payment.returnReasonCode,
      });
    }
    // And no booked collection without its payment.
    expect(items.filter((item) => item.status !== 'pending')).toHaveLength(sepaPayments.length);
  });

  it('numbers the attempts per invoice as the SEPA module does, one after the other', () => {
    for (const invoice of invoiceRows) {
      const collections = collectionsOf(invoice.id);
      collections.forEach((item, index) => {
        expect(item.endToEndId).toBe(`${invoice.invoiceNumber}-${index + 1}`);
        expect(item.mandateId).toBe(invoice.mandateId);
        const previous = collections[index - 1];
        if (previous) expect(batchOf(item).collectionDate > batchOf(previous).collectionDate).toBe(true);
      });
    }
  });

  it('ends a failed invoice on a returned collection and has a pending one in a batch under way', () => {
    const failed = invoiceRows.filter((invoice) => invoice.status === 'failed');
    const pending = invoiceRows.filter((invoice) => invoice.status === 'pending');
    expect(failed.length).toBeGreaterThan(0);
    expect(pending.length).toBeGreaterThan(0);
    for (const invoice of failed) {
      expect(collectionsOf(invoice.id).at(-1)?.status, invoice.invoiceNumber).toBe('returned');
      expect(invoice.submittedForCollectionAt).toBeNull();
    }
    for (const invoice of pending) {
      const under = collectionsOf(invoice.id).filter((item) => item.status === 'pending');
      expect(under, invoice.invoiceNumber).toHaveLength(1);
      const batch = batchOf(under[0] as SepaBatchItem);
      expect(batch.collectionDate >= today).toBe(true);
      expect(invoice.submittedForCollectionAt).toEqual(batch.submittedAt);
    }
    for (const item of items) {
      const invoice = invoiceRows.find((row) => row.id === item.invoiceId);
      if (item.status === 'pending') expect(invoice?.status).toBe('pending');
      else expect(batchOf(item).collectionDate < today, item.endToEndId).toBe(true);
    }
  });

  it('collects FRST once per mandate and RCUR after, and the mandate keeps its last collection date', async () => {
    const mandates = await db.select().from(sepaMandates);
    for (const mandate of mandates) {
      const own = items.filter((item) => item.mandateId === mandate.id);
      if (own.length === 0) {
        expect(mandate.lastCollectionDate).toBeNull();
        continue;
      }
      const dates = own.map((item) => batchOf(item).collectionDate).sort();
      expect(mandate).toMatchObject({ firstCollectionDone: true, lastCollectionDate: dates.at(-1) });
      for (const item of own.filter((candidate) => candidate.sequenceType === 'FRST')) {
        expect(batchOf(item).collectionDate).toBe(dates[0]);
      }
    }
    expect(items.some((item) => item.sequenceType === 'FRST')).toBe(true);
    // The nightly 36-month lapse finds nothing to expire: every mandate in use was collected on recently.
    expect(await expireUnusedMandates(db, { today, now: new Date(`${today}T03:00:00Z`) })).toBe(0);
  });

  it('groups the items into one submitted batch per collection date, its file adding up to its items', () => {
    expect(new Set(batches.map((batch) => batch.collectionDate)).size).toBe(batches.length);
    expect(new Set(batches.map((batch) => batch.messageId)).size).toBe(batches.length);
    for (const batch of batches) {
      const own = items.filter((item) => item.batchId === batch.id);
      const sum = own.reduce((total, item) => total + item.amountCents, 0);
      expect(batch).toMatchObject({
        status: 'submitted',
        version: 'pain.008.001.08',
        numberOfTransactions: own.length,
        controlSumCents: sum,
      });
      expect(batch.messageId).toMatch(/^HP-\d{8}-[0-9A-F]{8}$/);
      expect(batch.messageId.slice(3, 11)).toBe(
        batch.createdAt.toISOString().slice(0, 10).replaceAll('-', ''),
      );
      expect(batch.createdAt < (batch.submittedAt ?? batch.createdAt)).toBe(true);
      expect((batch.submittedAt?.toISOString() ?? '') < `${batch.collectionDate}T00:00:00Z`).toBe(true);
      expect((batch.submittedAt?.toISOString() ?? '') < `${today}T00:00:00Z`).toBe(true);
      expect(createHash('sha256').update(batch.file).digest('hex')).toBe(batch.sha256);

      const xml = batch.file.toString('utf8');
      const header = /<GrpHdr>.*?<NbOfTxs>(\d+)<\/NbOfTxs><CtrlSum>([\d.]+)<\/CtrlSum>/.exec(xml);
      expect([Number(header?.[1]), header?.[2]]).toEqual([own.length, (sum / 100).toFixed(2)]);
      const file = readPain008(batch.file);
      expect(file.creditor.creditorId).toBe(demoCompany.creditorId);
      const inFile = file.paymentInformations.flatMap((information) =>
        information.transactions.map((transaction) => ({
          endToEndId: transaction.endToEndId,
          amountCents: transaction.amountCents,
          sequenceType: information.sequenceType,
          collectionDate: information.collectionDate,
          remittance: transaction.remittanceInformation,
        })),
      );
      expect(inFile.sort((a, b) => a.endToEndId.localeCompare(b.endToEndId))).toEqual(
        own
          .map(({ endToEndId, amountCents, sequenceType, invoiceId }) => {
            const invoice = invoiceRows.find((row) => row.id === invoiceId);
            return {
              endToEndId,
              amountCents,
              sequenceType,
              collectionDate: batch.collectionDate,
              remittance: `Factuur ${invoice?.invoiceNumber} ${invoice?.paymentReference ?? ''}`.trim(),
            };
          })
          .sort((a, b) => a.endToEndId.localeCompare(b.endToEndId)),
      );
    }
  });

  it('writes a batch file the bank accepts (pain.008.001.08 XSD)', () => {
    // The batch with the most collections, first ones among them if any batch has both kinds.
    const both = batches.filter((batch) => {
      const kinds = new Set(
        items.filter((item) => item.batchId === batch.id).map((item) => item.sequenceType),
      );
      return kinds.size === 2;
    });
    const [batch] = [...(both.length > 0 ? both : batches)].sort(
      (a, b) => b.numberOfTransactions - a.numberOfTransactions,
    );
    const folder = mkdtempSync(path.join(os.tmpdir(), 'seed-batch-'));
    try {
      const file = path.join(folder, `${batch?.messageId}.xml`);
      writeFileSync(file, batch?.file ?? '');
      execFileSync('xmllint', ['--noout', '--schema', standardPath('pain.008.001.08'), file], {
        stdio: 'pipe',
      });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('shows returned collections and chargebacks on the SEPA direct-debit screen', async () => {
    const { subscriptions } = await querySepaSubscriptions(
      db,
      today,
      sepaSubscriptionsQuerySchema.parse({ limit: 100, sortBy: 'failedPaymentCount' }),
    );
    const returned = subscriptions.filter((row) => row.failedPaymentCount > 0);
    expect(returned.length).toBeGreaterThan(0);
    expect(subscriptions.some((row) => row.chargebackCount > 0 && row.paymentStatus === 'chargeback')).toBe(
      true,
    );
    expect(returned.every((row) => row.riskLevel !== 'low')).toBe(true);
  });
});
