import type { AdminUserDetail, AdminUserRow } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { ArrowLeft, History, Mail, Pencil, Power, ShieldCheck, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../../components/ui/alert';
import { Badge } from '../../../../components/ui/badge';
import { Button, buttonClassName } from '../../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card';
import { DetailField, DetailSection } from '../../../../components/ui/detail-list';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { useApiErrorText } from '../../../../components/ui/screen-words';
import { Spinner } from '../../../../components/ui/spinner';
import { formatDateShort, formatDateTime } from '../../../../lib/dates/format-date';
import { useSession } from '../../../../lib/session/session-context';
import { usePermission } from '../../../../lib/session/use-permission';
import { useAdminUserDetail } from '../../api/admin-users';
import { DetailTable } from './detail-table';
import { UserActivityCard } from './user-activity-card';
import { type PendingUserChange, UserChangeDialog, type UserChangeOutcome } from './user-change-dialog';
import { UserContactDialog } from './user-contact-dialog';
import { UserEditDialog } from './user-edit-dialog';
import { UserLettersCard } from './user-letters-card';
import { UserMandatesCard } from './user-mandates-card';
import { UserRoleDialog } from './user-role-dialog';
import { UserRunProblemsCard } from './user-run-problems-card';
import { UserSessionsCard } from './user-sessions-card';

/**
 * The detail page of one user: profile, subscriptions, invoices, mandates, letters, notes, tickets, sessions,
 * activity.
 */
export function UserDetail({ userId, onBack }: { userId: string; onBack: () => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminUsers.detail' });
  const errorText = useApiErrorText('adminErrors');
  const detail = useAdminUserDetail(userId);
  const back = (
    <Button variant="ghost" onClick={onBack}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('back')}
    </Button>
  );
  if (detail.isPending)
    return (
      <div className="space-y-4">
        {back}
        <Spinner label={t('loading')} />
      </div>
    );
  if (detail.isError)
    return (
      <div className="space-y-4">
        {back}
        <ErrorWithRetry
          message={t('loadError', { error: errorText(detail.error) })}
          onRetry={() => void detail.refetch()}
          isRetrying={detail.isFetching}
        />
      </div>
    );
  return <UserDetailBody detail={detail.data} back={back} onDeleted={onBack} />;
}

function UserDetailBody({
  detail,
  back,
  onDeleted,
}: {
  detail: AdminUserDetail;
  back: ReactNode;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminUsers' });
  const ownId = useSession().user?.id;
  const can = usePermission();
  const { user } = detail;
  const row: AdminUserRow = user;
  const own = user.id === ownId;
  const [pending, setPending] = useState<PendingUserChange | null>(null);
  const [editing, setEditing] = useState(false);
  const [contacting, setContacting] = useState(false);
  const [changingRole, setChangingRole] = useState(false);
  const [outcome, setOutcome] = useState<UserChangeOutcome | null>(null);
  const name = `${user.firstname} ${user.lastname}`;
  const address = [
    [user.street, user.houseNumber].filter(Boolean).join(' '),
    [user.zipcode, user.city].filter(Boolean).join(' '),
    user.country,
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {back}
        {/* Each button only for the roles that may use it (issue 18); support reads and e-mails. */}
        <div className="flex flex-wrap gap-2">
          {can('customers.manage') ? (
            <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
              <Pencil className="size-4" aria-hidden="true" />
              {t('detail.edit')}
            </Button>
          ) : null}
          {can('support') ? (
            <Button size="sm" variant="secondary" onClick={() => setContacting(true)}>
              <Mail className="size-4" aria-hidden="true" />
              {t('detail.contact')}
            </Button>
          ) : null}
          {can('customers.manage') ? (
            <Button
              size="sm"
              variant="secondary"
              disabled={own}
              onClick={() => setPending({ kind: 'toggle', user: row })}
            >
              <Power className="size-4" aria-hidden="true" />
              {t(user.isActive ? 'detail.deactivate' : 'detail.activate')}
            </Button>
          ) : null}
          {can('roles.manage') ? (
            <Button size="sm" variant="secondary" disabled={own} onClick={() => setChangingRole(true)}>
              <ShieldCheck className="size-4" aria-hidden="true" />
              {t('detail.changeRole')}
            </Button>
          ) : null}
          {can('customers.manage') ? (
            <Button
              size="sm"
              variant="danger"
              disabled={own}
              onClick={() => setPending({ kind: 'delete', user: row })}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              {t('detail.delete')}
            </Button>
          ) : null}
          {can('audit') ? (
            <Link
              to={`/dashboard/admin?section=audit&entityId=${encodeURIComponent(user.id)}`}
              className={buttonClassName({ variant: 'ghost', size: 'sm' })}
            >
              <History className="size-4" aria-hidden="true" />
              {t('detail.auditLog')}
            </Link>
          ) : null}
        </div>
      </div>
      {outcome ? (
        <Alert variant="success" onDismiss={() => setOutcome(null)} dismissLabel={t('dismiss')}>
          {outcome.message}
        </Alert>
      ) : null}
      <UserRunProblemsCard userId={user.id} />

      <Card>
        <CardHeader>
          <CardTitle className="flex flex-wrap items-center gap-2">
            {name}
            <Badge tone={user.role === 'user' ? 'neutral' : 'info'}>{t(`table.roles.${user.role}`)}</Badge>
            <Badge tone={user.isActive ? 'success' : 'danger'}>
              {t(user.isActive ? 'table.active' : 'table.inactive')}
            </Badge>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <DetailSection title={t('detail.profile')}>
            <DetailField label={t('detail.email')}>
              {user.email}{' '}
              {user.isEmailVerified ? null : <Badge tone="warning">{t('detail.unverified')}</Badge>}
            </DetailField>
            <DetailField label={t('detail.phone')}>{user.phone ?? '—'}</DetailField>
            <DetailField label={t('detail.company')}>{user.company ?? '—'}</DetailField>
            <DetailField label={t('detail.kvkNumber')}>{user.kvkNumber ?? '—'}</DetailField>
            <DetailField label={t('detail.vatId')}>{user.vatId ?? '—'}</DetailField>
            <DetailField label={t('detail.address')}>{address || '—'}</DetailField>
            <DetailField label={t('detail.twoFactor')}>
              {t(user.twoFactorEnabled ? 'detail.on' : 'detail.off')}
            </DetailField>
          </DetailSection>
          <DetailSection title={t('detail.account')}>
            <DetailField label={t('detail.customerNumber')}>{user.customerNumber}</DetailField>
            <DetailField label={t('detail.createdAt')}>{formatDateShort(user.createdAt)}</DetailField>
            <DetailField label={t('detail.lastLogin')}>
              {user.lastLogin ? formatDateTime(user.lastLogin) : t('table.never')}
            </DetailField>
            <DetailField label={t('detail.totalSpent')}>{formatCents(user.totalSpent)}</DetailField>
            <DetailField label={t('detail.openBalance')}>{formatCents(user.openBalance)}</DetailField>
            <DetailField label={t('detail.credit')}>{formatCents(user.creditBalance)}</DetailField>
          </DetailSection>
        </CardContent>
      </Card>

      <DetailTable
        title={t('detail.subscriptions.title')}
        total={detail.subscriptions.total}
        empty={t('detail.subscriptions.empty')}
        columns={[
          t('detail.subscriptions.name'),
          t('detail.subscriptions.status'),
          t('detail.subscriptions.price'),
          t('detail.subscriptions.next'),
        ]}
        rows={detail.subscriptions.items.map((item) => ({
          id: item.id,
          cells: [
            <span key="n">
              <span className="font-medium">{item.title}</span>
              {item.domain ? (
                <span className="block text-xs text-slate-600 dark:text-slate-400">{item.domain}</span>
              ) : null}
            </span>,
            <Badge key="s">
              {t(`detail.subscriptions.statuses.${item.status}`, { defaultValue: item.status })}
            </Badge>,
            `${formatCents(item.price)} / ${t(`detail.subscriptions.intervals.${item.interval}`, { defaultValue: item.interval })}`,
            item.nextBillingDate
              ? formatDateShort(item.nextBillingDate)
              : item.endDate
                ? t('detail.subscriptions.ends', { date: formatDateShort(item.endDate) })
                : '—',
          ],
        }))}
      />
      <DetailTable
        title={t('detail.invoices.title')}
        total={detail.invoices.total}
        empty={t('detail.invoices.empty')}
        columns={[
          t('detail.invoices.number'),
          t('detail.invoices.date'),
          t('detail.invoices.due'),
          t('detail.invoices.total'),
          t('detail.invoices.status'),
        ]}
        rows={detail.invoices.items.map((item) => ({
          id: item.id,
          cells: [
            item.invoiceNumber,
            formatDateShort(item.issueDate),
            formatDateShort(item.dueDate),
            formatCents(item.total),
            <Badge
              key="s"
              tone={
                item.status === 'paid'
                  ? 'success'
                  : item.status === 'overdue' || item.status === 'failed'
                    ? 'danger'
                    : 'neutral'
              }
            >
              {t(`detail.invoices.statuses.${item.status}`, { defaultValue: item.status })}
            </Badge>,
          ],
        }))}
      />
      <UserMandatesCard
        userId={user.id}
        mandates={detail.mandates}
        defaults={{ accountHolder: name, signedPlace: user.city ?? '' }}
      />
      <UserLettersCard userId={user.id} />
      <DetailTable
        title={t('detail.notes.title')}
        total={detail.notes.total}
        empty={t('detail.notes.empty')}
        columns={[
          t('detail.notes.note'),
          t('detail.notes.subscription'),
          t('detail.notes.priority'),
          t('detail.notes.status'),
          t('detail.notes.date'),
        ]}
        rows={detail.notes.items.map((item) => ({
          id: item.id,
          cells: [
            item.title,
            item.subscriptionTitle,
            t(`detail.notes.priorities.${item.priority}`, { defaultValue: item.priority }),
            t(`detail.notes.statuses.${item.status}`, { defaultValue: item.status }),
            formatDateShort(item.createdAt),
          ],
        }))}
      />
      <DetailTable
        title={t('detail.tickets.title')}
        total={detail.tickets.total}
        empty={t('detail.tickets.empty')}
        columns={[
          t('detail.tickets.number'),
          t('detail.tickets.subject'),
          t('detail.tickets.status'),
          t('detail.tickets.last'),
        ]}
        rows={detail.tickets.items.map((item) => ({
          id: item.id,
          cells: [
            `#${item.number}`,
            item.subject,
            t(`detail.tickets.statuses.${item.status}`, { defaultValue: item.status }),
            formatDateTime(item.lastMessageAt),
          ],
        }))}
      />
      <UserSessionsCard userId={user.id} userName={name} />
      <UserActivityCard userId={user.id} />

      <UserChangeDialog
        pending={pending}
        onClose={() => setPending(null)}
        onDone={(result) => {
          const deleted = pending?.kind === 'delete';
          setPending(null);
          if (deleted) onDeleted();
          else setOutcome(result);
        }}
      />
      <UserEditDialog user={editing ? row : null} onClose={() => setEditing(false)} />
      <UserContactDialog user={contacting ? row : null} onClose={() => setContacting(false)} />
      <UserRoleDialog
        user={changingRole ? row : null}
        onClose={() => setChangingRole(false)}
        onDone={(message) => {
          setChangingRole(false);
          setOutcome({ message, skipped: [] });
        }}
      />
    </div>
  );
}
