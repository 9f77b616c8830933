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
import { useRegister } from '../api/register';
import { emailFieldSchema } from './email-field-schema';
import { FormError } from './form-error';
import { newPasswordFieldSchema } from './password-field-schema';

function createRegisterFormSchema(t: TFunction) {
  return z.object({
    firstname: z.string().trim().min(1, t('validation.required')),
    lastname: z.string().trim().min(1, t('validation.required')),
    email: emailFieldSchema(t),
    password: newPasswordFieldSchema(t),
  });
}

const FIELDS = ['firstname', 'lastname', 'email', 'password'] as const;

export function RegisterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const registration = useRegister();
  const schema = useMemo(() => createRegisterFormSchema(t), [t]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { firstname: '', lastname: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) => {
    registration.mutate(values, {
      onSuccess: () => {
        const state: NavigationState = { notice: 'registrationEmailSent', email: values.email };
        navigate('/login', { state });
      },
      onError: (error) => applyFieldErrors(error, setError, FIELDS),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormError error={registration.error} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('auth.fields.firstname')} error={errors.firstname?.message}>
          {(control) => <Input {...control} autoComplete="given-name" {...register('firstname')} />}
        </FormField>
        <FormField label={t('auth.fields.lastname')} error={errors.lastname?.message}>
          {(control) => <Input {...control} autoComplete="family-name" {...register('lastname')} />}
        </FormField>
      </div>
      <FormField label={t('auth.fields.email')} error={errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="email" {...register('email')} />}
      </FormField>
      <FormField
        label={t('auth.fields.password')}
        hint={t('auth.fields.passwordHint', { min: MIN_PASSWORD_LENGTH })}
        error={errors.password?.message}
      >
        {(control) => (
          <Input {...control} type="password" autoComplete="new-password" {...register('password')} />
        )}
      </FormField>
      <Button type="submit" fullWidth size="lg" isLoading={registration.isPending}>
        {t('auth.register.submit')}
      </Button>
    </form>
  );
}
