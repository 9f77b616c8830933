import { daysBetween, type IsoDate } from './amsterdam-date';

/**
 * The part of an amount that belongs to `unusedDays` of a period of `periodDays` days, rounded half up
 * to whole cents. Used to credit the unused part of an invoiced period when a subscription ends early;
 * whole cents in, whole cents out, never below 0 and never above the amount.
 */
export function proRataCents(totalCents: number, unusedDays: number, periodDays: number): number {
  for (const [name, value] of [
    ['totalCents', totalCents],
    ['unusedDays', unusedDays],
    ['periodDays', periodDays],
  ] as const) {
    if (!Number.isSafeInteger(value) || value < 0) {
      throw new RangeError(`${name} must be a whole number of at least 0, got ${value}`);
    }
  }
  if (periodDays === 0) throw new RangeError('periodDays must be at least 1');
  const days = Math.min(unusedDays, periodDays);
  // BigInt: cents × days may pass 2^53 for large amounts.
  const product = BigInt(totalCents) * BigInt(days);
  const period = BigInt(periodDays);
  const quotient = product / period;
  const remainder = product - quotient * period;
  return Number(remainder * 2n >= period ? quotient + 1n : quotient);
}

/**
 * Days of the period [periodStart, periodEnd] (both inclusive) and how many of them come after `today`:
 * today itself counts as used, so on the last day nothing is left.
 */
export function unusedPeriodDays(
  periodStart: IsoDate,
  periodEnd: IsoDate,
  today: IsoDate,
): { unusedDays: number; periodDays: number } {
  const periodDays = daysBetween(periodStart, periodEnd) + 1;
  if (periodDays < 1) throw new RangeError(`Period ends before it starts: ${periodStart} – ${periodEnd}`);
  const unusedDays = Math.min(periodDays, Math.max(0, daysBetween(today, periodEnd)));
  return { unusedDays, periodDays };
}
