import { zodResolver } from '@hookform/resolvers/zod';
import type { Arrangement } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../../components/ui/alert';
import { FormField } from '../../../../components/ui/form-field';
import { Textarea } from '../../../../components/ui/textarea';
import type { useDecideArrangement } from '../../api/arrangement-actions';
import { useArrangementWords } from './arrangement-words';

export type ReasonKind = 'approve' | 'reject' | 'end';

/**
 * Approve a proposal (an optional note), reject it or end the arrangement (a reason the customer reads, as
 * the contract asks: 3 to 1000 characters).
 */
export function ArrangementReasonForm({
  id,
  kind,
  arrangement,
  decide,
  onDone,
}: {
  id: string;
  kind: ReasonKind;
  arrangement: Arrangement;
  decide: ReturnType<typeof useDecideArrangement>;
  onDone: (message: string) => void;
}) {
  const { t, errorText } = useArrangementWords();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      z.object({
        text:
          kind === 'approve'
            ? z.string().max(1000, t('textTooLong'))
            : z.string().trim().min(3, t('reasonRequired')).max(1000, t('textTooLong')),
      }),
    [kind, t],
  );
  const form = useForm<{ text: string }>({ resolver: zodResolver(schema), defaultValues: { text: '' } });

  const submit = form.handleSubmit(({ text }) => {
    setFailure(null);
    const trimmed = text.trim();
    const decision =
      kind === 'approve'
        ? { action: kind, body: { note: trimmed } }
        : { action: kind, body: { reason: trimmed } };
    decide.mutate(
      { id: arrangement.id, decision },
      {
        onSuccess: (result) => onDone(t(`${kind}.done`, { number: result.number })),
        onError: (error) => setFailure(t('failed', { message: errorText(error) })),
      },
    );
  });

  return (
    <form id={id} onSubmit={submit} noValidate className="space-y-4">
      <Alert variant={kind === 'approve' ? 'info' : 'warning'}>
        {t(`${kind}.explain`, { amount: formatCents(arrangement.remainingCents) })}
      </Alert>
      <FormField
        label={t(`${kind}.field`)}
        hint={t(`${kind}.hint`)}
        error={form.formState.errors.text?.message}
      >
        {(control) => <Textarea {...control} rows={3} maxLength={1000} {...form.register('text')} />}
      </FormField>
      {failure ? <Alert variant="error">{failure}</Alert> : null}
    </form>
  );
}
