import { amsterdamToday, type IsoDate } from '@hostportaal/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { DunningSettings } from '../../db/schema/index.ts';
import { applyAvailableCredit } from '../account-credit/apply-available-credit.ts';
import { getCompanySettings } from '../company/company-settings.ts';
import type { PayLinks } from '../online-payments/pay-links.ts';
import { REMINDER_CHUNK, sendRemindersInBulk } from './bulk-reminders.ts';
import { type CaseRow, caseRows, customerCasesOf, loadDunningCustomer } from './customer-cases.ts';
import { type DunningPlan, planDunning } from './dunning-plan.ts';
import { recordDunningRun } from './dunning-runs.ts';
import { getDunningSettings } from './dunning-settings.ts';
import { executeDunningPlan } from './dunning-steps.ts';
import { type DunningTemplate, type DunningTemplateKey, dunningTemplateKeys } from './dunning-templates.ts';
import { findDunningTemplate } from './letter-templates.ts';
import { syncCollectionCases } from './sync-collection-cases.ts';

/** A customer the run could not take a step further, and why: the run's report and the customer's page. */
export type DunningFailure = { userId: string; customerName: string; reason: string };

export type DunningRunResult = {
  opened: number;
  reopened: number;
  resolved: number;
  reminders: number;
  notices: number;
  suspensions: number;
  collectionLetters: number;
  failed: number;
  failures: DunningFailure[];
};

const onlyReminders = (plan: DunningPlan) =>
  plan.finalNotice.length + plan.suspend.length + plan.collection.length === 0;

const planIsEmpty = (plan: DunningPlan) =>
  plan.firstReminder.length + plan.secondReminder.length + plan.finalNotice.length + plan.suspend.length ===
    0 && plan.collection.length === 0;

type DunningRunInput = {
  now: Date;
  publicUrl: string;
  settings?: DunningSettings;
  /** Signed pay links for the run's letters and mails (issue 29); absent or null: none offered. */
  payLinks?: PayLinks | null;
};

/**
 * The daily dunning run (issue 6): opens and closes cases, then takes each customer with a step due one
 * step further, in a transaction per customer that locks that customer's cases (SKIP LOCKED): a second
 * instance running at the same moment skips the customer, and a customer whose step was taken has nothing
 * due when the run repeats. Idempotent per day; each run leaves a row in dunning_runs.
 */
export async function runDunning(
  db: DbOrTx,
  input: DunningRunInput & { triggeredBy?: string | null },
): Promise<DunningRunResult> {
  const startedAt = new Date();
  const result = await takeDunningSteps(db, input);
  await recordDunningRun(db, {
    runDate: amsterdamToday(input.now),
    triggeredBy: input.triggeredBy ?? null,
    startedAt,
    result,
  });
  return result;
}

async function takeDunningSteps(db: DbOrTx, input: DunningRunInput): Promise<DunningRunResult> {
  const today: IsoDate = amsterdamToday(input.now);
  const settings = input.settings ?? (await getDunningSettings(db));
  // Money we owe a customer settles what they owe before anyone reminds them of it (issue 27, case 7); the
  // sync right after opens and closes the cases of what it settled, with everyone else's.
  await db.transaction((tx) =>
    applyAvailableCredit(tx, {}, { id: null, now: input.now }, { syncCases: false }),
  );
  const synced = await syncCollectionCases(db, input.now);
  const result: DunningRunResult = {
    ...synced,
    reminders: 0,
    notices: 0,
    suspensions: 0,
    collectionLetters: 0,
    failed: 0,
    failures: [],
  };
  if (!settings.enabled) return result;

  // A first pass without locks finds the customers with something due; each is then re-read under lock.
  // Every open case: sync opens a case only once its claim is past due.
  const all = await caseRows(db, sql`true`, 'none');
  const byCustomer = new Map<string, CaseRow[]>();
  const allCases = new Map((await customerCasesOf(db, all.rows, today)).map((item) => [item.id, item]));
  for (const row of all.rows) byCustomer.set(row.user_id, [...(byCustomer.get(row.user_id) ?? []), row]);
  const remindersOnly: string[] = [];
  const fullSteps: string[] = [];
  for (const [userId, rows] of byCustomer) {
    const cases = rows.flatMap((row) => allCases.get(row.id) ?? []);
    // Business or not only decides between two kinds of final notice: the customer is read when it matters.
    const asConsumer = planDunning(cases, settings, { isBusiness: false }, today);
    const asBusiness = planDunning(cases, settings, { isBusiness: true }, today);
    if (planIsEmpty(asConsumer) && planIsEmpty(asBusiness)) continue;
    if (onlyReminders(asConsumer) && onlyReminders(asBusiness)) remindersOnly.push(userId);
    else fullSteps.push(userId);
  }

  const company = await getCompanySettings(db);
  const templates = Object.fromEntries(
    await Promise.all(
      dunningTemplateKeys.map(async (key) => [key, await findDunningTemplate(db, key)] as const),
    ),
  ) as Record<DunningTemplateKey, DunningTemplate>;
  const context = {
    settings,
    today,
    now: input.now,
    publicUrl: input.publicUrl,
    payLinks: input.payLinks ?? null,
    company,
    templates,
  };

  for (let first = 0; first < remindersOnly.length; first += REMINDER_CHUNK) {
    const chunk = remindersOnly.slice(first, first + REMINDER_CHUNK);
    try {
      const done = await db.transaction((tx) => sendRemindersInBulk(tx, chunk, context));
      result.reminders += done.reminders;
      fullSteps.push(...done.needFullStep);
    } catch {
      // One customer's bad data must not stop the others: the chunk goes through the per-customer path.
      fullSteps.push(...chunk);
    }
  }

  for (const userId of fullSteps) {
    try {
      const done = await db.transaction(async (tx) => {
        const locked = await caseRows(tx, sql`c.user_id = ${userId}`, 'skip');
        const dunned = await loadDunningCustomer(tx, userId);
        if (locked.rows.length === 0 || !dunned) return null;
        const cases = await customerCasesOf(tx, locked.rows, today);
        const plan = planDunning(cases, settings, dunned, today);
        return executeDunningPlan(tx, { ...context, plan, cases, customer: dunned });
      });
      if (done) {
        result.reminders += done.reminders;
        result.notices += done.notices;
        result.suspensions += done.suspensions;
        result.collectionLetters += done.collectionLetters;
      }
    } catch (error) {
      // One customer's step (a letter that cannot be made, data the database refuses) never stops the
      // others': it is rolled back, recorded with its reason, and tried again by the next run.
      result.failed += 1;
      result.failures.push(await recordFailure(db, userId, input.now, error));
    }
  }
  return result;
}

/** The words of the error itself: drizzle wraps a database error, whose message is in its cause. */
function reasonOf(error: unknown): string {
  let current: unknown = error;
  let message = String(error);
  for (let depth = 0; current instanceof Error && depth < 4; depth++) {
    message = current.message;
    current = (current as { cause?: unknown }).cause;
  }
  return message.slice(0, 500);
}

async function recordFailure(db: DbOrTx, userId: string, now: Date, error: unknown): Promise<DunningFailure> {
  const reason = reasonOf(error);
  const named = await db.execute<{ customer_name: string }>(sql`
    insert into collection_actions (user_id, action, description, result, created_at)
    values (${userId}, 'dunning_failed', ${`Aanmaningsstap mislukt: ${reason}`}, 'failed', ${now})
    returning (select u.firstname || ' ' || u.lastname from users u where u.id = ${userId}) as customer_name`);
  return { userId, customerName: named.rows[0]?.customer_name ?? '', reason };
}
