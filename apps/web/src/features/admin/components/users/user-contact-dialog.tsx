import type { AdminUserRow } from '@hostportaal/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { Textarea } from '../../../../components/ui/textarea';
import { applyFieldErrors } from '../../../../lib/forms/apply-field-errors';
import { useContactUser } from '../../api/admin-users';
import { mutationErrorText } from '../shell/mutation-error-text';

type Values = { subject: string; message: string };

/** Compose an e-mail to the user; it leaves through the outbox (retried until the mail server takes it). */
export function UserContactDialog({ user, onClose }: { user: AdminUserRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm<Values>({ defaultValues: { subject: '', message: '' } });
  const contact = useContactUser();
  const { errors } = form.formState;
  const { reset: resetForm } = form;
  const { reset: resetMutation } = contact;
  // A new recipient starts with an empty form.
  useEffect(() => {
    if (user) {
      resetForm({ subject: '', message: '' });
      resetMutation();
    }
  }, [user, resetForm, resetMutation]);

  const submit = form.handleSubmit((values) => {
    if (!user) return;
    contact.mutate(
      { id: user.id, body: values },
      { onError: (error) => applyFieldErrors(error, form.setError, ['subject', 'message']) },
    );
  });
  const name = user ? `${user.firstname} ${user.lastname}` : '';
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('adminUsers.contact.title', { name })}
      description={user ? t('adminUsers.contact.to', { email: user.email }) : undefined}
      size="lg"
    >
      {contact.isSuccess ? (
        <div className="space-y-4">
          <Alert variant="success">{t('adminUsers.contact.queued', { email: user?.email ?? '' })}</Alert>
          <div className="flex justify-end">
            <Button onClick={onClose}>{t('adminUsers.contact.close')}</Button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <FormField label={t('adminUsers.contact.subject')} error={errors.subject?.message}>
            {(control) => (
              <Input
                {...control}
                maxLength={200}
                {...form.register('subject', {
                  validate: (value) => value.trim() !== '' || t('adminUsers.contact.subjectRequired'),
                })}
              />
            )}
          </FormField>
          <FormField label={t('adminUsers.contact.message')} error={errors.message?.message}>
            {(control) => (
              <Textarea
                {...control}
                rows={8}
                maxLength={5000}
                {...form.register('message', {
                  validate: (value) => value.trim() !== '' || t('adminUsers.contact.messageRequired'),
                })}
              />
            )}
          </FormField>
          {contact.isError ? (
            <ErrorWithRetry
              message={t('adminUsers.contact.failed', { error: mutationErrorText(contact.error, t) })}
              onRetry={() => void submit()}
              isRetrying={contact.isPending}
            />
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t('adminUsers.cancel')}
            </Button>
            <Button type="submit" isLoading={contact.isPending}>
              {t('adminUsers.contact.send')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
