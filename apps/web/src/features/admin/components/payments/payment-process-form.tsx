import { manualPaymentMethodSchema } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Checkbox } from '../../../../components/ui/checkbox';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { Textarea } from '../../../../components/ui/textarea';
import { useManualPaymentTexts } from './manual-payment-texts';
import type { ManualPaymentState, PaymentFormValues } from './use-manual-payment';

type ProcessProps = Pick<
  ManualPaymentState,
  'form' | 'changeForm' | 'canReactivate' | 'process' | 'isProcessing' | 'processError' | 'lookup'
>;

/** Step 3: the amount received (euro, prefilled with the open amount), method, notes and, for a suspended
 * subscription, its reactivation. */
export function PaymentProcessForm({
  form,
  changeForm,
  canReactivate,
  process,
  isProcessing,
  processError,
  lookup,
}: ProcessProps) {
  const { t } = useTranslation();
  const prefix = useManualPaymentTexts();
  // A direct debit at the bank is debited anyway: booking needs the confirmation (the API requires it too).
  const atBank = lookup?.invoice?.collectionAtBank ?? null;
  const unconfirmed = atBank !== null && !form.confirmCollectionAtBank;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        process();
      }}
      className="space-y-4"
    >
      <h3 className="text-sm font-semibold">{t(`${prefix}.manualPayment.stepProcess`)}</h3>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField label={t(`${prefix}.manualPayment.amount`)}>
          {(control) => (
            <Input
              {...control}
              type="number"
              step="0.01"
              min="0"
              inputMode="decimal"
              value={form.amount}
              onChange={(event) => changeForm('amount', event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t(`${prefix}.manualPayment.method`)}>
          {(control) => (
            <Select
              {...control}
              value={form.paymentMethod}
              onChange={(event) =>
                changeForm('paymentMethod', event.target.value as PaymentFormValues['paymentMethod'])
              }
            >
              {manualPaymentMethodSchema.options.map((method) => (
                <option key={method} value={method}>
                  {t(`${prefix}.manualPayment.methods.${method}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <FormField label={t(`${prefix}.manualPayment.notes`)}>
        {(control) => (
          <Textarea
            {...control}
            maxLength={2000}
            value={form.notes}
            onChange={(event) => changeForm('notes', event.target.value)}
          />
        )}
      </FormField>
      {canReactivate ? (
        <Checkbox
          label={t(`${prefix}.manualPayment.reactivate`)}
          checked={form.reactivateSubscription}
          onChange={(event) => changeForm('reactivateSubscription', event.target.checked)}
        />
      ) : null}
      {atBank ? (
        <Checkbox
          label={t(`${prefix}.manualPayment.confirmCollectionAtBank`)}
          checked={form.confirmCollectionAtBank}
          onChange={(event) => changeForm('confirmCollectionAtBank', event.target.checked)}
        />
      ) : null}
      {processError ? <Alert variant="error">{processError}</Alert> : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={form.amount.trim() === '' || unconfirmed} isLoading={isProcessing}>
          {t(`${prefix}.manualPayment.process`)}
        </Button>
      </div>
    </form>
  );
}
