import type { EnhancedTab, Pagination as PaginationData } from '@hostportaal/contract';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Pagination } from '../../../../components/ui/pagination';

/**
 * 'Toont X van Y abonnementen (gefilterd)' and the server's paging. The overview lists only the first 10,
 * with a way to the whole list on the details tab instead of a pager.
 */
export function EnhancedListFooter({
  tab,
  shown,
  pagination,
  filtered,
  busy,
  onPageChange,
  onShowAll,
}: {
  tab: EnhancedTab;
  shown: number;
  pagination: PaginationData;
  filtered: boolean;
  busy: boolean;
  onPageChange: (page: number) => void;
  onShowAll: () => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'enhanced.table' });
  const total = pagination.totalItems;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t(filtered ? 'summaryFiltered' : 'summary', { shown, total })}
        </p>
        {tab === 'overview' && total > shown ? (
          <Button size="sm" variant="ghost" onClick={onShowAll}>
            {t('showAll')}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Button>
        ) : null}
      </div>
      {tab === 'overview' ? null : (
        <Pagination
          page={pagination.page}
          totalPages={pagination.totalPages}
          totalItems={total}
          onPageChange={onPageChange}
          disabled={busy}
        />
      )}
    </div>
  );
}
