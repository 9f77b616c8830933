// ARCHITECTURE "Time": business dates are 'YYYY-MM-DD' calendar dates in Europe/Amsterdam.

export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

const amsterdamDateParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const amsterdamClockParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

interface DateParts {
  year: number;
  month: number;
  day: number;
}

function daysInMonth(year: number, month: number): number {
  return new Date(utcMidnight({ year, month: month + 1, day: 0 })).getUTCDate();
}

// setUTCFullYear instead of Date.UTC, which maps the years 0..99 to 1900..1999.
function utcMidnight({ year, month, day }: DateParts): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

function parseParts(isoDate: IsoDate): DateParts | null {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function toParts(isoDate: IsoDate): DateParts {
  const parts = parseParts(isoDate);
  if (!parts) throw new RangeError(`Not a calendar date in the form YYYY-MM-DD: ${isoDate}`);
  return parts;
}

function assertWholeNumber(value: number): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Expected a whole number, got ${value}`);
}

function fromUtcMidnight(time: number): IsoDate {
  const date = new Date(time);
  const year = date.getUTCFullYear();
  if (year < 0 || year > 9999) throw new RangeError(`Year out of range: ${year}`);
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${String(year).padStart(4, '0')}-${month}-${day}`;
}

/** True for an existing calendar date written 'YYYY-MM-DD' ('2026-02-30' is false). */
export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === 'string' && parseParts(value) !== null;
}

/** The calendar date in Amsterdam at an instant, summer and winter time alike. */
export function amsterdamToday(now: Date): IsoDate {
  const parts = amsterdamDateParts.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * The Amsterdam wall-clock time at an instant with its UTC offset, to the second, for ISO date-times that
 * banks read as local time (pain.008 CreDtTm): 2026-11-21T10:00:00Z → '2026-11-21T11:00:00+01:00'.
 */
export function amsterdamDateTime(instant: Date): string {
  const seconds = Math.floor(instant.getTime() / 1000) * 1000;
  if (!Number.isFinite(seconds)) throw new RangeError('Not a valid instant');
  const parts = amsterdamClockParts.formatToParts(new Date(seconds));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const local = `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}`;
  const offsetMinutes = Math.round((Date.parse(`${local}Z`) - seconds) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, '0');
  return `${local}${sign}${hours}:${minutes}`;
}

/** A 'YYYY-MM-DD' string as it is; an instant (Date or timestamp string) as its Amsterdam date; else null. */
export function toAmsterdamDate(value: Date | string): IsoDate | null {
  if (typeof value === 'string' && ISO_DATE.test(value)) return isIsoDate(value) ? value : null;
  const instant = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(instant.getTime()) ? null : amsterdamToday(instant);
}

export function addDays(isoDate: IsoDate, days: number): IsoDate {
  assertWholeNumber(days);
  return fromUtcMidnight(utcMidnight(toParts(isoDate)) + days * MS_PER_DAY);
}

/** Clamps to the end of a shorter month: 2026-01-31 plus one month is 2026-02-28. */
export function addMonths(isoDate: IsoDate, months: number): IsoDate {
  assertWholeNumber(months);
  const { year, month, day } = toParts(isoDate);
  const monthIndex = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = monthIndex - targetYear * 12 + 1;
  const targetDay = Math.min(day, daysInMonth(targetYear, targetMonth));
  return fromUtcMidnight(utcMidnight({ year: targetYear, month: targetMonth, day: targetDay }));
}

/** Whole days from one date to another; negative when `toIso` lies before `fromIso`. */
export function daysBetween(fromIso: IsoDate, toIso: IsoDate): number {
  return Math.round((utcMidnight(toParts(toIso)) - utcMidnight(toParts(fromIso))) / MS_PER_DAY);
}

export function isWeekend(isoDate: IsoDate): boolean {
  const weekday = new Date(utcMidnight(toParts(isoDate))).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** -1, 0 or 1, for Array.prototype.sort. */
export function compareIsoDates(a: IsoDate, b: IsoDate): number {
  return Math.sign(daysBetween(b, a));
}
