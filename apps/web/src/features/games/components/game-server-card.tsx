import type { GameServer } from '@hostportaal/contract';
import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SuspensionNotice, WaitingForServerBadge } from '../../../components/service-notes';
import { Badge } from '../../../components/ui/badge';
import { buttonClassName } from '../../../components/ui/button';
import { formatDateShort } from '../../../lib/dates/format-date';
import { gameName } from '../lib/game-name';
import { gameServerStatusTone } from '../lib/game-server-status';

/** One of the customer's game servers: what it runs, its state and, once built, the way to its panel. */
export function GameServerCard({ server }: { server: GameServer }) {
  const { t } = useTranslation();
  const titleId = useId();
  const details: [string, string][] = [
    [t('games.servers.game'), gameName(t, server.game, server.templateName)],
    ...(server.slots === null ? [] : [[t('games.servers.slots'), String(server.slots)] as [string, string]]),
    [t('games.servers.since'), formatDateShort(server.startDate)],
  ];

  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="flex h-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3
              id={titleId}
              title={server.title}
              className="truncate font-semibold text-slate-900 dark:text-white"
            >
              {server.title}
            </h3>
            <p className="text-sm text-slate-600 dark:text-slate-400">{server.templateName}</p>
          </div>
          {server.waitingForServer ? (
            <WaitingForServerBadge />
          ) : (
            <Badge tone={gameServerStatusTone[server.status]}>
              {t(`games.servers.status.${server.status}`)}
            </Badge>
          )}
        </div>
        <dl className="space-y-1 text-sm">
          {details.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-2">
              <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
              <dd className="truncate font-medium text-slate-900 dark:text-white">{value}</dd>
            </div>
          ))}
        </dl>
        {server.status === 'pending' ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t(server.waitingForServer ? 'games.servers.waitingForServerHint' : 'games.servers.pendingHint')}
          </p>
        ) : null}
        {server.suspension ? <SuspensionNotice suspension={server.suspension} /> : null}
        {server.panelUrl ? (
          <a
            href={server.panelUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClassName({ variant: 'secondary', size: 'sm' })}
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            {t('games.servers.openPanel')} <span className="sr-only">{t('games.servers.openInNewTab')}</span>
          </a>
        ) : null}
      </article>
    </li>
  );
}
