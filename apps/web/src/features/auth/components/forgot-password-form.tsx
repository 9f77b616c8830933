import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { isApiError } from '../../../lib/api/api-error';
import { useRequestPasswordReset } from '../api/forgot-password';
import { emailFieldSchema } from './email-field-schema';
import { FormError } from './form-error';

function createForgotPasswordFormSchema(t: TFunction) {
  return z.object({ email: emailFieldSchema(t) });
}

// Whether an address has an account is never revealed: any answer the server gave reads as "sent".
// Only when the request demonstrably did not get through is there something for the user to do.
function requestDidNotGetThrough(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500)
  );
}

export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const resetRequest = useRequestPasswordReset();
  const schema = useMemo(() => createForgotPasswordFormSchema(t), [t]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { email: '' } });

  const failedToSend = requestDidNotGetThrough(resetRequest.error);
  if (resetRequest.isSuccess || (resetRequest.isError && !failedToSend)) {
    return (
      <Alert variant="success" title={t('auth.messages.passwordResetEmailSent')}>
        {t('auth.forgotPassword.sentHint')}
      </Alert>
    );
  }

  return (
    <form onSubmit={handleSubmit((values) => resetRequest.mutate(values))} noValidate className="space-y-5">
      {failedToSend ? <FormError error={resetRequest.error} /> : null}
      <FormField label={t('auth.fields.email')} error={errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="email" {...register('email')} />}
      </FormField>
      <Button type="submit" fullWidth size="lg" isLoading={resetRequest.isPending}>
        {t('auth.forgotPassword.submit')}
      </Button>
    </form>
  );
}
