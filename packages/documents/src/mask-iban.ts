/**
 * 'NL91ABNA0417164300' → 'NL** **** **** **** 4300': the country code and the last four characters in a
 * fixed shape, so neither the bank nor the account length shows.
 */
export function maskIban(iban: string): string {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (compact.length < 8) return '****';
  return `${compact.slice(0, 2)}** **** **** **** ${compact.slice(-4)}`;
}
