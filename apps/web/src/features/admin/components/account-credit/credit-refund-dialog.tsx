import { zodResolver } from '@hookform/resolvers/zod';
import type { CreditBalance, CreditRefundBody } from '@hostportaal/contract';
import { centsToEuroString, formatCents, parseEuroToCents } from '@hostportaal/domain';
import type { TFunction } from 'i18next';
import { useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { Textarea } from '../../../../components/ui/textarea';
import { useToast } from '../../../../components/ui/toast';
import { isApiError } from '../../../../lib/api/api-error';
import { useRecordCreditRefund } from '../../api/account-credit';
import { mutationErrorText } from '../shell/mutation-error-text';

type RefundTexts = TFunction<'translation', 'adminCredit.refund'>;

function refundFormSchema(k: RefundTexts, balanceCents: number) {
  return z.object({
    amount: z.string().refine(
      (text) => {
        const cents = parseEuroToCents(text);
        return cents !== null && cents > 0 && cents <= balanceCents;
      },
      k('amountInvalid', { max: formatCents(balanceCents) }),
    ),
    iban: z.string().trim().min(1, k('ibanRequired')).max(42, k('ibanInvalid')),
    note: z.string().max(1000),
  });
}
type RefundFormValues = z.infer<ReturnType<typeof refundFormSchema>>;

export function toRefundBody(values: RefundFormValues): CreditRefundBody {
  return {
    amountCents: parseEuroToCents(values.amount) ?? 0,
    iban: values.iban.replace(/\s+/g, '').toUpperCase(),
    note: values.note.trim(),
  };
}

/**
 * Record a refund of account credit: a transfer finance already made from the bank. Mounted per customer
 * (`balance`), so every opening starts from their balance and the mandate's IBAN.
 */
export function CreditRefundDialog({
  balance,
  onClose,
}: {
  balance: CreditBalance | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminCredit.refund' });
  const formId = useId();
  const refund = useRecordCreditRefund();
  const close = () => {
    refund.reset();
    onClose();
  };
  return (
    <Dialog
      open={balance !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t('title')}
      description={
        balance
          ? t('description', { name: balance.customerName, balance: formatCents(balance.balanceCents) })
          : undefined
      }
      // In the footer, so the buttons stay in view on a small screen while the form scrolls.
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={refund.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} isLoading={refund.isPending}>
            {t('submit')}
          </Button>
        </>
      }
    >
      {balance ? (
        <CreditRefundForm
          key={balance.userId}
          id={formId}
          balance={balance}
          refund={refund}
          onClose={close}
        />
      ) : null}
    </Dialog>
  );
}

function CreditRefundForm({
  id,
  balance,
  refund,
  onClose,
}: {
  id: string;
  balance: CreditBalance;
  refund: ReturnType<typeof useRecordCreditRefund>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { t: k } = useTranslation('translation', { keyPrefix: 'adminCredit.refund' });
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  // One key per intent (issue 27), as the manual payment form: a double click or a retry of the same refund
  // records it once; another amount, account or note is another intent with a new key. A ref, so two clicks
  // in one frame see the same key.
  const intent = useRef({ signature: '', key: '' });
  const schema = useMemo(() => refundFormSchema(k, balance.balanceCents), [k, balance.balanceCents]);
  const form = useForm<RefundFormValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      amount: centsToEuroString(balance.balanceCents),
      iban: balance.refundIban ?? '',
      note: '',
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    const body = toRefundBody(values);
    const signature = JSON.stringify({ userId: balance.userId, body });
    if (signature !== intent.current.signature) intent.current = { signature, key: crypto.randomUUID() };
    refund.mutate(
      { userId: balance.userId, body, idempotencyKey: intent.current.key },
      {
        onSuccess: (result) => {
          toast(
            k('done', {
              amount: formatCents(body.amountCents),
              name: balance.customerName,
              balance: formatCents(result.balanceCents),
            }),
            { tone: 'success', duration: 10_000 },
          );
          onClose();
        },
        onError: (error) => {
          // The API's refusals in the screen's words: more than the credit on the amount, a bad IBAN on it.
          if (isApiError(error) && error.reason === 'refund_exceeds_credit')
            return form.setError('amount', { type: 'server', message: mutationErrorText(error, t) });
          if (isApiError(error) && error.details.some((detail) => detail.field === 'iban'))
            return form.setError('iban', { type: 'server', message: k('ibanInvalid') });
          setFailure(k('failed', { error: mutationErrorText(error, t) }));
        },
      },
    );
  });

  return (
    <form id={id} onSubmit={submit} noValidate className="space-y-4">
      <Alert variant="info">{k('explain')}</Alert>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField
          label={k('amount')}
          hint={k('amountHint', { max: formatCents(balance.balanceCents) })}
          error={errors.amount?.message}
        >
          {(control) => <Input {...control} inputMode="decimal" {...form.register('amount')} />}
        </FormField>
        <FormField label={k('iban')} hint={k('ibanHint')} error={errors.iban?.message}>
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={42}
              {...form.register('iban')}
            />
          )}
        </FormField>
      </div>
      <FormField label={k('note')} hint={k('noteHint')} error={errors.note?.message}>
        {(control) => <Textarea {...control} rows={2} maxLength={1000} {...form.register('note')} />}
      </FormField>
      {failure ? <Alert variant="error">{failure}</Alert> : null}
    </form>
  );
}
