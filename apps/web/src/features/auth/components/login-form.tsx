import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { isApiError } from '../../../lib/api/api-error';
import { useSession } from '../../../lib/session/session-context';
import { useLogin } from '../api/login';
import { emailFieldSchema } from './email-field-schema';
import { FormError } from './form-error';
import { SignInLinkOffer } from './sign-in-link-offer';
import { TextLink } from './text-link';

function createLoginFormSchema(t: TFunction) {
  return z.object({
    email: emailFieldSchema(t),
    password: z.string().min(1, t('validation.required')),
    rememberMe: z.boolean(),
  });
}

// "Onthoud mij" travels inside the challenge token: the server gives the refresh cookie its lifetime.
export interface TwoFactorChallenge {
  challengeToken: string;
}

export function LoginForm({ onChallenge }: { onChallenge: (challenge: TwoFactorChallenge) => void }) {
  const { t } = useTranslation();
  const { startSession } = useSession();
  const login = useLogin();
  const schema = useMemo(() => createLoginFormSchema(t), [t]);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  const onSubmit = handleSubmit((values) => {
    login.mutate(values, {
      onSuccess: ({ data }) => {
        if ('twoFactorRequired' in data) onChallenge({ challengeToken: data.challengeToken });
        else startSession(data);
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormError error={login.error} />
      {isApiError(login.error) && login.error.status === 429 ? (
        <SignInLinkOffer emailOf={() => getValues('email')} />
      ) : null}
      <FormField label={t('auth.fields.email')} error={errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="email" {...register('email')} />}
      </FormField>
      <FormField label={t('auth.fields.password')} error={errors.password?.message}>
        {(control) => (
          <Input {...control} type="password" autoComplete="current-password" {...register('password')} />
        )}
      </FormField>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Checkbox label={t('auth.fields.rememberMe')} {...register('rememberMe')} />
        <TextLink to="/forgot-password" className="text-sm">
          {t('auth.login.forgotPassword')}
        </TextLink>
      </div>
      <Button type="submit" fullWidth size="lg" isLoading={login.isPending}>
        {t('auth.login.submit')}
      </Button>
    </form>
  );
}
