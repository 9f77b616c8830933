import type { UserSession } from '@hostportaal/contract';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { useApiErrorText } from '../../../../components/ui/screen-words';
import { Spinner } from '../../../../components/ui/spinner';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../../components/ui/table';
import { formatDateTime } from '../../../../lib/dates/format-date';
import { describeDevice } from '../../../../lib/device/describe-device';
import { usePermission } from '../../../../lib/session/use-permission';
import { useUserSessions } from '../../api/admin-user-sessions';
import { EndUserSessionsDialog, type PendingSessionsEnd } from './end-user-sessions-dialog';

/** Where the user is signed in, with ending one session or all of them. */
export function UserSessionsCard({ userId, userName }: { userId: string; userName: string }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminUsers.detail.sessions' });
  const errorText = useApiErrorText('adminErrors');
  const sessions = useUserSessions(userId);
  const [pending, setPending] = useState<PendingSessionsEnd | null>(null);
  const deviceName = (session: UserSession) =>
    describeDevice(session.userAgent, {
      browserOnSystem: (browser, system) => t('browserOnSystem', { browser, system }),
      unknown: t('unknownDevice'),
    });
  // The admin's own session (on their own detail page) is not ended from here: that is signing out.
  // Ending a customer's sessions changes their account: customers.manage (issue 18).
  const mayEnd = usePermission()('customers.manage');
  const endable = mayEnd && (sessions.data?.some((session) => !session.current) ?? false);

  return (
    <Card role="region" aria-labelledby="user-sessions-heading">
      <CardHeader className="flex flex-wrap items-center justify-between gap-2 sm:flex-row">
        <CardTitle id="user-sessions-heading">{t('title')}</CardTitle>
        {endable ? (
          <Button size="sm" variant="danger" onClick={() => setPending({ kind: 'all' })}>
            <LogOut className="size-4" aria-hidden="true" />
            {t('endAll')}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {sessions.isPending ? <Spinner label={t('loading')} /> : null}
        {sessions.isError ? (
          <ErrorWithRetry
            message={t('loadError', { error: errorText(sessions.error) })}
            onRetry={() => void sessions.refetch()}
            isRetrying={sessions.isFetching}
          />
        ) : null}
        {sessions.data?.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('empty')}</p>
        ) : null}
        {sessions.data && sessions.data.length > 0 ? (
          <Table aria-busy={sessions.isFetching}>
            <TableHead>
              <tr>
                <TableHeaderCell>{t('device')}</TableHeaderCell>
                <TableHeaderCell>{t('ip')}</TableHeaderCell>
                <TableHeaderCell>{t('started')}</TableHeaderCell>
                <TableHeaderCell>{t('lastActive')}</TableHeaderCell>
                <TableHeaderCell className="text-right">{t('actions')}</TableHeaderCell>
              </tr>
            </TableHead>
            <TableBody>
              {sessions.data.map((session) => {
                const device = deviceName(session);
                return (
                  <TableRow key={session.id}>
                    <TableCell>
                      <span className="flex flex-wrap items-center gap-2 font-medium">
                        {device}
                        {session.current ? (
                          <>
                            {' '}
                            <Badge tone="info">{t('current')}</Badge>
                          </>
                        ) : null}
                      </span>
                    </TableCell>
                    <TableCell className="tabular-nums">{session.ip ?? t('unknownIp')}</TableCell>
                    <TableCell className="tabular-nums">
                      <time dateTime={session.startedAt}>{formatDateTime(session.startedAt)}</time>
                    </TableCell>
                    <TableCell className="tabular-nums">
                      <time dateTime={session.lastActiveAt}>{formatDateTime(session.lastActiveAt)}</time>
                    </TableCell>
                    <TableCell className="text-right">
                      {session.current || !mayEnd ? null : (
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={t('endLabel', { device })}
                          onClick={() =>
                            setPending({ kind: 'one', sessionId: session.id, device, ip: session.ip })
                          }
                        >
                          {t('end')}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        ) : null}
      </CardContent>
      <EndUserSessionsDialog
        userId={userId}
        userName={userName}
        pending={pending}
        onClose={() => setPending(null)}
      />
    </Card>
  );
}
