import type { AdminUserRow } from '@hostportaal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { useApiErrorText } from '../../../../components/ui/screen-words';
import { Spinner } from '../../../../components/ui/spinner';
import { useSession } from '../../../../lib/session/session-context';
import { usePermission } from '../../../../lib/session/use-permission';
import { useRowSelection } from '../../../../lib/use-row-selection';
import { useAdminUsers } from '../../api/admin-users';
import { useUserListState } from './use-user-list-state';
import { UserBulkBar } from './user-bulk-bar';
import { type PendingUserChange, UserChangeDialog, type UserChangeOutcome } from './user-change-dialog';
import { UserContactDialog } from './user-contact-dialog';
import { UserEditDialog } from './user-edit-dialog';
import { UserFilters } from './user-filters';
import { UserPagination } from './user-pagination';
import { UserRoleDialog } from './user-role-dialog';
import { UserStatCards } from './user-stat-cards';
import { type UserRowAction, UserTable } from './user-table';

/** SPEC §2 "Admin user management": stat cards, filters, the server-paged table, bulk and row actions. */
export function UserListCard({ onOpenUser }: { onOpenUser: (id: string) => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminUsers' });
  const errorText = useApiErrorText('adminErrors');
  const ownId = useSession().user?.id;
  const state = useUserListState();
  const users = useAdminUsers(state.filters);
  const data = users.data;
  const selection = useRowSelection(data?.users);
  const [pending, setPending] = useState<PendingUserChange | null>(null);
  const [editing, setEditing] = useState<AdminUserRow | null>(null);
  const [contacting, setContacting] = useState<AdminUserRow | null>(null);
  const [changingRole, setChangingRole] = useState<AdminUserRow | null>(null);
  const [outcome, setOutcome] = useState<UserChangeOutcome | null>(null);
  // The bulk route can change roles too, so it asks for roles.manage (issue 18).
  const bulkAllowed = usePermission()('roles.manage');

  const onAction = (action: UserRowAction, user: AdminUserRow) => {
    setOutcome(null);
    if (action === 'view') onOpenUser(user.id);
    else if (action === 'edit') setEditing(user);
    else if (action === 'contact') setContacting(user);
    else if (action === 'role') setChangingRole(user);
    else setPending({ kind: action, user });
  };

  return (
    <div className="space-y-6">
      {data ? <UserStatCards list={data} /> : null}
      <Card>
        <CardHeader>
          <CardTitle>{t('title')}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <UserFilters {...state} />
          {bulkAllowed ? (
            <UserBulkBar
              selected={selection.selected}
              onAction={(action) => {
                setOutcome(null);
                setPending({ kind: 'bulk', action, users: selection.selected });
              }}
              onClear={selection.clear}
            />
          ) : null}
          {outcome ? (
            <Alert
              variant={outcome.skipped.length > 0 ? 'notice' : 'success'}
              onDismiss={() => setOutcome(null)}
              dismissLabel={t('dismiss')}
            >
              <p>{outcome.message}</p>
              {outcome.skipped.length > 0 ? (
                <ul className="mt-1 list-disc pl-5">
                  {outcome.skipped.map((skip) => (
                    <li key={skip.name}>{t('skipped', skip)}</li>
                  ))}
                </ul>
              ) : null}
            </Alert>
          ) : null}
          {users.isPending ? <Spinner label={t('loading')} /> : null}
          {users.isError ? (
            <ErrorWithRetry
              message={t('loadError', { error: errorText(users.error) })}
              onRetry={() => void users.refetch()}
              isRetrying={users.isFetching}
            />
          ) : null}
          {data && !users.isError ? (
            data.users.length === 0 ? (
              <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">{t('empty')}</p>
            ) : (
              <div aria-busy={users.isFetching || undefined}>
                <UserTable
                  users={data.users}
                  sort={state.sort}
                  onSort={state.toggleSort}
                  selectedIds={selection.selectedIds}
                  onToggleRow={selection.toggleRow}
                  onTogglePage={selection.togglePage}
                  onAction={onAction}
                  ownId={ownId}
                  selectable={bulkAllowed}
                />
              </div>
            )
          ) : null}
          {data ? (
            <UserPagination
              page={data.currentPage}
              totalPages={data.totalPages}
              total={data.totalUsers}
              limit={data.limit}
              disabled={users.isFetching}
              onPageChange={state.setPage}
            />
          ) : null}
        </CardContent>
      </Card>
      <UserChangeDialog
        pending={pending}
        onClose={() => setPending(null)}
        onDone={(result) => {
          if (pending?.kind === 'bulk') selection.clear();
          setPending(null);
          setOutcome(result);
        }}
      />
      <UserEditDialog user={editing} onClose={() => setEditing(null)} />
      <UserContactDialog user={contacting} onClose={() => setContacting(null)} />
      <UserRoleDialog
        user={changingRole}
        onClose={() => setChangingRole(null)}
        onDone={(message) => {
          setChangingRole(null);
          setOutcome({ message, skipped: [] });
        }}
      />
    </div>
  );
}
