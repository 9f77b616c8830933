// SPEC §3 and §9: billing intervals and their labels; an unknown interval falls back to monthly.

export const BILLING_INTERVALS = ['monthly', 'quarterly', 'half-yearly', 'annually'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

const MONTHS: Record<BillingInterval, number> = { monthly: 1, quarterly: 3, 'half-yearly': 6, annually: 12 };

const LABELS: Record<BillingInterval, string> = {
  monthly: '/maand',
  quarterly: '/kwartaal',
  'half-yearly': '/6 maanden',
  annually: '/jaar',
};

const NAMES: Record<BillingInterval, string> = {
  monthly: 'maandelijks',
  quarterly: 'per kwartaal',
  'half-yearly': 'halfjaarlijks',
  annually: 'jaarlijks',
};

// SPEC §3: the customer overview also sends 'month' and 'year'.
const ALIASES = new Map<string, BillingInterval>([
  ['month', 'monthly'],
  ['year', 'annually'],
]);

export function isBillingInterval(value: unknown): value is BillingInterval {
  return typeof value === 'string' && (BILLING_INTERVALS as readonly string[]).includes(value);
}

/** Reads any interval text; 'month' and 'year' are aliases and anything unknown is monthly (SPEC §9). */
export function toBillingInterval(value: string | null | undefined): BillingInterval {
  if (isBillingInterval(value)) return value;
  return ALIASES.get(value ?? '') ?? 'monthly';
}

export function intervalMonths(interval: BillingInterval): number {
  return MONTHS[interval];
}

/** '/maand', '/kwartaal', '/6 maanden', '/jaar' behind a price. */
export function intervalLabel(interval: string | null | undefined): string {
  return LABELS[toBillingInterval(interval)];
}

/** 'maandelijks', 'per kwartaal', 'halfjaarlijks', 'jaarlijks'. */
export function intervalName(interval: string | null | undefined): string {
  return NAMES[toBillingInterval(interval)];
}

/** A package's price per interval in cents; null = not offered for that interval. */
export type IntervalPrices = Record<BillingInterval, number | null>;

/** The intervals a package is sold for, in the usual order. */
export function offeredIntervals(prices: IntervalPrices): BillingInterval[] {
  return BILLING_INTERVALS.filter((interval) => prices[interval] !== null);
}

/** Monthly when offered, as most customers pay that way; otherwise the shortest interval there is. */
export function defaultInterval(prices: IntervalPrices): BillingInterval | null {
  const offered = offeredIntervals(prices);
  return offered.includes('monthly') ? 'monthly' : (offered[0] ?? null);
}

/** The amount per month, rounded half up to whole cents, for the 'total monthly amount'. */
export function monthlyEquivalentCents(amountCents: number, interval: string | null | undefined): number {
  if (!Number.isSafeInteger(amountCents)) throw new RangeError(`Expected whole cents, got ${amountCents}`);
  const months = intervalMonths(toBillingInterval(interval));
  const quotient = Math.floor(amountCents / months);
  const remainder = amountCents - quotient * months;
  return remainder * 2 >= months ? quotient + 1 : quotient;
}
