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
import { useRequestPasswordReset } from '../api/forgot-password';
import { emailFieldSchema } from './email-field-schema';
import { FormError, requestDidNotGetThrough } from './form-error';

function createForgotPasswordFormSchema(t: TFunction) {
  return z.object({ email: emailFieldSchema(t) });
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
