import { addDays, amsterdamToday, type IsoDate, isWeekend } from '../amsterdam-date';
import { addTarget2BusinessDays } from '../target2-calendar';

// When the next SEPA batch is written and what collection date it asks the bank for: the date a claim
// that waits for the next batch is debited, which is what we tell the customer.

/** The batch job runs on weekdays at this hour, Amsterdam time (apps/api jobs). */
export const SEPA_BATCH_HOUR = 6;
export const SEPA_BATCH_CRON = `0 ${SEPA_BATCH_HOUR} * * 1-5`;

const amsterdamHour = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Amsterdam',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The Amsterdam date of the next batch run at or after `now`. */
export function nextBatchDay(now: Date): IsoDate {
  const today = amsterdamToday(now);
  const hour = Number(amsterdamHour.format(now));
  let day = !isWeekend(today) && hour < SEPA_BATCH_HOUR ? today : addDays(today, 1);
  while (isWeekend(day)) day = addDays(day, 1);
  return day;
}

/** The collection date of a batch written on `batchDay`: the bank's lead time in TARGET2 business days. */
export function collectionDateOf(batchDay: IsoDate, leadDays: number): IsoDate {
  return addTarget2BusinessDays(batchDay, leadDays);
}

/** The collection date the next batch will ask for: when a claim waiting for it is debited. */
export function nextCollectionDate(now: Date, leadDays: number): IsoDate {
  return collectionDateOf(nextBatchDay(now), leadDays);
}
