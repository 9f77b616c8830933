import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminSubscription, adminCancelSubscriptionBodySchema } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { FormField } from '../../../../components/ui/form-field';
import { Textarea } from '../../../../components/ui/textarea';
import { useToast } from '../../../../components/ui/toast';
import { useCancelSubscription } from '../../api/admin-subscription-actions';
import {
  CollectionAtBankConfirm,
  isCollectionAtBankRefusal,
  useCollectionAtBankConfirmation,
} from '../invoices/collection-at-bank-confirm';
import { mutationErrorText } from '../shell/mutation-error-text';

type CreditNote = { invoiceNumber: string; totalCents: number };

interface CancelSubscriptionFormProps {
  subscription: AdminSubscription;
  onDone: (subscription: AdminSubscription) => void;
  onBack: () => void;
  /** Closes the dialog after an immediate cancellation, once its credit note has been shown. */
  onClose: () => void;
}

/** At period end (service runs until the paid period ends) or at once, with a credit note for the rest. */
export function CancelSubscriptionForm({
  subscription,
  onDone,
  onBack,
  onClose,
}: CancelSubscriptionFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const cancel = useCancelSubscription();
  const [creditNote, setCreditNote] = useState<CreditNote | null>(null);
  const schema = useMemo(
    () =>
      adminCancelSubscriptionBodySchema.extend({
        reason: z.string().trim().min(1, t('adminCatalog.subscriptions.cancel.reasonRequired')).max(1000),
      }),
    [t],
  );
  const { register, handleSubmit, watch, formState } = useForm({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { mode: 'period_end' as const, reason: '' },
  });
  const reasonEmpty = watch('reason').trim() === '';
  // Only an immediate cancellation credits the invoice, so only it can meet a direct debit at the bank.
  const immediately = watch('mode') === 'immediately';
  const atBank = useCollectionAtBankConfirmation();

  const submit = handleSubmit((body) =>
    cancel.mutate(
      {
        id: subscription.id,
        body: { ...body, confirmCollectionAtBank: immediately && atBank.confirmCollectionAtBank },
      },
      {
        onSuccess: (data) => {
          toast(t('adminCatalog.subscriptions.cancel.done'), { tone: 'success' });
          if (data.creditNote) setCreditNote(data.creditNote);
          else onDone(data.subscription);
        },
        onError: atBank.catchRefusal,
      },
    ),
  );
  const failed = cancel.error && !isCollectionAtBankRefusal(cancel.error) ? cancel.error : null;

  if (creditNote) {
    return (
      <div className="space-y-4">
        <Alert variant="success" title={t('adminCatalog.subscriptions.cancel.done')}>
          {t('adminCatalog.subscriptions.cancel.creditNote', {
            number: creditNote.invoiceNumber,
            amount: formatCents(creditNote.totalCents),
          })}
        </Alert>
        <div className="flex justify-end">
          <Button onClick={onClose}>{t('adminCatalog.close')}</Button>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {failed ? <Alert variant="error">{mutationErrorText(failed, t)}</Alert> : null}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {t('adminCatalog.subscriptions.cancel.mode')}
        </legend>
        {(['period_end', 'immediately'] as const).map((mode) => (
          <label key={mode} className="flex items-start gap-2 text-sm">
            <input type="radio" value={mode} className="mt-0.5 accent-indigo-600" {...register('mode')} />
            <span>
              <span className="font-medium">{t(`adminCatalog.subscriptions.cancel.modes.${mode}`)}</span>
              <span className="block text-xs text-slate-600 dark:text-slate-400">
                {t(`adminCatalog.subscriptions.cancel.modeHints.${mode}`)}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <FormField
        label={t('adminCatalog.subscriptions.cancel.reason')}
        error={formState.errors.reason?.message}
      >
        {(control) => <Textarea {...control} rows={3} maxLength={1000} {...register('reason')} />}
      </FormField>
      {immediately ? (
        <CollectionAtBankConfirm
          confirmation={atBank}
          label={t('adminCatalog.subscriptions.cancel.confirmCollectionAtBank')}
        />
      ) : null}
      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
        <Button type="button" variant="secondary" onClick={onBack}>
          {t('adminCatalog.back')}
        </Button>
        <Button
          type="submit"
          variant="danger"
          disabled={reasonEmpty || (immediately && atBank.blocked)}
          isLoading={cancel.isPending}
        >
          {t('adminCatalog.subscriptions.cancel.submit')}
        </Button>
      </div>
    </form>
  );
}
