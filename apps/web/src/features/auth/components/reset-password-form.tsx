import { zodResolver } from '@hookform/resolvers/zod';
import { MIN_PASSWORD_LENGTH } from '@hostportaal/contract';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { applyFieldErrors } from '../../../lib/forms/apply-field-errors';
import type { NavigationState } from '../../../lib/navigation/navigation-state';
import { useResetPassword } from '../api/reset-password';
import { FormError } from './form-error';
import { newPasswordFieldSchema } from './password-field-schema';

function createResetPasswordFormSchema(t: TFunction) {
  return z
    .object({ password: newPasswordFieldSchema(t), confirmPassword: z.string() })
    .refine((values) => values.password === values.confirmPassword, {
      message: t('validation.passwordsDoNotMatch'),
      path: ['confirmPassword'],
    });
}

export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const schema = useMemo(() => createResetPasswordFormSchema(t), [t]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { password: '', confirmPassword: '' } });

  const onSubmit = handleSubmit(({ password }) => {
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          const state: NavigationState = { notice: 'passwordChanged' };
          navigate('/login', { state });
        },
        onError: (error) => applyFieldErrors(error, setError, ['password'] as const),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormError error={reset.error} />
      <FormField
        label={t('auth.fields.newPassword')}
        hint={t('auth.fields.passwordHint', { min: MIN_PASSWORD_LENGTH })}
        error={errors.password?.message}
      >
        {(control) => (
          <Input {...control} type="password" autoComplete="new-password" {...register('password')} />
        )}
      </FormField>
      <FormField label={t('auth.fields.confirmPassword')} error={errors.confirmPassword?.message}>
        {(control) => (
          <Input {...control} type="password" autoComplete="new-password" {...register('confirmPassword')} />
        )}
      </FormField>
      <Button type="submit" fullWidth size="lg" isLoading={reset.isPending}>
        {t('auth.resetPassword.submit')}
      </Button>
    </form>
  );
}
