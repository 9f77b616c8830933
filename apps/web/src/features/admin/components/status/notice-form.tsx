import { zodResolver } from '@hookform/resolvers/zod';
import { type MaintenanceNotice, noticeSeveritySchema } from '@hostportaal/contract';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { Textarea } from '../../../../components/ui/textarea';
import { useToast } from '../../../../components/ui/toast';
import { isApiError } from '../../../../lib/api/api-error';
import { applyFieldErrors } from '../../../../lib/forms/apply-field-errors';
import { useSaveNotice } from '../../api/platform-status-admin';
import { fromAmsterdamInput, toAmsterdamInput } from './amsterdam-date-time';

const FIELDS = ['title', 'body', 'severity', 'startsAt', 'endsAt'] as const;

function createNoticeFormSchema(t: TFunction) {
  const dateTime = t('support.adminStatus.form.dateTime');
  return z
    .object({
      title: z
        .string()
        .trim()
        .min(3, t('support.adminStatus.form.titleLength'))
        .max(200, t('support.adminStatus.form.titleLength')),
      body: z
        .string()
        .trim()
        .min(1, t('validation.required'))
        .max(5000, t('support.adminStatus.form.bodyLength')),
      severity: noticeSeveritySchema,
      startsAt: z.string().refine((value) => fromAmsterdamInput(value) !== null, dateTime),
      endsAt: z.string().refine((value) => value === '' || fromAmsterdamInput(value) !== null, dateTime),
    })
    .refine(
      (values) => {
        const starts = fromAmsterdamInput(values.startsAt);
        const ends = fromAmsterdamInput(values.endsAt);
        return !starts || !ends || Date.parse(ends) > Date.parse(starts);
      },
      { message: t('support.adminStatus.form.endsBeforeStart'), path: ['endsAt'] },
    );
}

type NoticeFormValues = z.infer<ReturnType<typeof createNoticeFormSchema>>;

function initialValues(notice: MaintenanceNotice | null): NoticeFormValues {
  if (!notice) {
    return {
      title: '',
      body: '',
      severity: 'maintenance',
      startsAt: toAmsterdamInput(new Date().toISOString()),
      endsAt: '',
    };
  }
  return {
    title: notice.title,
    body: notice.body,
    severity: notice.severity,
    startsAt: toAmsterdamInput(notice.startsAt),
    endsAt: notice.endsAt ? toAmsterdamInput(notice.endsAt) : '',
  };
}

function formErrorText(error: unknown, fallback: string): string | null {
  if (!error) return null;
  if (!isApiError(error)) return fallback;
  if (error.details.some((detail) => FIELDS.some((field) => field === detail.field))) return null;
  return error.message;
}

interface NoticeFormProps {
  /** The notice to change, or null for a new one. */
  notice: MaintenanceNotice | null;
  onDone: () => void;
  onCancel: () => void;
}

/** Create or change a maintenance/incident notice; times are entered in Amsterdam time. */
export function NoticeForm({ notice, onDone, onCancel }: NoticeFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveNotice();
  const schema = useMemo(() => createNoticeFormSchema(t), [t]);
  const defaultValues = useMemo(() => initialValues(notice), [notice]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<NoticeFormValues>({ resolver: zodResolver(schema), defaultValues });

  const onSubmit = handleSubmit((values) => {
    const startsAt = fromAmsterdamInput(values.startsAt);
    if (!startsAt) return;
    const body = {
      title: values.title,
      body: values.body,
      severity: values.severity,
      startsAt,
      endsAt: values.endsAt ? fromAmsterdamInput(values.endsAt) : null,
    };
    save.mutate(
      { id: notice?.id ?? null, body },
      {
        onSuccess: () => {
          toast(t(notice ? 'support.adminStatus.updated' : 'support.adminStatus.created'), {
            tone: 'success',
          });
          onDone();
        },
        // Messages about a field go to that field; anything else is shown above the form.
        onError: (error) => applyFieldErrors(error, setError, FIELDS),
      },
    );
  });

  const formError = formErrorText(save.error, t('support.adminStatus.saveFailed'));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      <FormField label={t('support.adminStatus.form.title')} error={errors.title?.message}>
        {(control) => <Input {...control} maxLength={200} {...register('title')} />}
      </FormField>
      <FormField label={t('support.adminStatus.form.body')} error={errors.body?.message}>
        {(control) => <Textarea {...control} rows={4} {...register('body')} />}
      </FormField>
      <FormField label={t('support.adminStatus.form.severity')} error={errors.severity?.message}>
        {(control) => (
          <Select {...control} {...register('severity')}>
            {noticeSeveritySchema.options.map((severity) => (
              <option key={severity} value={severity}>
                {t(`support.statusPage.severity.${severity}`)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label={t('support.adminStatus.form.startsAt')}
          hint={t('support.adminStatus.form.timeHint')}
          error={errors.startsAt?.message}
        >
          {(control) => <Input {...control} type="datetime-local" {...register('startsAt')} />}
        </FormField>
        <FormField
          label={t('support.adminStatus.form.endsAt')}
          hint={t('support.adminStatus.form.endsAtHint')}
          error={errors.endsAt?.message}
        >
          {(control) => <Input {...control} type="datetime-local" {...register('endsAt')} />}
        </FormField>
      </div>
      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" isLoading={save.isPending}>
          {t('support.adminStatus.form.save')}
        </Button>
      </div>
    </form>
  );
}
