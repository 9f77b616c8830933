import type { FieldError } from '../../app-error.ts';

const countryByName: Record<string, string> = {
  nederland: 'NL',
  netherlands: 'NL',
  belgië: 'BE',
  belgie: 'BE',
  belgium: 'BE',
  duitsland: 'DE',
  germany: 'DE',
  frankrijk: 'FR',
  france: 'FR',
};

// The profile form offers Nederland, België, Duitsland, Frankrijk (SPEC §2); we store ISO codes.
export function normaliseCountry(input: string | null | undefined): string | null {
  if (!input) return null;
  const trimmed = input.trim();
  if (/^[A-Za-z]{2}$/.test(trimmed)) return trimmed.toUpperCase();
  return countryByName[trimmed.toLowerCase()] ?? null;
}

// "Kerkstraat 12a" → street "Kerkstraat", number "12a".
export function splitStreetLine(line: string | null | undefined): {
  street: string | null;
  number: string | null;
} {
  const trimmed = line?.trim() ?? '';
  if (trimmed === '') return { street: null, number: null };
  const match = /^(.+?)\s+(\d+.*)$/.exec(trimmed);
  return match ? { street: match[1] ?? null, number: match[2] ?? null } : { street: trimmed, number: null };
}

export function normaliseDutchPostcode(input: string): string | null {
  const match = /^(\d{4})\s?([A-Za-z]{2})$/.exec(input.trim());
  if (!match || match[1]?.startsWith('0')) return null;
  return `${match[1]} ${match[2]?.toUpperCase()}`;
}

export function isPlausiblePhone(input: string): boolean {
  const digits = input.replace(/\D/g, '');
  return /^\+?[\d\s().-]+$/.test(input.trim()) && digits.length >= 9 && digits.length <= 15;
}

export function validateAddress(input: {
  zipcode: string | null;
  country: string | null;
  countryRaw: string | null | undefined;
  phone: string | null;
}): { zipcode: string | null; errors: FieldError[] } {
  const errors: FieldError[] = [];
  if (input.countryRaw && !input.country) errors.push({ field: 'country', message: 'Onbekend land' });
  let zipcode = input.zipcode;
  if (zipcode && input.country === 'NL') {
    zipcode = normaliseDutchPostcode(zipcode);
    if (!zipcode)
      errors.push({ field: 'zipcode', message: 'Vul een geldige postcode in, bijvoorbeeld 1234 AB' });
  }
  if (input.phone && !isPlausiblePhone(input.phone)) {
    errors.push({ field: 'phone', message: 'Vul een geldig telefoonnummer in, bijvoorbeeld 06-12345678' });
  }
  return { zipcode, errors };
}
