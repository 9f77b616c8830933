import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorWithRetry } from '../../../components/ui/error-with-retry';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { useGameServers } from '../api/get-game-servers';
import { GameServerCard } from './game-server-card';

function ServerCards({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  const { t } = useTranslation();
  const servers = useGameServers(page);

  if (servers.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
        <Spinner />
        <span role="status">{t('games.servers.loading')}</span>
      </p>
    );
  }
  if (servers.isError) {
    return (
      <ErrorWithRetry
        message={t('games.servers.loadFailed')}
        onRetry={() => void servers.refetch()}
        isRetrying={servers.isFetching}
      />
    );
  }
  const { servers: list, pagination } = servers.data;
  if (pagination.totalItems === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
        {t('games.servers.empty')}
      </p>
    );
  }
  return (
    <div>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
        {list.map((server) => (
          <GameServerCard key={server.id} server={server} />
        ))}
      </ul>
      <Pagination
        page={pagination.page}
        totalPages={pagination.totalPages}
        totalItems={pagination.totalItems}
        onPageChange={onPageChange}
        disabled={servers.isPlaceholderData}
      />
    </div>
  );
}

/** The customer's game servers, paged on the server; the list refreshes itself while one is being built. */
export function GameServerList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);

  return (
    <section aria-labelledby="game-servers-title" className="space-y-4">
      <h2 id="game-servers-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('games.servers.title')}
      </h2>
      <ServerCards page={page} onPageChange={setPage} />
    </section>
  );
}
