import type { DbOrTx } from '../../db/client.ts';
import { type SettledDebitDay, settledDebits } from '../kpis/payment-kpis.ts';
import type { AnalyticsPeriod } from './analytics-timeframe.ts';

export type DebitFigures = {
  collected: number;
  returned: number;
  returnedCents: number;
  chargebacks: number;
  chargebackCents: number;
  successRate: number | null;
  series: { successful: number; failed: number }[];
};

/**
 * Direct debits of the timeframe by their collection date, as the bank settled them (payments.successRate and
 * payments.returnedDebits, modules/kpis): collected, or returned; a refund at the debtor's request is also a
 * chargeback. The chart buckets add up the days.
 */
export async function debitFigures(db: DbOrTx, period: AnalyticsPeriod): Promise<DebitFigures> {
  const settled = await settledDebits(db, { from: period.start, to: period.end });
  const sum = (days: SettledDebitDay[], pick: (day: SettledDebitDay) => number) =>
    days.reduce((total, day) => total + pick(day), 0);
  return {
    collected: settled.collected,
    returned: settled.returned,
    returnedCents: sum(settled.byDay, (day) => day.returnedCents),
    chargebacks: sum(settled.byDay, (day) => day.chargebacks),
    chargebackCents: sum(settled.byDay, (day) => day.chargebackCents),
    successRate: settled.successRate,
    series: period.buckets.map((bucket) => {
      const inBucket = settled.byDay.filter((day) => day.day >= bucket.start && day.day <= bucket.end);
      return {
        successful: sum(inBucket, (day) => day.collected),
        failed: sum(inBucket, (day) => day.returned),
      };
    }),
  };
}
