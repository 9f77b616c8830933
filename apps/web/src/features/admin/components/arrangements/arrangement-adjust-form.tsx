import { zodResolver } from '@hookform/resolvers/zod';
import type { Arrangement } from '@hostportaal/contract';
import { addMonths, amsterdamToday, formatCents, MAX_INSTALMENTS } from '@hostportaal/domain';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../../components/ui/alert';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { Textarea } from '../../../../components/ui/textarea';
import type { useDecideArrangement } from '../../api/arrangement-actions';
import { useArrangementWords } from './arrangement-words';
import { SchedulePreview, wholeNumber } from './schedule-preview';

// The contract lets an adjustment have one instalment: the rest paid at once on a date staff agree.
const MIN_ADJUST_INSTALMENTS = 1;

type AdjustFormValues = { instalments: string; firstDueDate: string; note: string };

/** A new schedule over what is still open; the old one stays in the history (issue 30). */
export function ArrangementAdjustForm({
  id,
  arrangement,
  decide,
  onDone,
}: {
  id: string;
  arrangement: Arrangement;
  decide: ReturnType<typeof useDecideArrangement>;
  onDone: (message: string) => void;
}) {
  const { t, errorText } = useArrangementWords();
  const [failure, setFailure] = useState<string | null>(null);
  const today = amsterdamToday(new Date());
  const schema = useMemo(() => {
    const range = { min: MIN_ADJUST_INSTALMENTS, max: MAX_INSTALMENTS };
    return z.object({
      instalments: z.string().refine(
        (text) => {
          const count = wholeNumber(text);
          return count !== null && count >= range.min && count <= range.max;
        },
        t('adjust.instalmentsInvalid', range),
      ),
      firstDueDate: z
        .string()
        .refine((date) => /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= today, t('dateInvalid')),
      note: z.string().max(1000, t('textTooLong')),
    });
  }, [t, today]);
  const upcoming = arrangement.nextInstalment;
  const form = useForm<AdjustFormValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      instalments: String(
        Math.max(MIN_ADJUST_INSTALMENTS, arrangement.instalments.filter((i) => i.state !== 'paid').length),
      ),
      firstDueDate: upcoming && upcoming.dueDate >= today ? upcoming.dueDate : addMonths(today, 1),
      note: '',
    },
  });
  const [instalments, firstDueDate] = useWatch({
    control: form.control,
    name: ['instalments', 'firstDueDate'],
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    const body = {
      instalments: wholeNumber(values.instalments) ?? MIN_ADJUST_INSTALMENTS,
      firstDueDate: values.firstDueDate,
      note: values.note.trim(),
    };
    decide.mutate(
      { id: arrangement.id, decision: { action: 'adjust', body } },
      {
        onSuccess: (result) => onDone(t('adjust.done', { number: result.number })),
        onError: (error) => setFailure(t('failed', { message: errorText(error) })),
      },
    );
  });

  return (
    <form id={id} onSubmit={submit} noValidate className="space-y-4">
      <Alert variant="info">{t('adjust.explain', { amount: formatCents(arrangement.remainingCents) })}</Alert>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('adjust.instalments')} error={errors.instalments?.message}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={MIN_ADJUST_INSTALMENTS}
              max={MAX_INSTALMENTS}
              step={1}
              {...form.register('instalments')}
            />
          )}
        </FormField>
        <FormField label={t('adjust.firstDueDate')} error={errors.firstDueDate?.message}>
          {(control) => <Input {...control} type="date" min={today} {...form.register('firstDueDate')} />}
        </FormField>
      </div>
      <FormField label={t('adjust.note')} error={errors.note?.message}>
        {(control) => <Textarea {...control} rows={2} maxLength={1000} {...form.register('note')} />}
      </FormField>
      <SchedulePreview
        totalCents={arrangement.remainingCents}
        count={wholeNumber(instalments)}
        firstDueDate={firstDueDate >= today ? firstDueDate : ''}
      />
      {failure ? <Alert variant="error">{failure}</Alert> : null}
    </form>
  );
}
