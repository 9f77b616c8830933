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

function nextWeekday(day: IsoDate): IsoDate {
  let next = addDays(day, 1);
  while (isWeekend(next)) next = addDays(next, 1);
  return next;
}

/** The Amsterdam date of the next batch run at or after `now`. */
export function nextBatchDay(now: Date): IsoDate {
  const today = amsterdamToday(now);
  const hour = Number(amsterdamHour.format(now));
  return !isWeekend(today) && hour < SEPA_BATCH_HOUR ? today : nextWeekday(today);
}

/** The collection date of a batch written on `batchDay`: the bank's lead time in TARGET2 business days. */
export function collectionDateOf(batchDay: IsoDate, leadDays: number): IsoDate {
  return addTarget2BusinessDays(batchDay, leadDays);
}

/** The collection date the next batch will ask for: when a claim waiting for it is debited. */
export function nextCollectionDate(now: Date, leadDays: number): IsoDate {
  return collectionDateOf(nextBatchDay(now), leadDays);
}

/**
 * Which claims a batch collecting on `collectionDate` takes: those due by then whose pre-notification went
 * out at least `preNotificationDays` before it (DOMAIN-NL §2). The batch's query and the date the invoice
 * e-mail names both come from here, so they cannot disagree.
 */
export function batchClaimLimits(
  collectionDate: IsoDate,
  preNotificationDays: number,
): { dueBy: IsoDate; notifiedBy: IsoDate } {
  return { dueBy: collectionDate, notifiedBy: addDays(collectionDate, -preNotificationDays) };
}

export type ClaimToCollect = {
  dueDate: IsoDate;
  /** The Amsterdam date its pre-notification (the invoice e-mail) went out. */
  notifiedOn: IsoDate;
};

/** Whether a batch collecting on `collectionDate` takes the claim (batchClaimLimits). */
export function batchTakesClaim(
  collectionDate: IsoDate,
  claim: ClaimToCollect,
  preNotificationDays: number,
): boolean {
  const { dueBy, notifiedBy } = batchClaimLimits(collectionDate, preNotificationDays);
  return claim.dueDate <= dueBy && claim.notifiedOn <= notifiedBy;
}

/**
 * The date a claim waiting for direct debit is collected: the collection date of the first weekday batch
 * at or after `now` that takes it. What the pre-notification names (DOMAIN-NL §2: the amount and the date).
 */
export function claimCollectionDate(
  now: Date,
  claim: ClaimToCollect,
  settings: { leadDays: number; preNotificationDays: number },
): IsoDate {
  // A later batch never collects earlier, so the first batch that takes the claim is found walking forward.
  for (let batchDay = nextBatchDay(now); ; batchDay = nextWeekday(batchDay)) {
    const collectionDate = collectionDateOf(batchDay, settings.leadDays);
    if (batchTakesClaim(collectionDate, claim, settings.preNotificationDays)) return collectionDate;
  }
}
