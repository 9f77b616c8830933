import { addDays, type IsoDate } from '@hostportaal/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

// The collection and receivable figures (KPI catalogue, packages/domain collection-kpis.ts), each defined once
// here over the read model collection_claim_state (migration 0018), which the claim's own transaction keeps
// current. The Collection Center, Incasso Beheer, SEPA management and the Administration Dashboard's badges
// take them from this one function, so two screens cannot count one figure two ways.

export type CollectionFigures = {
  /** collection.openCases: unresolved collection cases (one per claim). */
  openCases: number;
  /** collection.overdueAccounts: customers with an unresolved case. */
  overdueAccounts: number;
  /** collection.outstandingClaims: what is unpaid of the claims of unresolved cases (cents). */
  outstandingClaimsCents: number;
  /** collection.outstandingWithFees: the same plus the unpaid incassobrief fees of those cases (cents). */
  outstandingWithFeesCents: number;
  /** collection.avgDaysOverdue: days past the due date, averaged over the unresolved cases, rounded. */
  avgDaysOverdue: number;
  /** collection.highRiskAccounts: customers with a case that is high or critical risk. */
  highRiskAccounts: number;
  /** collection.failedClaims: unpaid claims whose direct debit came back. */
  failedClaims: number;
  /** receivables.overdueInvoices: unpaid claims past their due date that the bank is not collecting. */
  overdueInvoices: number;
  /** receivables.overdueAmount: what is unpaid of those (cents). */
  overdueAmountCents: number;
  /** collection.recoveryRate: of the claims' amount of the cases opened in the last 90 days, % paid. */
  recoveryRate: number | null;
};

export const RECOVERY_DAYS = 90;

/** Risk of an open case over the read model `s` (SPEC §4 for cases): 'high' or 'critical' when true. */
export const caseHighRisk = (today: IsoDate) =>
  sql`(s.case_stage = 'legal_action' or s.due_date < ${addDays(today, -30)}::date or s.invoice_status = 'failed')`;

/** An unresolved case over `s`. */
export const openCase = sql`(s.case_stage is not null and s.case_stage <> 'resolved')`;

/** An overdue claim over `s`: unpaid, past its due date, not with the bank (the invoices badge and filter). */
export const overdueClaim = (today: IsoDate) =>
  sql`(s.invoice_status in ('open', 'overdue', 'failed') and s.open_cents > 0 and s.due_date < ${today}::date)`;

/** Whether the claim `invoiceId` (an SQL expression) is overdue as the badge counts it: the Invoices filter. */
export const overdueClaimCondition = (invoiceId: SQL, today: IsoDate) =>
  sql`${invoiceId} in (select s.invoice_id from collection_claim_state s where ${overdueClaim(today)})`;

const amsterdamMidnight = (date: IsoDate) => sql`(${date}::date::timestamp at time zone 'Europe/Amsterdam')`;

/**
 * The figures last counted in this process, for one version of the read model and one day. They change
 * only when a claim changes (a new version, migration 0019) or the day turns; between those, every screen
 * and every staff member's request gets these instead of a pass over the read model each. Concurrent
 * requests after a change share one count (the promise is kept, not the result).
 */
let lastCounted: { version: string; today: IsoDate; figures: Promise<CollectionFigures> } | undefined;

/**
 * Every collection figure for `today`. Reads the read model's version first (one row): a count started after
 * that read sees at least that version's rows, so a figure is never older than its version. A transaction
 * that changed claims itself and has not committed yet counts afresh.
 */
export async function collectionFigures(db: DbOrTx, today: IsoDate): Promise<CollectionFigures> {
  const state = await db.execute<{ version: string; changed: boolean }>(sql`select version::text as version,
      coalesce(current_setting('hostportaal.claim_state_changed', true), '') = 'on' as changed
    from collection_claim_state_version where id`);
  const current = state.rows[0];
  if (!current || current.changed) return countCollectionFigures(db, today);
  if (lastCounted?.version === current.version && lastCounted.today === today) return lastCounted.figures;
  const figures = countCollectionFigures(db, today);
  const counted = { version: current.version, today, figures };
  lastCounted = counted;
  figures.catch(() => {
    if (lastCounted === counted) lastCounted = undefined;
  });
  return figures;
}

/** Every figure in one pass over the read model (a few rows per unpaid claim, not the invoice table). */
async function countCollectionFigures(db: DbOrTx, today: IsoDate): Promise<CollectionFigures> {
  const recoveryFrom = amsterdamMidnight(addDays(today, -RECOVERY_DAYS));
  const recoveryTo = amsterdamMidnight(addDays(today, 1));
  const opened = sql`(s.case_opened_at >= ${recoveryFrom} and s.case_opened_at < ${recoveryTo})`;
  const result = await db.execute<Record<string, string | number | null>>(sql`select
      count(*) filter (where ${openCase}) as open_cases,
      count(distinct s.user_id) filter (where ${openCase}) as overdue_accounts,
      coalesce(sum(s.open_cents) filter (where ${openCase}), 0) as outstanding,
      coalesce(sum(s.open_cents + s.fee_open_cents) filter (where ${openCase}), 0) as outstanding_with_fees,
      coalesce(round(avg(greatest(${today}::date - s.due_date, 0)) filter (where ${openCase})), 0) as avg_days,
      count(distinct s.user_id) filter (where ${openCase} and ${caseHighRisk(today)}) as high_risk,
      count(*) filter (where s.invoice_status = 'failed' and s.open_cents > 0) as failed_claims,
      count(*) filter (where ${overdueClaim(today)}) as overdue_invoices,
      coalesce(sum(s.open_cents) filter (where ${overdueClaim(today)}), 0) as overdue_amount,
      coalesce(sum(s.total_cents) filter (where ${opened}), 0) as recovery_opened,
      coalesce(sum(s.total_cents) filter (where ${opened} and s.case_resolution = 'paid'), 0) as recovery_paid
    from collection_claim_state s`);
  const row = result.rows[0] ?? {};
  const n = (key: string) => Number(row[key] ?? 0);
  return Object.freeze({
    openCases: n('open_cases'),
    overdueAccounts: n('overdue_accounts'),
    outstandingClaimsCents: n('outstanding'),
    outstandingWithFeesCents: n('outstanding_with_fees'),
    avgDaysOverdue: n('avg_days'),
    highRiskAccounts: n('high_risk'),
    failedClaims: n('failed_claims'),
    overdueInvoices: n('overdue_invoices'),
    overdueAmountCents: n('overdue_amount'),
    recoveryRate:
      n('recovery_opened') === 0 ? null : Math.round((n('recovery_paid') / n('recovery_opened')) * 1000) / 10,
  });
}
