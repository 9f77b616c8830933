import {
  ADMIN_SEARCH_GROUPS,
  ADMIN_SEARCH_MAX_LENGTH,
  ADMIN_SEARCH_MIN_LENGTH,
  type AdminSearchData,
  type AdminSearchGroupId,
  type AdminSearchResult,
} from '@hostportaal/contract';
import { Search } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Spinner } from '../../../../components/ui/spinner';
import { classNames } from '../../../../lib/class-names';
import { useAdminSearch } from '../../api/admin-search';
import { mutationErrorText } from './mutation-error-text';
import { useSectionAccess } from './use-section-access';

export const ADMIN_SEARCH_DEBOUNCE_MS = 300;

/** Where '/' must stay a character: a field, an editor. */
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

function flatten(
  data: AdminSearchData | undefined,
  groups: readonly AdminSearchGroupId[],
): AdminSearchResult[] {
  return data ? groups.flatMap((group) => data[group].results) : [];
}

/**
 * The Administration Dashboard header's global search (issue 7): a WAI-ARIA combobox whose listbox groups
 * users, subscriptions, invoices and payment references. ArrowDown/ArrowUp move through the results, Home/End
 * jump to the first/last while one is highlighted, Enter opens it, Escape closes the list and then clears the
 * text; '/' or Ctrl/Cmd+K focuses the field from anywhere on the page.
 */
export function AdminGlobalSearch() {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSearch' });
  const { t: tRoot } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), ADMIN_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const search = useAdminSearch(query);
  const typed = text.trim();
  const ready = query.length >= ADMIN_SEARCH_MIN_LENGTH && typed.length >= ADMIN_SEARCH_MIN_LENGTH;
  // Results of the previous query stay on screen while the next one loads.
  const current = ready && search.data && !search.isError ? search.data : undefined;
  // Each group opens the section of its name: a role sees only the groups it may open (issue 18).
  const { mayOpen } = useSectionAccess();
  const groups = useMemo(() => ADMIN_SEARCH_GROUPS.filter(mayOpen), [mayOpen]);
  const results = useMemo(() => flatten(current, groups), [current, groups]);
  const waiting = ready && (search.isPending || search.isPlaceholderData || typed !== query);

  useEffect(() => {
    const focusSearch = (event: globalThis.KeyboardEvent) => {
      const shortcut =
        (event.key === '/' &&
          !event.ctrlKey &&
          !event.metaKey &&
          !event.altKey &&
          !isEditable(event.target)) ||
        ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k');
      if (!shortcut) return;
      event.preventDefault();
      inputRef.current?.focus();
      inputRef.current?.select();
      setOpen(true);
    };
    document.addEventListener('keydown', focusSearch);
    return () => document.removeEventListener('keydown', focusSearch);
  }, []);

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [open]);

  // The highlighted result stays in view when the list scrolls (jsdom has no scrollIntoView).
  useEffect(() => {
    if (active >= 0)
      document.getElementById(`${id}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, id]);

  const showPanel = open && typed.length > 0;
  const highlighted = showPanel && active >= 0 && active < results.length ? active : -1;

  const go = (result: AdminSearchResult) => {
    setOpen(false);
    setText('');
    setQuery('');
    setActive(-1);
    void navigate(result.link);
  };

  const move = (next: number) => {
    setOpen(true);
    setActive(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!showPanel) {
          setOpen(true);
          return;
        }
        if (count === 0) return;
        const down = event.key === 'ArrowDown';
        if (highlighted < 0) move(down ? 0 : count - 1);
        else move((highlighted + (down ? 1 : -1) + count) % count);
        return;
      }
      case 'Home':
      case 'End':
        // Only while a result is highlighted; otherwise they move the caret in the text.
        if (highlighted < 0 || count === 0) return;
        event.preventDefault();
        move(event.key === 'Home' ? 0 : count - 1);
        return;
      case 'Enter': {
        const chosen = highlighted >= 0 ? results[highlighted] : undefined;
        if (!chosen) return;
        event.preventDefault();
        go(chosen);
        return;
      }
      case 'Escape':
        event.preventDefault();
        if (showPanel) {
          setOpen(false);
          setActive(-1);
        } else {
          setText('');
          setQuery('');
          setActive(-1);
        }
        return;
      default:
    }
  };

  const status = !showPanel
    ? ''
    : !ready
      ? t('hint')
      : search.isError
        ? t('error', { error: mutationErrorText(search.error, tRoot) })
        : waiting
          ? t('searching')
          : results.length === 0
            ? t('noResults', { q: query })
            : t('resultCount', { count: results.length });

  let position = -1;

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is no landmark in Safari < 17 or jsdom; the role is, everywhere
    <div role="search" className="relative w-full min-w-0 sm:w-80" ref={containerRef}>
      <label htmlFor={id} className="sr-only">
        {t('label')}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
      />
      <Input
        ref={inputRef}
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        maxLength={ADMIN_SEARCH_MAX_LENGTH}
        aria-expanded={showPanel}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-haspopup="listbox"
        aria-keyshortcuts="/ Control+K Meta+K"
        aria-activedescendant={highlighted >= 0 ? optionId(highlighted) : undefined}
        placeholder={t('placeholder')}
        title={t('shortcutHint')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={(event) => {
          if (!containerRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
        }}
        onKeyDown={onKeyDown}
        className="pr-9 pl-9"
      />
      {waiting && showPanel ? (
        <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-slate-500">
          <Spinner />
        </span>
      ) : (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 hidden -translate-y-1/2 rounded border border-slate-300 px-1.5 text-xs text-slate-500 sm:block dark:border-slate-700 dark:text-slate-400"
        >
          /
        </span>
      )}
      <p role="status" className="sr-only">
        {status}
      </p>
      <div
        className={classNames(
          // On a phone the list takes the screen's width (the field shares its row with Refresh).
          'absolute top-full left-0 z-50 mt-2 max-h-[70vh] w-[calc(100vw-2rem)] overflow-y-auto rounded-xl border border-slate-200 bg-white p-2 shadow-lg sm:right-0 sm:left-auto sm:w-[28rem] dark:border-slate-800 dark:bg-slate-900',
          showPanel ? '' : 'hidden',
        )}
      >
        {!ready ? (
          <p className="px-2 py-1.5 text-sm text-slate-600 dark:text-slate-400">{t('hint')}</p>
        ) : search.isError ? (
          <div className="space-y-2 px-2 py-1.5">
            <p className="text-sm text-red-700 dark:text-red-300">
              {t('error', { error: mutationErrorText(search.error, tRoot) })}
            </p>
            <Button size="sm" variant="secondary" onClick={() => void search.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : waiting && results.length === 0 ? (
          <p className="flex items-center gap-2 px-2 py-1.5 text-sm text-slate-600 dark:text-slate-400">
            <Spinner />
            {t('searching')}
          </p>
        ) : !waiting && results.length === 0 ? (
          <p className="px-2 py-1.5 text-sm text-slate-600 dark:text-slate-400">
            {t('noResults', { q: query })}
          </p>
        ) : null}
        <div
          id={listboxId}
          role="listbox"
          aria-label={t('results')}
          aria-busy={waiting || undefined}
          className={waiting ? 'opacity-70' : undefined}
        >
          {current
            ? groups.map((group) => {
                const found = current[group];
                if (found.results.length === 0) return null;
                const headingId = `${id}-${group}`;
                return (
                  // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role="group"; a fieldset is for form controls
                  <div key={group} role="group" aria-labelledby={headingId} className="py-1">
                    <p className="flex items-baseline justify-between gap-2 px-2 py-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
                      <span id={headingId}>{t(`groups.${group}`)}</span>
                      <span className="font-normal normal-case">
                        {t(found.totalIsCapped ? 'shownCapped' : 'shown', {
                          shown: found.results.length,
                          total: found.total,
                        })}
                      </span>
                    </p>
                    {found.results.map((result) => {
                      position += 1;
                      const index = position;
                      const selected = index === highlighted;
                      return (
                        <div
                          key={`${result.kind}-${result.id}`}
                          id={optionId(index)}
                          role="option"
                          tabIndex={-1}
                          aria-selected={selected}
                          onPointerDown={(event) => event.preventDefault()}
                          onClick={() => go(result)}
                          onKeyDown={() => undefined}
                          onMouseMove={() => {
                            if (active !== index) setActive(index);
                          }}
                          className={classNames(
                            'flex cursor-pointer flex-col rounded-lg px-2 py-1.5 text-sm text-slate-900 dark:text-slate-100',
                            selected ? 'bg-indigo-50 dark:bg-indigo-950/60' : '',
                          )}
                        >
                          <span className="flex min-w-0 items-baseline justify-between gap-2">
                            <span className="truncate font-medium">{result.label}</span>
                            {group === 'payments' ? (
                              <span className="shrink-0 text-xs text-slate-600 dark:text-slate-400">
                                {t(`kinds.${result.kind}`)}
                              </span>
                            ) : null}
                          </span>
                          {result.detail ? (
                            <span className="truncate text-xs text-slate-600 dark:text-slate-400">
                              {result.detail}
                            </span>
                          ) : null}
                        </div>
                      );
                    })}
                  </div>
                );
              })
            : null}
        </div>
      </div>
    </div>
  );
}
