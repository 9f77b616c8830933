import type { AdminSubscription } from '@hostportaal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { FormField } from '../../../../components/ui/form-field';
import { Textarea } from '../../../../components/ui/textarea';
import { useToast } from '../../../../components/ui/toast';
import { type ReasonAction, useReasonAction } from '../../api/admin-subscription-actions';
import { mutationErrorText } from '../shell/mutation-error-text';

interface ReasonActionFormProps {
  subscription: AdminSubscription;
  action: ReasonAction;
  onDone: (subscription: AdminSubscription) => void;
  onCancel: () => void;
}

/** Pause, resume or reactivate, with an optional reason for the audit trail. */
export function ReasonActionForm({ subscription, action, onDone, onCancel }: ReasonActionFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const run = useReasonAction();
  const [reason, setReason] = useState('');
  const submit = () =>
    run.mutate(
      { id: subscription.id, action, reason: reason.trim() },
      {
        onSuccess: (data) => {
          toast(t(`adminCatalog.subscriptions.actions.${action}Done`), { tone: 'success' });
          onDone(data.subscription);
        },
      },
    );

  return (
    <div className="space-y-4">
      {run.error ? <Alert variant="error">{mutationErrorText(run.error, t)}</Alert> : null}
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t(`adminCatalog.subscriptions.actions.${action}Text`, { title: subscription.title })}
      </p>
      <FormField label={t('adminCatalog.subscriptions.actions.reason')}>
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            maxLength={1000}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </FormField>
      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
        <Button variant="secondary" onClick={onCancel}>
          {t('adminCatalog.back')}
        </Button>
        <Button onClick={submit} isLoading={run.isPending}>
          {t(`adminCatalog.subscriptions.actions.${action}`)}
        </Button>
      </div>
    </div>
  );
}
