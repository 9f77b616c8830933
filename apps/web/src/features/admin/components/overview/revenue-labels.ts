// Euro amounts in Dutch format whatever the interface language (ARCHITECTURE "Money"); month names in it.
const wholeEuros = new Intl.NumberFormat('nl-NL', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

/** '€ 1.235' for an axis tick: whole euros of an amount in cents. */
export function formatWholeEuros(cents: number): string {
  return wholeEuros.format(Math.round(cents / 100));
}

/** 'nov 2026' (nl), 'Nov 2026' (en) for a month '2026-11'. */
export function formatMonth(month: string, language: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year ?? 1970, (monthNumber ?? 1) - 1, 1),
  );
}
