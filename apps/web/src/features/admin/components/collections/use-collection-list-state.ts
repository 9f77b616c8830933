import type { CollectionCasesQuery } from '@hostportaal/contract';
import { useEffect, useRef, useState } from 'react';
import type { CollectionCasesListQuery } from '../../api/collections';

// The search waits 300 ms after typing; every filter, sort and search change goes back to page 1 and clears
// the selection (SPEC §4/§5).
export const COLLECTION_SEARCH_DEBOUNCE_MS = 300;

export type CollectionSort = CollectionCasesQuery['sortBy'];
export type CollectionFilters = Pick<CollectionCasesListQuery, 'stage' | 'riskLevel' | 'amountBand'>;

export function useCollectionListState() {
  const [query, setQuery] = useState<CollectionCasesListQuery>({
    page: 1,
    sortBy: 'daysOverdue',
    sortOrder: 'desc',
  });
  const [searchText, setSearchText] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const update = (change: Partial<CollectionCasesListQuery>) => {
    setQuery((current) => ({ ...current, ...change, page: 1 }));
    setSelected(new Set());
  };

  // The search that reached the query: only a different one resets the page and the selection.
  const appliedSearch = useRef<string | undefined>(undefined);
  useEffect(() => {
    const search = searchText.trim() || undefined;
    if (search === appliedSearch.current) return;
    const timer = setTimeout(() => {
      appliedSearch.current = search;
      setQuery((current) => ({ ...current, search, page: 1 }));
      setSelected(new Set());
    }, COLLECTION_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  return {
    query,
    searchText,
    setSearchText,
    setPage: (page: number) => {
      setQuery((current) => ({ ...current, page }));
      setSelected(new Set());
    },
    setFilter: (filters: CollectionFilters) => update(filters),
    /** A new column sorts descending first; the same column flips the order. */
    toggleSort: (sortBy: CollectionSort) =>
      update({
        sortBy,
        sortOrder: query.sortBy === sortBy && query.sortOrder === 'desc' ? 'asc' : 'desc',
      }),
    clearFilters: () => {
      setSearchText('');
      appliedSearch.current = undefined;
      update({ search: undefined, stage: undefined, riskLevel: undefined, amountBand: undefined });
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

export type CollectionListState = ReturnType<typeof useCollectionListState>;
