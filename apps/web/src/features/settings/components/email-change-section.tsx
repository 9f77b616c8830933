import type { PendingEmailChange } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/dates/format-date';
import { useSession } from '../../../lib/session/session-context';
import {
  useCancelEmailChange,
  usePendingEmailChange,
  useResendEmailChange,
  useResendVerification,
} from '../api/email-change';
import { errorText } from '../hooks/error-text';
import { useTimedMessage } from '../hooks/use-timed-message';
import { EmailChangeForm } from './email-change-form';
import { SectionMessage } from './section-message';

type Show = ReturnType<typeof useTimedMessage>['show'];

/** The address waiting for its link, with "resend" and "cancel"; the login stays the current address. */
function PendingEmailChangeNotice({
  pending,
  currentEmail,
  show,
}: {
  pending: PendingEmailChange;
  currentEmail: string;
  show: Show;
}) {
  const { t } = useTranslation();
  const resend = useResendEmailChange();
  const cancel = useCancelEmailChange();
  const busy = resend.isPending || cancel.isPending;
  return (
    <Alert variant="info" title={t('settings.emailChange.pendingHeading')}>
      <p>
        {t('settings.emailChange.pendingText', {
          email: pending.email,
          expiresAt: formatDateTime(pending.expiresAt),
          current: currentEmail,
        })}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          isLoading={resend.isPending}
          onClick={() =>
            resend.mutate(undefined, {
              onSuccess: (next) =>
                show('success', t('settings.emailChange.resent', { email: next?.email ?? pending.email })),
              onError: (error) => show('error', errorText(error)),
            })
          }
        >
          {t('settings.emailChange.resend')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          isLoading={cancel.isPending}
          onClick={() =>
            cancel.mutate(undefined, {
              onSuccess: () => show('success', t('settings.emailChange.cancelled', { email: currentEmail })),
              onError: (error) => show('error', errorText(error)),
            })
          }
        >
          {t('settings.emailChange.cancel')}
        </Button>
      </div>
    </Alert>
  );
}

/** The current address was never confirmed (the registration link expired or got lost): send it again. */
function UnverifiedAddressNotice({ email, show }: { email: string; show: Show }) {
  const { t } = useTranslation();
  const resend = useResendVerification();
  return (
    <Alert variant="notice" title={t('settings.emailChange.unverifiedHeading')}>
      <p>{t('settings.emailChange.unverifiedText', { email })}</p>
      <Button
        className="mt-3"
        variant="secondary"
        size="sm"
        isLoading={resend.isPending}
        onClick={() =>
          resend.mutate(undefined, {
            onSuccess: () => show('success', t('settings.emailChange.verificationSent', { email })),
            onError: (error) => show('error', errorText(error)),
          })
        }
      >
        {t('settings.emailChange.sendVerification')}
      </Button>
    </Alert>
  );
}

export function EmailChangeSection() {
  const { t } = useTranslation();
  const { user } = useSession();
  const pending = usePendingEmailChange();
  const { message, show } = useTimedMessage();
  if (!user) return null;
  return (
    <Card role="region" aria-labelledby="email-change-heading">
      <CardHeader>
        <CardTitle id="email-change-heading">{t('settings.emailChange.heading')}</CardTitle>
        <CardDescription>{t('settings.emailChange.description', { email: user.email })}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <SectionMessage message={message} />
        {user.isEmailVerified ? null : <UnverifiedAddressNotice email={user.email} show={show} />}
        {pending.data ? (
          <PendingEmailChangeNotice pending={pending.data} currentEmail={user.email} show={show} />
        ) : null}
        <EmailChangeForm
          currentEmail={user.email}
          twoFactorEnabled={user.twoFactorEnabled}
          onSent={(next) => show('success', t('settings.emailChange.sent', { email: next?.email ?? '' }))}
          onError={(error) => show('error', errorText(error))}
        />
      </CardContent>
    </Card>
  );
}
