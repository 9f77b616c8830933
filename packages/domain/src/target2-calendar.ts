import { addDays, type IsoDate, isWeekend } from './amsterdam-date';

// TARGET2 closing days (ECB): weekends, New Year's Day, Good Friday, Easter Monday, 1 May, 25 and
// 26 December. A SEPA collection date must be a TARGET2 business day (DOMAIN-NL §2).

/** Easter Sunday of a year (Gregorian calendar, anonymous algorithm). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function isTarget2Holiday(date: IsoDate): boolean {
  const year = Number(date.slice(0, 4));
  const monthDay = date.slice(5);
  if (['01-01', '05-01', '12-25', '12-26'].includes(monthDay)) return true;
  const easter = easterSunday(year);
  return date === addDays(easter, -2) || date === addDays(easter, 1);
}

export function isTarget2BusinessDay(date: IsoDate): boolean {
  return !isWeekend(date) && !isTarget2Holiday(date);
}

/** The first TARGET2 business day on or after `date`. */
export function nextTarget2BusinessDay(date: IsoDate): IsoDate {
  let day = date;
  while (!isTarget2BusinessDay(day)) day = addDays(day, 1);
  return day;
}

/** `count` TARGET2 business days after `date` (the banks' lead time before a collection date). */
export function addTarget2BusinessDays(date: IsoDate, count: number): IsoDate {
  let day = date;
  for (let added = 0; added < count; ) {
    day = addDays(day, 1);
    if (isTarget2BusinessDay(day)) added++;
  }
  return day;
}
