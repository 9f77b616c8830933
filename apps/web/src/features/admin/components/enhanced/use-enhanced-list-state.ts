import type { EnhancedSubscriptionsQuery, EnhancedTab, PriorityAction } from '@hostportaal/contract';
import { useEffect, useState } from 'react';
import type { EnhancedListQuery } from '../../api/enhanced-subscriptions';

// SPEC §3 filter state: dateRange 30, lastActivity, desc by default. The search waits 400 ms after typing;
// every tab, filter, sort and search change goes back to page 1 and clears the selection (SPEC §4/§5).
export const ENHANCED_SEARCH_DEBOUNCE_MS = 400;

export type EnhancedFilters = Pick<
  EnhancedListQuery,
  'status' | 'riskLevel' | 'collectionStatus' | 'noteType'
>;
export type EnhancedSort = EnhancedSubscriptionsQuery['sortBy'];
export type EnhancedDateRange = 7 | 30 | 90 | 365;
export const DATE_RANGES: readonly EnhancedDateRange[] = [7, 30, 90, 365];

const noFilters: EnhancedFilters = {
  status: undefined,
  riskLevel: undefined,
  collectionStatus: undefined,
  noteType: undefined,
};

/** The collection status filter exists on the collections tab only, the note type on the notes tab only. */
function filtersForTab(
  tab: EnhancedTab,
  { status, riskLevel, collectionStatus, noteType }: EnhancedFilters,
): EnhancedFilters {
  return {
    status,
    riskLevel,
    collectionStatus: tab === 'collections' ? collectionStatus : undefined,
    noteType: tab === 'notes' ? noteType : undefined,
  };
}

export function useEnhancedListState() {
  const [query, setQuery] = useState<EnhancedListQuery>({
    tab: 'overview',
    page: 1,
    dateRange: 30,
    sortBy: 'lastActivity',
    sortOrder: 'desc',
  });
  const [searchText, setSearchText] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const update = (change: (current: EnhancedListQuery) => Partial<EnhancedListQuery>) => {
    setQuery((current) => ({ ...current, ...change(current), page: 1 }));
    setSelected(new Set());
  };

  // Only a search that differs from the applied one starts the timer, so the selection survives idle time.
  useEffect(() => {
    const search = searchText.trim() || undefined;
    if (search === query.search) return;
    const timer = setTimeout(() => {
      setQuery((current) => ({ ...current, search, page: 1 }));
      setSelected(new Set());
    }, ENHANCED_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, query.search]);

  const { search, status, riskLevel, collectionStatus, noteType } = query;

  return {
    query,
    searchText,
    setSearchText,
    /** A search or filter narrows the list: the footer says '(gefilterd)'. */
    isFiltered: Boolean(search || status || riskLevel || collectionStatus || noteType),
    setTab: (tab: EnhancedTab) => update((current) => ({ ...filtersForTab(tab, current), tab })),
    /** A priority action's button: its tab with its filter and nothing else. */
    openAction: (action: PriorityAction) =>
      update(() => ({ ...filtersForTab(action.tab, { ...noFilters, ...action.filter }), tab: action.tab })),
    setFilter: (filters: EnhancedFilters) => update(() => filters),
    clearFilters: () => {
      setSearchText('');
      update(() => ({ ...noFilters, search: undefined }));
    },
    setDateRange: (dateRange: EnhancedDateRange) => update(() => ({ dateRange })),
    setSort: (sortBy: EnhancedSort) => update(() => ({ sortBy })),
    setSortOrder: (sortOrder: EnhancedListQuery['sortOrder']) => update(() => ({ sortOrder })),
    setPage: (page: number) => {
      setQuery((current) => ({ ...current, page }));
      setSelected(new Set());
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

export type EnhancedListState = ReturnType<typeof useEnhancedListState>;
