import type { CreditBalance, CreditEntry } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { Pagination } from '../../../../components/ui/pagination';
import { useApiErrorText } from '../../../../components/ui/screen-words';
import { Spinner } from '../../../../components/ui/spinner';
import { classNames } from '../../../../lib/class-names';
import { formatDateTime } from '../../../../lib/dates/format-date';
import { useCreditEntries } from '../../api/account-credit';
import { useCustomerPayouts } from '../../api/credit-payouts';
import { PayoutList } from './credit-payouts-card';

const muted = 'text-xs text-slate-600 dark:text-slate-400';

/** '+€ 12,50' for credit gained, '−€ 12,50' for credit used or paid back. */
function signedAmount(cents: number): string {
  return `${cents > 0 ? '+' : cents < 0 ? '−' : ''}${formatCents(Math.abs(cents))}`;
}

/** A customer's account credit ledger, newest entry first, paged on the server. */
export function CreditLedgerDialog({
  customer,
  onClose,
}: {
  customer: CreditBalance | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminCredit.ledger' });
  return (
    <Dialog
      open={customer !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="lg"
      title={t('title', { name: customer?.customerName ?? '' })}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('close')}
        </Button>
      }
    >
      {customer ? <LedgerEntries key={customer.userId} userId={customer.userId} /> : null}
    </Dialog>
  );
}

function LedgerEntries({ userId }: { userId: string }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminCredit.ledger' });
  const errorText = useApiErrorText('adminErrors');
  const [page, setPage] = useState(1);
  const ledger = useCreditEntries(userId, page);
  const data = ledger.data;
  if (ledger.isError)
    return (
      <ErrorWithRetry
        message={t('loadError', { error: errorText(ledger.error) })}
        onRetry={() => void ledger.refetch()}
        isRetrying={ledger.isFetching}
      />
    );
  if (!data) return <Spinner label={t('loading')} />;
  return (
    <div className="space-y-3" aria-busy={ledger.isFetching || undefined}>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {data.balance ? t('description', { balance: formatCents(data.balance.balanceCents) }) : t('noCredit')}
        {data.balance && data.balance.payingBackCents > 0
          ? ` ${t('payingBack', { amount: formatCents(data.balance.payingBackCents) })}`
          : ''}
      </p>
      <CustomerPayouts userId={userId} />
      {data.entries.length === 0 ? (
        <p className={`${muted} py-4 text-center`}>{t('empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {data.entries.map((entry) => (
            <LedgerEntry key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
      <Pagination
        keyPrefix="adminOverview.pagination"
        page={data.pagination.page}
        totalPages={data.pagination.totalPages}
        totalItems={data.pagination.totalItems}
        onPageChange={setPage}
        disabled={ledger.isFetching}
      />
    </div>
  );
}

function LedgerEntry({ entry }: { entry: CreditEntry }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminCredit.ledger' });
  const documents = [
    entry.invoiceNumber ? t('invoice', { number: entry.invoiceNumber }) : null,
    entry.creditNoteNumber ? t('creditNote', { number: entry.creditNoteNumber }) : null,
    entry.refundIban ? t('refundTo', { iban: entry.refundIban }) : null,
  ].filter((text): text is string => text !== null);
  return (
    <li data-testid="credit-entry" className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0 space-y-0.5">
        <p className="font-medium text-slate-900 dark:text-slate-100">{t(`kinds.${entry.kind}`)}</p>
        {documents.length > 0 ? <p className="text-sm break-words">{documents.join(' · ')}</p> : null}
        <p className={muted}>
          <span className="sr-only">{t('columns.date')}: </span>
          {formatDateTime(entry.createdAt)}
          {' · '}
          <span className="sr-only">{t('columns.by')}: </span>
          {entry.createdByName ?? t('automatic')}
        </p>
      </div>
      <p
        className={classNames(
          'shrink-0 font-semibold whitespace-nowrap tabular-nums',
          entry.amountCents > 0 ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400',
        )}
      >
        <span className="sr-only">{t('columns.amount')}: </span>
        {signedAmount(entry.amountCents)}
      </p>
    </li>
  );
}

/** The customer's paybacks, under way or done, above the ledger. */
function CustomerPayouts({ userId }: { userId: string }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminCredit.ledger' });
  const payouts = useCustomerPayouts(userId);
  if (!payouts.data || payouts.data.length === 0) return null;
  return (
    <section aria-label={t('payouts')} className="space-y-1">
      <h3 className="text-sm font-medium text-slate-900 dark:text-slate-100">{t('payouts')}</h3>
      <PayoutList payouts={payouts.data} />
    </section>
  );
}
