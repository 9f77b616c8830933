import { addDays, compareIsoDates, type IsoDate } from './amsterdam-date';

/**
 * The last day a cancelled subscription runs: the last day of the paid period, the day before the next
 * billing date (a billing run sets next_billing_date = period_end + 1). Never before today, so a
 * cancellation takes effect at the end of the day at the earliest; no billing date: today.
 */
export function lastServiceDay(nextBillingDate: IsoDate | null, today: IsoDate): IsoDate {
  if (nextBillingDate === null) return today;
  const periodEnd = addDays(nextBillingDate, -1);
  return compareIsoDates(periodEnd, today) < 0 ? today : periodEnd;
}
