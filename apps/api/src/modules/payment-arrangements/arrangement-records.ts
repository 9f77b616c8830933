import type { Arrangement, ArrangementDetail, Instalment } from '@hostportaal/contract';
import {
  type ArrangementProgress,
  amsterdamToday,
  arrangementNumberOf,
  arrangementProgress,
  type IsoDate,
  type PlannedInstalment,
} from '@hostportaal/domain';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  type ArrangementInstalment,
  arrangementClaims,
  arrangementEvents,
  arrangementInstalments,
  collectionLetters,
  type PaymentArrangement,
  paymentArrangements,
  users,
} from '../../db/schema/index.ts';
import { type Claim, loadClaimsById } from '../claims/claim-facts.ts';
import { openFeeCents } from '../collections/pay-letter.ts';
import { type CoverableFee, feeClaimView, invoiceClaimView } from './arrangement-claims.ts';

// An arrangement as stored and as the screens read it. What has been paid is not a counter of its own: it is
// what the covered claims no longer have open, so money that reaches them by any route (the instalment's
// reference, the invoice's own, a direct debit, account credit, a payment online) counts, and overpaying
// pays the next instalments.

/** BR-2026-000042: the year it was made and its sequence. */
export const arrangementNumber = (row: Pick<PaymentArrangement, 'seq' | 'createdAt'>) =>
  arrangementNumberOf(row.seq, row.createdAt);

export type Covered = { invoices: Claim[]; fees: CoverableFee[] };

/** The covered claims as they stand now: invoices (oldest first) and letters' costs (oldest first). */
export async function loadCovered(
  db: DbOrTx,
  arrangementId: string,
  options: { lock?: boolean } = {},
): Promise<Covered> {
  const rows = await db
    .select()
    .from(arrangementClaims)
    .where(eq(arrangementClaims.arrangementId, arrangementId));
  const invoiceIds = rows.flatMap((row) => row.invoiceId ?? []);
  const letterIds = rows.flatMap((row) => row.letterId ?? []);
  const claims = await loadClaimsById(db, invoiceIds, options);
  claims.sort(
    (a, b) =>
      a.row.due_date.localeCompare(b.row.due_date) ||
      a.row.invoice_number.localeCompare(b.row.invoice_number),
  );
  const letterQuery = db
    .select()
    .from(collectionLetters)
    .where(
      inArray(collectionLetters.id, letterIds.length ? letterIds : ['00000000-0000-0000-0000-000000000000']),
    )
    .orderBy(asc(collectionLetters.createdAt));
  const letters =
    letterIds.length === 0 ? [] : options.lock ? await letterQuery.for('update') : await letterQuery;
  return { invoices: claims, fees: letters.map((letter) => ({ letter, cents: openFeeCents(letter) })) };
}

export const openOfCovered = (covered: Covered) =>
  covered.fees.reduce((sum, fee) => sum + fee.cents, 0) +
  covered.invoices.reduce(
    (sum, claim) =>
      sum +
      (claim.row.status === 'cancelled' || claim.row.status === 'expired'
        ? 0
        : Math.max(0, claim.facts.openCents)),
    0,
  );

export async function scheduleOf(
  db: DbOrTx,
  arrangement: Pick<PaymentArrangement, 'id' | 'scheduleVersion'>,
) {
  return db
    .select()
    .from(arrangementInstalments)
    .where(
      and(
        eq(arrangementInstalments.arrangementId, arrangement.id),
        eq(arrangementInstalments.scheduleVersion, arrangement.scheduleVersion),
      ),
    )
    .orderBy(asc(arrangementInstalments.sequence));
}

export const plannedOf = (rows: ArrangementInstalment[]): PlannedInstalment[] =>
  rows.map((row) => ({ sequence: row.sequence, amountCents: row.amountCents, dueDate: row.dueDate }));

/**
 * How far the payments reach on the schedule in force: what the schedule asks minus what is still open (an
 * adjusted schedule spreads what was open when it was made).
 */
export function progressOf(
  schedule: ArrangementInstalment[],
  openCents: number,
  today: IsoDate,
  graceDays: number,
): ArrangementProgress {
  const asked = schedule.reduce((sum, row) => sum + row.amountCents, 0);
  return arrangementProgress(plannedOf(schedule), Math.max(0, asked - openCents), today, graceDays);
}

export async function findArrangement(
  db: DbOrTx,
  id: string,
  options: { lock?: boolean; userId?: string } = {},
): Promise<PaymentArrangement | undefined> {
  const where = options.userId
    ? and(eq(paymentArrangements.id, id), eq(paymentArrangements.userId, options.userId))
    : eq(paymentArrangements.id, id);
  const query = db.select().from(paymentArrangements).where(where);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The customer's arrangement that is proposed or running, if any. */
export async function openArrangementOf(db: DbOrTx, userId: string): Promise<PaymentArrangement | undefined> {
  const [row] = await db
    .select()
    .from(paymentArrangements)
    .where(
      and(
        eq(paymentArrangements.userId, userId),
        inArray(paymentArrangements.status, ['proposed', 'active']),
      ),
    );
  return row;
}

/** A previous arrangement of the customer lapsed in the 12 months before now. */
export async function lapsedWithinYear(db: DbOrTx, userId: string, now: Date): Promise<boolean> {
  const yearAgo = new Date(now);
  yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
  const [row] = await db
    .select({ id: paymentArrangements.id })
    .from(paymentArrangements)
    .where(
      and(
        eq(paymentArrangements.userId, userId),
        eq(paymentArrangements.status, 'lapsed'),
        sql`${paymentArrangements.closedAt} > ${yearAgo}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

function instalmentViews(schedule: ArrangementInstalment[], progress: ArrangementProgress): Instalment[] {
  return progress.instalments.map((instalment, index) => ({
    sequence: instalment.sequence,
    amountCents: instalment.amountCents,
    dueDate: instalment.dueDate,
    paymentReference: schedule[index]?.paymentReference ?? null,
    paidCents: instalment.paidCents,
    state: instalment.state,
  }));
}

export async function arrangementView(
  db: DbOrTx,
  row: PaymentArrangement,
  context: { now: Date; graceDays: number },
): Promise<Arrangement> {
  const [customer] = await db
    .select({ firstname: users.firstname, lastname: users.lastname, customerNumber: users.customerNumber })
    .from(users)
    .where(eq(users.id, row.userId));
  const covered = await loadCovered(db, row.id);
  const open = openOfCovered(covered);
  const schedule = await scheduleOf(db, row);
  const progress = progressOf(schedule, open, amsterdamToday(context.now), context.graceDays);
  const instalments = instalmentViews(schedule, progress);
  const next = progress.next
    ? (instalments.find((item) => item.sequence === progress.next?.sequence) ?? null)
    : null;
  return {
    id: row.id,
    number: arrangementNumber(row),
    userId: row.userId,
    customerName: customer ? `${customer.firstname} ${customer.lastname}`.trim() : '',
    customerNumber: customer?.customerNumber ?? 0,
    status: row.status,
    method: row.method,
    origin: row.origin,
    totalCents: row.totalCents,
    paidCents: Math.max(0, row.totalCents - open),
    remainingCents: open,
    scheduleVersion: row.scheduleVersion,
    claims: [...covered.fees.map(feeClaimView), ...covered.invoices.map(invoiceClaimView)],
    instalments,
    nextInstalment: row.status === 'active' || row.status === 'proposed' ? next : null,
    breaches: row.breaches,
    customerNote: row.customerNote,
    resumeOnFirstInstalment: row.resumeOnFirstInstalment,
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    closeReason: row.closeReason,
  };
}

export async function arrangementDetail(
  db: DbOrTx,
  row: PaymentArrangement,
  context: { now: Date; graceDays: number },
): Promise<ArrangementDetail> {
  const view = await arrangementView(db, row, context);
  const earlier = await db
    .select()
    .from(arrangementInstalments)
    .where(
      and(
        eq(arrangementInstalments.arrangementId, row.id),
        lt(arrangementInstalments.scheduleVersion, row.scheduleVersion),
      ),
    )
    .orderBy(asc(arrangementInstalments.scheduleVersion), asc(arrangementInstalments.sequence));
  const versions = new Map<number, ArrangementDetail['earlierSchedules'][number]>();
  for (const instalment of earlier) {
    const version = versions.get(instalment.scheduleVersion) ?? {
      version: instalment.scheduleVersion,
      instalments: [],
    };
    version.instalments.push({
      sequence: instalment.sequence,
      amountCents: instalment.amountCents,
      dueDate: instalment.dueDate,
    });
    versions.set(instalment.scheduleVersion, version);
  }
  const events = await db
    .select({
      type: arrangementEvents.type,
      at: arrangementEvents.createdAt,
      data: arrangementEvents.data,
      firstname: users.firstname,
      lastname: users.lastname,
    })
    .from(arrangementEvents)
    .leftJoin(users, eq(users.id, arrangementEvents.actorId))
    .where(eq(arrangementEvents.arrangementId, row.id))
    .orderBy(asc(arrangementEvents.id));
  return {
    ...view,
    earlierSchedules: [...versions.values()],
    events: events.map((event) => ({
      type: event.type,
      at: event.at.toISOString(),
      actorName: event.firstname === null ? null : `${event.firstname} ${event.lastname ?? ''}`.trim(),
      data: event.data,
    })),
  };
}

export async function recordArrangementEvent(
  db: DbOrTx,
  arrangementId: string,
  type: string,
  actor: { id: string | null; now: Date },
  data: Record<string, string | number | boolean | null> = {},
): Promise<void> {
  await db.insert(arrangementEvents).values({
    arrangementId,
    type,
    actorId: actor.id,
    data,
    createdAt: actor.now,
  });
}

export type ArrangementSummary = {
  id: string;
  number: string;
  status: 'proposed' | 'active';
  nextInstalment: { sequence: number; amountCents: number; dueDate: string } | null;
};

/** The arrangements that hold these claims' cases, each with its next instalment (the case reads it). */
export async function arrangementSummaries(
  db: DbOrTx,
  arrangementIds: string[],
  context: { now: Date; graceDays: number },
): Promise<Map<string, ArrangementSummary>> {
  const summaries = new Map<string, ArrangementSummary>();
  if (arrangementIds.length === 0) return summaries;
  const rows = await db
    .select()
    .from(paymentArrangements)
    .where(inArray(paymentArrangements.id, arrangementIds));
  for (const row of rows) {
    if (row.status !== 'proposed' && row.status !== 'active') continue;
    const view = await arrangementView(db, row, context);
    const next = view.nextInstalment;
    summaries.set(row.id, {
      id: row.id,
      number: view.number,
      status: row.status,
      nextInstalment: next
        ? { sequence: next.sequence, amountCents: next.amountCents - next.paidCents, dueDate: next.dueDate }
        : null,
    });
  }
  return summaries;
}
