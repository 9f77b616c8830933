// Test support for the model-based test of the claim lifecycle (claim-lifecycle.model.test.ts): the
// invariants every sequence of events must keep, read from the database as it is after each step.
import { amsterdamToday, claimState, decideClaimEvent, isFinal } from '@hostportaal/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { loadClaims } from './claim-facts.ts';

export type MoneyModel = {
  /** Per customer: what came in from the bank and by hand, minus what the bank took back (cents). */
  moneyIn: Map<string, number>;
  /** Per customer: credit notes issued (cents, positive). */
  credited: Map<string, number>;
  /** Per invoice: when the debtor had a collection refunded (MD06). */
  chargedBackAt: Map<string, Date>;
};

async function rows<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.execute<T & Record<string, unknown>>(query)).rows as T[];
}

/** Claims set pending with no collection under way: nobody would ever collect or remind them. */
export function strandedClaims(db: DbOrTx) {
  return rows<{ invoice_number: string }>(
    db,
    sql`select i.invoice_number from invoices i where i.kind = 'invoice' and i.status = 'pending'
      and not exists (select 1 from sepa_batch_items it where it.invoice_id = i.id and it.status = 'pending')`,
  );
}

/** A claim in two collections at once. */
export function doubleCollections(db: DbOrTx) {
  return rows<{ invoice_id: string }>(
    db,
    sql`select invoice_id from sepa_batch_items where status = 'pending' group by invoice_id having count(*) > 1`,
  );
}

/** Collections written after a letter asked the customer to transfer the money. */
export function debitsAfterLetters(db: DbOrTx) {
  return rows<{ invoice_number: string; letter_number: string }>(
    db,
    sql`select i.invoice_number, l.letter_number
      from sepa_batch_items it
      join sepa_batches b on b.id = it.batch_id
      join invoices i on i.id = it.invoice_id
      join collection_letter_claims lc on lc.invoice_id = it.invoice_id
      join collection_letters l on l.id = lc.letter_id
      where it.status <> 'cancelled' and b.created_at > l.created_at`,
  );
}

/** Collections written after the customer had one refunded (MD06). */
export async function debitsAfterChargebacks(db: DbOrTx, model: MoneyModel) {
  const found: string[] = [];
  for (const [invoiceId, at] of model.chargedBackAt) {
    const later = await rows<{ end_to_end_id: string }>(
      db,
      sql`select it.end_to_end_id from sepa_batch_items it join sepa_batches b on b.id = it.batch_id
        where it.invoice_id = ${invoiceId} and it.status <> 'cancelled' and b.created_at > ${at}`,
    );
    found.push(...later.map((row) => row.end_to_end_id));
  }
  return found;
}

/**
 * Per customer: money in (bank and manual, not account credit, not reversed) plus credit notes, less what was
 * paid back, against what the invoices show paid plus the account credit plus the collection fees paid.
 */
export async function moneyBalances(db: DbOrTx) {
  const sums = await rows<{
    user_id: string;
    money_in: number;
    credit_notes: number;
    refunded: number;
    paid: number;
    credit: number;
    fees: number;
  }>(
    db,
    sql`select u.id as user_id,
      coalesce((select sum(p.amount_cents) from payments p where p.user_id = u.id and p.status = 'received'
        and p.method <> 'account_credit'), 0)::int as money_in,
      coalesce((select -sum(n.total_cents) from invoices n where n.user_id = u.id and n.kind = 'credit_note'), 0)::int
        as credit_notes,
      coalesce((select -sum(e.amount_cents) from account_credit_entries e where e.user_id = u.id
        and e.kind = 'refund'), 0)::int as refunded,
      coalesce((select sum(i.paid_cents) from invoices i where i.user_id = u.id and i.kind = 'invoice'), 0)::int
        as paid,
      u.credit_balance_cents as credit,
      coalesce((select sum(l.fee_paid_cents) from collection_letters l where l.user_id = u.id), 0)::int as fees
    from users u where u.role = 'user'`,
  );
  return sums.map((row) => ({
    userId: row.user_id,
    moneyIn: Number(row.money_in),
    creditNotes: Number(row.credit_notes),
    refunded: Number(row.refunded),
    cameIn: Number(row.money_in) + Number(row.credit_notes) - Number(row.refunded),
    accounted: Number(row.paid) + Number(row.credit) + Number(row.fees),
  }));
}

/** The balances do not add up, or the money in is not what the model says came in. */
export async function moneyMismatches(db: DbOrTx, model: MoneyModel) {
  const problems: string[] = [];
  for (const balance of await moneyBalances(db)) {
    if (balance.cameIn !== balance.accounted)
      problems.push(`${balance.userId}: in ${balance.cameIn} ≠ booked ${balance.accounted}`);
    const expected = model.moneyIn.get(balance.userId) ?? 0;
    if (balance.moneyIn !== expected)
      problems.push(`${balance.userId}: payments ${balance.moneyIn} ≠ model ${expected}`);
    const credited = model.credited.get(balance.userId) ?? 0;
    if (balance.creditNotes !== credited)
      problems.push(`${balance.userId}: credit notes ${balance.creditNotes} ≠ model ${credited}`);
  }
  return problems;
}

/**
 * Issue 27, case 1: a customer is never charged more than they owe without a credit entry that says why: the
 * ledger adds up to the balance, every credit gained names the claim it came from, and a customer who paid
 * twice was told so in the same transaction.
 */
export async function creditLedgerProblems(db: DbOrTx) {
  const unbalanced = await rows<{ user_id: string; credit: number; ledger: number }>(
    db,
    sql`select u.id as user_id, u.credit_balance_cents as credit, coalesce(sum(e.amount_cents), 0)::int as ledger
      from users u left join account_credit_entries e on e.user_id = u.id
      group by u.id having u.credit_balance_cents <> coalesce(sum(e.amount_cents), 0)`,
  );
  const unexplained = await rows<{ id: string; kind: string }>(
    db,
    sql`select id, kind::text as kind from account_credit_entries
      where amount_cents > 0 and kind <> 'opening_balance' and invoice_id is null`,
  );
  const untold = await rows<{ user_id: string; invoice_number: string }>(
    db,
    sql`select e.user_id, i.invoice_number from account_credit_entries e join invoices i on i.id = e.invoice_id
      where e.kind = 'double_payment' and not exists (select 1 from notifications n
        where n.user_id = e.user_id and n.created_at = e.created_at and n.body like '%' || i.invoice_number || '%')`,
  );
  return [
    ...unbalanced.map((row) => `${row.user_id}: credit ${row.credit} ≠ ledger ${row.ledger}`),
    ...unexplained.map((row) => `credit entry ${row.id} (${row.kind}) names no claim`),
    ...untold.map((row) => `${row.user_id} paid ${row.invoice_number} twice and was not told`),
  ];
}

/**
 * Issue 27, cases 2 and 7: credit never sits beside a claim it could settle — not after a refund reopened the
 * claim (it comes off the credit first), not while the next batch would debit it.
 */
export function sittingCredit(db: DbOrTx) {
  return rows<{ invoice_number: string; credit: number }>(
    db,
    sql`select i.invoice_number, u.credit_balance_cents as credit from invoices i join users u on u.id = i.user_id
      where u.credit_balance_cents > 0 and i.kind = 'invoice' and i.status in ('open', 'overdue', 'failed')
        and i.total_cents > i.paid_cents
        and not exists (select 1 from sepa_batch_items it where it.invoice_id = i.id and it.status = 'pending')`,
  );
}

/** Issue 27, case 5: no letter's costs are open without an open case for them. */
export function feesWithoutCase(db: DbOrTx) {
  return rows<{ letter_number: string; invoice_number: string }>(
    db,
    sql`select l.letter_number, i.invoice_number from collection_letters l
      join collection_letter_claims lc on lc.letter_id = l.id join invoices i on i.id = lc.invoice_id
      where l.letter_type = 'collection' and l.superseded_by_id is null
        and l.fee_cents > l.fee_paid_cents + l.fee_waived_cents
        and not exists (select 1 from collection_cases c where c.invoice_id = lc.invoice_id and c.stage <> 'resolved')`,
  );
}

/** Issue 27, case 4: no deleted (anonymised) account leaves money owed either way, or a debit at the bank. */
export function closedAccountsWithMoney(db: DbOrTx) {
  return rows<{ user_id: string }>(
    db,
    sql`select u.id as user_id from users u where u.anonymized_at is not null and (
      u.credit_balance_cents <> 0
      or exists (select 1 from invoices i where i.user_id = u.id and i.kind = 'invoice'
        and i.status in ('open', 'pending', 'overdue', 'failed') and i.total_cents > i.paid_cents)
      or exists (select 1 from collection_letters l where l.user_id = u.id and l.letter_type = 'collection'
        and l.superseded_by_id is null and l.fee_cents > l.fee_paid_cents + l.fee_waived_cents)
      or exists (select 1 from sepa_batch_items it join sepa_batches b on b.id = it.batch_id
        join invoices i on i.id = it.invoice_id
        where i.user_id = u.id and it.status = 'pending' and b.status = 'submitted'))`,
  );
}

/** Issue 27, case 6: a stored document (its PDF, its UBL) keeps its bytes: what was seen once is seen again. */
export async function changedDocuments(db: DbOrTx, seen: Map<string, string>) {
  const stored = await rows<{ kind: string; invoice_id: string; sha256: string }>(
    db,
    sql`select 'pdf' as kind, invoice_id, sha256 from invoice_documents
      union all select 'stored-ubl', invoice_id, sha256 from invoice_ubl_documents`,
  );
  const changed: string[] = [];
  for (const row of stored) {
    const key = `${row.kind}:${row.invoice_id}`;
    const before = seen.get(key);
    if (before !== undefined && before !== row.sha256) changed.push(key);
    seen.set(key, row.sha256);
  }
  return changed;
}

/**
 * Every claim that is not final has exactly one next actor, and the actor can act: the next batch may take
 * it, the dunning run may step it, a pending claim has its collection.
 */
export async function lifecycleProblems(db: DbOrTx, now: Date) {
  const today = amsterdamToday(now);
  const problems: string[] = [];
  for (const { row, facts } of await loadClaims(db, sql`true`)) {
    if (isFinal(facts)) continue;
    const state = claimState(facts);
    const context = { today, dueDate: row.due_date };
    const name = `${row.invoice_number} (${state.name})`;
    if (!state.nextActor) problems.push(`${name}: no next actor`);
    if (row.status === 'pending' && facts.collection === null)
      problems.push(`${name}: pending without collection`);
    if (
      state.nextActor === 'next_batch' &&
      !decideClaimEvent(facts, { type: 'batch_include' }, context).allowed
    )
      problems.push(`${name}: next batch may not take it`);
    if (
      state.nextActor === 'dunning_run' &&
      !decideClaimEvent(facts, { type: 'dunning_step' }, context).allowed
    )
      problems.push(`${name}: dunning run may not step it`);
  }
  return problems;
}

type Promise_ = 'retry' | 'transfer' | 'new_payment_method' | 'staff' | 'other';

/** What the e-mail told the customer about the claim, by its template and wording. */
function promiseOf(template: string, text: string, invoiceNumber: string): Promise_ {
  if (template === 'collection_retry') return 'retry';
  if (template === 'collection_failed') {
    if (text.includes('opnieuw af met de volgende incasso')) return 'retry';
    if (text.includes('Zo los je het op')) return 'new_payment_method';
    if (text.includes('nemen contact met je op')) return 'staff';
    return 'transfer';
  }
  if (template === 'mandate_iban_changed' || template === 'mandate_renewed') {
    const notDebited = text.split('schrijven we niet af')[1] ?? '';
    return notDebited.includes(invoiceNumber) ? 'transfer' : 'retry';
  }
  // Reminders, the 14-dagenbrief and the incassobrief ask for a transfer.
  if (/reminder|notice|legal|suspension/.test(template)) return 'transfer';
  return 'other';
}

/**
 * The customer's last message about a claim matches what happens to it: after "we debit again" the claim
 * waits for a batch (or is settled, or a later return on the same mandate told the customer otherwise);
 * after "transfer it" or "we look at it first" no batch takes it.
 */
export async function messageProblems(db: DbOrTx) {
  const problems: string[] = [];
  const claims = await loadClaims(db, sql`true`);
  for (const { row, facts } of claims) {
    const [last] = await rows<{ template: string; text_body: string; created_at: Date }>(
      db,
      sql`select template, text_body, created_at from email_outbox
        where user_id = ${row.user_id} and text_body like ${`%${row.invoice_number}%`}
        order by created_at desc, id desc limit 1`,
    );
    if (!last) continue;
    const promise = promiseOf(last.template, last.text_body, row.invoice_number);
    const state = claimState(facts);
    const name = `${row.invoice_number} after '${last.template}' (${promise}, now ${state.name})`;
    // A debit promised before the customer's own data became unwritable (debtor data unusable) waits for
    // staff to correct that data, as one promised before the mandate became unusable waits for a new one.
    if (promise === 'retry' && !isFinal(facts) && facts.mandate?.usable && !facts.debtorData) {
      const waiting = ['next_batch', 'bank'].includes(state.nextActor ?? '') || state.name === 'in_batch';
      if (!waiting) problems.push(`${name}: promised a debit that will not come`);
    }
    if (promise === 'transfer' || promise === 'staff' || promise === 'new_payment_method') {
      const [debit] = await rows<{ end_to_end_id: string }>(
        db,
        sql`select it.end_to_end_id from sepa_batch_items it join sepa_batches b on b.id = it.batch_id
          where it.invoice_id = ${row.id} and it.status <> 'cancelled' and b.created_at > ${last.created_at}`,
      );
      if (debit) problems.push(`${name}: debited (${debit.end_to_end_id}) after the message said otherwise`);
    }
  }
  return problems;
}
