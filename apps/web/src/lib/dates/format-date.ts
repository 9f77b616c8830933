import { dateFormatOptions } from '@hostportaal/contract';
import { type DateFormat, defaultDateFormat, formatDateShortAs, formatDateTimeAs } from '@hostportaal/domain';
import { dateFormatChanged, i18n } from '../../i18n/i18n';

// Screens write dates in the signed-in user's date format (issue 28); documents and e-mails, made by the API,
// keep dd-mm-jjjj. Every format the settings offer is one the domain can write:
const offered: readonly DateFormat[] = dateFormatOptions;

let current: DateFormat = defaultDateFormat;

function isOffered(format: string): format is DateFormat {
  return (offered as readonly string[]).includes(format);
}

/**
 * Makes `format` the one screens write dates in: dd-mm-jjjj without one (signed out) or for one not offered.
 * Whatever shows text re-renders in it, as on a change of language.
 */
export function applyDateFormat(format: string | undefined): void {
  const next = format !== undefined && isOffered(format) ? format : defaultDateFormat;
  if (next === current) return;
  current = next;
  i18n.emit(dateFormatChanged);
}

/** The date in the user's format ('05-01-2026', '2026-01-05'); a 'YYYY-MM-DD' string is that calendar date. */
export function formatDateShort(value: Date | string): string {
  return formatDateShortAs(value, current);
}

/** The date in the user's format and the Amsterdam time ('05-01-2026 14:30'). */
export function formatDateTime(value: Date | string): string {
  return formatDateTimeAs(value, current);
}
