import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

interface PaginationProps {
  page: number;
  totalPages: number;
  totalItems: number;
  onPageChange: (page: number) => void;
  disabled?: boolean;
  /** Where the pager's texts live: the customer screens' Dutch by default, the admin screens' English. */
  keyPrefix?: 'common.pagination' | 'adminOverview.pagination';
}

/** Previous / next for a list paged on the server, with "Pagina X van Y". */
export function Pagination({
  page,
  totalPages,
  totalItems,
  onPageChange,
  disabled,
  keyPrefix = 'common.pagination',
}: PaginationProps) {
  const { t } = useTranslation(undefined, { keyPrefix });
  if (totalItems === 0) return null;
  return (
    <nav aria-label={t('label')} className="flex items-center justify-between gap-4 pt-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('pageOf', { page, totalPages })}</p>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onPageChange(page - 1)}
          disabled={disabled || page <= 1}
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
          {t('previous')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onPageChange(page + 1)}
          disabled={disabled || page >= totalPages}
        >
          {t('next')}
          <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
