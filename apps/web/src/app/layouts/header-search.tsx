import { Search } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../components/ui/input';

/** Kept in place for the search issue; disabled until it searches something. */
export function HeaderSearch() {
  const { t } = useTranslation();
  const id = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is no landmark in Safari < 17 or jsdom; the role is, everywhere
    <div role="search" className="relative w-full max-w-sm">
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
        disabled
        placeholder={t('header.searchPlaceholder')}
        aria-describedby={`${id}-hint`}
        className="pl-9"
      />
      <span id={`${id}-hint`} className="sr-only">
        {t('header.searchUnavailable')}
      </span>
    </div>
  );
}
