import type { ProvisioningAccount } from '@hostportaal/contract';
import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { Pagination } from '../../../../components/ui/pagination';
import { useApiErrorText } from '../../../../components/ui/screen-words';
import { Spinner } from '../../../../components/ui/spinner';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../../components/ui/table';
import { formatDateTime } from '../../../../lib/dates/format-date';
import { type AccountFilter, useProvisioningAccounts, useRetryAccount } from '../../api/provisioning';
import { mutationErrorText } from '../shell/mutation-error-text';

const FILTERS: readonly AccountFilter[] = ['all', 'failing'];
const muted = 'text-xs text-slate-600 dark:text-slate-400';
const stateTone = {
  pending: 'warning',
  active: 'success',
  suspended: 'danger',
  terminated: 'neutral',
} as const satisfies Record<ProvisioningAccount['state'], string>;

/** Hosting accounts, paged on the server, with their last failure and a retry for the failing ones. */
export function AccountsCard() {
  const { t } = useTranslation();
  const errorText = useApiErrorText('adminErrors');
  const [filter, setFilter] = useState<AccountFilter>('all');
  const [page, setPage] = useState(1);
  const accounts = useProvisioningAccounts(filter, page);
  const data = accounts.data;
  // One retry for the card: its outcome stays in view even when the account leaves the 'failing' list.
  const retry = useRetryAccount();

  return (
    <Card>
      <CardHeader className="flex flex-wrap items-start justify-between gap-2 sm:flex-row">
        <div className="space-y-1.5">
          <CardTitle>{t('adminHosting.accounts.title')}</CardTitle>
          <CardDescription>{t('adminHosting.accounts.description')}</CardDescription>
        </div>
        {data ? (
          <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {t('adminHosting.accounts.count', { count: data.pagination.totalItems })}
          </p>
        ) : null}
      </CardHeader>
      <CardContent className="space-y-4">
        <fieldset className="flex items-center gap-2">
          <legend className="sr-only">{t('adminHosting.accounts.filterLabel')}</legend>
          <span aria-hidden="true" className="text-sm font-medium text-slate-700 dark:text-slate-300">
            {t('adminHosting.accounts.filterLabel')}
          </span>
          <div className="inline-flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
            {FILTERS.map((option) => (
              <Button
                key={option}
                size="sm"
                variant={filter === option ? 'secondary' : 'ghost'}
                aria-pressed={filter === option}
                onClick={() => {
                  setFilter(option);
                  setPage(1);
                }}
              >
                {t(`adminHosting.accounts.filters.${option}`)}
              </Button>
            ))}
          </div>
        </fieldset>
        <RetryOutcome retry={retry} />
        {accounts.isPending ? <Spinner label={t('adminHosting.accounts.loading')} /> : null}
        {accounts.isError ? (
          <ErrorWithRetry
            message={t('adminHosting.accounts.loadError', { error: errorText(accounts.error) })}
            onRetry={() => void accounts.refetch()}
            isRetrying={accounts.isFetching}
            retryLabel={t('adminHosting.retry')}
          />
        ) : null}
        {data && !accounts.isError ? (
          data.accounts.length === 0 ? (
            <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">
              {filter === 'failing'
                ? t('adminHosting.accounts.emptyFailing')
                : t('adminHosting.accounts.empty')}
            </p>
          ) : (
            // At 1366 px every column fits beside the sidebar (issue 20): the Retry of a failing account
            // stands under its error instead of in a column of its own.
            <Table dense>
              <TableHead>
                <tr>
                  <TableHeaderCell>{t('adminHosting.accounts.table.customer')}</TableHeaderCell>
                  <TableHeaderCell>{t('adminHosting.accounts.table.subscription')}</TableHeaderCell>
                  <TableHeaderCell>{t('adminHosting.accounts.table.account')}</TableHeaderCell>
                  <TableHeaderCell>{t('adminHosting.accounts.table.state')}</TableHeaderCell>
                  <TableHeaderCell>{t('adminHosting.accounts.table.problem')}</TableHeaderCell>
                </tr>
              </TableHead>
              <TableBody>
                {data.accounts.map((account) => (
                  <AccountRow
                    key={account.id}
                    account={account}
                    onRetry={() => retry.mutate(account.id)}
                    retrying={retry.isPending && retry.variables === account.id}
                  />
                ))}
              </TableBody>
            </Table>
          )
        ) : null}
        {data && !accounts.isError ? (
          <Pagination
            keyPrefix="adminOverview.pagination"
            page={data.pagination.page}
            totalPages={data.pagination.totalPages}
            totalItems={data.pagination.totalItems}
            onPageChange={setPage}
            disabled={accounts.isFetching}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}

function AccountRow({
  account,
  onRetry,
  retrying,
}: {
  account: ProvisioningAccount;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation();
  const failing = account.lastError !== null;
  return (
    <TableRow data-testid="provisioning-account-row">
      <TableCell className="max-w-56">
        <span className="block font-medium wrap-anywhere">{account.customerName}</span>
        <span className={`${muted} block break-all`}>{account.customerEmail}</span>
      </TableCell>
      <TableCell className="max-w-64">
        <span className="block wrap-anywhere">{account.subscriptionTitle}</span>
        <span className={`${muted} block wrap-anywhere`}>
          {account.domain ?? t('adminHosting.accounts.gameServer')} ·{' '}
          {/* The panel's package: an identifier staff type into the panel (translate="no"). */}
          <span translate="no">{account.package}</span>
        </span>
      </TableCell>
      <TableCell>
        <span className="block font-mono text-xs" translate="no">
          {account.username}
        </span>
        <span className={`${muted} block whitespace-nowrap`}>
          {t('adminHosting.accounts.onServer', { server: account.serverName })}
        </span>
      </TableCell>
      <TableCell>
        <Badge tone={stateTone[account.state]}>{t(`adminHosting.accounts.states.${account.state}`)}</Badge>
      </TableCell>
      <TableCell className="min-w-48 max-w-72">
        {failing ? (
          <div className="space-y-1">
            {/* The panel's reason as it gave it, with the identifiers it names: quoted, not translated. */}
            <span className="block text-sm wrap-anywhere text-red-700 dark:text-red-300" translate="no">
              {account.lastError}
            </span>
            <span className={`${muted} block`}>
              {[
                t('adminHosting.accounts.attempts', { count: account.attempts }),
                !account.retryable
                  ? t('adminHosting.accounts.waitsForAdmin')
                  : account.nextAttemptAt
                    ? t('adminHosting.accounts.nextAttempt', { time: formatDateTime(account.nextAttemptAt) })
                    : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
            <Button
              variant="secondary"
              size="sm"
              onClick={onRetry}
              isLoading={retrying}
              aria-label={t('adminHosting.accounts.retryLabel', { username: account.username })}
            >
              <RotateCw className="size-4" aria-hidden="true" />
              {t('adminHosting.accounts.retry')}
            </Button>
          </div>
        ) : (
          <span className={muted}>{t('adminHosting.none')}</span>
        )}
      </TableCell>
    </TableRow>
  );
}

function RetryOutcome({ retry }: { retry: ReturnType<typeof useRetryAccount> }) {
  const { t } = useTranslation();
  if (retry.isError)
    return (
      <ErrorWithRetry
        message={t('adminHosting.accounts.retryError', { error: mutationErrorText(retry.error, t) })}
        onRetry={() => retry.variables && retry.mutate(retry.variables)}
        isRetrying={retry.isPending}
        retryLabel={t('adminHosting.retry')}
        onDismiss={retry.reset}
      />
    );
  const account = retry.data;
  if (!account || retry.isPending) return null;
  return account.lastError ? (
    <Alert
      variant="error"
      title={account.username}
      onDismiss={retry.reset}
      dismissLabel={t('adminHosting.close')}
    >
      {t('adminHosting.accounts.retryStillFailing', { error: account.lastError })}
    </Alert>
  ) : (
    <Alert
      variant="success"
      title={account.username}
      onDismiss={retry.reset}
      dismissLabel={t('adminHosting.close')}
    >
      {t('adminHosting.accounts.retryDone', { state: t(`adminHosting.accounts.states.${account.state}`) })}
    </Alert>
  );
}
