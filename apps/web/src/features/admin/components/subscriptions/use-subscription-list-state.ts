import type { AdminSubscriptionsQuery } from '@hostportaal/contract';
import { useEffect, useState } from 'react';
import type { AdminSubscriptionsListQuery } from '../../api/admin-subscriptions';

// SPEC §5/§9: search waits 500 ms after typing and, like every filter and sort change, goes back to page 1.
export const SEARCH_DEBOUNCE_MS = 500;

export type SubscriptionSort = AdminSubscriptionsQuery['sortBy'];
type Filters = Pick<AdminSubscriptionsListQuery, 'status' | 'serviceStatus' | 'packageId'>;

export function useSubscriptionListState() {
  const [query, setQuery] = useState<AdminSubscriptionsListQuery>({
    page: 1,
    sortBy: 'createdAt',
    sortOrder: 'desc',
  });
  const [searchText, setSearchText] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const update = (change: Partial<AdminSubscriptionsListQuery>) => {
    setQuery((current) => ({ ...current, page: 1, ...change }));
    setSelected(new Set());
  };

  useEffect(() => {
    const search = searchText.trim() || undefined;
    const timer = setTimeout(() => {
      setQuery((current) => (current.search === search ? current : { ...current, search, page: 1 }));
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  return {
    query,
    searchText,
    setSearchText,
    setPage: (page: number) => update({ page }),
    setFilter: (filters: Filters) => update(filters),
    /** A new column sorts ascending; the same column again flips the order. */
    sortOn: (sortBy: SubscriptionSort) =>
      update({
        sortBy,
        sortOrder: query.sortBy === sortBy && query.sortOrder === 'asc' ? 'desc' : 'asc',
      }),
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

export type SubscriptionListState = ReturnType<typeof useSubscriptionListState>;
