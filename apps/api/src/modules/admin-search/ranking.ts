import type { AdminSearchMatch } from '@hostportaal/contract';

/** 0 exact, 1 prefix, 2 contains: the order results are shown in. */
export type Ranked = { rank: number | string };

const matches: readonly AdminSearchMatch[] = ['exact', 'prefix', 'contains'];

export function rankToMatch(rank: number | string): AdminSearchMatch {
  return matches[Number(rank)] ?? 'contains';
}
