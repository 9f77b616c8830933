import { type ArrangementStatusValue, arrangementStatusSchema } from '@hostportaal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { FilterSelect } from '../../../../components/ui/filter-select';
import { Pagination } from '../../../../components/ui/pagination';
import { Spinner } from '../../../../components/ui/spinner';
import type { ArrangementRunResult as RunResult } from '../../api/arrangement-actions';
import { useArrangements } from '../../api/arrangements';
import { mutationErrorText } from '../shell/mutation-error-text';
import { ArrangementDetailDialog } from './arrangement-detail-dialog';
import { ArrangementRunButton } from './arrangement-run-button';
import { ArrangementRunResult } from './arrangement-run-result';
import { ArrangementStats } from './arrangement-stats';
import { useArrangementWords } from './arrangement-words';
import { ArrangementsTable } from './arrangements-table';

const mutedText = 'py-6 text-center text-sm text-slate-600 dark:text-slate-400';

/**
 * Collection Center → Payment arrangements (issue 30): the figures, the server-paged list with a status
 * filter, each arrangement's detail with its actions, and the daily check by hand.
 */
export function ArrangementsCard() {
  const { t } = useTranslation('translation', { keyPrefix: 'adminArrangements' });
  const { t: tRoot } = useTranslation();
  const words = useArrangementWords();
  // Another status starts at page 1.
  const [query, setQuery] = useState<{ page: number; status?: ArrangementStatusValue | undefined }>({
    page: 1,
  });
  const { status } = query;
  const setStatus = (next: ArrangementStatusValue | undefined) => setQuery({ page: 1, status: next });
  const list = useArrangements(query);
  const data = list.data;
  const [openId, setOpenId] = useState<string | null>(null);
  const [runResult, setRunResult] = useState<RunResult | null>(null);

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <CardTitle>{t('title')}</CardTitle>
          <CardDescription>{t('description')}</CardDescription>
        </div>
        <ArrangementRunButton onRun={setRunResult} />
      </CardHeader>
      <CardContent className="space-y-4">
        {runResult ? <ArrangementRunResult result={runResult} onDismiss={() => setRunResult(null)} /> : null}
        <ArrangementStats counts={data?.counts} failed={list.isError && !data} />
        <div className="max-w-xs">
          <FilterSelect
            id="arrangements-status"
            label={t('filters.status')}
            value={status}
            options={arrangementStatusSchema.options}
            allLabel={t('filters.all')}
            optionLabel={(option) => words.t(`status.${option}`)}
            onChange={setStatus}
          />
        </div>
        {list.isError ? (
          <ErrorWithRetry
            message={t('loadError', { message: mutationErrorText(list.error, tRoot) })}
            onRetry={() => void list.refetch()}
            isRetrying={list.isFetching}
          />
        ) : null}
        {data ? (
          data.arrangements.length === 0 ? (
            <div className={mutedText}>
              <p>{status ? t('emptyFiltered') : t('empty')}</p>
              {status ? (
                <Button variant="ghost" size="sm" className="mt-2" onClick={() => setStatus(undefined)}>
                  {t('filters.clear')}
                </Button>
              ) : null}
            </div>
          ) : (
            <div aria-busy={list.isFetching || undefined} className="space-y-2">
              <ArrangementsTable arrangements={data.arrangements} onOpen={(row) => setOpenId(row.id)} />
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {t('summary', { shown: data.arrangements.length, total: data.pagination.totalItems })}
              </p>
              <Pagination
                keyPrefix="adminOverview.pagination"
                page={data.pagination.page}
                totalPages={data.pagination.totalPages}
                totalItems={data.pagination.totalItems}
                onPageChange={(page) => setQuery({ page, status })}
                disabled={list.isFetching}
              />
            </div>
          )
        ) : list.isPending ? (
          <Spinner label={t('loading')} />
        ) : null}
      </CardContent>
      <ArrangementDetailDialog arrangementId={openId} onClose={() => setOpenId(null)} />
    </Card>
  );
}
