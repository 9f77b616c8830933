import type { CreditBalanceQuery } from '@hostportaal/contract';
import { useMemo, useState } from 'react';
import { useDebounced } from '../../../../lib/use-debounced';
import { CREDIT_PAGE_SIZE } from '../../api/account-credit';

// As the other admin lists (SPEC §9): the search asks the server once typing settles for 500 ms.
export const CREDIT_SEARCH_DEBOUNCE_MS = 500;

export type CreditShow = CreditBalanceQuery['show'];

/** Search (debounced), the All / To pay back filter and the page; a change of what is listed goes to page 1. */
export function useAccountCreditListState() {
  const [searchText, setSearchText] = useState('');
  const [show, setShowValue] = useState<CreditShow>('all');
  const search = useDebounced(searchText.trim(), CREDIT_SEARCH_DEBOUNCE_MS);
  // The page belongs to the search and filter it was chosen for, so a new search asks page 1 at once.
  const [paging, setPaging] = useState({ page: 1, search, show });
  const page = paging.search === search && paging.show === show ? paging.page : 1;
  const setPage = (next: number) => setPaging({ page: next, search, show });

  const query = useMemo<CreditBalanceQuery>(
    () => ({ page, limit: CREDIT_PAGE_SIZE, show, ...(search ? { search } : {}) }),
    [page, search, show],
  );

  return {
    query,
    searchText,
    setSearchText,
    show,
    setShow: setShowValue,
    setPage,
    filtered: searchText.trim() !== '' || show !== 'all',
    clear: () => {
      setSearchText('');
      setShowValue('all');
    },
  };
}

export type AccountCreditListState = ReturnType<typeof useAccountCreditListState>;
