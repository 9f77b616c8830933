import { zodResolver } from '@hookform/resolvers/zod';
import { dunningTemplateBodySchema, type dunningTemplateSchema } from '@hostportaal/contract';
import { Eye } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { Textarea } from '../../../../components/ui/textarea';
import { useToast } from '../../../../components/ui/toast';
import { applyFieldErrors } from '../../../../lib/forms/apply-field-errors';
import {
  type DunningTemplateBody,
  usePreviewDunningTemplate,
  useSaveDunningTemplate,
} from '../../api/dunning-settings';
import { mutationErrorText } from '../shell/mutation-error-text';

export type DunningTemplate = z.infer<typeof dunningTemplateSchema>;

const TEMPLATE_FIELDS = ['subject', 'body'] as const;

/** Edit one dunning e-mail: subject and text, a preview with sample values, then save. Mounted while open. */
export function TemplateEditDialog({
  template,
  name,
  placeholders,
  onClose,
}: {
  template: DunningTemplate;
  name: string;
  placeholders: string[];
  onClose: () => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminCollections.templates.dialog' });
  const { t: tRoot } = useTranslation();
  const toast = useToast();
  const save = useSaveDunningTemplate();
  const preview = usePreviewDunningTemplate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DunningTemplateBody>({
    resolver: zodResolver(dunningTemplateBodySchema),
    defaultValues: { subject: template.subject, body: template.body },
  });

  const onSave = handleSubmit((body) =>
    save.mutateAsync({ key: template.key, ...body }).then(
      () => {
        toast(t('saved', { name }), { tone: 'success' });
        onClose();
      },
      (error: unknown) => {
        if (applyFieldErrors(error, setError, TEMPLATE_FIELDS)) return;
        setError('root.server', {
          type: 'server',
          message: t('saveFailed', { message: mutationErrorText(error, tRoot) }),
        });
      },
    ),
  );
  const onPreview = handleSubmit((body) => preview.mutate({ key: template.key, ...body }));

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('title', { name })}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button variant="secondary" onClick={() => void onPreview()} isLoading={preview.isPending}>
            {preview.isPending ? null : <Eye className="size-4" aria-hidden="true" />}
            {t('preview')}
          </Button>
          <Button onClick={() => void onSave()} isLoading={save.isPending}>
            {t('save')}
          </Button>
        </>
      }
    >
      <form onSubmit={onSave} noValidate className="space-y-4">
        {errors.root?.server?.message ? <Alert variant="error">{errors.root.server.message}</Alert> : null}
        <FormField label={t('subject')} error={errors.subject?.message}>
          {(control) => <Input {...control} maxLength={200} autoComplete="off" {...register('subject')} />}
        </FormField>
        <FormField label={t('body')} error={errors.body?.message}>
          {(control) => (
            <Textarea {...control} rows={12} maxLength={5000} className="font-mono" {...register('body')} />
          )}
        </FormField>
        <div className="space-y-1.5">
          <p className="text-sm font-medium text-slate-800 dark:text-slate-200">{t('placeholders')}</p>
          <ul className="flex flex-wrap gap-1.5">
            {placeholders.map((placeholder) => (
              <li key={placeholder}>
                <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs dark:bg-slate-800">{`{{${placeholder}}}`}</code>
              </li>
            ))}
          </ul>
        </div>
        {preview.isError ? (
          <Alert variant="error">
            {t('previewFailed', { message: mutationErrorText(preview.error, tRoot) })}
          </Alert>
        ) : null}
        {preview.data ? (
          <section
            aria-label={t('previewTitle')}
            className="space-y-2 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
          >
            <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{t('previewTitle')}</h3>
            <p className="font-medium">{preview.data.subject}</p>
            <p className="text-sm whitespace-pre-wrap text-slate-700 dark:text-slate-300">
              {preview.data.body}
            </p>
          </section>
        ) : null}
      </form>
    </Dialog>
  );
}
