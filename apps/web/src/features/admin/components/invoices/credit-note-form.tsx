import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminInvoiceDetail, CreditNoteBody } from '@hostportaal/contract';
import { formatCents, parseEuroToCents } from '@hostportaal/domain';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../../components/ui/button';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { Textarea } from '../../../../components/ui/textarea';
import { applyFieldErrors } from '../../../../lib/forms/apply-field-errors';
import { useCreateCreditNote } from '../../api/admin-invoice-actions';
import { mutationErrorText } from '../shell/mutation-error-text';
import {
  CollectionAtBankConfirm,
  isCollectionAtBankRefusal,
  useCollectionAtBankConfirmation,
} from './collection-at-bank-confirm';

// Empty amount = credit everything still creditable; otherwise a part of it, in euro, at most that.
function createCreditNoteFormSchema(t: TFunction, creditableCents: number) {
  return z.object({
    reason: z.string().trim().min(1, t('adminBilling.credit.reasonRequired')).max(1000),
    amount: z.string().refine(
      (text) => {
        if (text.trim() === '') return true;
        const cents = parseEuroToCents(text);
        return cents !== null && cents > 0 && cents <= creditableCents;
      },
      t('adminBilling.credit.amountInvalid', { max: formatCents(creditableCents) }),
    ),
  });
}

// INVOICE_NOT_CREDITABLE and friends: the refusal in the admin screen's English (nl too).
function serverText(error: Error, t: TFunction): string {
  return mutationErrorText(error, t);
}

type CreditNoteFormValues = z.infer<ReturnType<typeof createCreditNoteFormSchema>>;

/** confirmCollectionAtBank: staff saw that the invoice's direct debit is at the bank and credit anyway. */
export function toCreditNoteBody(
  values: CreditNoteFormValues,
  confirmCollectionAtBank = false,
): CreditNoteBody {
  return {
    reason: values.reason.trim(),
    amountCents: values.amount.trim() === '' ? null : parseEuroToCents(values.amount),
    confirmCollectionAtBank,
  };
}

interface CreditNoteFormProps {
  invoice: AdminInvoiceDetail;
  onDone: (creditNoteNumber: string) => void;
  onCancel: () => void;
}

export function CreditNoteForm({ invoice, onDone, onCancel }: CreditNoteFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(
    () => createCreditNoteFormSchema(t, invoice.creditableCents),
    [t, invoice.creditableCents],
  );
  const form = useForm<CreditNoteFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { reason: '', amount: '' },
  });
  const create = useCreateCreditNote();
  const atBank = useCollectionAtBankConfirmation();
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    create.mutate(
      { id: invoice.id, body: toCreditNoteBody(values, atBank.confirmCollectionAtBank) },
      {
        onSuccess: (creditNote) => onDone(creditNote.invoiceNumber),
        onError: (error) => atBank.catchRefusal(error) || applyFieldErrors(error, form.setError, ['reason']),
      },
    ),
  );
  // The at-bank refusal is the warning below, not a failure to retry.
  const failed = create.isError && !isCollectionAtBankRefusal(create.error);

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <h3 className="text-sm font-semibold">{t('adminBilling.credit.title')}</h3>
      <FormField label={t('adminBilling.credit.reason')} error={errors.reason?.message}>
        {(control) => <Textarea {...control} {...form.register('reason')} />}
      </FormField>
      <FormField
        label={t('adminBilling.credit.amount')}
        hint={t('adminBilling.credit.amountHint', { max: formatCents(invoice.creditableCents) })}
        error={errors.amount?.message}
      >
        {(control) => <Input {...control} inputMode="decimal" {...form.register('amount')} />}
      </FormField>
      <CollectionAtBankConfirm
        confirmation={atBank}
        label={t('adminBilling.credit.confirmCollectionAtBank')}
      />
      {failed ? (
        <ErrorWithRetry
          message={t('adminBilling.credit.failed', { error: serverText(create.error, t) })}
          onRetry={() => void submit()}
          isRetrying={create.isPending}
        />
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('adminCatalog.cancel')}
        </Button>
        <Button type="submit" isLoading={create.isPending} disabled={atBank.blocked}>
          {t('adminBilling.credit.submit')}
        </Button>
      </div>
    </form>
  );
}
