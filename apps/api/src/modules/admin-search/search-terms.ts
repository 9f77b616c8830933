import { formatInvoiceNumber, formatPaymentReference } from '@hostportaal/domain';

/** '%' and '_' (and the escape character itself) match only themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/**
 * The smallest string above every string that starts with `prefix` in code-point order, so
 * `column >= prefix AND column < upper` is a btree range over the prefix's matches.
 */
export function prefixUpperBound(prefix: string): string {
  const last = prefix.codePointAt(prefix.length - 1) ?? 0;
  return `${prefix.slice(0, -1)}${String.fromCodePoint(last + 1)}`;
}

export type InvoiceNumberTerms = {
  /**
   * Whole numbers: '2026-000123' typed as such or as '2026-123', or bare digits as the sequence in each
   * numbered year ('123' finds 2026-000123 and 2025-000123).
   */
  exactNumbers: string[];
  /** Prefixes of the number; bare digits are also '<year>-<digits>' for each numbered year. */
  prefixes: string[];
};

const MAX_SEQUENCE = 2_147_483_647;

/**
 * How the query reads as (part of) an invoice number YYYY-NNNNNN: '2026-0001' (a prefix), '2026-123' (also
 * the whole number 2026-000123), '000123' or '123' (the number without its year: every year's, and a prefix
 * of the digits after each year), '2026000123' (typed without the dash). Null when it cannot be one.
 */
export function invoiceNumberTerms(q: string, years: readonly number[]): InvoiceNumberTerms | null {
  const text = q.replace(/^#\s*/, '').trim();
  const withYear = /^(\d{4})-(\d{0,12})$/.exec(text);
  if (withYear) {
    const [, year, digits = ''] = withYear;
    const exactNumbers: string[] = [];
    const sequence = Number(digits);
    if (digits.length > 0 && sequence >= 1 && sequence <= MAX_SEQUENCE) {
      exactNumbers.push(formatInvoiceNumber(Number(year), sequence));
    }
    return { exactNumbers, prefixes: [text] };
  }
  if (!/^\d{1,12}$/.test(text)) return null;
  const sequence = Number(text);
  const prefixes = years.map((year) => `${year}-${text}`);
  // '2026' is the year itself; '2026000123' the number without its dash.
  const head = Number(text.slice(0, 4));
  if (text.length >= 4 && years.includes(head)) prefixes.push(`${head}-${text.slice(4)}`);
  const exactNumbers =
    sequence >= 1 && sequence <= MAX_SEQUENCE ? years.map((year) => formatInvoiceNumber(year, sequence)) : [];
  return { exactNumbers, prefixes: withoutCoveredPrefixes(prefixes) };
}

/** Drops a prefix that another one in the list already covers, so counts do not count a row twice. */
export function withoutCoveredPrefixes(prefixes: readonly string[]): string[] {
  const unique = [...new Set(prefixes)];
  return unique.filter((prefix) => !unique.some((other) => other !== prefix && prefix.startsWith(other)));
}

export type ReferenceTerms = {
  /** Whole references to look up by equality. */
  exact: string[];
  /** The typed text as the start of a reference (references are stored upper-case). */
  prefix: string | null;
};

const PAYMENT_REFERENCE = /^PAY[-\s]?(\d{4})[-\s]?(\d{1,12})$/;

/**
 * Payment references (PAY-YYYY-####), SEPA end-to-end ids and mandate references all carry digits and are
 * stored upper-case: the query is upper-cased; 'pay 2026 42' is PAY-2026-0042; bare digits are a PAY-
 * sequence in any year ('42' → PAY-2026-0042). Null when the query has no digit, so a name costs nothing here.
 */
export function referenceTerms(q: string, years: readonly number[]): ReferenceTerms | null {
  if (!/\d/.test(q)) return null;
  const text = q.trim().toUpperCase();
  const exact = new Set<string>([text]);
  const payment = PAYMENT_REFERENCE.exec(text);
  if (payment) {
    const sequence = Number(payment[2]);
    if (Number.isSafeInteger(sequence)) exact.add(formatPaymentReference(Number(payment[1]), sequence));
  }
  if (/^\d{1,12}$/.test(text)) {
    for (const year of years) exact.add(formatPaymentReference(year, Number(text)));
  }
  // A short fragment such as '12' would be the start of nothing useful; four characters narrow it down.
  const prefix = text.length >= 4 ? (payment ? `PAY-${payment[1]}-${payment[2]}` : text) : null;
  return { exact: [...exact], prefix };
}

const HEX = /^[0-9a-f]+$/;

/**
 * A subscription id typed whole or as its first 8+ hex digits (as ids are usually shown shortened): the
 * uuid range it covers, for a primary-key range scan. Null otherwise.
 */
export function uuidRange(q: string): { from: string; to: string; exact: boolean } | null {
  const hex = q.trim().toLowerCase().replace(/-/g, '');
  if (hex.length < 8 || hex.length > 32 || !HEX.test(hex)) return null;
  const toUuid = (digits: string) =>
    `${digits.slice(0, 8)}-${digits.slice(8, 12)}-${digits.slice(12, 16)}-${digits.slice(16, 20)}-${digits.slice(20)}`;
  return {
    from: toUuid(hex.padEnd(32, '0')),
    to: toUuid(hex.padEnd(32, 'f')),
    exact: hex.length === 32,
  };
}
