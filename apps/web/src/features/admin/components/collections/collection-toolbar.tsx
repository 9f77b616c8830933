import type { DunningRunResultView } from '@hostportaal/contract';
import { Play, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { useToast } from '../../../../components/ui/toast';
import {
  type CollectionCasesListQuery,
  useDownloadCollectionExport,
  useRunDunning,
} from '../../api/collections';
import { mutationErrorText } from '../shell/mutation-error-text';
import { CollectionExportMenu, type ExportFormat } from './collection-export-menu';

/**
 * Refresh, Export Report (of the current filters) and Run dunning now, each ending in a toast; the run's
 * result also goes to `onRun` (the customers it could not take further are listed with their reason).
 */
export function CollectionToolbar({
  query,
  onRefresh,
  isRefreshing,
  onRun: onRunDone,
}: {
  query: CollectionCasesListQuery;
  onRefresh: () => void;
  isRefreshing: boolean;
  onRun: (result: DunningRunResultView) => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminCollections' });
  const { t: tRoot } = useTranslation();
  const toast = useToast();
  const exportReport = useDownloadCollectionExport();
  const runDunning = useRunDunning();

  const onExport = (format: ExportFormat) => {
    const { page: _page, ...filters } = query;
    exportReport.mutate(
      { ...filters, format },
      {
        onSuccess: (filename) => toast(t('toasts.exported', { filename }), { tone: 'success' }),
        onError: (error) =>
          toast(t('toasts.exportFailed', { message: mutationErrorText(error, tRoot) }), { tone: 'error' }),
      },
    );
  };

  const onRun = () =>
    runDunning.mutate(undefined, {
      onSuccess: (result) => {
        const { failures: _failures, ...counts } = result;
        toast(t('toasts.dunningRun', counts), { tone: result.failed > 0 ? 'error' : 'success' });
        onRunDone(result);
      },
      onError: (error) =>
        toast(t('toasts.dunningFailed', { message: mutationErrorText(error, tRoot) }), { tone: 'error' }),
    });

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" onClick={onRefresh} isLoading={isRefreshing}>
        {isRefreshing ? null : <RefreshCw className="size-4" aria-hidden="true" />}
        {t('refresh')}
      </Button>
      <CollectionExportMenu busy={exportReport.isPending} onExport={onExport} />
      <Button onClick={onRun} isLoading={runDunning.isPending}>
        {runDunning.isPending ? null : <Play className="size-4" aria-hidden="true" />}
        {t('runDunning')}
      </Button>
    </div>
  );
}
