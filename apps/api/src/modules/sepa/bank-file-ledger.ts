// What a bank-file import works on, read in a few set-based queries before its lines are processed and
// written back in a few after: a month's camt.053 of 50,000 lines is some fifteen statements instead of
// 200,000 (one or more per line took ~100 s, see bench/RESULTS.md). The lines are processed in file order
// against these objects, so a later line sees what an earlier one did, as it did line by line.
import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { invoices, payments, sepaBatches, sepaBatchItems, sepaMandates } from '../../db/schema/index.ts';
import { type NewCreditEntry, surplusStillOnCredit } from '../account-credit/credit-ledger.ts';
import { type Claim, loadClaimsById } from '../claims/claim-facts.ts';
import type { BankLine } from './bank-file-lines.ts';

// Only the columns the import reads: 50,000 whole invoice rows would take longer to fetch than to find.
const invoiceColumns = {
  id: invoices.id,
  invoiceNumber: invoices.invoiceNumber,
  userId: invoices.userId,
  kind: invoices.kind,
  status: invoices.status,
  totalCents: invoices.totalCents,
  paidCents: invoices.paidCents,
  paidAt: invoices.paidAt,
  submittedForCollectionAt: invoices.submittedForCollectionAt,
  paymentReference: invoices.paymentReference,
  customerName: sql<string>`${invoices.customer}->>'name'`,
  customerEmail: sql<string>`${invoices.customer}->>'email'`,
};
const itemColumns = {
  id: sepaBatchItems.id,
  mandateId: sepaBatchItems.mandateId,
  endToEndId: sepaBatchItems.endToEndId,
  amountCents: sepaBatchItems.amountCents,
  status: sepaBatchItems.status,
  returnReasonCode: sepaBatchItems.returnReasonCode,
  sequenceType: sepaBatchItems.sequenceType,
  debtorIban: sepaBatchItems.debtorIban,
  batchRejected: sepaBatchItems.batchRejected,
  batchMessageId: sepaBatches.messageId,
};

/** Collections of ours (batch items) with their invoice and mandate reference, locked for the import. */
function selectCollections(tx: DbOrTx, where: SQL) {
  return tx
    .select({ item: itemColumns, invoice: invoiceColumns, mandateReference: sepaMandates.reference })
    .from(sepaBatchItems)
    .innerJoin(invoices, sql`${invoices.id} = ${sepaBatchItems.invoiceId}`)
    .innerJoin(sepaMandates, sql`${sepaMandates.id} = ${sepaBatchItems.mandateId}`)
    .innerJoin(sepaBatches, sql`${sepaBatches.id} = ${sepaBatchItems.batchId}`)
    .where(where)
    .orderBy(sepaBatchItems.endToEndId)
    .for('update', { of: [sepaBatchItems, invoices] });
}

/** A collection of ours (batch item), its invoice and its mandate's reference. */
export type Collection = Awaited<ReturnType<typeof selectCollections>>[number];
export type Invoice = Collection['invoice'];
export type Item = Collection['item'];

type NewPayment = {
  /** Made here, so a credit entry of this file can name the payment it came from. */
  id: string;
  user_id: string;
  invoice_id: string;
  amount_cents: number;
  method: (typeof payments.$inferInsert)['method'];
  status: 'received' | 'reversed';
  reference: string | null;
  external_id: string;
  return_reason_code: string | null;
};

export type NewNotification = {
  user_id: string;
  type: 'payment_failed' | 'payment_received';
  title: string;
  body: string;
  link: string;
};
export type NewEmail = {
  user_id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  template: string;
};

/** A returned or rejected collection the customer hears about (bell and e-mail). */
export type ReturnNotice = { invoice: Invoice; amountCents: number; customerText: string };

/**
 * Money the customer hears about (issue 27): a transfer booked, or money that came twice (a collection after
 * a transfer or a manual payment: the surplus is their credit, to be paid back).
 */
export type PaymentNotice = {
  invoice: Invoice;
  kind: 'transfer_booked' | 'paid_twice';
  amountCents: number;
  creditCents: number;
  /** transfer_booked: the claim's collection is at the bank and still comes. */
  collectionAtBank?: boolean;
};

/** Our payment-information block a batch booking names: the batch's message id and sequence type. */
export type PaymentInformationBlock = { messageId: string; sequenceType: string };

/** PmtInfId is `${messageId}-${sequenceType}` (create-sepa-batch.ts). */
export function paymentInformationBlockOf(paymentInformationId: string): PaymentInformationBlock | null {
  const match = /^(.+)-(FRST|RCUR|OOFF|FNAL)$/.exec(paymentInformationId);
  return match?.[1] && match[2] ? { messageId: match[1], sequenceType: match[2] } : null;
}

export type Ledger = {
  byEndToEndId: Map<string, Collection>;
  /** Collections pending or collected at the start, by mandate reference: the second way to match. */
  byMandate: Map<string, Collection[]>;
  /** Invoices by payment reference (PAY-…), for credit transfers. */
  byReference: Map<string, Invoice>;
  /** External ids of credit transfers booked before or earlier in this file. */
  bookedTransfers: Set<string>;
  changedItems: Set<Item>;
  /** Invoices changed, with the columns beyond paid_cents and status that were set. */
  changedInvoices: Map<Invoice, { paidAt: boolean; submittedForCollectionAt: boolean }>;
  newPayments: NewPayment[];
  /** Payments of earlier files to reverse: external id (EndToEndId) → reason code. */
  reversals: Map<string, string | null>;
  /** Account credit entries: overpaid transfers, collections that came twice, refunds taken back. */
  creditEntries: NewCreditEntry[];
  /** Mandates a return makes unusable, and the IBAN it came from: only while the mandate still has it. */
  invalidMandates: Map<string, string | null>;
  returns: ReturnNotice[];
  payments: PaymentNotice[];
  /** The payment of a collection that came in in an earlier file, by EndToEndId (a refund reverses it). */
  collectionPayments: Map<string, string>;
  /** What each earlier collection put on account credit and is still there, by its payment id. */
  surplusOnCredit: Map<string, number>;
  /** Invoices an incassobrief with open costs covers: a transfer on them pays the costs first, one by one. */
  feeFirst: Set<string>;
  /** The claim lifecycle's facts of every invoice a collection line touches, kept current line by line. */
  claims: Map<string, Claim>;
  /** The collections of each payment-information block a batch booking names, by PmtInfId. */
  byPaymentInformation: Map<string, Collection[]>;
};

const COLLECTION_KINDS = new Set<BankLine['kind']>(['collected', 'returned', 'rejected']);

/** A PostgreSQL array literal of texts, one parameter however many there are (a query takes ≤ 65,535). */
export function textArray(values: Iterable<string>): string {
  const quoted = [...values].map((value) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`);
  return `{${quoted.join(',')}}`;
}

/** Rows as one jsonb parameter, for `jsonb_to_recordset`. */
export function jsonRows(rows: object[]): SQL {
  return sql`${JSON.stringify(rows)}::jsonb`;
}

/**
 * Reads, and locks for the rest of the import, every collection, invoice and earlier transfer the lines can
 * touch. Locking the invoices makes a manual payment booked meanwhile wait instead of being overwritten.
 */
export async function loadLedger(tx: DbOrTx, lines: BankLine[]): Promise<Ledger> {
  const ledger: Ledger = {
    byEndToEndId: new Map(),
    byMandate: new Map(),
    byReference: new Map(),
    bookedTransfers: new Set(),
    changedItems: new Set(),
    changedInvoices: new Map(),
    newPayments: [],
    reversals: new Map(),
    creditEntries: [],
    invalidMandates: new Map(),
    returns: [],
    payments: [],
    collectionPayments: new Map(),
    surplusOnCredit: new Map(),
    feeFirst: new Set(),
    claims: new Map(),
    byPaymentInformation: new Map(),
  };
  // One object per row however often it is read, so every line changes the same invoice and item.
  const invoicesById = new Map<string, Invoice>();
  const itemsById = new Map<string, Collection>();
  const sameInvoice = (invoice: Invoice) => {
    const known = invoicesById.get(invoice.id);
    if (known) return known;
    invoicesById.set(invoice.id, invoice);
    return invoice;
  };
  const sameCollection = (row: Collection) => {
    const known = itemsById.get(row.item.id);
    if (known) return known;
    const collection = { ...row, invoice: sameInvoice(row.invoice) };
    itemsById.set(row.item.id, collection);
    return collection;
  };

  const collectionLines = lines.filter((line) => COLLECTION_KINDS.has(line.kind));
  const endToEndIds = new Set(collectionLines.flatMap((line) => (line.endToEndId ? [line.endToEndId] : [])));
  if (endToEndIds.size > 0) {
    const rows = await selectCollections(
      tx,
      sql`${sepaBatchItems.endToEndId} = any(${textArray(endToEndIds)}::text[])`,
    );
    for (const row of rows) ledger.byEndToEndId.set(row.item.endToEndId, sameCollection(row));
  }

  // Second chance for a line whose EndToEndId is not ours: the mandate and amount of a collection in progress.
  const mandateReferences = new Set(
    collectionLines
      .filter((line) => !(line.endToEndId && ledger.byEndToEndId.has(line.endToEndId)))
      .flatMap((line) => (line.mandateId && line.amountCents !== null ? [line.mandateId] : [])),
  );
  if (mandateReferences.size > 0) {
    const rows = await selectCollections(
      tx,
      sql`${sepaMandates.reference} = any(${textArray(mandateReferences)}::text[])
        and ${sepaBatchItems.status} in ('pending', 'collected')`,
    );
    for (const row of rows) {
      const list = ledger.byMandate.get(row.mandateReference) ?? [];
      list.push(sameCollection(row));
      ledger.byMandate.set(row.mandateReference, list);
    }
  }

  // A batch booking names a whole block of ours: its collections, matched on the block.
  for (const line of lines) {
    const id = line.batchPaymentInformationId;
    const block = id ? paymentInformationBlockOf(id) : null;
    if (!id || !block || ledger.byPaymentInformation.has(id)) continue;
    const rows = await selectCollections(
      tx,
      sql`${sepaBatches.messageId} = ${block.messageId} and ${sepaBatchItems.sequenceType} = ${block.sequenceType}`,
    );
    const collections = rows.map(sameCollection);
    for (const collection of collections) ledger.byEndToEndId.set(collection.item.endToEndId, collection);
    ledger.byPaymentInformation.set(id, collections);
  }

  const references = new Set(
    lines.flatMap((line) =>
      line.kind === 'credit_transfer' && line.paymentReference ? [line.paymentReference] : [],
    ),
  );
  if (references.size > 0) {
    const rows = await tx
      .select(invoiceColumns)
      .from(invoices)
      .where(sql`${invoices.paymentReference} = any(${textArray(references)}::text[])`)
      .for('update');
    for (const row of rows)
      if (row.paymentReference) ledger.byReference.set(row.paymentReference, sameInvoice(row));
    const transferIds = new Set(lines.flatMap((line) => transferExternalId(line) ?? []));
    if (transferIds.size > 0) {
      // One lookup for the whole file, not one per line (payments_external_id_idx).
      const known = await tx
        .select({ externalId: payments.externalId })
        .from(payments)
        .where(sql`${payments.externalId} = any(${textArray(transferIds)}::text[])`);
      for (const { externalId } of known) if (externalId) ledger.bookedTransfers.add(externalId);
    }
  }

  // A refund of a collection from an earlier file reverses its payment and takes back first what it had put
  // on account credit (issue 27, case 2).
  const refunded = new Set(
    collectionLines.flatMap((line) => (line.kind === 'returned' && line.endToEndId ? [line.endToEndId] : [])),
  );
  if (refunded.size > 0) {
    const rows = await tx
      .select({ id: payments.id, externalId: payments.externalId })
      .from(payments)
      .where(
        sql`${payments.externalId} = any(${textArray(refunded)}::text[]) and ${payments.method} = 'sepa'
          and ${payments.status} = 'received'`,
      );
    for (const row of rows) if (row.externalId) ledger.collectionPayments.set(row.externalId, row.id);
    ledger.surplusOnCredit = await surplusStillOnCredit(
      tx,
      rows.map((row) => row.id),
    );
  }
  if (ledger.byReference.size > 0) {
    const covered = await tx.execute<{ invoice_id: string }>(sql`
      select distinct lc.invoice_id from collection_letter_claims lc
      join collection_letters l on l.id = lc.letter_id
      where l.letter_type = 'collection' and l.superseded_by_id is null
        and l.fee_cents > l.fee_paid_cents + l.fee_waived_cents
        and lc.invoice_id = any(${textArray([...ledger.byReference.values()].map((invoice) => invoice.id))}::uuid[])`);
    for (const row of covered.rows) ledger.feeFirst.add(row.invoice_id);
  }

  // What the lifecycle needs to decide about the claims a return, a rejection or a transfer touches. A
  // collection that came in needs no decision (it is paid): a month's 45,000 of them are not loaded.
  const touched = new Set<string>([...ledger.byReference.values()].map((invoice) => invoice.id));
  for (const line of collectionLines) {
    if (line.kind === 'collected') continue;
    const collections = [
      ...(line.endToEndId ? [ledger.byEndToEndId.get(line.endToEndId)] : []),
      ...(line.mandateId ? (ledger.byMandate.get(line.mandateId) ?? []) : []),
    ];
    for (const collection of collections) if (collection) touched.add(collection.invoice.id);
  }
  for (const claim of await loadClaimsById(tx, [...touched])) ledger.claims.set(claim.row.id, claim);
  return ledger;
}

/**
 * The external id of a credit transfer's payment: the same transfer in a later file is known by it. The
 * bank's own reference (AcctSvcrRef) names one booking in every report; without it the payer's EndToEndId,
 * and only without both the day, reference and amount — two equal instalments with one reference on
 * different days are two payments.
 */
export function transferExternalId(line: BankLine): string | null {
  if (line.kind !== 'credit_transfer' || !line.paymentReference || line.amountCents === null) return null;
  const id = line.bankReference ?? line.endToEndId ?? `CT-${line.bookingDate ?? ''}`;
  return `${id}:${line.paymentReference}:${line.amountCents}`;
}

export function invoiceChanged(
  ledger: Ledger,
  invoice: Invoice,
  columns: { paidAt?: boolean; submittedForCollectionAt?: boolean } = {},
) {
  const changed = ledger.changedInvoices.get(invoice) ?? { paidAt: false, submittedForCollectionAt: false };
  changed.paidAt ||= columns.paidAt ?? false;
  changed.submittedForCollectionAt ||= columns.submittedForCollectionAt ?? false;
  ledger.changedInvoices.set(invoice, changed);
}

/** The payments of a collection that came back are reversed: booked in this file or in an earlier one. */
export function reverseCollectionPayments(ledger: Ledger, endToEndId: string, reasonCode: string | null) {
  for (const payment of ledger.newPayments) {
    if (payment.external_id === endToEndId && payment.status === 'received') {
      payment.status = 'reversed';
      payment.return_reason_code = reasonCode;
    }
  }
  ledger.reversals.set(endToEndId, reasonCode);
}

export function addPayment(
  ledger: Ledger,
  invoice: Invoice,
  payment: { amountCents: number; method: NewPayment['method']; externalId: string },
): string {
  const id = randomUUID();
  ledger.newPayments.push({
    id,
    user_id: invoice.userId,
    invoice_id: invoice.id,
    amount_cents: payment.amountCents,
    method: payment.method,
    status: 'received',
    reference: invoice.paymentReference,
    external_id: payment.externalId,
    return_reason_code: null,
  });
  return id;
}
