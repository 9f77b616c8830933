import type { SepaSubscriptionsQuery } from '@hostportaal/contract';
import { parseEuroToCents } from '@hostportaal/domain';
import { useEffect, useState } from 'react';
import type { SepaSubscriptionsListQuery } from '../../api/sepa-management';

// SPEC §5/§9: search waits 500 ms after typing; every filter and sort change goes back to page 1 and
// clears the selection.
export const SEARCH_DEBOUNCE_MS = 500;

export type SepaSort = SepaSubscriptionsQuery['sortBy'];
type Filters = Pick<SepaSubscriptionsListQuery, 'status' | 'paymentStatus' | 'riskLevel'>;

/** '' = no bound; null = not an amount. */
function amountOf(text: string): number | undefined | null {
  if (text.trim() === '') return undefined;
  const cents = parseEuroToCents(text);
  return cents === null || cents < 0 ? null : cents;
}

export function useSepaListState() {
  const [query, setQuery] = useState<SepaSubscriptionsListQuery>({
    page: 1,
    sortBy: 'createdAt',
    sortOrder: 'desc',
  });
  const [searchText, setSearchText] = useState('');
  const [amountText, setAmountText] = useState({ min: '', max: '' });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const update = (change: Partial<SepaSubscriptionsListQuery>) => {
    setQuery((current) => ({ ...current, page: 1, ...change }));
    setSelected(new Set());
  };

  useEffect(() => {
    const search = searchText.trim() || undefined;
    const timer = setTimeout(() => {
      setQuery((current) => (current.search === search ? current : { ...current, search, page: 1 }));
      setSelected(new Set());
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  const amountMin = amountOf(amountText.min);
  const amountMax = amountOf(amountText.max);
  const amountError: 'amountInvalid' | 'amountCrossed' | null =
    amountMin === null || amountMax === null
      ? 'amountInvalid'
      : amountMin !== undefined && amountMax !== undefined && amountMin > amountMax
        ? 'amountCrossed'
        : null;

  // A valid range reaches the server after the same pause as the search; an invalid one never does.
  useEffect(() => {
    if (amountError || amountMin === null || amountMax === null) return;
    const timer = setTimeout(() => {
      setQuery((current) =>
        current.amountMin === amountMin && current.amountMax === amountMax
          ? current
          : { ...current, amountMin, amountMax, page: 1 },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [amountMin, amountMax, amountError]);

  return {
    query,
    searchText,
    setSearchText,
    amountText,
    setAmountText: (change: Partial<typeof amountText>) =>
      setAmountText((current) => ({ ...current, ...change })),
    amountError,
    setPage: (page: number) => {
      setQuery((current) => ({ ...current, page }));
      setSelected(new Set());
    },
    setFilter: (filters: Filters) => update(filters),
    setSort: (sortBy: SepaSort) => update({ sortBy }),
    toggleSortOrder: () => update({ sortOrder: query.sortOrder === 'asc' ? 'desc' : 'asc' }),
    clearFilters: () => {
      setSearchText('');
      setAmountText({ min: '', max: '' });
      update({
        search: undefined,
        status: undefined,
        paymentStatus: undefined,
        riskLevel: undefined,
        amountMin: undefined,
        amountMax: undefined,
      });
    },
    selected,
    toggleSelected: (id: string) =>
      setSelected((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    setSelected,
    clearSelection: () => setSelected(new Set()),
  };
}

export type SepaListState = ReturnType<typeof useSepaListState>;
