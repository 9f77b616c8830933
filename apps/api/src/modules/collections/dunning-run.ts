import { amsterdamToday, type IsoDate } from '@hostportaal/domain';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { DunningSettings } from '../../db/schema/index.ts';
import { type DunningPlan, type PlannedCase, planDunning } from './dunning-plan.ts';
import { getDunningSettings } from './dunning-settings.ts';
import { type CustomerCase, type DunningCustomer, executeDunningPlan } from './dunning-steps.ts';
import { isBusinessCustomer } from './issue-collection-letter.ts';
import { syncCollectionCases } from './sync-collection-cases.ts';

export type DunningRunResult = {
  opened: number;
  reopened: number;
  resolved: number;
  reminders: number;
  notices: number;
  suspensions: number;
  collectionLetters: number;
  failed: number;
};

type CaseRow = {
  id: string;
  user_id: string;
  stage: PlannedCase['stage'];
  stage_changed_at: Date | string;
  invoice_id: string;
  invoice_number: string;
  issue_date: string;
  due_date: string;
  invoice_status: string;
  open_cents: number;
  subscription_id: string | null;
  subscription_status: string | null;
  subscription_title: string | null;
  notice_letter_id: string | null;
  notice_first_fee_date: string | null;
  notice_fee_cents: number | null;
  notice_letter_number: string | null;
  notice_letter_date: string | null;
  notice_term_end_date: string | null;
};

function caseRows(db: DbOrTx, where: ReturnType<typeof sql>, lock: boolean) {
  return db.execute<CaseRow>(sql`
    select c.id, c.user_id, c.stage, c.stage_changed_at, i.id as invoice_id, i.invoice_number, i.issue_date::text,
      i.due_date::text, i.status as invoice_status, (i.total_cents - i.paid_cents)::int as open_cents,
      c.subscription_id, s.status as subscription_status, s.title as subscription_title, c.notice_letter_id,
      n.first_fee_date::text as notice_first_fee_date, n.fee_cents as notice_fee_cents,
      n.letter_number as notice_letter_number, n.letter_date::text as notice_letter_date,
      n.term_end_date::text as notice_term_end_date
    from collection_cases c
    join invoices i on i.id = c.invoice_id
    left join subscriptions s on s.id = c.subscription_id
    left join collection_letters n on n.id = c.notice_letter_id
    where c.stage <> 'resolved' and ${where}
    order by i.due_date, i.invoice_number
    ${lock ? sql`for update of c skip locked` : sql``}`);
}

function toCustomerCase(row: CaseRow): CustomerCase {
  const stageChangedAt =
    row.stage_changed_at instanceof Date ? row.stage_changed_at : new Date(row.stage_changed_at);
  return {
    id: row.id,
    stage: row.stage,
    stageChangedOn: amsterdamToday(stageChangedAt),
    dueDate: row.due_date,
    inDefault: row.invoice_status === 'overdue' || row.invoice_status === 'failed',
    subscriptionId: row.subscription_id,
    subscriptionActive: row.subscription_status === 'active',
    subscriptionTitle: row.subscription_title,
    notice:
      row.notice_letter_id && row.notice_first_fee_date
        ? {
            id: row.notice_letter_id,
            firstFeeDate: row.notice_first_fee_date,
            feeCents: row.notice_fee_cents ?? 0,
            letterNumber: row.notice_letter_number ?? '',
            letterDate: row.notice_letter_date ?? '',
            termEndDate: row.notice_term_end_date ?? '',
          }
        : null,
    claim: {
      invoiceId: row.invoice_id,
      invoiceNumber: row.invoice_number,
      issueDate: row.issue_date,
      dueDate: row.due_date,
      openCents: row.open_cents,
    },
  };
}

const planIsEmpty = (plan: DunningPlan) =>
  plan.firstReminder.length + plan.secondReminder.length + plan.finalNotice.length + plan.suspend.length ===
    0 && plan.collection.length === 0;

async function loadCustomer(db: DbOrTx, userId: string): Promise<DunningCustomer | null> {
  const result = await db.execute<DunningCustomer & { company: string | null; vat_id: string | null }>(sql`
    select id, email, firstname, lastname, company, vat_id from users where id = ${userId}`);
  const row = result.rows[0];
  return row ? { ...row, isBusiness: isBusinessCustomer({ company: row.company, vatId: row.vat_id }) } : null;
}

/**
 * The daily dunning run (issue 6): opens and closes cases, then takes each customer with a step due one
 * step further, in a transaction per customer that locks that customer's cases (SKIP LOCKED): a second
 * instance running at the same moment skips the customer, and a customer whose step was taken has nothing
 * due when the run repeats. Idempotent per day.
 */
export async function runDunning(
  db: Db,
  input: { now: Date; publicUrl: string; settings?: DunningSettings },
): Promise<DunningRunResult> {
  const today: IsoDate = amsterdamToday(input.now);
  const settings = input.settings ?? (await getDunningSettings(db));
  const synced = await syncCollectionCases(db, input.now);
  const result: DunningRunResult = {
    ...synced,
    reminders: 0,
    notices: 0,
    suspensions: 0,
    collectionLetters: 0,
    failed: 0,
  };
  if (!settings.enabled) return result;

  // A first pass without locks finds the customers with something due; each is then re-read under lock.
  const all = await caseRows(db, sql`i.due_date < ${today}::date`, false);
  const byCustomer = new Map<string, CaseRow[]>();
  for (const row of all.rows) byCustomer.set(row.user_id, [...(byCustomer.get(row.user_id) ?? []), row]);
  for (const [userId, rows] of byCustomer) {
    const customer = { isBusiness: false };
    const rough = planDunning(rows.map(toCustomerCase), settings, customer, today);
    // Business or not only decides between two kinds of final notice: load the customer when it matters.
    if (
      planIsEmpty(rough) &&
      planIsEmpty(planDunning(rows.map(toCustomerCase), settings, { isBusiness: true }, today))
    )
      continue;
    try {
      const done = await db.transaction(async (tx) => {
        const locked = await caseRows(tx, sql`c.user_id = ${userId}`, true);
        const dunned = await loadCustomer(tx, userId);
        if (locked.rows.length === 0 || !dunned) return null;
        const cases = locked.rows.map(toCustomerCase);
        const plan = planDunning(cases, settings, dunned, today);
        return executeDunningPlan(tx, {
          plan,
          cases,
          customer: dunned,
          settings,
          today,
          now: input.now,
          publicUrl: input.publicUrl,
        });
      });
      if (done) {
        result.reminders += done.reminders;
        result.notices += done.notices;
        result.suspensions += done.suspensions;
        result.collectionLetters += done.collectionLetters;
      }
    } catch (error) {
      result.failed += 1;
      await recordFailure(db, userId, input.now, error);
    }
  }
  return result;
}

async function recordFailure(db: Db, userId: string, now: Date, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  await db.execute(sql`
    insert into collection_actions (user_id, action, description, result, created_at)
    values (${userId}, 'dunning_failed', ${`Aanmaningsstap mislukt: ${message.slice(0, 500)}`}, 'failed', ${now})`);
}
