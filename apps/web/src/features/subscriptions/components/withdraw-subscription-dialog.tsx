import type { CustomerSubscription, WithdrawalResult } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { apiErrorText } from '../../../lib/api/api-error-text';
import { formatDateShort } from '../../../lib/dates/format-date';
import { useWithdrawSubscription } from '../api/withdraw-subscription';

interface WithdrawSubscriptionDialogProps {
  subscription: CustomerSubscription | null;
  onClose: () => void;
}

/** Herroepen (art. 6:230o BW): what it means, then the credit note it made. */
export function WithdrawSubscriptionDialog({ subscription, onClose }: WithdrawSubscriptionDialogProps) {
  const { t } = useTranslation();
  const withdraw = useWithdrawSubscription();
  const [result, setResult] = useState<WithdrawalResult | null>(null);
  const close = () => {
    setResult(null);
    withdraw.reset();
    onClose();
  };
  if (!subscription) return null;
  const doneText = result?.creditNote
    ? t('withdraw.done', {
        number: result.creditNote.invoiceNumber,
        amount: formatCents(result.creditedCents),
        kept: formatCents(result.keptCents),
      })
    : t('withdraw.doneNothing');
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t('withdraw.title', { title: subscription.title })}
      footer={
        result ? (
          <Button onClick={close}>{t('common.close')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close}>
              {t('withdraw.cancel')}
            </Button>
            <Button
              variant="danger"
              isLoading={withdraw.isPending}
              onClick={() => withdraw.mutate(subscription.id, { onSuccess: setResult })}
            >
              {t('withdraw.confirm')}
            </Button>
          </>
        )
      }
    >
      {result ? (
        <div className="space-y-3">
          <Alert variant="success">{doneText}</Alert>
          <Link
            to="/dashboard/invoices"
            className="inline-block text-sm font-medium text-indigo-700 underline hover:no-underline dark:text-indigo-300"
          >
            {t('withdraw.toInvoices')}
          </Link>
        </div>
      ) : (
        <div className="space-y-3 text-sm text-slate-700 dark:text-slate-300">
          <p>{t('withdraw.intro')}</p>
          <p>{t('withdraw.proRata')}</p>
          {subscription.withdrawableUntil ? (
            <p className="font-medium">
              {t('withdraw.until', { date: formatDateShort(subscription.withdrawableUntil) })}
            </p>
          ) : null}
          {withdraw.error ? <Alert variant="error">{apiErrorText(withdraw.error, t)}</Alert> : null}
        </div>
      )}
    </Dialog>
  );
}
