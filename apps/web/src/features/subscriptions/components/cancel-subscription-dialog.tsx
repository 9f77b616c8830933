import { CANCELLATION_REASON_MAX, type CustomerSubscription } from '@hostportaal/contract';
import { amsterdamToday, lastServiceDay } from '@hostportaal/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api/api-error';
import { formatDateShort } from '../../../lib/dates/format-date';
import { useCancelSubscription } from '../api/cancel-subscription';

// SPEC §2/§9: the customer page's toasts vanish after 3 seconds.
const TOAST_DURATION_MS = 3000;

interface CancelSubscriptionDialogProps {
  subscription: CustomerSubscription | null;
  onClose: () => void;
}

export function CancelSubscriptionDialog({ subscription, onClose }: CancelSubscriptionDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const formId = useId();
  const cancel = useCancelSubscription();
  const [reason, setReason] = useState('');
  const [showRequired, setShowRequired] = useState(false);
  const [serverError, setServerError] = useState<string | undefined>();
  const isEmpty = reason.trim() === '';

  const close = () => {
    setReason('');
    setShowRequired(false);
    setServerError(undefined);
    cancel.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!subscription || cancel.isPending) return;
    if (isEmpty) {
      setShowRequired(true);
      return;
    }
    cancel.mutate(
      { id: subscription.id, reason: reason.trim() },
      {
        onSuccess: () => {
          toast(t('subscriptionsPage.cancel.success'), { tone: 'success', duration: TOAST_DURATION_MS });
          close();
        },
        onError: (error) => {
          const reasonError = isApiError(error)
            ? error.details.find((detail) => detail.field === 'reason')?.message
            : undefined;
          setServerError(reasonError);
          toast(t('subscriptionsPage.cancel.failed'), { tone: 'error', duration: TOAST_DURATION_MS });
        },
      },
    );
  };

  // The last paid day, the day before the next billing date: what the API stores as the end date.
  const endDate = lastServiceDay(subscription?.nextBillingDate ?? null, amsterdamToday(new Date()));
  const reasonError = showRequired && isEmpty ? t('subscriptionsPage.cancel.reasonRequired') : serverError;

  return (
    <Dialog
      open={subscription !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t('subscriptionsPage.cancel.dialogTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('subscriptionsPage.cancel.keep')}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="danger"
            disabled={isEmpty}
            isLoading={cancel.isPending}
          >
            {cancel.isPending
              ? t('subscriptionsPage.cancel.submitting')
              : t('subscriptionsPage.cancel.confirm')}
          </Button>
        </>
      }
    >
      {subscription ? (
        <form id={formId} onSubmit={submit} noValidate className="space-y-4">
          <div className="space-y-2 text-sm text-slate-700 dark:text-slate-300">
            <p>{t('subscriptionsPage.cancel.intro', { title: subscription.title })}</p>
            <p className="font-medium text-slate-900 dark:text-white">
              {t('subscriptionsPage.cancel.until', { date: formatDateShort(endDate) })}
            </p>
            <p>{t('subscriptionsPage.cancel.noMoreInvoices')}</p>
          </div>
          <FormField
            label={t('subscriptionsPage.cancel.reasonLabel')}
            hint={t('subscriptionsPage.cancel.reasonHint')}
            error={reasonError}
          >
            {(control) => (
              <Textarea
                {...control}
                value={reason}
                maxLength={CANCELLATION_REASON_MAX}
                required
                onChange={(event) => {
                  setReason(event.target.value);
                  setServerError(undefined);
                }}
                onBlur={() => setShowRequired(true)}
                onKeyDown={(event) => {
                  // Ctrl/Cmd+Enter sends the form from the text area.
                  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(event);
                }}
              />
            )}
          </FormField>
        </form>
      ) : null}
    </Dialog>
  );
}
