// DOMAIN-NL §1: the extrajudicial collection costs (art. 6:96 BW) follow the staffel of art. 2 of the
// Besluit vergoeding voor buitengerechtelijke incassokosten (BIK), on the unpaid principal incl. VAT.

export const MINIMUM_COLLECTION_FEE_CENTS = 4000;
export const MAXIMUM_COLLECTION_FEE_CENTS = 677500;

// Per mille so 0.5% stays an integer: each band's width in cents (null for the rest) and its rate.
const STAFFEL_PER_MILLE: ReadonlyArray<readonly [width: number | null, perMille: number]> = [
  [250_000, 150], // 15% of the first EUR 2,500
  [250_000, 100], // 10% of the next EUR 2,500
  [500_000, 50], // 5% of the next EUR 5,000
  [19_000_000, 10], // 1% of the next EUR 190,000
  [null, 5], // 0.5% of the rest
];

// From EUR 1,000,000 the staffel reaches the maximum; capping here keeps cents × per mille below 2^53.
const PRINCIPAL_AT_MAXIMUM_CENTS = 100_000_000;

/**
 * The BIK collection fee in cents for an unpaid principal in cents (incl. VAT, never interest).
 *
 * Rounding: the staffel is computed exactly in thousandths of a cent and rounded down to whole cents,
 * so the fee is never above the legal amount (15% of EUR 266.67 is EUR 40.0005: EUR 40.00).
 * A principal of 0 is no claim and costs nothing (0); any principal above 0 gets at least EUR 40.
 */
export function collectionFeeCents(principalCents: number): number {
  if (!Number.isSafeInteger(principalCents) || principalCents < 0) {
    throw new RangeError(`principalCents must be a whole number of at least 0, got ${principalCents}`);
  }
  if (principalCents === 0) return 0;
  let remaining = Math.min(principalCents, PRINCIPAL_AT_MAXIMUM_CENTS);
  let thousandthsOfCents = 0;
  for (const [width, perMille] of STAFFEL_PER_MILLE) {
    const inBand = width === null ? remaining : Math.min(remaining, width);
    thousandthsOfCents += inBand * perMille;
    remaining -= inBand;
  }
  const fee = Math.floor(thousandthsOfCents / 1000);
  // BIK art. 2 lid 1: minimum EUR 40
  if (fee < MINIMUM_COLLECTION_FEE_CENTS) return MINIMUM_COLLECTION_FEE_CENTS;
  // BIK art. 2 lid 1: maximum EUR 6,775
  return Math.min(fee, MAXIMUM_COLLECTION_FEE_CENTS);
}
