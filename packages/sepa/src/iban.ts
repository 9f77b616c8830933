// IBAN (ISO 13616) and BIC (ISO 9362) checks. ibantools does the country lengths and the mod-97 check.
import {
  electronicFormatIBAN,
  extractIBAN,
  friendlyFormatIBAN,
  isSEPACountry,
  isValidBIC,
  isValidIBAN,
} from 'ibantools';

/** Strips spaces and dashes and upper-cases: 'nl91 abna 0417 1643 00' → 'NL91ABNA0417164300'. */
export function normalizeIban(value: string): string {
  return electronicFormatIBAN(value.replace(/\s+/g, '')) ?? '';
}

/** Accepts the printed form too (spaces, lower case). */
export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  return iban.length > 0 && isValidIBAN(iban);
}

/** A valid IBAN of a country in the SEPA scheme (direct debits only reach those). */
export function isSepaIban(value: string): boolean {
  const iban = normalizeIban(value);
  return isValidIBAN(iban) && isSEPACountry(iban.slice(0, 2));
}

/** Printed form in groups of four: 'NL91 ABNA 0417 1643 00'. Invalid input is returned normalised, ungrouped. */
export function formatIban(value: string): string {
  const iban = normalizeIban(value);
  if (!isValidIBAN(iban)) return iban;
  return friendlyFormatIBAN(iban) ?? iban;
}

export function normalizeBic(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

// The pain.008.001.02 BICIdentifier pattern is the stricter of the two schemas (no '0'/'1' as 7th, no 'O' as
// 8th character), so a BIC that passes here validates in both versions.
const BIC_PATTERN = /^[A-Z]{6}[A-Z2-9][A-NP-Z0-9]([A-Z0-9]{3})?$/;

/** 8 or 11 characters with a known country code; accepts lower case and spaces. */
export function isValidBic(value: string): boolean {
  const bic = normalizeBic(value);
  return BIC_PATTERN.test(bic) && isValidBIC(bic);
}

/**
 * Do both accounts sit at the same bank? Compares the bank identifier inside the IBAN (ABNA, INGB, RABO…
 * for NL); a mandate amendment to an account at another bank is flagged 'SMNDA' instead (EPC rulebook).
 */
export function isSameBank(first: string, second: string): boolean {
  const a = extractIBAN(normalizeIban(first));
  const b = extractIBAN(normalizeIban(second));
  if (!a.valid || !b.valid || a.countryCode !== b.countryCode) return false;
  return a.bankIdentifier !== undefined && a.bankIdentifier === b.bankIdentifier;
}
