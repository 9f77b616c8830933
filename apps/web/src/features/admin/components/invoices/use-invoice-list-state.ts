import type { AdminInvoicesQuery } from '@hostportaal/contract';
import { parseEuroToCents } from '@hostportaal/domain';
import { useEffect, useMemo, useState } from 'react';
import { useDebounced } from '../../../../lib/use-debounced';
import type { AdminInvoiceFilters } from '../../api/admin-invoices';

export const SEARCH_DEBOUNCE_MS = 300;

export type InvoiceSortBy = AdminInvoicesQuery['sortBy'];
type SortOrder = AdminInvoicesQuery['sortOrder'];

/** What the filter bar edits: text as typed (amounts in euro), turned into the query only when valid. */
export interface InvoiceFilterForm {
  search: string;
  status: AdminInvoicesQuery['status'] | '';
  kind: AdminInvoicesQuery['kind'] | '';
  from: string;
  to: string;
  minEuro: string;
  maxEuro: string;
}

export const emptyInvoiceFilterForm: InvoiceFilterForm = {
  search: '',
  status: '',
  kind: '',
  from: '',
  to: '',
  minEuro: '',
  maxEuro: '',
};

/** Cents for a filled, valid euro amount; null for empty; 'invalid' for anything else. */
export function euroFilterCents(text: string): number | null | 'invalid' {
  if (text.trim() === '') return null;
  const cents = parseEuroToCents(text);
  return cents === null ? 'invalid' : cents;
}

/** Filters, debounced search, sort and page of the admin invoice list; every filter change goes to page 1. */
export function useInvoiceListState() {
  const [form, setForm] = useState<InvoiceFilterForm>(emptyInvoiceFilterForm);
  const [sort, setSort] = useState<{ sortBy: InvoiceSortBy; sortOrder: SortOrder }>({
    sortBy: 'issueDate',
    sortOrder: 'desc',
  });
  const [page, setPage] = useState(1);
  const search = useDebounced(form.search.trim(), SEARCH_DEBOUNCE_MS);

  // The debounced search lands later than the keystroke: only then does the list go back to page 1.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the settled search text changes
  useEffect(() => setPage(1), [search]);

  const minCents = euroFilterCents(form.minEuro);
  const maxCents = euroFilterCents(form.maxEuro);
  const filters = useMemo<AdminInvoiceFilters>(
    () => ({
      page,
      search: search || undefined,
      status: form.status || undefined,
      kind: form.kind || undefined,
      from: form.from || undefined,
      to: form.to || undefined,
      minAmount: typeof minCents === 'number' ? minCents : undefined,
      maxAmount: typeof maxCents === 'number' ? maxCents : undefined,
      ...sort,
    }),
    [page, search, form.status, form.kind, form.from, form.to, minCents, maxCents, sort],
  );

  const changeFilter = <Key extends keyof InvoiceFilterForm>(key: Key, value: InvoiceFilterForm[Key]) => {
    setForm((current) => ({ ...current, [key]: value }));
    if (key !== 'search') setPage(1);
  };

  const toggleSort = (sortBy: InvoiceSortBy) => {
    setSort((current) => ({
      sortBy,
      sortOrder: current.sortBy === sortBy && current.sortOrder === 'desc' ? 'asc' : 'desc',
    }));
    setPage(1);
  };

  const reset = () => {
    setForm(emptyInvoiceFilterForm);
    setPage(1);
  };

  return {
    form,
    filters,
    amountErrors: { min: minCents === 'invalid', max: maxCents === 'invalid' },
    changeFilter,
    toggleSort,
    reset,
    setPage,
  };
}

export type InvoiceListState = ReturnType<typeof useInvoiceListState>;
