import type { CreditBalance } from '@hostportaal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { Pagination } from '../../../../components/ui/pagination';
import { useApiErrorText } from '../../../../components/ui/screen-words';
import { Spinner } from '../../../../components/ui/spinner';
import { useCreditBalances } from '../../api/account-credit';
import { AccountCreditFilters } from './account-credit-filters';
import { AccountCreditStats } from './account-credit-stats';
import { AccountCreditTable, type CreditRowAction } from './account-credit-table';
import { CreditLedgerDialog } from './credit-ledger-dialog';
import { CreditPaybackDialog } from './credit-payback-dialog';
import { CreditPayoutsCard } from './credit-payouts-card';
import { CreditRefundDialog } from './credit-refund-dialog';
import { useAccountCreditListState } from './use-account-credit-list-state';

const mutedText = 'py-6 text-center text-sm text-slate-600 dark:text-slate-400';

/**
 * Payments → Account credit (issue 27): what we owe customers, with the totals, a server-side search and
 * filter, each customer's ledger and the refunds finance records once the money has left the bank.
 */
export function AccountCreditCard() {
  const { t } = useTranslation('translation', { keyPrefix: 'adminCredit' });
  const errorText = useApiErrorText('adminErrors');
  const state = useAccountCreditListState();
  const list = useCreditBalances(state.query);
  const data = list.data;
  const [ledgerOf, setLedgerOf] = useState<CreditBalance | null>(null);
  const [refundFor, setRefundFor] = useState<CreditBalance | null>(null);
  const [paybackFor, setPaybackFor] = useState<CreditBalance | null>(null);
  const onAction = (action: CreditRowAction, balance: CreditBalance) =>
    action === 'ledger'
      ? setLedgerOf(balance)
      : action === 'payback'
        ? setPaybackFor(balance)
        : setRefundFor(balance);

  return (
    <div className="space-y-6">
      {data ? <AccountCreditStats totals={data.totals} /> : null}
      <Card>
        <CardHeader>
          <CardTitle>{t('title')}</CardTitle>
          <CardDescription>{t('description')}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <AccountCreditFilters {...state} />
          {list.isPending ? <Spinner label={t('loading')} /> : null}
          {list.isError ? (
            <ErrorWithRetry
              message={t('loadError', { error: errorText(list.error) })}
              onRetry={() => void list.refetch()}
              isRetrying={list.isFetching}
            />
          ) : null}
          {data && !list.isError ? (
            data.balances.length === 0 ? (
              <div className={mutedText}>
                <p>{state.filtered ? t('emptyFiltered') : t('empty')}</p>
                {state.filtered ? (
                  <Button variant="ghost" size="sm" className="mt-2" onClick={state.clear}>
                    {t('filters.clear')}
                  </Button>
                ) : null}
              </div>
            ) : (
              <div aria-busy={list.isFetching || undefined} className="space-y-2">
                <AccountCreditTable balances={data.balances} onAction={onAction} />
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {t('summary', { shown: data.balances.length, total: data.pagination.totalItems })}
                </p>
              </div>
            )
          ) : null}
          {data ? (
            <Pagination
              keyPrefix="adminOverview.pagination"
              page={data.pagination.page}
              totalPages={data.pagination.totalPages}
              totalItems={data.pagination.totalItems}
              onPageChange={state.setPage}
              disabled={list.isFetching}
            />
          ) : null}
        </CardContent>
      </Card>
      <CreditPayoutsCard />
      <CreditLedgerDialog customer={ledgerOf} onClose={() => setLedgerOf(null)} />
      <CreditRefundDialog balance={refundFor} onClose={() => setRefundFor(null)} />
      <CreditPaybackDialog balance={paybackFor} onClose={() => setPaybackFor(null)} />
    </div>
  );
}
