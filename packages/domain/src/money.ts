// ARCHITECTURE "Money": integer euro cents everywhere; formatting only at the edge (DOMAIN-NL §6).

const euroFormatter = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`Expected a whole number of cents, got ${cents}`);
  }
}

/** '12.50', '-0.05': a plain decimal for SEPA files and CSV, built from digits so it is exact for any safe integer. */
export function centsToEuroString(cents: number): string {
  assertCents(cents);
  const digits = String(Math.abs(cents)).padStart(3, '0');
  const sign = cents < 0 ? '-' : '';
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** '€ 1.234,56' with a non-breaking space after the euro sign (DOMAIN-NL §6); negative '€ -1.234,56'. */
export function formatCents(cents: number): string {
  // A decimal string keeps Intl exact beyond the range where cents / 100 is a precise double.
  const decimal = centsToEuroString(cents) as Intl.StringNumericLiteral;
  return euroFormatter.format(decimal);
}
