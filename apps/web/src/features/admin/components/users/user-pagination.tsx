import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { pageWindow, shownRange } from './page-window';

interface UserPaginationProps {
  page: number;
  totalPages: number;
  total: number;
  limit: number;
  disabled: boolean;
  onPageChange: (page: number) => void;
  /** The navigation's name and the summary, when the list is not the users list. */
  label?: string;
  summary?: (range: { from: number; to: number; total: number }) => string;
}

/** 'Showing x-y of z users', First/Previous, up to five page buttons, Next/Last (SPEC §2). */
export function UserPagination({
  page,
  totalPages,
  total,
  limit,
  disabled,
  onPageChange,
  label,
  summary,
}: UserPaginationProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminUsers.pagination' });
  const range = shownRange(page, limit, total);
  const go = (target: number) => () => onPageChange(target);
  return (
    <nav aria-label={label ?? t('label')} className="flex flex-wrap items-center justify-between gap-3 pt-2">
      <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
        {summary ? summary({ ...range, total }) : t('showing', { from: range.from, to: range.to, total })}
      </p>
      {totalPages > 1 ? (
        <div className="flex flex-wrap items-center gap-1">
          <Button size="sm" variant="secondary" onClick={go(1)} disabled={disabled || page <= 1}>
            {t('first')}
          </Button>
          <Button size="sm" variant="secondary" onClick={go(page - 1)} disabled={disabled || page <= 1}>
            {t('previous')}
          </Button>
          {pageWindow(page, totalPages).map((number) => (
            <Button
              key={number}
              size="sm"
              variant={number === page ? 'primary' : 'ghost'}
              onClick={go(number)}
              disabled={disabled}
              aria-current={number === page ? 'page' : undefined}
              aria-label={t('page', { page: number })}
            >
              {number}
            </Button>
          ))}
          <Button
            size="sm"
            variant="secondary"
            onClick={go(page + 1)}
            disabled={disabled || page >= totalPages}
          >
            {t('next')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={go(totalPages)}
            disabled={disabled || page >= totalPages}
          >
            {t('last')}
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
