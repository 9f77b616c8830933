import type { AdminUserRow } from '@hostportaal/contract';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import type { FieldControlProps } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { Spinner } from '../../../../components/ui/spinner';
import { classNames } from '../../../../lib/class-names';
import { useCustomerOptions } from '../../api/admin-users';

const DEBOUNCE_MS = 300;
const MIN_SEARCH_LENGTH = 2;

export interface PickedCustomer {
  id: string;
  name: string;
  email: string;
}

interface CustomerPickerProps {
  /** Label, hint and error links from the FormField around the picker. */
  control: FieldControlProps;
  value: PickedCustomer | null;
  onChange: (customer: PickedCustomer | null) => void;
}

function toPicked(user: AdminUserRow): PickedCustomer {
  return { id: user.id, name: `${user.firstname} ${user.lastname}`.trim(), email: user.email };
}

/** A combobox: type part of a name, e-mail or company, then choose one active customer from the list. */
export function NewSubscriptionCustomerPicker({ control, value, onChange }: CustomerPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const label = (customer: PickedCustomer) =>
    t('adminCatalog.subscriptions.form.customerOption', { name: customer.name, email: customer.email });
  const [text, setText] = useState(() => (value ? label(value) : ''));
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const searching = value === null && query.length >= MIN_SEARCH_LENGTH;
  const options = useCustomerOptions(query, searching);
  // Matches of an earlier search are never offered: Enter must choose from what was asked for.
  const fresh = searching && !options.isPlaceholderData && query === text.trim();
  const results = fresh && options.data ? options.data.users.map(toPicked) : [];
  const showPanel = open && value === null && text.trim().length > 0;

  useEffect(() => {
    if (!showPanel) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    // Runs before the dialog's own Escape handler: Escape closes the list first, the dialog only after.
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.target !== inputRef.current) return;
      event.preventDefault();
      setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    window.addEventListener('keydown', closeOnEscape, true);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside);
      window.removeEventListener('keydown', closeOnEscape, true);
    };
  }, [showPanel]);

  const choose = (customer: PickedCustomer) => {
    onChange(customer);
    setText(label(customer));
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + results.length) % results.length);
      return;
    }
    if (event.key === 'Enter' && showPanel) {
      // Enter in the search never submits the form half filled in.
      event.preventDefault();
      const chosen = results[active] ?? (results.length === 1 ? results[0] : undefined);
      if (chosen) choose(chosen);
    }
  };

  return (
    <div className="relative" ref={containerRef}>
      <Input
        {...control}
        ref={inputRef}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        aria-expanded={showPanel}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={showPanel && active >= 0 ? optionId(active) : undefined}
        placeholder={t('adminCatalog.subscriptions.form.customerPlaceholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
          setOpen(true);
          // Editing the text of a chosen customer starts a new search.
          if (value) onChange(null);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <div
        className={classNames(
          'absolute top-full right-0 left-0 z-50 mt-1 max-h-72 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-800 dark:bg-slate-900',
          showPanel ? '' : 'hidden',
        )}
      >
        {text.trim().length < MIN_SEARCH_LENGTH ? (
          <p className="px-2 py-1.5 text-sm text-slate-600 dark:text-slate-400">
            {t('adminCatalog.subscriptions.form.customerMinLength')}
          </p>
        ) : options.isError ? (
          <div role="alert" className="space-y-2 px-2 py-1.5 text-sm text-red-700 dark:text-red-300">
            <p>{t('adminCatalog.subscriptions.form.customerLoadError')}</p>
            <Button type="button" variant="secondary" size="sm" onClick={() => void options.refetch()}>
              {t('adminCatalog.retry')}
            </Button>
          </div>
        ) : !fresh || options.isPending ? (
          <Spinner label={t('adminCatalog.loading')} className="m-2" />
        ) : results.length === 0 ? (
          <p role="status" className="px-2 py-1.5 text-sm text-slate-600 dark:text-slate-400">
            {t('adminCatalog.subscriptions.form.customerNoResults')}
          </p>
        ) : null}
        <div id={listboxId} role="listbox" aria-label={t('adminCatalog.subscriptions.form.customerResults')}>
          {results.map((customer, index) => (
            <div
              key={customer.id}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              // Keeps the focus in the input, so the choice does not close the list before it lands.
              onPointerDown={(event) => event.preventDefault()}
              onClick={() => choose(customer)}
              onKeyDown={() => undefined}
              onMouseEnter={() => setActive(index)}
              className={classNames(
                'cursor-pointer truncate rounded-md px-2 py-1.5 text-sm text-slate-900 dark:text-slate-100',
                index === active ? 'bg-indigo-50 dark:bg-indigo-950/60' : '',
              )}
            >
              {label(customer)}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
