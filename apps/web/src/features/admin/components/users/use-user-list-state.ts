import type { AdminUsersQuery } from '@hostportaal/contract';
import { useMemo, useState } from 'react';
import { useDebounced } from '../../../../lib/use-debounced';
import type { AdminUserFilters } from '../../api/admin-users';

// SPEC §9: page size 20, search debounce 500 ms, default sort createdAt descending.
export const USERS_PAGE_SIZE = 20;
export const USER_SEARCH_DEBOUNCE_MS = 500;

export type UserSortBy = AdminUsersQuery['sortBy'];
type SortOrder = AdminUsersQuery['sortOrder'];

export interface UserFilterForm {
  search: string;
  role: AdminUsersQuery['role'];
  status: AdminUsersQuery['status'];
}

/** Search (debounced), filters, sort and page of the user list; every change of what is listed goes to page 1. */
export function useUserListState() {
  const [form, setForm] = useState<UserFilterForm>({ search: '', role: undefined, status: undefined });
  const [sort, setSort] = useState<{ sortBy: UserSortBy; sortOrder: SortOrder }>({
    sortBy: 'createdAt',
    sortOrder: 'desc',
  });
  const search = useDebounced(form.search.trim(), USER_SEARCH_DEBOUNCE_MS);
  // The page belongs to the search it was chosen for: once the settled search text changes, the same render
  // lists page 1, so one request goes out (an effect resetting it afterwards asked for the old page first).
  const [paging, setPaging] = useState({ page: 1, search });
  const page = paging.search === search ? paging.page : 1;
  const setPage = (next: number) => setPaging({ page: next, search });

  const filters = useMemo<AdminUserFilters>(
    () => ({
      page,
      limit: USERS_PAGE_SIZE,
      search: search || undefined,
      role: form.role,
      status: form.status,
      ...sort,
    }),
    [page, search, form.role, form.status, sort],
  );

  const changeFilter = <Key extends keyof UserFilterForm>(key: Key, value: UserFilterForm[Key]) => {
    setForm((current) => ({ ...current, [key]: value }));
    if (key !== 'search') setPage(1);
  };

  const toggleSort = (sortBy: UserSortBy) => {
    setSort((current) => ({
      sortBy,
      sortOrder: current.sortBy === sortBy && current.sortOrder === 'desc' ? 'asc' : 'desc',
    }));
    setPage(1);
  };

  const reset = () => {
    setForm({ search: '', role: undefined, status: undefined });
    setPage(1);
  };

  return { form, filters, sort, changeFilter, toggleSort, reset, setPage };
}

export type UserListState = ReturnType<typeof useUserListState>;
