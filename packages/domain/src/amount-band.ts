// SPEC §5 and §9: amount bands of the collection view, under EUR 25, 25 to under 75, 75 and over.

export type AmountBand = 'low' | 'medium' | 'high';

export function amountBand(cents: number): AmountBand {
  if (cents < 2500) return 'low';
  if (cents < 7500) return 'medium';
  return 'high';
}
