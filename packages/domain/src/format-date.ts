// DOMAIN-NL §6: dates as dd-mm-jjjj ('05-01-2026'), in running text '5 januari 2026', in Europe/Amsterdam.
// Documents and e-mails always write dd-mm-jjjj; a screen writes the date format its user chose.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The orders a screen can write a date in: dd-mm-jjjj (the Dutch default), dd/mm/jjjj and ISO 8601. */
export type DateFormat = 'DD-MM-YYYY' | 'DD/MM/YYYY' | 'YYYY-MM-DD';
export const defaultDateFormat: DateFormat = 'DD-MM-YYYY';

type DateParts = { day: string; month: string; year: string };

const layouts: Record<DateFormat, (parts: DateParts) => string> = {
  'DD-MM-YYYY': ({ day, month, year }) => `${day}-${month}-${year}`,
  'DD/MM/YYYY': ({ day, month, year }) => `${day}/${month}/${year}`,
  'YYYY-MM-DD': ({ day, month, year }) => `${year}-${month}-${day}`,
};

// A calendar date is placed at UTC midnight and printed in UTC, so it never shifts a day.
const timeZones = { instant: 'Europe/Amsterdam', calendarDate: 'UTC' } as const;
type DateKind = keyof typeof timeZones;

function formatters(timeZone: string) {
  return {
    long: new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long', timeZone }),
    dateTime: new Intl.DateTimeFormat('nl-NL', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    }),
  };
}

const formattersByKind = {
  instant: formatters(timeZones.instant),
  calendarDate: formatters(timeZones.calendarDate),
};

function toDate(value: Date | string): { date: Date; kind: DateKind } {
  const kind: DateKind = typeof value === 'string' && ISO_DATE.test(value) ? 'calendarDate' : 'instant';
  const date =
    typeof value === 'string' ? new Date(kind === 'calendarDate' ? `${value}T00:00:00Z` : value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return { date, kind };
}

function partsOf(value: Date | string) {
  const { date, kind } = toDate(value);
  const parts = formattersByKind[kind].dateTime.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: { day: part('day'), month: part('month'), year: part('year') },
    time: `${part('hour')}:${part('minute')}`,
  };
}

/** The date in `format` ('2026-01-05'). A 'YYYY-MM-DD' string is that calendar date; a Date or timestamp is shown in Amsterdam. */
export function formatDateShortAs(value: Date | string, format: DateFormat): string {
  return layouts[format](partsOf(value).date);
}

/** '05-01-2026' (dd-mm-jjjj), as documents and e-mails write it. */
export function formatDateShort(value: Date | string): string {
  return formatDateShortAs(value, defaultDateFormat);
}

/** '5 januari 2026', for running text. */
export function formatDateLong(value: Date | string): string {
  const { date, kind } = toDate(value);
  return formattersByKind[kind].long.format(date);
}

/** The date in `format` and the 24-hour Amsterdam time ('2026-01-05 14:30'); a bare calendar date shows 00:00. */
export function formatDateTimeAs(value: Date | string, format: DateFormat): string {
  const { date, time } = partsOf(value);
  return `${layouts[format](date)} ${time}`;
}

/** '05-01-2026 14:30' (24-hour clock, no comma); a bare calendar date shows 00:00. */
export function formatDateTime(value: Date | string): string {
  return formatDateTimeAs(value, defaultDateFormat);
}
