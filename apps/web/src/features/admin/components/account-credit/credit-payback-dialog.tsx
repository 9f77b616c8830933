import { zodResolver } from '@hookform/resolvers/zod';
import type { CreditBalance, StartPaybackBody } from '@hostportaal/contract';
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
import { type StartedPayback, useStartPayback } from '../../api/credit-payouts';
import { mutationErrorText } from '../shell/mutation-error-text';

type PaybackTexts = TFunction<'translation', 'adminCredit.payback'>;

/** What is free to pay back: the credit less what payouts under way hold. */
export const availableOf = (balance: CreditBalance) =>
  Math.max(0, balance.balanceCents - balance.payingBackCents);

function paybackFormSchema(k: PaybackTexts, availableCents: number) {
  return z.object({
    amount: z.string().refine(
      (text) => {
        const cents = parseEuroToCents(text);
        return cents !== null && cents > 0 && cents <= availableCents;
      },
      k('amountInvalid', { max: formatCents(availableCents) }),
    ),
    iban: z.string().trim().max(42, k('ibanInvalid')),
    note: z.string().max(1000),
  });
}
type PaybackFormValues = z.infer<ReturnType<typeof paybackFormSchema>>;

export function toPaybackBody(values: PaybackFormValues): StartPaybackBody {
  const iban = values.iban.replace(/\s+/g, '').toUpperCase();
  return {
    amountCents: parseEuroToCents(values.amount) ?? 0,
    ...(iban ? { iban } : {}),
    note: values.note.trim(),
  };
}

/** How the payback goes, for the toast: '€ 4,78 through Mollie, € 2,00 by transfer'. */
function routesText(started: StartedPayback, k: PaybackTexts): string {
  return started.payouts
    .map((payout) => k(`routes.${payout.route}`, { amount: formatCents(payout.amountCents) }))
    .join(', ');
}

/**
 * Pay a customer's credit back (issue 29): the server picks the route — back through Mollie when an online
 * payment made the credit, else a SEPA credit transfer in the next payout file. Nothing falls off the credit
 * until the money has left.
 */
export function CreditPaybackDialog({
  balance,
  onClose,
}: {
  balance: CreditBalance | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminCredit.payback' });
  const formId = useId();
  const payback = useStartPayback();
  const close = () => {
    payback.reset();
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
          ? t('description', { name: balance.customerName, available: formatCents(availableOf(balance)) })
          : undefined
      }
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={payback.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} isLoading={payback.isPending}>
            {t('submit')}
          </Button>
        </>
      }
    >
      {balance ? (
        <CreditPaybackForm
          key={balance.userId}
          id={formId}
          balance={balance}
          payback={payback}
          onClose={close}
        />
      ) : null}
    </Dialog>
  );
}

function CreditPaybackForm({
  id,
  balance,
  payback,
  onClose,
}: {
  id: string;
  balance: CreditBalance;
  payback: ReturnType<typeof useStartPayback>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { t: k } = useTranslation('translation', { keyPrefix: 'adminCredit.payback' });
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  // One key per intent, as the refund form: a double click or a retry reserves the credit once.
  const intent = useRef({ signature: '', key: '' });
  const available = availableOf(balance);
  const schema = useMemo(() => paybackFormSchema(k, available), [k, available]);
  const form = useForm<PaybackFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { amount: centsToEuroString(available), iban: balance.refundIban ?? '', note: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    const body = toPaybackBody(values);
    const signature = JSON.stringify({ userId: balance.userId, body });
    if (signature !== intent.current.signature) intent.current = { signature, key: crypto.randomUUID() };
    payback.mutate(
      { userId: balance.userId, body, idempotencyKey: intent.current.key },
      {
        onSuccess: (started) => {
          toast(k('done', { name: balance.customerName, routes: routesText(started, k) }), {
            tone: 'success',
            duration: 10_000,
          });
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.reason === 'refund_exceeds_credit')
            return form.setError('amount', { type: 'server', message: mutationErrorText(error, t) });
          if (isApiError(error) && error.details.some((detail) => detail.field === 'iban'))
            return form.setError('iban', {
              type: 'server',
              message: error.reason === 'payback_iban_missing' ? k('ibanRequired') : k('ibanInvalid'),
            });
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
          hint={k('amountHint', { max: formatCents(available) })}
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
      <FormField label={k('note')} error={errors.note?.message}>
        {(control) => <Textarea {...control} rows={2} maxLength={1000} {...form.register('note')} />}
      </FormField>
      {failure ? <Alert variant="error">{failure}</Alert> : null}
    </form>
  );
}
