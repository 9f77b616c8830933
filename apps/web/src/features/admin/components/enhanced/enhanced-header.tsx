import { RefreshCw, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';

/** Title, subtitle, the subscription search (debounced by the list state) and Refresh (SPEC §2). */
export function EnhancedHeader({
  searchText,
  onSearch,
  onRefresh,
  isRefreshing,
}: {
  searchText: string;
  onSearch: (text: string) => void;
  onRefresh: () => void;
  isRefreshing: boolean;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'enhanced' });
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0 space-y-1">
        <h1
          id="page-title"
          className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
        >
          {t('title')}
        </h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('subtitle')}</p>
      </div>
      <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
        <div className="relative min-w-0 flex-1 sm:w-72 sm:flex-none">
          <Label htmlFor="enhanced-search" className="sr-only">
            {t('search.label')}
          </Label>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <Input
            id="enhanced-search"
            type="search"
            className="pl-9"
            value={searchText}
            placeholder={t('search.placeholder')}
            onChange={(event) => onSearch(event.target.value)}
          />
        </div>
        <Button variant="secondary" onClick={onRefresh} isLoading={isRefreshing}>
          {isRefreshing ? null : <RefreshCw className="size-4" aria-hidden="true" />}
          {t('refresh')}
        </Button>
      </div>
    </div>
  );
}
