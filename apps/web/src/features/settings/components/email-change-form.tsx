import { zodResolver } from '@hookform/resolvers/zod';
import { emailAddressSchema, type PendingEmailChange, twoFactorCodeSchema } from '@hostportaal/contract';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { isApiError } from '../../../lib/api/api-error';
import { applyFieldErrors } from '../../../lib/forms/apply-field-errors';
import { useRequestEmailChange } from '../api/email-change';

const FIELDS = ['newEmail', 'currentPassword', 'code'] as const;

function createEmailChangeFormSchema(t: TFunction, currentEmail: string, twoFactorEnabled: boolean) {
  return z.object({
    newEmail: z
      .string()
      .trim()
      .toLowerCase()
      .min(1, t('validation.required'))
      .refine((value) => emailAddressSchema.safeParse(value).success, t('validation.email'))
      .refine((value) => value !== currentEmail.toLowerCase(), t('settings.emailChange.sameEmail')),
    currentPassword: z.string().min(1, t('validation.required')),
    code: twoFactorEnabled
      ? z
          .string()
          .trim()
          .refine((value) => twoFactorCodeSchema.safeParse(value).success, t('validation.verificationCode'))
      : z.string(),
  });
}

type Props = {
  currentEmail: string;
  twoFactorEnabled: boolean;
  onSent: (pending: PendingEmailChange | null) => void;
  onError: (error: unknown) => void;
};

/** The new address with the current password, and the second factor when 2FA is on (issue 18). */
export function EmailChangeForm({ currentEmail, twoFactorEnabled, onSent, onError }: Props) {
  const { t } = useTranslation();
  const request = useRequestEmailChange();
  const schema = useMemo(
    () => createEmailChangeFormSchema(t, currentEmail, twoFactorEnabled),
    [t, currentEmail, twoFactorEnabled],
  );
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { newEmail: '', currentPassword: '', code: '' },
  });

  const onSubmit = handleSubmit((values) => {
    request.mutate(
      {
        newEmail: values.newEmail,
        currentPassword: values.currentPassword,
        ...(twoFactorEnabled ? { code: values.code } : {}),
      },
      {
        onSuccess: (pending) => {
          reset();
          onSent(pending);
        },
        onError: (error) => {
          if (applyFieldErrors(error, setError, FIELDS)) return;
          if (isApiError(error) && error.code === 'WRONG_PASSWORD')
            return setError('currentPassword', { type: 'server', message: error.message });
          if (isApiError(error) && error.code === 'EMAIL_TAKEN')
            return setError('newEmail', { type: 'server', message: error.message });
          onError(error);
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('settings.emailChange.newEmail')} error={errors.newEmail?.message}>
          {(control) => <Input {...control} type="email" autoComplete="email" {...register('newEmail')} />}
        </FormField>
        <FormField label={t('settings.emailChange.currentPassword')} error={errors.currentPassword?.message}>
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="current-password"
              {...register('currentPassword')}
            />
          )}
        </FormField>
        {twoFactorEnabled ? (
          <FormField
            label={t('settings.emailChange.code')}
            hint={t('settings.emailChange.codeHint')}
            error={errors.code?.message}
          >
            {(control) => <Input {...control} autoComplete="one-time-code" {...register('code')} />}
          </FormField>
        ) : null}
      </div>
      <div className="flex justify-end">
        <Button type="submit" isLoading={request.isPending}>
          {t('settings.emailChange.submit')}
        </Button>
      </div>
    </form>
  );
}
