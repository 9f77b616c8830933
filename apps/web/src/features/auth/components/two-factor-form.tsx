import { zodResolver } from '@hookform/resolvers/zod';
import { twoFactorVerifyBodySchema } from '@hostportaal/contract';
import type { TFunction } from 'i18next';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useSession } from '../../../lib/session/session-context';
import { useVerifyTwoFactor } from '../api/verify-two-factor';
import { FormError } from './form-error';
import type { TwoFactorChallenge } from './login-form';

// A 6-digit TOTP code or a backup code: the contract's rule, with a translated message.
function createTwoFactorFormSchema(t: TFunction) {
  const codeRule = twoFactorVerifyBodySchema.shape.code;
  return z.object({
    code: z
      .string()
      .trim()
      .refine((value) => codeRule.safeParse(value).success, t('validation.verificationCode')),
  });
}

interface TwoFactorFormProps {
  challenge: TwoFactorChallenge;
  onCancel: () => void;
}

export function TwoFactorForm({ challenge, onCancel }: TwoFactorFormProps) {
  const { t } = useTranslation();
  const { startSession } = useSession();
  const verify = useVerifyTwoFactor();
  const schema = useMemo(() => createTwoFactorFormSchema(t), [t]);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { code: '' } });

  useEffect(() => {
    setFocus('code');
  }, [setFocus]);

  const onSubmit = handleSubmit(({ code }) => {
    verify.mutate(
      { challengeToken: challenge.challengeToken, code },
      { onSuccess: ({ data }) => startSession(data) },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormError error={verify.error} />
      <FormField label={t('auth.fields.verificationCode')} error={errors.code?.message}>
        {(control) => (
          <Input
            {...control}
            autoComplete="one-time-code"
            spellCheck={false}
            className="font-mono tracking-widest"
            {...register('code')}
          />
        )}
      </FormField>
      <Button type="submit" fullWidth size="lg" isLoading={verify.isPending}>
        {t('auth.twoFactor.submit')}
      </Button>
      <Button variant="ghost" fullWidth onClick={onCancel}>
        {t('auth.twoFactor.backToLogin')}
      </Button>
    </form>
  );
}
