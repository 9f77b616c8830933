import type { SearchResult } from '@hostportaal/contract';
import { Search } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, useSearch } from '../../features/search/api/search';
import { classNames } from '../../lib/class-names';

const DEBOUNCE_MS = 300;
const groups = ['invoices', 'subscriptions', 'tickets'] as const;

/** Searches the customer's own invoices, subscriptions and tickets; a combobox with a grouped listbox. */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const search = useSearch(query);
  const ready = query.length >= SEARCH_MIN_LENGTH;
  const results: SearchResult[] = useMemo(
    () => (ready && search.data ? groups.flatMap((group) => search.data[group]) : []),
    [ready, search.data],
  );

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [open]);

  const go = (result: SearchResult) => {
    setOpen(false);
    setText('');
    setQuery('');
    void navigate(result.link);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      setOpen(false);
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + results.length) % results.length);
      return;
    }
    if (event.key === 'Enter') {
      const chosen = results[active] ?? (results.length === 1 ? results[0] : undefined);
      if (chosen) {
        event.preventDefault();
        go(chosen);
      }
    }
  };

  const showPanel = open && text.trim().length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;
  let index = -1;

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is no landmark in Safari < 17 or jsdom; the role is, everywhere
    <div role="search" className="relative w-full max-w-sm" ref={containerRef}>
      <label htmlFor={id} className="sr-only">
        {t('header.searchLabel')}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
      />
      <Input
        id={id}
        type="search"
        role="combobox"
        autoComplete="off"
        maxLength={SEARCH_MAX_LENGTH}
        aria-expanded={showPanel}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={showPanel && active >= 0 ? optionId(active) : undefined}
        placeholder={t('header.searchPlaceholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        className="pl-9"
      />
      <div
        className={classNames(
          'absolute top-full right-0 left-0 z-50 mt-2 max-h-96 overflow-y-auto rounded-xl border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-800 dark:bg-slate-900',
          showPanel ? '' : 'hidden',
        )}
      >
        {!ready ? (
          <p className="px-2 py-1.5 text-sm text-slate-600 dark:text-slate-400">{t('header.searchHint')}</p>
        ) : search.isError ? (
          <p role="alert" className="px-2 py-1.5 text-sm text-red-700 dark:text-red-300">
            {t('header.searchError')}
          </p>
        ) : search.isPending ? (
          <Spinner label={t('app.loading')} className="m-2" />
        ) : results.length === 0 ? (
          <p role="status" className="px-2 py-1.5 text-sm text-slate-600 dark:text-slate-400">
            {t('header.searchNoResults')}
          </p>
        ) : null}
        <div id={listboxId} role="listbox" aria-label={t('header.searchResults')}>
          {ready && search.data
            ? groups.map((group) =>
                search.data[group].length === 0 ? null : (
                  // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role="group"; a fieldset is for form controls
                  <div key={group} role="group" aria-labelledby={`${id}-${group}`} className="py-1">
                    <p
                      id={`${id}-${group}`}
                      className="px-2 py-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
                    >
                      {t(`header.searchGroups.${group}`)}
                    </p>
                    {search.data[group].map((result) => {
                      index += 1;
                      const position = index;
                      return (
                        <div
                          key={result.id}
                          id={optionId(position)}
                          role="option"
                          tabIndex={-1}
                          aria-selected={position === active}
                          onPointerDown={(event) => event.preventDefault()}
                          onClick={() => go(result)}
                          onKeyDown={() => undefined}
                          onMouseEnter={() => setActive(position)}
                          className={classNames(
                            'flex cursor-pointer items-center justify-between gap-3 rounded-lg px-2 py-1.5 text-sm text-slate-900 dark:text-slate-100',
                            position === active ? 'bg-indigo-50 dark:bg-indigo-950/60' : '',
                          )}
                        >
                          <span className="truncate">{result.label}</span>
                          {result.detail ? (
                            <span className="shrink-0 text-xs text-slate-600 dark:text-slate-400">
                              {result.detail}
                            </span>
                          ) : null}
                        </div>
                      );
                    })}
                  </div>
                ),
              )
            : null}
        </div>
      </div>
    </div>
  );
}
