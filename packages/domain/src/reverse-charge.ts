// DOMAIN-NL §4: an EU business customer outside the Netherlands with a VAT id gets 0% and "btw verlegd".

export const EU_COUNTRY_CODES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const;

export function reverseChargeApplies(customer: { country: string | null; vatId: string | null }): boolean {
  const country = (customer.country ?? 'NL').toUpperCase();
  const vatId = customer.vatId?.trim() ?? '';
  return country !== 'NL' && (EU_COUNTRY_CODES as readonly string[]).includes(country) && vatId.length > 0;
}
