import { messageResponseSchema } from '@hostportaal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../lib/api/api-client';
import { isApiError } from '../../lib/api/api-error';
import { currentUserQueryKey } from '../../lib/session/current-user';
import { useSession } from '../../lib/session/session-context';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';

/** True while the logged-in customer has not confirmed their e-mail address (issue 28). */
export function useEmailUnverified(): boolean {
  const { user } = useSession();
  return user !== null && !user.isEmailVerified;
}

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/**
 * "We sent a confirmation mail to <address>" with "Opnieuw versturen" (issue 28): on the dashboard, and on the
 * screens where ordering or a mandate waits for the confirmed address (`waitsFor` says which). Renders
 * nothing once the address is confirmed; a confirmation in another tab is picked up when this one gets focus.
 */
export function EmailVerificationNotice({ waitsFor }: { waitsFor: 'order' | 'mandate' | null }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const unverified = useEmailUnverified();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const resend = useMutation({
    mutationFn: () => apiClient.post('/auth/resend-verification', {}, messageResponseSchema),
  });

  useEffect(() => {
    if (!unverified) return;
    const check = () => void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    window.addEventListener('focus', check);
    return () => window.removeEventListener('focus', check);
  }, [unverified, queryClient]);

  if (!user || !unverified) return null;
  const email = user.email;
  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: (body) => {
        if (body.message === 'Email already verified') {
          void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
          return;
        }
        setOutcome({ tone: 'success', text: t('emailVerification.resent', { email }) });
      },
      onError: (error) =>
        setOutcome({
          tone: 'error',
          text:
            isApiError(error) && error.status === 429
              ? t('emailVerification.resendLimited')
              : t('emailVerification.resendFailed'),
        }),
    });

  return (
    <Alert variant="notice" title={t('emailVerification.title')}>
      <p>{t('emailVerification.sent', { email })}</p>
      {waitsFor ? <p className="mt-1">{t(`emailVerification.waits.${waitsFor}`)}</p> : null}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" isLoading={resend.isPending} onClick={onResend}>
          {t('emailVerification.resend')}
        </Button>
        {outcome ? (
          <p
            className={
              outcome.tone === 'error'
                ? 'text-sm font-medium text-red-700 dark:text-red-300'
                : 'text-sm font-medium text-emerald-800 dark:text-emerald-200'
            }
          >
            {outcome.text}
          </p>
        ) : null}
      </div>
    </Alert>
  );
}
