import type { UserSession } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/dates/format-date';

/** One login: the device, where and when; every session but this one can be ended. */
export function SessionItem({
  session,
  device,
  onEnd,
}: {
  session: UserSession;
  device: string;
  onEnd: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="min-w-0 space-y-1">
        <h3 className="flex flex-wrap items-center gap-2 font-medium text-slate-900 dark:text-white">
          {device}
          {/* The space keeps "Deze sessie" a separate word for screen readers. */}
          {session.current ? (
            <>
              {' '}
              <Badge tone="success">{t('settings.sessions.current')}</Badge>
            </>
          ) : null}
        </h3>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm text-slate-600 dark:text-slate-400">
          <dt>{t('settings.sessions.ip')}</dt>
          <dd className="tabular-nums">{session.ip ?? t('settings.sessions.unknownIp')}</dd>
          <dt>{t('settings.sessions.started')}</dt>
          <dd className="tabular-nums">
            <time dateTime={session.startedAt}>{formatDateTime(session.startedAt)}</time>
          </dd>
          <dt>{t('settings.sessions.lastActive')}</dt>
          <dd className="tabular-nums">
            <time dateTime={session.lastActiveAt}>{formatDateTime(session.lastActiveAt)}</time>
          </dd>
        </dl>
      </div>
      {/* Ending the current session is logging out, which the privacy tab and the user menu offer. */}
      {session.current ? null : (
        <Button
          variant="secondary"
          size="sm"
          onClick={onEnd}
          aria-label={t('settings.sessions.endLabel', { device })}
        >
          {t('settings.sessions.end')}
        </Button>
      )}
    </li>
  );
}
