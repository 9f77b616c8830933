// DOMAIN-NL §4 (art. 35a Wet OB): a sequential, unique invoice number in a year series, '2026-000123'.

const INVOICE_NUMBER = /^(\d{4})-(\d{6,})$/;

function assertYear(year: number): void {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError(`Invalid year: ${year}`);
}

function assertSequence(sequence: number): void {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`Invalid sequence: ${sequence}`);
}

/** '2026-000123'; the sequence has at least six digits and grows beyond 999999. */
export function formatInvoiceNumber(year: number, sequence: number): string {
  assertYear(year);
  assertSequence(sequence);
  return `${year}-${String(sequence).padStart(6, '0')}`;
}

/** The year and sequence of an invoice number as formatInvoiceNumber writes it, or null. */
export function parseInvoiceNumber(value: string): { year: number; sequence: number } | null {
  const match = INVOICE_NUMBER.exec(value.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const sequence = Number(match[2]);
  if (year < 1000 || !Number.isSafeInteger(sequence) || sequence < 1) return null;
  // Only the canonical form, so one number cannot be written two ways ('2026-0000123').
  return formatInvoiceNumber(year, sequence) === value.trim() ? { year, sequence } : null;
}
