import { addDays, addMonths } from '@hostportaal/domain';

// A large seed asks for the same few thousand dates millions of times; parsing them each time
// dominated the planning time, so the results are kept (the set of dates is small and bounded).
const shiftedDays = new Map<string, string>();
const periodStartLists = new Map<string, readonly string[]>();

export function cachedAddDays(isoDate: string, days: number): string {
  const key = `${isoDate}|${days}`;
  let shifted = shiftedDays.get(key);
  if (shifted === undefined) {
    shifted = addDays(isoDate, days);
    shiftedDays.set(key, shifted);
  }
  return shifted;
}

/**
 * The start dates of a subscription's periods, each counted from the start date (so 31 January stays the
 * 31st where the month has one), up to and including the first one after `until`.
 */
export function periodStartsUntil(startDate: string, months: number, until: string): readonly string[] {
  const key = `${startDate}|${months}|${until}`;
  let starts = periodStartLists.get(key);
  if (!starts) {
    const list = [startDate];
    while ((list.at(-1) ?? '') <= until) list.push(addMonths(startDate, list.length * months));
    starts = list;
    periodStartLists.set(key, starts);
  }
  return starts;
}
