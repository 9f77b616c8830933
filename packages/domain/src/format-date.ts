// DOMAIN-NL §6: dates as dd-mm-jjjj ('05-01-2026'), in running text '5 januari 2026', in Europe/Amsterdam.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

// A calendar date is placed at UTC midnight and printed in UTC, so it never shifts a day.
const timeZones = { instant: 'Europe/Amsterdam', calendarDate: 'UTC' } as const;
type DateKind = keyof typeof timeZones;

function formatters(timeZone: string) {
  return {
    short: new Intl.DateTimeFormat('nl-NL', { dateStyle: 'short', timeZone }),
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

/** '05-01-2026'. A 'YYYY-MM-DD' string is that calendar date; a Date or timestamp is shown in Amsterdam. */
export function formatDateShort(value: Date | string): string {
  const { date, kind } = toDate(value);
  return formattersByKind[kind].short.format(date);
}

/** '5 januari 2026', for running text. */
export function formatDateLong(value: Date | string): string {
  const { date, kind } = toDate(value);
  return formattersByKind[kind].long.format(date);
}

/** '05-01-2026 14:30' (24-hour clock, no comma); a bare calendar date shows 00:00. */
export function formatDateTime(value: Date | string): string {
  const { date, kind } = toDate(value);
  const parts = formattersByKind[kind].dateTime.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}-${part('month')}-${part('year')} ${part('hour')}:${part('minute')}`;
}
