import type { ProvisioningServer } from '@hostportaal/contract';
import { Pencil, PlugZap, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Dialog } from '../../../../components/ui/dialog';
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
import { useCheckServer, useDeleteServer, useProvisioningServers } from '../../api/provisioning';
import { mutationErrorText } from '../shell/mutation-error-text';
import { ServerFormDialog } from './server-form-dialog';

const muted = 'text-xs text-slate-600 dark:text-slate-400';

/**
 * The panels accounts are created on (DirectAdmin for hosting, Pterodactyl for game servers): add, edit,
 * check the connection (which reads DirectAdmin's packages) and delete.
 */
export function ServersCard() {
  const { t } = useTranslation();
  const errorText = useApiErrorText('adminErrors');
  const servers = useProvisioningServers();
  // undefined: no dialog; null: the add dialog.
  const [editing, setEditing] = useState<ProvisioningServer | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<ProvisioningServer | null>(null);

  return (
    <Card>
      <CardHeader className="flex flex-wrap items-start justify-between gap-2 sm:flex-row">
        <div className="space-y-1.5">
          <CardTitle>{t('adminHosting.servers.title')}</CardTitle>
          <CardDescription>{t('adminHosting.servers.description')}</CardDescription>
        </div>
        <Button onClick={() => setEditing(null)}>
          <Plus className="size-4" aria-hidden="true" />
          {t('adminHosting.servers.add')}
        </Button>
      </CardHeader>
      <CardContent>
        {servers.isPending ? <Spinner label={t('adminHosting.servers.loading')} /> : null}
        {servers.isError ? (
          <ErrorWithRetry
            message={t('adminHosting.servers.loadError', { error: errorText(servers.error) })}
            onRetry={() => void servers.refetch()}
            isRetrying={servers.isFetching}
            retryLabel={t('adminHosting.retry')}
          />
        ) : null}
        {servers.data && !servers.isError ? (
          servers.data.length === 0 ? (
            <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">
              {t('adminHosting.servers.empty')}
            </p>
          ) : (
            // At 1366 px every column fits beside the sidebar (issue 20): the panel's user is folded under the
            // panel it belongs to.
            <Table dense>
              <TableHead>
                <tr>
                  <TableHeaderCell>{t('adminHosting.servers.table.name')}</TableHeaderCell>
                  <TableHeaderCell>
                    {t('adminHosting.servers.table.panel')}
                    <span className="block">{t('adminHosting.servers.table.username')}</span>
                  </TableHeaderCell>
                  <TableHeaderCell className="text-right">
                    {t('adminHosting.servers.table.capacity')}
                  </TableHeaderCell>
                  <TableHeaderCell>{t('adminHosting.servers.table.active')}</TableHeaderCell>
                  <TableHeaderCell>{t('adminHosting.servers.table.lastCheck')}</TableHeaderCell>
                  <TableHeaderCell>{t('adminHosting.servers.table.packages')}</TableHeaderCell>
                  <TableHeaderCell className="text-right">
                    {t('adminHosting.servers.table.actions')}
                  </TableHeaderCell>
                </tr>
              </TableHead>
              <TableBody>
                {servers.data.map((server) => (
                  <ServerRow
                    key={server.id}
                    server={server}
                    onEdit={() => setEditing(server)}
                    onDelete={() => setDeleting(server)}
                  />
                ))}
              </TableBody>
            </Table>
          )
        ) : null}
      </CardContent>
      <ServerFormDialog server={editing} onClose={() => setEditing(undefined)} />
      <DeleteServerDialog server={deleting} onClose={() => setDeleting(null)} />
    </Card>
  );
}

function ServerRow({
  server,
  onEdit,
  onDelete,
}: {
  server: ProvisioningServer;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const check = useCheckServer();
  return (
    <TableRow data-testid="provisioning-server-row">
      <TableCell className="min-w-44">
        <span className="block font-medium wrap-anywhere" translate="no">
          {server.name}
        </span>
        <span className={`${muted} block font-mono break-all`}>{server.url}</span>
      </TableCell>
      <TableCell>
        <Badge tone={server.panel === 'directadmin' ? 'info' : 'neutral'}>
          {t(`adminHosting.panels.${server.panel}`)}
        </Badge>
        <span className="mt-1 block font-mono text-xs break-all" translate="no">
          {server.username || t('adminHosting.none')}
        </span>
      </TableCell>
      <TableCell className="text-right whitespace-nowrap tabular-nums">
        {server.panel === 'directadmin'
          ? t('adminHosting.servers.accounts', { count: server.capacity })
          : t('adminHosting.servers.gameServers', { count: server.capacity })}
      </TableCell>
      <TableCell>
        <Badge tone={server.isActive ? 'success' : 'neutral'}>
          {server.isActive ? t('adminHosting.servers.activeYes') : t('adminHosting.servers.activeNo')}
        </Badge>
      </TableCell>
      <TableCell className="min-w-40 max-w-72" aria-live="polite">
        {server.lastCheck ? (
          <div className="space-y-1">
            <Badge tone={server.lastCheck.ok ? 'success' : 'danger'}>
              {server.lastCheck.ok
                ? t('adminHosting.servers.checkOk')
                : t('adminHosting.servers.checkFailed')}
            </Badge>
            <span className={`${muted} block`}>
              <time dateTime={server.lastCheck.at}>
                {t('adminHosting.servers.checkedAt', { time: formatDateTime(server.lastCheck.at) })}
              </time>
            </span>
            {server.lastCheck.error ? (
              <span className="block text-xs break-words text-red-700 dark:text-red-300">
                {server.lastCheck.error}
              </span>
            ) : null}
          </div>
        ) : (
          <span className={muted}>{t('adminHosting.servers.neverChecked')}</span>
        )}
        {check.isError ? (
          <Alert variant="error" className="mt-2">
            {t('adminHosting.servers.checkError', {
              name: server.name,
              error: mutationErrorText(check.error, t),
            })}
          </Alert>
        ) : null}
      </TableCell>
      <TableCell className="max-w-56">
        {server.panel === 'pterodactyl' ? (
          // A game panel has no packages: a game server's resources come from its own package.
          <span className={muted}>{t('adminHosting.none')}</span>
        ) : server.packages.length > 0 ? (
          // DirectAdmin's package names are identifiers staff type into the panel: shown as such.
          <ul
            className="flex flex-wrap gap-1"
            aria-label={t('adminHosting.servers.table.packages')}
            translate="no"
          >
            {server.packages.map((name) => (
              <li key={name}>
                <Badge tone="info">{name}</Badge>
              </li>
            ))}
          </ul>
        ) : (
          <span className={muted}>{t('adminHosting.servers.noPackages')}</span>
        )}
      </TableCell>
      <TableCell>
        {/* Icon buttons keep the row within the card; each says in full what it does (aria-label, tooltip). */}
        <div className="flex justify-end gap-1">
          <Button
            variant="secondary"
            size="icon"
            onClick={() => check.mutate(server.id)}
            isLoading={check.isPending}
            aria-label={t('adminHosting.servers.checkLabel', { name: server.name })}
            title={t('adminHosting.servers.check')}
          >
            <PlugZap className="size-4" aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={onEdit}
            aria-label={t('adminHosting.servers.editLabel', { name: server.name })}
            title={t('adminHosting.servers.edit')}
          >
            <Pencil className="size-4" aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={onDelete}
            aria-label={t('adminHosting.servers.deleteLabel', { name: server.name })}
            title={t('adminHosting.servers.delete')}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        </div>
      </TableCell>
    </TableRow>
  );
}

function DeleteServerDialog({ server, onClose }: { server: ProvisioningServer | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteServer();
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () => {
    if (server) remove.mutate(server.id, { onSuccess: close });
  };
  return (
    <Dialog
      open={server !== null}
      onOpenChange={(open) => !open && close()}
      title={t('adminHosting.delete.title', { name: server?.name ?? '' })}
      size="sm"
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('adminHosting.delete.text')}</p>
      {remove.isError ? (
        <ErrorWithRetry
          message={t('adminHosting.delete.failed', { error: mutationErrorText(remove.error, t) })}
          onRetry={confirm}
          isRetrying={remove.isPending}
          retryLabel={t('adminHosting.retry')}
        />
      ) : null}
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="secondary" onClick={close}>
          {t('adminHosting.cancel')}
        </Button>
        <Button variant="danger" onClick={confirm} isLoading={remove.isPending}>
          {t('adminHosting.delete.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
