import type { AdminAnalytics, AnalyticsTimeframe } from '@hostportaal/contract';
import type { IsoDate } from '@hostportaal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { analyticsPeriod } from './analytics-timeframe.ts';
import { arrangementFigures } from './arrangement-figures.ts';
import { collectionFunnel } from './collection-funnel.ts';
import { debitFigures } from './debit-figures.ts';
import { receivableFigures } from './receivable-figures.ts';
import { subscriptionFigures } from './subscription-figures.ts';

/** Days in an average month (365.25 ÷ 12): scales a churn rate of any timeframe to one month. */
const DAYS_PER_MONTH = 30.4375;

const percent = (part: number, whole: number, decimals = 1) =>
  whole === 0 ? null : Math.round((part / whole) * 100 * 10 ** decimals) / 10 ** decimals;

/**
 * GET /api/admin/analytics: every figure from the data of the timeframe ending today (docs/decisions/015).
 * Lifetime value = ARPU per month ÷ monthly churn rate, where ARPU = MRR ÷ paying customers and the monthly
 * churn rate = (churned ÷ active at the start) × 30.4375 ÷ days in the timeframe; null when nothing churned.
 */
export async function adminAnalytics(
  db: DbOrTx,
  input: { timeframe: AnalyticsTimeframe; today: IsoDate },
): Promise<AdminAnalytics> {
  const period = analyticsPeriod(input.timeframe, input.today);
  const [subscriptions, debits, receivables, cases, arrangements] = await Promise.all([
    subscriptionFigures(db, period),
    debitFigures(db, period),
    receivableFigures(db, period),
    collectionFunnel(db, period),
    arrangementFigures(db, period),
  ]);
  const { activeAtStart, churnedSubscriptions: churned, payingCustomers, mrrCents } = subscriptions;
  const churnShare = activeAtStart === 0 ? null : churned / activeAtStart;
  const monthlyChurn = churnShare === null ? null : (churnShare * DAYS_PER_MONTH) / period.days;
  const arpu = subscriptions.revenuePerCustomerCents;
  return {
    timeframe: period.timeframe,
    start: period.start,
    end: period.end,
    days: period.days,
    granularity: period.granularity,
    mrrCents,
    arrCents: mrrCents * 12,
    activeAtStart,
    activeNow: subscriptions.activeNow,
    payingCustomers,
    newSubscriptions: subscriptions.newSubscriptions,
    churnedSubscriptions: churned,
    churnRate: percent(churned, activeAtStart),
    monthlyChurnRate: monthlyChurn === null ? null : Math.round(monthlyChurn * 10_000) / 100,
    arpuCents: arpu,
    lifetimeValueCents: arpu === null || !monthlyChurn ? null : Math.round(arpu / monthlyChurn),
    successfulPayments: debits.collected,
    failedPayments: debits.returned,
    failedAmountCents: debits.returnedCents,
    paymentSuccessRate: debits.successRate,
    chargebacks: { count: debits.chargebacks, amountCents: debits.chargebackCents },
    recoveryRate: cases.recoveryRate,
    openReceivablesCents: receivables.openReceivablesCents,
    invoicedCents: receivables.invoicedCents,
    daysSalesOutstanding:
      receivables.invoicedCents <= 0
        ? null
        : Math.round((receivables.openReceivablesCents / receivables.invoicedCents) * period.days * 10) / 10,
    ageing: receivables.ageing,
    collectionFunnel: cases.funnel,
    arrangements,
    series: period.buckets.map((bucket, index) => ({
      start: bucket.start,
      end: bucket.end,
      mrrCents: subscriptions.series[index]?.mrrCents ?? 0,
      newSubscriptions: subscriptions.series[index]?.newSubscriptions ?? 0,
      churnedSubscriptions: subscriptions.series[index]?.churnedSubscriptions ?? 0,
      successfulDebits: debits.series[index]?.successful ?? 0,
      failedDebits: debits.series[index]?.failed ?? 0,
    })),
  };
}
