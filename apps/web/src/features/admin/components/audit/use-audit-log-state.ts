import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AuditLogFilters } from '../../api/audit-log';

export const AUDIT_SEARCH_DEBOUNCE_MS = 300;

/** What the filter bar edits; the entity comes from the link (`?entityId=`), not from a field. */
export interface AuditFilterForm {
  search: string;
  actorId: string;
  entityType: string;
  from: string;
  to: string;
}

export const emptyAuditFilterForm: AuditFilterForm = {
  search: '',
  actorId: '',
  entityType: '',
  from: '',
  to: '',
};

/** The value once it has stood still for `delayMs`, and a way to settle it at once (Reset). */
function useDebounced<T>(value: T, delayMs: number): [T, (settled: T) => void] {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return [debounced, setDebounced];
}

/**
 * Filters, debounced search and page of the audit log; every filter change goes back to page 1. A link
 * `?section=audit&entityId=<id>` (a user's detail page) opens the log on that entity; clearing it or Reset
 * takes the parameter out of the address.
 */
export function useAuditLogState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const entityId = searchParams.get('entityId')?.trim() || undefined;
  const [form, setForm] = useState<AuditFilterForm>(emptyAuditFilterForm);
  const [page, setPage] = useState(1);
  const [search, settleSearch] = useDebounced(form.search.trim(), AUDIT_SEARCH_DEBOUNCE_MS);

  // The debounced search and a new linked entity land outside changeFilter: back to page 1 then too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the settled search or entity changes
  useEffect(() => setPage(1), [search, entityId]);

  const datesReversed = form.from !== '' && form.to !== '' && form.from > form.to;
  const filters = useMemo<AuditLogFilters>(
    () => ({
      page,
      search: search || undefined,
      actorId: form.actorId || undefined,
      entityType: form.entityType || undefined,
      entityId,
      from: form.from || undefined,
      to: form.to || undefined,
    }),
    [page, search, form.actorId, form.entityType, entityId, form.from, form.to],
  );

  const changeFilter = <Key extends keyof AuditFilterForm>(key: Key, value: AuditFilterForm[Key]) => {
    setForm((current) => ({ ...current, [key]: value }));
    if (key !== 'search') setPage(1);
  };

  const clearEntity = () =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      params.delete('entityId');
      return params;
    });

  // The search is settled at once too, so no request goes out with the old search and no other filter.
  const reset = () => {
    setForm(emptyAuditFilterForm);
    settleSearch('');
    setPage(1);
    if (entityId) clearEntity();
  };

  return { form, filters, entityId, datesReversed, changeFilter, clearEntity, reset, setPage };
}

export type AuditLogState = ReturnType<typeof useAuditLogState>;
