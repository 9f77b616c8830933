// SPEC §5: payment references are upper-cased and read PAY-YYYY-#### (example PAY-2025-0010).

const PAYMENT_REFERENCE = /^PAY-(\d{4})-(\d{4,})$/;

/** 'PAY-2026-0010'; the sequence has at least four digits and grows beyond 9999. */
export function formatPaymentReference(year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError(`Invalid year: ${year}`);
  if (!Number.isSafeInteger(sequence) || sequence < 0) throw new RangeError(`Invalid sequence: ${sequence}`);
  return `PAY-${year}-${String(sequence).padStart(4, '0')}`;
}

export function isPaymentReference(value: string): boolean {
  return PAYMENT_REFERENCE.test(value);
}

/** What the search field does to typed input: ' pay-2026-0010' → 'PAY-2026-0010'. */
export function normalizePaymentReference(value: string): string {
  return value.trim().toUpperCase();
}
