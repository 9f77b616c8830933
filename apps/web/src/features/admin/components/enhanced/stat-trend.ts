// Dutch number formatting everywhere (ARCHITECTURE "Money"/DOMAIN-NL §6), whatever the interface language.
const signedPercent = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1, signDisplay: 'exceptZero' });
const plainPercent = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 });

/**
 * The change from the previous period to this one, '+12,5%' or '-3%' (a '+' reads as positive, SPEC §2).
 * Undefined without an earlier figure to compare with: a rise from nothing has no percentage.
 */
export function trendPercent(current: number, previous: number): string | undefined {
  if (previous <= 0) return undefined;
  return `${signedPercent.format(((current - previous) / previous) * 100)}%`;
}

/** '87,5' for a share from 0 to 100. */
export function formatPercent(value: number): string {
  return plainPercent.format(value);
}
