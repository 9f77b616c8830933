// The world of the claim lifecycle's model-based test (claim-model-steps.ts, claim-model-money-steps.ts): the
// app and its customers, what the model counts, and the helpers every step shares.
import { amsterdamToday } from '@hostportaal/domain';
import { type DutchBank, writeCamt053 } from '@hostportaal/sepa/test-support';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app.ts';
import { AppError } from '../../app-error.ts';
import type { SepaMandate, User } from '../../db/schema/index.ts';
import { demoCompany } from '../../db/seed/portal-seed.ts';
import { importBankFile } from '../sepa/import-bank-file.ts';
import { markSepaBatchSubmitted } from '../sepa/sepa-batch-lifecycle.ts';
import type { MoneyModel } from './claim-invariants.ts';

// The common ones more often: insufficient funds, a closed account, a refund.

export const CODES = [
  'AM04',
  'AM04',
  'AC04',
  'MD01',
  'MD06',
  'MD06',
  'MS02',
  'SL01',
  'AG01',
  'MD07',
  'AM05',
  'BE05',
  'ZZ99',
];
export const BANKS: DutchBank[] = ['abn-amro', 'ing', 'rabobank'];

export type Real = {
  t: TestApp;
  admin: User;
  customers: { user: User; mandate: SepaMandate }[];
  files: number;
};
export type Model = MoneyModel & {
  /** What a step saw and must not find otherwise later (issue 27): broken promises found inside a step. */
  violations: string[];
  /** Stored documents' hashes as first seen. */
  documents: Map<string, string>;
};

export const now = (real: Real) => real.t.clock.now();
export const actor = (real: Real) => ({ id: real.admin.id, now: now(real) });
export const add = (map: Map<string, number>, key: string, cents: number) =>
  map.set(key, (map.get(key) ?? 0) + cents);

/** Refusals are part of the model: the lifecycle says no with a reason (a 409 or 422 over HTTP). */
export async function allowingRefusal(action: () => Promise<unknown>): Promise<void> {
  try {
    await action();
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
  }
}

export async function pick<T>(
  real: Real,
  query: ReturnType<typeof sql>,
  index: number,
): Promise<T | undefined> {
  const { rows } = await real.t.database.db.execute(query);
  return rows.length === 0 ? undefined : (rows[index % rows.length] as T);
}

export type PendingItem = {
  end_to_end_id: string;
  amount_cents: number;
  mandate_reference: string;
  message_id: string;
  sequence_type: string;
  user_id: string;
  invoice_id: string;
  status: string;
  debtor_iban: string | null;
  mandate_id: string;
};
export const items = (where: ReturnType<typeof sql>) => sql`
  select it.end_to_end_id, it.amount_cents, m.reference as mandate_reference, b.message_id,
    it.sequence_type::text as sequence_type, i.user_id, i.id as invoice_id, it.status::text as status,
    it.debtor_iban, it.mandate_id
  from sepa_batch_items it join sepa_batches b on b.id = it.batch_id join invoices i on i.id = it.invoice_id
  join sepa_mandates m on m.id = it.mandate_id
  where ${where} order by b.created_at, it.end_to_end_id`;

export async function mandateOf(real: Real, id: string) {
  const { rows } = await real.t.database.db.execute<{ iban: string; status: string }>(
    sql`select iban, status::text as status from sepa_mandates where id = ${id}::uuid`,
  );
  return rows[0];
}

export async function importFile(real: Real, content: string) {
  real.files += 1;
  await importBankFile(real.t.database.db, { fileName: `bank-${real.files}.xml`, content }, actor(real));
}

/**
 * Issue 27, case 3: marks a batch sent, and finds out whether a file that reached the bank debits an account a
 * debtor's mandate no longer carries (the customer gave another IBAN or mandate since it was written).
 */
export async function submitChecked(model: Model, real: Real, batchId: string) {
  try {
    await markSepaBatchSubmitted(real.t.database.db, batchId, actor(real));
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return;
    throw error;
  }
  const { rows } = await real.t.database.db.execute<{ end_to_end_id: string }>(sql`
    select it.end_to_end_id from sepa_batch_items it join invoices i on i.id = it.invoice_id
    join sepa_mandates m on m.id = i.mandate_id
    where it.batch_id = ${batchId}::uuid and it.status = 'pending'
      and (it.debtor_iban is distinct from m.iban or it.mandate_id <> i.mandate_id)`);
  for (const row of rows) model.violations.push(`sent ${row.end_to_end_id} to the bank from an old account`);
}

export const statement = (
  real: Real,
  bank: DutchBank,
  entries: Parameters<typeof writeCamt053>[0]['entries'],
) =>
  writeCamt053({
    bank,
    messageId: `MODEL-${real.files + 1}`,
    accountIban: demoCompany.iban,
    bookingDate: amsterdamToday(now(real)),
    // The bank numbers its bookings through the day: each file's references differ.
    firstEntryNumber: real.files * 10,
    entries,
  });

/** The bank's statement says the collection came in. */
export async function bankCollects(model: Model, real: Real, bank: DutchBank, item: PendingItem) {
  await importFile(
    real,
    statement(real, bank, [
      {
        kind: 'collection',
        endToEndId: item.end_to_end_id,
        mandateId: item.mandate_reference,
        amountCents: item.amount_cents,
      },
    ]),
  );
  add(model.moneyIn, item.user_id, item.amount_cents);
}

export type Step = { run: (model: Model, real: Real) => Promise<void>; toString: () => string };
export const step = (name: string, run: Step['run']): Step => ({ run, toString: () => name });
