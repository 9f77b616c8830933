import type { UserSession } from '@hostportaal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ErrorWithRetry } from '../../../components/ui/error-with-retry';
import { Spinner } from '../../../components/ui/spinner';
import { describeDevice } from '../../../lib/device/describe-device';
import { useAccountSessions } from '../api/account-sessions';
import { EndSessionDialog, type PendingSessionEnd } from './end-session-dialog';
import { SessionItem } from './session-item';

/** "Actieve sessies": where the customer is logged in, to end a login they do not recognise. */
export function ActiveSessionsSection() {
  const { t } = useTranslation();
  const sessions = useAccountSessions();
  const [pending, setPending] = useState<PendingSessionEnd | null>(null);
  const deviceName = (session: UserSession) =>
    describeDevice(session.userAgent, {
      browserOnSystem: (browser, system) => t('settings.sessions.device', { browser, system }),
      unknown: t('settings.sessions.unknownDevice'),
    });

  return (
    <Card role="region" aria-labelledby="active-sessions-heading">
      <CardHeader>
        <CardTitle id="active-sessions-heading">{t('settings.sessions.heading')}</CardTitle>
        <CardDescription>{t('settings.sessions.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {sessions.isPending ? <Spinner label={t('settings.sessions.loading')} /> : null}
        {sessions.isError ? (
          <ErrorWithRetry
            message={t('settings.sessions.loadFailed')}
            onRetry={() => void sessions.refetch()}
            isRetrying={sessions.isFetching}
          />
        ) : null}
        {sessions.data?.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('settings.sessions.empty')}</p>
        ) : null}
        {sessions.data && sessions.data.length > 0 ? (
          <>
            <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-busy={sessions.isFetching}>
              {sessions.data.map((session) => {
                const device = deviceName(session);
                return (
                  <SessionItem
                    key={session.id}
                    session={session}
                    device={device}
                    onEnd={() => setPending({ kind: 'one', sessionId: session.id, device, ip: session.ip })}
                  />
                );
              })}
            </ul>
            {sessions.data.some((session) => !session.current) ? (
              <Button variant="danger" onClick={() => setPending({ kind: 'others' })}>
                {t('settings.sessions.endOthers')}
              </Button>
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-400">{t('settings.sessions.onlyThis')}</p>
            )}
          </>
        ) : null}
      </CardContent>
      <EndSessionDialog pending={pending} onClose={() => setPending(null)} />
    </Card>
  );
}
