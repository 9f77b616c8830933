// Identifiers in pain.008 (MsgId, PmtInfId, EndToEndId, MndtId): 1–35 characters of the SEPA set, and per the
// EPC guidelines they must not start or end with '/' nor contain '//'. Banks trim spaces, so we also refuse
// leading or trailing spaces (an id that changes when trimmed would not match the bank's report).
import { toSepaText } from './sepa-text.ts';

export const SEPA_ID_MAX_LENGTH = 35;
const SEPA_ID_PATTERN = /^[a-zA-Z0-9/\-?:().,'+ ]{1,35}$/;

/** Why an id is not acceptable, or null when it is. */
export function sepaIdProblem(value: string): string | null {
  if (value.length === 0) return 'is empty';
  if (value.length > SEPA_ID_MAX_LENGTH) return `is longer than ${SEPA_ID_MAX_LENGTH} characters`;
  if (!SEPA_ID_PATTERN.test(value)) return 'has characters outside the SEPA character set';
  if (value.startsWith('/') || value.endsWith('/')) return "starts or ends with '/'";
  if (value.includes('//')) return "contains '//'";
  if (value !== value.trim()) return 'starts or ends with a space';
  return null;
}

export function isValidSepaId(value: string): boolean {
  return sepaIdProblem(value) === null;
}

// FNV-1a, so that text with no usable characters still gives a stable id.
function shortHash(value: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < value.length; index++) {
    hash ^= value.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0').toUpperCase();
}

/**
 * A valid id from any text: transliterated, spaces become '-', '//' collapsed, '/' trimmed from both ends,
 * cut to 35. Text with nothing usable gives 'ID-' + a hash of the text. Does not guarantee uniqueness.
 */
export function toSepaId(value: string): string {
  const id = toSepaText(value)
    .replace(/ /g, '-')
    .replace(/\/{2,}/g, '/')
    .slice(0, SEPA_ID_MAX_LENGTH)
    .replace(/^\/+|\/+$/g, '');
  return id.length > 0 ? id : `ID-${shortHash(value)}`;
}
