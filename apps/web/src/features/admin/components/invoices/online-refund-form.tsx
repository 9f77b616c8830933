import { zodResolver } from '@hookform/resolvers/zod';
import { centsToEuroString, formatCents, parseEuroToCents } from '@hostportaal/domain';
import type { TFunction } from 'i18next';
import { useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../../components/ui/button';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { useRequestOnlineRefund } from '../../api/online-refunds';
import { mutationErrorText } from '../shell/mutation-error-text';

// Staff refund (part of) what an online payment paid on this invoice through Mollie (issue 29). The full
// refundable amount is filled in; a part is allowed, never more than the server says may still be refunded.

function refundFormSchema(t: TFunction, refundableCents: number) {
  return z.object({
    amount: z.string().superRefine((text, context) => {
      const cents = parseEuroToCents(text);
      if (cents === null || cents < 1)
        context.addIssue({ code: 'custom', message: t('adminOnlinePayments.refund.amountInvalid') });
      else if (cents > refundableCents)
        context.addIssue({
          code: 'custom',
          message: t('adminOnlinePayments.refund.amountTooHigh', { amount: formatCents(refundableCents) }),
        });
    }),
    description: z.string().max(200),
  });
}
type RefundFormValues = z.infer<ReturnType<typeof refundFormSchema>>;

interface OnlineRefundFormProps {
  invoiceId: string;
  invoiceNumber: string;
  refundableCents: number;
  onDone: (amountCents: number) => void;
  onCancel: () => void;
}

export function OnlineRefundForm({
  invoiceId,
  invoiceNumber,
  refundableCents,
  onDone,
  onCancel,
}: OnlineRefundFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => refundFormSchema(t, refundableCents), [t, refundableCents]);
  const form = useForm<RefundFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { amount: centsToEuroString(refundableCents), description: '' },
  });
  const refund = useRequestOnlineRefund(invoiceId);
  // One key per intent (as the manual payment form): a double click or a retry of the same refund asks Mollie
  // once; another amount or description is another intent with a new key. A ref: two clicks see one key.
  const intent = useRef({ signature: '', key: '' });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    const amountCents = parseEuroToCents(values.amount) ?? 0;
    const description = values.description.trim();
    const signature = JSON.stringify({ invoiceId, amountCents, description });
    if (signature !== intent.current.signature) intent.current = { signature, key: crypto.randomUUID() };
    refund.mutate(
      {
        amountCents,
        ...(description ? { description } : {}),
        idempotencyKey: intent.current.key,
      },
      { onSuccess: (created) => onDone(created.amountCents) },
    );
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('adminOnlinePayments.refund.open')}
      className="space-y-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <FormField
        label={t('adminOnlinePayments.refund.amount')}
        hint={t('adminOnlinePayments.refund.amountHint', { amount: formatCents(refundableCents) })}
        error={errors.amount?.message}
      >
        {(control) => <Input {...control} inputMode="decimal" {...form.register('amount')} />}
      </FormField>
      <FormField
        label={t('adminOnlinePayments.refund.description')}
        hint={t('adminOnlinePayments.refund.descriptionHint', { number: invoiceNumber })}
        error={errors.description?.message}
      >
        {(control) => <Input {...control} maxLength={200} {...form.register('description')} />}
      </FormField>
      {refund.isError ? (
        <ErrorWithRetry
          message={t('adminOnlinePayments.refund.failed', { error: mutationErrorText(refund.error, t) })}
          onRetry={() => void submit()}
          isRetrying={refund.isPending}
        />
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('adminOnlinePayments.refund.cancel')}
        </Button>
        <Button type="submit" isLoading={refund.isPending}>
          {t('adminOnlinePayments.refund.submit')}
        </Button>
      </div>
    </form>
  );
}
