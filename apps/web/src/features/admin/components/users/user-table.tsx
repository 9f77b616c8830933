import type { AdminUserRow } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { Ellipsis, Eye, Pencil } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { focusRing } from '../../../../components/ui/focus-ring';
import {
  ariaSortOf,
  SortableHeader,
  SortButton,
  type TableSort,
} from '../../../../components/ui/sortable-header';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../../components/ui/table';
import { classNames } from '../../../../lib/class-names';
import { formatDateShort, formatDateTime } from '../../../../lib/dates/format-date';
import { usePermission } from '../../../../lib/session/use-permission';
import { menuContentClasses, menuItemClasses } from '../collections/collection-row-menu';
import type { UserSortBy } from './use-user-list-state';

export type UserRowAction = 'view' | 'edit' | 'contact' | 'toggle' | 'role';

interface UserTableProps {
  users: AdminUserRow[];
  sort: TableSort<UserSortBy>;
  onSort: (column: UserSortBy) => void;
  selectedIds: ReadonlySet<string>;
  onToggleRow: (id: string) => void;
  onTogglePage: (selectAll: boolean) => void;
  onAction: (action: UserRowAction, user: AdminUserRow) => void;
  /** The signed-in admin: no deactivate or role change offered on their own row. */
  ownId: string | undefined;
  /** Rows can be selected for the bulk actions (only for roles that may use them). */
  selectable: boolean;
}

const wideOnly = 'hidden xl:table-cell';

export function UserTable(props: UserTableProps) {
  const { users, sort, onSort, selectedIds, onToggleRow, onTogglePage, onAction, ownId, selectable } = props;
  const { t } = useTranslation('translation', { keyPrefix: 'adminUsers.table' });
  const can = usePermission();
  const allSelected = users.length > 0 && users.every((user) => selectedIds.has(user.id));
  const header = (column: UserSortBy, label: string, className?: string) => (
    <SortableHeader column={column} sort={sort} onSort={onSort} className={className} wrap>
      {label}
    </SortableHeader>
  );
  // Issue 20: at 1366 px the registration date is a second line under the last login, both still sortable.
  return (
    <Table dense>
      <TableHead>
        <tr>
          {selectable ? (
            <TableHeaderCell>
              <input
                type="checkbox"
                className="size-4 accent-indigo-600"
                aria-label={t('selectPage')}
                checked={allSelected}
                onChange={(event) => onTogglePage(event.target.checked)}
              />
            </TableHeaderCell>
          ) : null}
          {header('lastname', t('name'))}
          {header('role', t('role'))}
          {header('isActive', t('status'))}
          <TableHeaderCell className="text-right whitespace-normal">{t('subscriptions')}</TableHeaderCell>
          <TableHeaderCell className={`text-right whitespace-normal ${wideOnly}`}>
            {t('totalSpent')}
          </TableHeaderCell>
          <TableHeaderCell className={wideOnly} aria-sort={ariaSortOf(['lastLogin', 'createdAt'], sort)}>
            <div className="flex flex-col items-start gap-1">
              <SortButton column="lastLogin" sort={sort} onSort={onSort} wrap>
                {t('lastLogin')}
              </SortButton>
              <SortButton column="createdAt" sort={sort} onSort={onSort} wrap>
                {t('createdAt')}
              </SortButton>
            </div>
          </TableHeaderCell>
          <TableHeaderCell className="text-right">{t('actions')}</TableHeaderCell>
        </tr>
      </TableHead>
      <TableBody>
        {users.map((user) => {
          const name = `${user.firstname} ${user.lastname}`;
          const own = user.id === ownId;
          return (
            <TableRow key={user.id}>
              {selectable ? (
                <TableCell>
                  <input
                    type="checkbox"
                    className="size-4 accent-indigo-600"
                    aria-label={t('select', { name })}
                    checked={selectedIds.has(user.id)}
                    onChange={() => onToggleRow(user.id)}
                  />
                </TableCell>
              ) : null}
              <TableCell className="min-w-48">
                <button
                  type="button"
                  className="text-left font-medium text-slate-900 hover:underline dark:text-white"
                  onClick={() => onAction('view', user)}
                >
                  {name}
                </button>
                <span className="block text-xs break-all text-slate-600 dark:text-slate-400">
                  {user.email}
                </span>
                {user.company ? (
                  <span className="block text-xs text-slate-600 dark:text-slate-400">{user.company}</span>
                ) : null}
              </TableCell>
              <TableCell>
                <Badge tone={user.role === 'user' ? 'neutral' : 'info'}>{t(`roles.${user.role}`)}</Badge>
              </TableCell>
              <TableCell>
                <Badge tone={user.isActive ? 'success' : 'danger'}>
                  {t(user.isActive ? 'active' : 'inactive')}
                </Badge>
              </TableCell>
              <TableCell className="text-right tabular-nums">{user.subscriptionCount}</TableCell>
              <TableCell className={`text-right tabular-nums ${wideOnly}`}>
                {formatCents(user.totalSpent)}
              </TableCell>
              <TableCell className={`whitespace-nowrap ${wideOnly}`}>
                {user.lastLogin ? (
                  <time dateTime={user.lastLogin} title={formatDateTime(user.lastLogin)}>
                    {formatDateShort(user.lastLogin)}
                  </time>
                ) : (
                  t('never')
                )}
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {formatDateShort(user.createdAt)}
                </span>
              </TableCell>
              <TableCell>
                <div className="flex justify-end">
                  <Button
                    size="icon"
                    variant="ghost"
                    className="size-8"
                    aria-label={t('view', { name })}
                    title={t('view', { name })}
                    onClick={() => onAction('view', user)}
                  >
                    <Eye className="size-4" aria-hidden="true" />
                  </Button>
                  {can('customers.manage') ? (
                    <Button
                      size="icon"
                      variant="ghost"
                      className="size-8"
                      aria-label={t('edit', { name })}
                      title={t('edit', { name })}
                      onClick={() => onAction('edit', user)}
                    >
                      <Pencil className="size-4" aria-hidden="true" />
                    </Button>
                  ) : null}
                  <UserRowMenu user={user} own={own} onAction={onAction} />
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/**
 * E-mail, activate or deactivate, and the role, in a menu so the row stays narrow; not on your own row. Each
 * item only for the roles that may use it; no menu when none may be used.
 */
function UserRowMenu({
  user,
  own,
  onAction,
}: {
  user: AdminUserRow;
  own: boolean;
  onAction: (action: UserRowAction, user: AdminUserRow) => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminUsers.table' });
  const can = usePermission();
  const name = `${user.firstname} ${user.lastname}`;
  const [contact, manage, roles] = [can('support'), can('customers.manage'), can('roles.manage')];
  if (!contact && !manage && !roles) return null;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={t('more', { name })}
        title={t('more', { name })}
        className={classNames(
          'inline-flex size-8 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
          focusRing,
        )}
      >
        <Ellipsis className="size-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className={menuContentClasses}>
          {contact ? (
            <DropdownMenu.Item className={menuItemClasses} onSelect={() => onAction('contact', user)}>
              {t('menu.contact')}
            </DropdownMenu.Item>
          ) : null}
          {manage ? (
            <DropdownMenu.Item
              className={menuItemClasses}
              disabled={own}
              onSelect={() => onAction('toggle', user)}
            >
              {t(user.isActive ? 'menu.deactivate' : 'menu.activate')}
            </DropdownMenu.Item>
          ) : null}
          {roles ? (
            <DropdownMenu.Item
              className={menuItemClasses}
              disabled={own}
              onSelect={() => onAction('role', user)}
            >
              {t('menu.changeRole')}
            </DropdownMenu.Item>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
