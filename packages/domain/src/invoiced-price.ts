// The one VAT rounding of Hostportaal: what an invoice books for one line of a net price, and so what the
// shop shows as the price incl. btw (Prijsaanduidingsbesluit: a consumer sees what the invoice will ask).

export type InvoicedPrice = { netCents: number; vatCents: number; grossCents: number };

/**
 * One invoice line of `netCents` at `vatRateBp` (2100 = 21%): the VAT is rounded half up to whole cents
 * on the line (DOMAIN-NL §4), the gross is net plus that VAT.
 */
export function invoicedPrice(netCents: number, vatRateBp: number): InvoicedPrice {
  const vatCents = Math.round((netCents * vatRateBp) / 10_000);
  return { netCents, vatCents, grossCents: netCents + vatCents };
}

/** Prices per interval excl. VAT (null = not offered) as the same prices incl. VAT. */
export function grossPricesOf<Prices extends Record<string, number | null>>(
  prices: Prices,
  vatRateBp: number,
): { [Interval in keyof Prices]: number | null } {
  return Object.fromEntries(
    Object.entries(prices).map(([interval, net]) => [
      interval,
      net === null ? null : invoicedPrice(net, vatRateBp).grossCents,
    ]),
  ) as { [Interval in keyof Prices]: number | null };
}
