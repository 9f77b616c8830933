// SEPA creditor identifier (incassant-ID), EPC262-08: country (2) + check digits (2) + creditor business code
// (3, not part of the check) + national identifier (up to 28). The check digits are ISO 7064 mod 97-10
// over the national identifier followed by the country code and '00', letters A=10 … Z=35.

const GENERIC_PATTERN = /^[A-Z]{2}[0-9]{2}[A-Z0-9]{3}[A-Z0-9]{1,28}$/;
// DOMAIN-NL §2: NL + check digits + 'ZZZ' + 8-digit KvK number + 4-digit location code.
const DUTCH_PATTERN = /^NL[0-9]{2}ZZZ[0-9]{8}[0-9]{4}$/;

export function normalizeCreditorId(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

function mod97(digits: string): number {
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder;
}

function lettersToDigits(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.charCodeAt(0);
    out += code >= 65 && code <= 90 ? String(code - 55) : char;
  }
  return out;
}

/** The two check digits for a national identifier in a country, e.g. ('NL', '405365330000') → '51'. */
export function creditorIdCheckDigits(country: string, nationalId: string): string {
  const remainder = mod97(lettersToDigits(`${nationalId}${country}00`.toUpperCase()));
  return String(98 - remainder).padStart(2, '0');
}

/** Any SEPA country: shape and check digits. Spaces and lower case are accepted. */
export function isValidCreditorId(value: string): boolean {
  const id = normalizeCreditorId(value);
  if (!GENERIC_PATTERN.test(id)) return false;
  if (id.startsWith('NL') && !DUTCH_PATTERN.test(id)) return false;
  return creditorIdCheckDigits(id.slice(0, 2), id.slice(7)) === id.slice(2, 4);
}

/** Dutch incassant-ID only (19 characters, 'ZZZ', KvK + location). */
export function isValidDutchCreditorId(value: string): boolean {
  const id = normalizeCreditorId(value);
  return DUTCH_PATTERN.test(id) && isValidCreditorId(id);
}

/** Builds the Dutch incassant-ID from an 8-digit KvK number and a 4-digit location code (usually '0000'). */
export function buildDutchCreditorId(kvkNumber: string, locationCode = '0000'): string {
  if (!/^[0-9]{8}$/.test(kvkNumber)) throw new Error(`KvK number must be 8 digits, got '${kvkNumber}'`);
  if (!/^[0-9]{4}$/.test(locationCode))
    throw new Error(`Location code must be 4 digits, got '${locationCode}'`);
  const nationalId = `${kvkNumber}${locationCode}`;
  return `NL${creditorIdCheckDigits('NL', nationalId)}ZZZ${nationalId}`;
}
