import { zodResolver } from '@hookform/resolvers/zod';
import type { StaffArrangementBody } from '@hostportaal/contract';
import { amsterdamToday, formatCents, MAX_INSTALMENTS, MIN_INSTALMENTS } from '@hostportaal/domain';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../../components/ui/alert';
import { Checkbox } from '../../../../components/ui/checkbox';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { Textarea } from '../../../../components/ui/textarea';
import { useToast } from '../../../../components/ui/toast';
import type { useCreateArrangement } from '../../api/arrangement-actions';
import type { ArrangementOptions } from '../../api/arrangements';
import { ArrangementClaimChoices } from './arrangement-claim-choices';
import { useArrangementWords } from './arrangement-words';
import { RuleNotes } from './rule-notes';
import { SchedulePreview, wholeNumber } from './schedule-preview';

type CreateFormValues = {
  claimIds: string[];
  instalments: string;
  firstDueDate: string;
  method: StaffArrangementBody['method'];
  note: string;
  resumeOnFirstInstalment: boolean;
};

/** Three instalments unless the rules allow fewer: what staff agree most often. */
function defaultInstalments(options: ArrangementOptions): number {
  return Math.max(MIN_INSTALMENTS, Math.min(3, options.maxInstalments));
}

/**
 * The claims (all open ones chosen), the number of instalments, the first due date, how they are paid, a note
 * and whether suspended services come back after the first instalment, with the schedule it makes.
 */
export function CreateArrangementForm({
  id,
  customer,
  options,
  resumeDefault,
  create,
  onCreated,
}: {
  id: string;
  customer: { userId: string; customerName: string };
  options: ArrangementOptions;
  /** The company's default for resuming suspended services after the first instalment. */
  resumeDefault: boolean;
  create: ReturnType<typeof useCreateArrangement>;
  onCreated: (arrangementId: string) => void;
}) {
  const { t, errorText } = useArrangementWords();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const today = amsterdamToday(new Date());
  const schema = useMemo(() => {
    const range = { min: MIN_INSTALMENTS, max: MAX_INSTALMENTS };
    return z.object({
      claimIds: z.array(z.string()).min(1, t('create.claimsRequired')),
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
      method: z.enum(['sepa', 'transfer']),
      note: z.string().max(1000, t('textTooLong')),
      resumeOnFirstInstalment: z.boolean(),
    });
  }, [t, today]);
  const form = useForm<CreateFormValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      claimIds: options.claims.map((claim) => claim.id),
      instalments: String(defaultInstalments(options)),
      firstDueDate:
        options.methods[0] === 'sepa' && options.firstDebitDate > options.firstDueDateDefault
          ? options.firstDebitDate
          : options.firstDueDateDefault,
      method: options.methods[0] ?? 'transfer',
      note: '',
      resumeOnFirstInstalment: resumeDefault,
    },
  });
  const [claimIds, instalments, firstDueDate] = useWatch({
    control: form.control,
    name: ['claimIds', 'instalments', 'firstDueDate'],
  });
  const chosen = new Set(claimIds);
  const totalCents = options.claims
    .filter((claim) => chosen.has(claim.id))
    .reduce((sum, claim) => sum + claim.openCents, 0);
  const count = wholeNumber(instalments);
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    const body: StaffArrangementBody = {
      claimIds: values.claimIds,
      instalments: wholeNumber(values.instalments) ?? MIN_INSTALMENTS,
      firstDueDate: values.firstDueDate,
      method: values.method,
      note: values.note.trim(),
      resumeOnFirstInstalment: values.resumeOnFirstInstalment,
    };
    // Through the promise: the options reloaded after the call name the new arrangement, which replaces this
    // dialog before the mutation settles, and an unmounted observer calls no callbacks.
    create.mutateAsync({ userId: customer.userId, body }).then(
      (arrangement) => {
        toast(t('create.done', { number: arrangement.number, customer: customer.customerName }), {
          tone: 'success',
        });
        onCreated(arrangement.id);
      },
      (error: unknown) => setFailure(t('failed', { message: errorText(error) })),
    );
  });

  return (
    <form id={id} onSubmit={submit} noValidate className="space-y-5">
      <ArrangementClaimChoices
        claims={options.claims}
        register={form.register('claimIds')}
        totalCents={totalCents}
        error={errors.claimIds?.message}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('create.instalments')}
          hint={t('create.instalmentsHint', {
            max: options.maxInstalments,
            min: formatCents(options.minInstalmentCents),
          })}
          error={errors.instalments?.message}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={MIN_INSTALMENTS}
              max={MAX_INSTALMENTS}
              step={1}
              {...form.register('instalments')}
            />
          )}
        </FormField>
        <FormField label={t('create.firstDueDate')} error={errors.firstDueDate?.message}>
          {(control) => <Input {...control} type="date" min={today} {...form.register('firstDueDate')} />}
        </FormField>
        <FormField
          label={t('create.method')}
          hint={options.methods.includes('sepa') ? undefined : t('create.noMandate')}
          error={errors.method?.message}
        >
          {(control) => (
            <Select {...control} {...form.register('method')}>
              {options.methods.map((method) => (
                <option key={method} value={method}>
                  {t(`methods.${method}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={t('create.note')} hint={t('create.noteHint')} error={errors.note?.message}>
          {(control) => <Textarea {...control} rows={2} maxLength={1000} {...form.register('note')} />}
        </FormField>
      </div>
      <Checkbox label={t('create.resume')} {...form.register('resumeOnFirstInstalment')} />
      <SchedulePreview
        totalCents={totalCents}
        count={count}
        firstDueDate={firstDueDate >= today ? firstDueDate : ''}
      />
      <RuleNotes options={options} totalCents={totalCents} count={count} firstDueDate={firstDueDate} />
      {failure ? <Alert variant="error">{failure}</Alert> : null}
    </form>
  );
}
