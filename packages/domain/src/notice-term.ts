import { addDays, type IsoDate, isWeekend } from './amsterdam-date';
import { easterSunday } from './target2-calendar';

// DOMAIN-NL §1: the 14-dagenbrief (art. 6:96 lid 6 BW) gives 14 days from the day after receipt; the
// term is counted as in the Algemene termijnenwet, so it cannot end on a weekend or recognised holiday.

/** hand: handed over in person (received that day). */
export type NoticeChannel = 'post' | 'email' | 'hand';

export interface NoticeTerm {
  /** The day the customer is assumed to receive the letter. */
  expectedReceiptDate: IsoDate;
  /** The last day the customer may pay without collection costs. */
  termEndDate: IsoDate;
  /** The earliest day the collection fee may be charged. */
  firstFeeDate: IsoDate;
}

const NOTICE_TERM_DAYS = 14;
const POST_DELIVERY_WORKING_DAYS = 2;

// Algemene termijnenwet art. 3: Nieuwjaarsdag, Bevrijdingsdag (every year) and both Kerstdagen.
const FIXED_HOLIDAYS = ['01-01', '05-05', '12-25', '12-26'];

// Goede Vrijdag, Eerste en Tweede Paasdag, Hemelvaartsdag, Eerste en Tweede Pinksterdag.
const DAYS_FROM_EASTER = [-2, 0, 1, 39, 49, 50];

function isSunday(date: IsoDate): boolean {
  return new Date(`${date}T00:00:00Z`).getUTCDay() === 0;
}

/** Koningsdag as celebrated since 2014: 27 April, or 26 April when 27 April is a Sunday. */
function kingsDay(year: number): IsoDate {
  const april27 = `${String(year).padStart(4, '0')}-04-27`;
  return isSunday(april27) ? addDays(april27, -1) : april27;
}

function isDutchHoliday(date: IsoDate): boolean {
  if (FIXED_HOLIDAYS.includes(date.slice(5))) return true;
  const year = Number(date.slice(0, 4));
  if (date === kingsDay(year)) return true;
  const easter = easterSunday(year);
  return DAYS_FROM_EASTER.some((offset) => date === addDays(easter, offset));
}

/** Not a Saturday, Sunday or generally recognised holiday (Algemene termijnenwet art. 3). */
export function isDutchWorkingDay(date: IsoDate): boolean {
  return !isWeekend(date) && !isDutchHoliday(date);
}

/**
 * Post arrives on the second working day after sending; e-mail, when agreed, on the day it is sent; a letter
 * handed over in person on that day.
 */
export function expectedReceiptDate(sentOn: IsoDate, channel: NoticeChannel): IsoDate {
  // addDays(…, 0) still rejects a malformed date.
  if (channel !== 'post') return addDays(sentOn, 0);
  let day = sentOn;
  for (let workingDays = 0; workingDays < POST_DELIVERY_WORKING_DAYS; ) {
    day = addDays(day, 1);
    if (isDutchWorkingDay(day)) workingDays++;
  }
  return day;
}

/** The last day of the 14 days that start the day after receipt. */
export function noticeTermEndDate(receivedOn: IsoDate): IsoDate {
  let day = addDays(receivedOn, NOTICE_TERM_DAYS);
  // Algemene termijnenwet art. 1: a term ending on a weekend or holiday runs to the next working day.
  while (!isDutchWorkingDay(day)) day = addDays(day, 1);
  return day;
}

/** The day after the term: the earliest date the collection fee may be charged. */
export function firstFeeDate(receivedOn: IsoDate): IsoDate {
  return addDays(noticeTermEndDate(receivedOn), 1);
}

/** The dates to print on and store with a 14-dagenbrief sent on `sentOn`. */
export function noticeTerm(sentOn: IsoDate, channel: NoticeChannel): NoticeTerm {
  const receivedOn = expectedReceiptDate(sentOn, channel);
  const termEndDate = noticeTermEndDate(receivedOn);
  return { expectedReceiptDate: receivedOn, termEndDate, firstFeeDate: addDays(termEndDate, 1) };
}

/**
 * The dates of a notice sent again on `sentOn` by another channel than first recorded. The customer may
 * already have it from the first sending, but the term never becomes shorter than that one gave: the
 * later receipt date counts (a too-short term voids the fee, art. 6:96 lid 6 BW).
 */
export function reissuedNoticeTerm(
  sentOn: IsoDate,
  channel: NoticeChannel,
  first: Pick<NoticeTerm, 'expectedReceiptDate'>,
): NoticeTerm {
  const receivedNow = expectedReceiptDate(sentOn, channel);
  const receivedOn = receivedNow > first.expectedReceiptDate ? receivedNow : first.expectedReceiptDate;
  const termEndDate = noticeTermEndDate(receivedOn);
  return { expectedReceiptDate: receivedOn, termEndDate, firstFeeDate: addDays(termEndDate, 1) };
}
