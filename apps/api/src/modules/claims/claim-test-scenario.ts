// Test support for the claim integration tests (issue 17): the common scenario of a direct-debit customer
// with a mandate and a sent invoice, batches written and handed to the bank through the API, bank files in
// the banks' own shapes (XSD-checked before they are sent), and the checks every test ends with: nothing
// stranded, and each customer's money adds up.
import type { SepaBatchView } from '@hostportaal/contract';
import { type DirectDebitFile, type DirectDebitTransaction, readPain008 } from '@hostportaal/sepa';
import {
  type BankFileEntry,
  type DutchBank,
  writeCamt053,
  writeCamt054,
  writePain002,
  xsdErrors,
} from '@hostportaal/sepa/test-support';
import { asc, eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  collectionCases,
  companySettings,
  emailOutbox,
  invoices,
  sepaBatchItems,
  sepaMandates,
  type User,
} from '../../db/schema/index.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { insertDemoLegalDocuments } from '../../db/seed/legal-documents-seed.ts';
import { insertMandate, type MandateOverrides } from '../../db/seed/mandate-factory.ts';
import { insertPackage } from '../../db/seed/package-factory.ts';
import { demoCompany } from '../../db/seed/portal-seed.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertAdmin, insertUser, type UserOverrides } from '../../db/seed/user-factory.ts';
import { moneyBalances, strandedClaims } from './claim-invariants.ts';

export type Call = (
  method: InjectOptions['method'],
  url: string,
  payload?: object,
) => Promise<LightMyRequestResponse>;

/** Our statement account: a bank file of any other account is not ours. */
export const COMPANY_IBAN = demoCompany.iban;

/** Calls as this user, signing in again when the test moved the clock past the access token's life. */
export function signedIn(t: TestApp, email: string): Call {
  let token: { value: string; at: number } | null = null;
  return async (method, url, payload) => {
    const now = t.clock.now().getTime();
    if (!token || Math.abs(now - token.at) > 10 * 60_000)
      token = { value: (await t.login(email, 'Test!2026pass')).token, at: now };
    return t.inject({ method, url, headers: bearer(token.value), payload });
  };
}

export type ClaimsApp = { t: TestApp; admin: Call; packageId: string };

/** A fresh app on its own database, with the demo company (creditor id, IBAN), a finance admin and a package. */
export async function openClaimsApp(now?: Date, env?: Record<string, string>): Promise<ClaimsApp> {
  const t = await createTestApp({ ...(now ? { now } : {}), ...(env ? { env } : {}) });
  await t.database.db.insert(companySettings).values({ id: 1, ...demoCompany });
  await insertDemoLegalDocuments(t.database.db, new Date('2026-01-05T09:00:00Z'));
  const staff = await insertAdmin(t.database.db);
  const packageId = (await insertPackage(t.database.db)).id;
  return { t, admin: signedIn(t, staff.email), packageId };
}

export type Debtor = Awaited<ReturnType<typeof sepaDebtor>>;

/**
 * A consumer paying by direct debit: a valid mandate, a subscription on it, and one invoice of EUR 12.10
 * for November, issued 1 November, due 15 November, e-mailed the day it was issued (the pre-notification has passed).
 */
export async function sepaDebtor(
  { t, packageId }: ClaimsApp,
  options: { email: string; user?: UserOverrides; mandate?: MandateOverrides; netCents?: number },
) {
  const db = t.database.db;
  const customer = await insertUser(db, { email: options.email, ...options.user });
  const mandate = await insertMandate(db, customer.id, options.mandate);
  const subscription = await insertSubscription(db, {
    userId: customer.id,
    packageId,
    mandateId: mandate.id,
    startDate: '2026-11-01',
  });
  const { invoice } = await insertInvoice(db, {
    userId: customer.id,
    subscriptionId: subscription.id,
    mandateId: mandate.id,
    issueDate: '2026-11-01',
    dueDate: '2026-11-15',
    sentAt: new Date('2026-11-01T09:00:00Z'),
    lines: [
      {
        description: 'Webhosting',
        unitPriceCents: options.netCents ?? 1000,
        periodStart: '2026-11-01',
        periodEnd: '2026-11-30',
      },
    ],
  });
  return { customer, mandate, subscription, invoice, portal: signedIn(t, options.email) };
}

export type WrittenBatch = SepaBatchView & { xml: string; file: DirectDebitFile };

/** POST /api/admin/sepa-batches; the pain.008 it wrote, downloaded, XSD-checked and read back. Null: nothing due. */
export async function writeBatch({ admin }: ClaimsApp): Promise<WrittenBatch | null> {
  const created = await admin('POST', '/api/admin/sepa-batches');
  expect(created.statusCode, created.body).toBeLessThan(300);
  const batch = created.json().data.batch as SepaBatchView | null;
  if (!batch) return null;
  const download = await admin('GET', `/api/admin/sepa-batches/${batch.id}/file`);
  expect(xsdErrors(download.body, batch.version)).toBe('');
  return { ...batch, xml: download.body, file: readPain008(download.body) };
}

/** The batch and its file; fails the test when nothing was due. */
export async function writeDueBatch(app: ClaimsApp): Promise<WrittenBatch> {
  const batch = await writeBatch(app);
  if (!batch) throw new Error('expected a batch, nothing was due');
  return batch;
}

/** The admin uploaded the batch to the bank. */
export async function submitBatch({ admin }: ClaimsApp, batch: { id: string }): Promise<void> {
  const submitted = await admin('POST', `/api/admin/sepa-batches/${batch.id}/submit`);
  expect(submitted.statusCode, submitted.body).toBe(200);
}

/** The collection of this invoice in the file, if the file has one. */
export function transactionOf(
  batch: WrittenBatch,
  invoiceNumber: string,
): (DirectDebitTransaction & { sequenceType: string; paymentInformationId: string }) | undefined {
  for (const information of batch.file.paymentInformations)
    for (const transaction of information.transactions)
      if (transaction.endToEndId.startsWith(`${invoiceNumber}-`))
        return {
          ...transaction,
          sequenceType: information.sequenceType,
          paymentInformationId: information.paymentInformationId,
        };
  return undefined;
}

type Claim = { invoice: { invoiceNumber: string; totalCents: number }; mandate: { reference: string } };

/** A bank entry: the collection of the claim's n-th EndToEndId came in. */
export const collectedEntry = (claim: Claim, attempt: number, amountCents?: number): BankFileEntry => ({
  kind: 'collection',
  endToEndId: `${claim.invoice.invoiceNumber}-${attempt}`,
  mandateId: claim.mandate.reference,
  amountCents: amountCents ?? claim.invoice.totalCents,
});

/** A bank entry: the claim's n-th collection came back with this reason code. */
export const returnEntry = (claim: Claim, attempt: number, reasonCode: string): BankFileEntry => ({
  kind: 'return',
  endToEndId: `${claim.invoice.invoiceNumber}-${attempt}`,
  mandateId: claim.mandate.reference,
  amountCents: claim.invoice.totalCents,
  reasonCode,
});

let fileNumber = 0;

/** A camt.053 end-of-day statement of our account (unless the options say otherwise), in the bank's shape. */
export function statementOf(
  bank: DutchBank,
  entries: BankFileEntry[],
  options: { accountIban?: string; currency?: string } = {},
): string {
  fileNumber += 1;
  return writeCamt053({
    bank,
    accountIban: COMPANY_IBAN,
    messageId: `STMT-${fileNumber}`,
    entries,
    ...options,
  });
}

/** A camt.054 notification of our account, in the bank's shape. */
export function notificationOf(bank: DutchBank, entries: BankFileEntry[]): string {
  fileNumber += 1;
  return writeCamt054({ bank, accountIban: COMPANY_IBAN, messageId: `NTFCTN-${fileNumber}`, entries });
}

/** A pain.002 of ING or Rabobank on our batch, rejecting these collections (each the claim's n-th). */
export function statusReportOf(
  bank: 'ing' | 'rabobank',
  batch: WrittenBatch,
  rejected: { claim: Claim; attempt: number; reasonCode: string }[],
): string {
  const blocks = batch.file.paymentInformations.map((information) => ({
    paymentInformationId: information.paymentInformationId,
    numberOfTransactions: information.transactions.length,
    controlSumCents: information.transactions.reduce((sum, transaction) => sum + transaction.amountCents, 0),
    rejected: rejected.flatMap(({ claim, attempt, reasonCode }) => {
      const endToEndId = `${claim.invoice.invoiceNumber}-${attempt}`;
      const transaction = information.transactions.find((tx) => tx.endToEndId === endToEndId);
      if (!transaction) return [];
      return [
        {
          endToEndId,
          mandateId: transaction.mandateId,
          amountCents: transaction.amountCents,
          reasonCode,
          sequenceType: information.sequenceType,
          collectionDate: information.collectionDate,
        },
      ];
    }),
  }));
  return writePain002({
    bank,
    messageId: `PAIN002-${++fileNumber}`,
    originalMessageId: batch.messageId,
    originalMessageType: batch.version,
    blocks: blocks.filter((block) => block.rejected.length > 0),
  });
}

type BankFileType = 'camt.053.001.02' | 'camt.054.001.02' | 'pain.002.001.03' | 'pain.002.001.10';

/** Uploads a bank file as a finance user does, after checking it against its XSD. */
export async function uploadBankFile(
  { admin }: ClaimsApp,
  type: BankFileType,
  content: string,
): Promise<LightMyRequestResponse> {
  expect(xsdErrors(content, type)).toBe('');
  fileNumber += 1;
  return admin('POST', '/api/admin/bank-files', { fileName: `${type}-${fileNumber}.xml`, content });
}

/** The report line of the bank file about this invoice. */
export function lineFor(response: LightMyRequestResponse, invoiceNumber: string) {
  const lines = response.json().data.lines as {
    invoiceNumber: string | null;
    endToEndId: string | null;
    outcome: string;
    action: string;
    nextStep?: string;
  }[];
  return lines.find(
    (line) => line.invoiceNumber === invoiceNumber || line.endToEndId?.startsWith(`${invoiceNumber}-`),
  );
}

export const invoiceRow = async ({ t }: ClaimsApp, id: string) =>
  (await t.database.db.select().from(invoices).where(eq(invoices.id, id)))[0];

export const mandateRow = async ({ t }: ClaimsApp, id: string) =>
  (await t.database.db.select().from(sepaMandates).where(eq(sepaMandates.id, id)))[0];

/** Every collection of the invoice, in EndToEndId order. */
export const collectionsOf = ({ t }: ClaimsApp, invoiceId: string) =>
  t.database.db
    .select()
    .from(sepaBatchItems)
    .where(eq(sepaBatchItems.invoiceId, invoiceId))
    .orderBy(asc(sepaBatchItems.endToEndId));

export const caseOf = async ({ t }: ClaimsApp, invoiceId: string) =>
  (await t.database.db.select().from(collectionCases).where(eq(collectionCases.invoiceId, invoiceId)))[0];

/** The e-mails to this address with this template, oldest first. */
export const mailsTo = ({ t }: ClaimsApp, email: string, template: string) =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(sql`${emailOutbox.toAddress} = ${email} and ${emailOutbox.template} = ${template}`)
    .orderBy(asc(emailOutbox.createdAt));

/** No claim is pending without a collection under way: nothing would ever collect or remind it. */
export async function expectNothingStranded({ t }: ClaimsApp): Promise<void> {
  expect(await strandedClaims(t.database.db)).toEqual([]);
}

/**
 * For each customer: what came in (payments not reversed, account credit spent not counted twice) plus what
 * was credited equals what the invoices show paid, plus the account credit, plus letter fees paid.
 */
export async function expectMoneyAddsUp({ t }: ClaimsApp, customers: Pick<User, 'id'>[]): Promise<void> {
  const ids = new Set(customers.map((customer) => customer.id));
  const balances = await moneyBalances(t.database.db);
  for (const balance of balances.filter((row) => ids.has(row.userId)))
    expect(balance.cameIn, balance.userId).toBe(balance.accounted);
}
