import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Arrangement,
  type ArrangementPaymentBody,
  manualPaymentMethodSchema,
} from '@hostportaal/contract';
import { centsToEuroString, formatCents, parseEuroToCents } from '@hostportaal/domain';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../../components/ui/alert';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { Textarea } from '../../../../components/ui/textarea';
import type { useBookArrangementPayment } from '../../api/arrangement-actions';
import { useArrangementWords } from './arrangement-words';

type PaymentMethod = ArrangementPaymentBody['method'];
// The contract's methods of money booked by hand, as the manual payment form offers them.
const METHODS = manualPaymentMethodSchema.options;
type PaymentFormValues = { amount: string; method: PaymentMethod; note: string };

/** What is open on the next instalment, else on the whole arrangement: what staff most often book. */
function suggestedCents(arrangement: Arrangement): number {
  const next = arrangement.nextInstalment;
  return next ? next.amountCents - next.paidCents : arrangement.remainingCents;
}

/** Money staff received for the arrangement; it fills the instalments in order (issue 30). */
export function ArrangementPaymentForm({
  id,
  arrangement,
  book,
  onDone,
}: {
  id: string;
  arrangement: Arrangement;
  book: ReturnType<typeof useBookArrangementPayment>;
  onDone: (message: string) => void;
}) {
  const { t, errorText } = useArrangementWords();
  const [failure, setFailure] = useState<string | null>(null);
  // One key per intent (issue 27), as the manual payment form: a double click or a retry of the same payment
  // books it once; another amount, method or note is another intent with a new key. A ref, so two clicks in
  // one frame see the same key.
  const intent = useRef({ signature: '', key: '' });
  const schema = useMemo(
    () =>
      z.object({
        amount: z.string().refine((text) => {
          const cents = parseEuroToCents(text);
          return cents !== null && cents > 0 && cents <= 100_000_000;
        }, t('payment.amountInvalid')),
        method: z.enum(METHODS),
        note: z.string().max(1000, t('textTooLong')),
      }),
    [t],
  );
  const form = useForm<PaymentFormValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      amount: centsToEuroString(suggestedCents(arrangement)).replace('.', ','),
      method: 'bank_transfer',
      note: '',
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    const body: ArrangementPaymentBody = {
      amountCents: parseEuroToCents(values.amount) ?? 0,
      method: values.method,
      note: values.note.trim(),
    };
    const signature = JSON.stringify({ id: arrangement.id, body });
    if (signature !== intent.current.signature) intent.current = { signature, key: crypto.randomUUID() };
    book.mutate(
      { id: arrangement.id, body, idempotencyKey: intent.current.key },
      {
        onSuccess: (result) =>
          onDone(t('payment.done', { amount: formatCents(body.amountCents), number: result.number })),
        onError: (error) => setFailure(t('failed', { message: errorText(error) })),
      },
    );
  });

  return (
    <form id={id} onSubmit={submit} noValidate className="space-y-4">
      <Alert variant="info">{t('payment.explain')}</Alert>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('payment.amount')}
          hint={t('payment.amountHint', { amount: formatCents(arrangement.remainingCents) })}
          error={errors.amount?.message}
        >
          {(control) => (
            <Input {...control} inputMode="decimal" autoComplete="off" {...form.register('amount')} />
          )}
        </FormField>
        <FormField label={t('payment.method')} error={errors.method?.message}>
          {(control) => (
            <Select {...control} {...form.register('method')}>
              {METHODS.map((method) => (
                <option key={method} value={method}>
                  {t(`payment.methods.${method}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <FormField label={t('payment.note')} error={errors.note?.message}>
        {(control) => <Textarea {...control} rows={2} maxLength={1000} {...form.register('note')} />}
      </FormField>
      {failure ? <Alert variant="error">{failure}</Alert> : null}
    </form>
  );
}
