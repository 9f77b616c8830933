import { formatCents } from '@hostportaal/domain';
import { Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Dialog } from '../../../../components/ui/dialog';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { useApiErrorText } from '../../../../components/ui/screen-words';
import { useBillingRuns, useStartBillingRun } from '../../api/billing-runs';
import { BillingRunFlags } from './billing-run-flags';
import { BillingRunList } from './billing-run-list';

/** "Run billing now" with a confirmation, the outcome of the run started here, and the last runs. */
export function BillingRunCard() {
  const { t } = useTranslation();
  const errorText = useApiErrorText('adminErrors');
  const runs = useBillingRuns();
  const start = useStartBillingRun();
  const [confirming, setConfirming] = useState(false);
  // The POST answers 202 while the run may still be working: follow it in the (polled) list.
  const startedId = start.data?.id ?? null;
  const started = runs.data?.find((run) => run.id === startedId) ?? start.data ?? null;

  const confirm = () => {
    setConfirming(false);
    start.mutate();
  };

  return (
    <Card>
      <CardHeader className="flex flex-wrap items-start justify-between gap-4 sm:flex-row">
        <div className="space-y-1.5">
          <CardTitle>{t('adminBilling.run.title')}</CardTitle>
          <CardDescription>{t('adminBilling.run.description')}</CardDescription>
        </div>
        <Button onClick={() => setConfirming(true)} isLoading={start.isPending}>
          <Play className="size-4" aria-hidden="true" />
          {t('adminBilling.run.start')}
        </Button>
      </CardHeader>
      <CardContent className="space-y-4">
        {start.isError ? (
          <ErrorWithRetry
            message={t('adminBilling.run.failed', { error: errorText(start.error) })}
            onRetry={() => start.mutate()}
            isRetrying={start.isPending}
          />
        ) : null}
        {started?.status === 'running' ? <Alert variant="info">{t('adminBilling.run.running')}</Alert> : null}
        {started?.status === 'finished' ? (
          <Alert variant="success">
            {t('adminBilling.run.result', {
              count: started.invoicesCreated,
              total: formatCents(started.totalCents),
            })}
          </Alert>
        ) : null}
        {started?.status === 'failed' ? (
          <Alert variant="error">{t('adminBilling.run.runFailed', { error: started.error ?? '' })}</Alert>
        ) : null}
        {runs.isError ? (
          <ErrorWithRetry
            message={t('adminBilling.run.loadError', { error: errorText(runs.error) })}
            onRetry={() => void runs.refetch()}
            isRetrying={runs.isFetching}
          />
        ) : (
          <>
            <BillingRunFlags runs={runs.data} />
            <BillingRunList runs={runs.data} isLoading={runs.isPending} />
          </>
        )}
      </CardContent>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        size="sm"
        title={t('adminBilling.run.confirmTitle')}
        description={t('adminBilling.run.confirmText')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('adminCatalog.cancel')}
            </Button>
            <Button onClick={confirm}>{t('adminBilling.run.confirm')}</Button>
          </>
        }
      >
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('adminBilling.run.confirmNote')}</p>
      </Dialog>
    </Card>
  );
}
