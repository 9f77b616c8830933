import type { ProposeArrangementBody } from '@hostportaal/contract';
import {
  type ArrangementBreach,
  type ArrangementRules,
  addDays,
  amsterdamToday,
  arrangementBreaches,
  instalmentSchedule,
  invalidSchedule,
  MAX_FIRST_DUE_DAYS,
  type PlannedInstalment,
  selfServiceChoices,
} from '@hostportaal/domain';
import { and, eq, sql } from 'drizzle-orm';
import { refusal } from '../../app-error.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  arrangementClaims,
  arrangementInstalments,
  type PaymentArrangement,
  paymentArrangements,
  sepaMandates,
} from '../../db/schema/index.ts';
import { takePaymentReference } from '../billing/number-series.ts';
import { getCompanySettings } from '../company/company-settings.ts';
import {
  type Coverable,
  chooseClaims,
  coverableClaims,
  coverableTotal,
  coverableViews,
} from './arrangement-claims.ts';
import { issueArrangementConfirmation } from './arrangement-confirmation.ts';
import { arrangementEmail } from './arrangement-messages.ts';
import {
  arrangementNumber,
  arrangementView,
  lapsedWithinYear,
  openArrangementOf,
  recordArrangementEvent,
} from './arrangement-records.ts';
import { getArrangementRules } from './arrangement-settings.ts';

type Actor = { id: string | null; now: Date };
export type ArrangementOrigin = 'customer' | 'staff';

/** The first instalment by default: a week from today, so a transfer can be made in time. */
const FIRST_DUE_DEFAULT_DAYS = 7;

/** The customer's valid mandate, if any: SEPA instalments are collected on it. */
async function validMandateOf(db: DbOrTx, userId: string) {
  const [mandate] = await db
    .select({ id: sepaMandates.id })
    .from(sepaMandates)
    .where(and(eq(sepaMandates.userId, userId), eq(sepaMandates.status, 'valid')))
    .limit(1);
  return mandate ?? null;
}

/**
 * The first date an instalment agreed today can be debited: the confirmation names every date and amount, so
 * it is the pre-notification, sent the company's pre-notification days before (SEPA rulebook: 14 by default).
 */
export async function firstDebitDateOf(db: DbOrTx, today: string) {
  const { preNotificationDays } = await getCompanySettings(db);
  return addDays(today, preNotificationDays);
}

/**
 * How instalments may be paid: by transfer (or online, with the instalment's PAY- reference) always; by
 * direct debit when the customer has a valid mandate — the batches collect each instalment on its due date.
 */
export async function instalmentMethods(db: DbOrTx, userId: string): Promise<Array<'sepa' | 'transfer'>> {
  return (await validMandateOf(db, userId)) ? ['sepa', 'transfer'] : ['transfer'];
}

/** GET /api/arrangements/options (and staff's per customer): what may be proposed now. */
export async function arrangementOptions(db: Db, userId: string, origin: ArrangementOrigin, now: Date) {
  const today = amsterdamToday(now);
  const rules = await getArrangementRules(db);
  const current = await openArrangementOf(db, userId);
  const coverable = await coverableClaims(db, userId, { overdueOnly: origin === 'customer', today });
  const totalCents = coverableTotal(coverable);
  const lapsed = await lapsedWithinYear(db, userId, now);
  const choices = current ? [] : selfServiceChoices(totalCents, rules, lapsed);
  return {
    claims: coverableViews(coverable),
    totalCents,
    choices,
    notEligible: choices.length > 0 ? null : notEligibleReason(totalCents, rules, lapsed, current),
    maxInstalments: rules.maxInstalments,
    minInstalmentCents: rules.minInstalmentCents,
    firstDueDateDefault: addDays(today, FIRST_DUE_DEFAULT_DAYS),
    firstDueDateMax: addDays(today, MAX_FIRST_DUE_DAYS),
    firstDebitDate: await firstDebitDateOf(db, today),
    methods: await instalmentMethods(db, userId),
    graceDays: rules.graceDays,
    current: current ? await arrangementView(db, current, { now, graceDays: rules.graceDays }) : null,
  };
}

function notEligibleReason(
  totalCents: number,
  rules: ArrangementRules,
  lapsed: boolean,
  current: PaymentArrangement | undefined,
): string {
  if (current) return 'arrangement_exists';
  if (totalCents <= 0) return 'arrangement_no_claims';
  if (lapsed && !rules.allowAfterLapse) return 'arrangement_recent_lapse';
  if (totalCents < rules.minTotalCents) return 'arrangement_total_too_small';
  return 'arrangement_instalment_too_small';
}

type Plan = {
  chosen: Coverable;
  totalCents: number;
  schedule: PlannedInstalment[];
  breaches: ArrangementBreach[];
};

/** The schedule a proposal makes and the rules it breaks; a schedule nobody may agree is refused (422). */
async function planOf(
  db: DbOrTx,
  userId: string,
  body: Pick<ProposeArrangementBody, 'claimIds' | 'instalments' | 'firstDueDate' | 'method'>,
  origin: ArrangementOrigin,
  now: Date,
  options: { lock?: boolean } = {},
): Promise<Plan> {
  const today = amsterdamToday(now);
  const rules = await getArrangementRules(db);
  const coverable = await coverableClaims(db, userId, {
    overdueOnly: origin === 'customer',
    today,
    ...(options.lock ? { lock: true } : {}),
  });
  const chosen = await chooseClaims(db, userId, coverable, body.claimIds);
  const totalCents = coverableTotal(chosen);
  const proposal = {
    totalCents,
    instalments: body.instalments,
    firstDueDate: body.firstDueDate,
    lapsedWithinYear: await lapsedWithinYear(db, userId, now),
  };
  const invalid = invalidSchedule(
    proposal,
    today,
    body.method === 'sepa' ? await firstDebitDateOf(db, today) : undefined,
  );
  if (invalid) throw refusal('VALIDATION_FAILED', invalid.code, invalid.message, invalid.params);
  return {
    chosen,
    totalCents,
    schedule: instalmentSchedule(totalCents, body.instalments, body.firstDueDate),
    breaches: arrangementBreaches(proposal, rules, today),
  };
}

/** POST /api/arrangements/preview: the schedule and whether it is agreed at once, nothing written. */
export async function previewArrangement(db: Db, userId: string, body: ProposeArrangementBody, now: Date) {
  const plan = await planOf(db, userId, body, 'customer', now);
  return {
    claims: coverableViews(plan.chosen),
    totalCents: plan.totalCents,
    instalments: plan.schedule.map((item) => ({
      ...item,
      paymentReference: null,
      paidCents: 0,
      state: 'upcoming' as const,
    })),
    breaches: plan.breaches.map(({ code, message }) => ({ code, message })),
  };
}

/**
 * Makes an arrangement. The customer's own is active at once within the company's rules and a proposal for
 * staff outside them; staff's is active at once (the rules it breaks are kept). One at a time per customer:
 * the customer's row is locked, so parallel requests make one. Each instalment gets its own PAY- reference.
 */
export async function createArrangement(
  db: DbOrTx,
  input: {
    userId: string;
    body: ProposeArrangementBody & { resumeOnFirstInstalment?: boolean | undefined };
    origin: ArrangementOrigin;
    actor: Actor;
  },
): Promise<PaymentArrangement> {
  const { userId, body, origin, actor } = input;
  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`select id from users where id = ${userId}::uuid for update`);
    const existing = await openArrangementOf(tx, userId);
    if (existing) {
      const number = arrangementNumber(existing);
      throw refusal(
        'CONFLICT',
        'arrangement_exists',
        `Er loopt al een betalingsregeling (${number}); er kan er één tegelijk lopen.`,
        { number },
      );
    }
    if (!(await instalmentMethods(tx, userId)).includes(body.method))
      throw refusal(
        'CONFLICT',
        'arrangement_no_mandate',
        'Voor termijnen via automatische incasso is een geldige machtiging nodig; kies overboeking.',
      );
    const mandate = body.method === 'sepa' ? await validMandateOf(tx, userId) : null;
    const plan = await planOf(tx, userId, body, origin, actor.now, { lock: true });
    const rules = await getArrangementRules(tx);
    const status = origin === 'customer' && plan.breaches.length > 0 ? 'proposed' : 'active';
    const [arrangement] = await tx
      .insert(paymentArrangements)
      .values({
        userId,
        status,
        method: body.method,
        mandateId: mandate?.id ?? null,
        totalCents: plan.totalCents,
        origin,
        breaches: plan.breaches.map(({ code, message }) => ({ code, message })),
        customerNote: body.note,
        resumeOnFirstInstalment: body.resumeOnFirstInstalment ?? rules.resumeOnFirstInstalment,
        createdBy: actor.id,
        ...(status === 'active' && origin === 'staff' ? { decidedBy: actor.id, decidedAt: actor.now } : {}),
        createdAt: actor.now,
        updatedAt: actor.now,
      })
      .returning();
    if (!arrangement) throw new Error('arrangement insert returned nothing');
    await tx.insert(arrangementClaims).values([
      ...plan.chosen.fees.map((fee) => ({
        arrangementId: arrangement.id,
        letterId: fee.letter.id,
        amountCents: fee.cents,
      })),
      ...plan.chosen.invoices.map((claim) => ({
        arrangementId: arrangement.id,
        invoiceId: claim.row.id,
        amountCents: Math.max(0, claim.facts.openCents),
      })),
    ]);
    await writeSchedule(tx, arrangement.id, 1, plan.schedule, actor.now);
    await recordArrangementEvent(tx, arrangement.id, status === 'proposed' ? 'proposed' : 'created', actor, {
      origin,
      totalCents: plan.totalCents,
      instalments: plan.schedule.length,
      firstDueDate: body.firstDueDate,
      ...(plan.breaches.length ? { breaches: plan.breaches.map((breach) => breach.code).join(',') } : {}),
    });
    const confirmation =
      status === 'active' ? await issueArrangementConfirmation(tx, arrangement, actor) : null;
    await arrangementEmail(tx, arrangement, status === 'active' ? 'agreed' : 'proposed', actor, {
      confirmation,
    });
    return arrangement;
  });
  return created;
}

/** Writes a schedule version: one row per instalment, each with its own PAY- reference. */
export async function writeSchedule(
  tx: DbOrTx,
  arrangementId: string,
  version: number,
  schedule: PlannedInstalment[],
  now: Date,
): Promise<void> {
  const rows = [];
  for (const item of schedule)
    rows.push({
      arrangementId,
      scheduleVersion: version,
      sequence: item.sequence,
      amountCents: item.amountCents,
      dueDate: item.dueDate,
      paymentReference: await takePaymentReference(tx, Number(amsterdamToday(now).slice(0, 4))),
    });
  await tx.insert(arrangementInstalments).values(rows);
}
