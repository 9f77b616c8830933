import type { AdminUserRow } from '@hostportaal/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { skippedText } from '../../../../lib/api/api-error-text';
import { useBulkUserAction, useDeleteUser, useToggleUserStatus } from '../../api/admin-users';
import { mutationErrorText } from '../shell/mutation-error-text';

export type BulkUserAction = 'activate' | 'deactivate' | 'delete';

export type PendingUserChange =
  | { kind: 'toggle' | 'delete'; user: AdminUserRow }
  | { kind: 'bulk'; action: BulkUserAction; users: AdminUserRow[] };

/** What the list shows after a change: a sentence, and the users that were skipped with the reason. */
export type UserChangeOutcome = { message: string; skipped: { name: string; reason: string }[] };

const fullName = (user: AdminUserRow) => `${user.firstname} ${user.lastname}`;

/**
 * Every change to users asks first: activating or deactivating (a deactivated user is signed out at once)
 * and deleting (anonymised when invoices must be kept); a new role has its own dialog (user-role-dialog.tsx).
 * The server's refusal (yourself, the last admin, unpaid invoices) is shown in the dialog.
 */
export function UserChangeDialog({
  pending,
  onClose,
  onDone,
}: {
  pending: PendingUserChange | null;
  onClose: () => void;
  onDone: (outcome: UserChangeOutcome) => void;
}) {
  const { t } = useTranslation();
  const toggle = useToggleUserStatus();
  const remove = useDeleteUser();
  const bulk = useBulkUserAction();
  const mutations = [toggle, remove, bulk];
  const busy = mutations.some((mutation) => mutation.isPending);
  const failed = mutations.find((mutation) => mutation.isError)?.error;

  const close = () => {
    for (const mutation of mutations) mutation.reset();
    onClose();
  };
  const finish = (outcome: UserChangeOutcome) => {
    for (const mutation of mutations) mutation.reset();
    onDone(outcome);
  };

  const text = describe(t, pending);
  const confirm = () => {
    if (!pending) return;
    if (pending.kind === 'bulk') {
      const names = new Map(pending.users.map((user) => [user.id, fullName(user)]));
      bulk.mutate(
        { action: pending.action, userIds: pending.users.map((user) => user.id) },
        {
          onSuccess: (result) =>
            finish({
              message: t(`adminUsers.bulk.done.${pending.action}`, { count: result.done }),
              skipped: result.skipped.map((skip) => ({
                name: names.get(skip.id) ?? skip.id,
                reason: skippedText(skip, t, 'adminErrors'),
              })),
            }),
        },
      );
      return;
    }
    const { user } = pending;
    const name = fullName(user);
    if (pending.kind === 'toggle')
      toggle.mutate(
        { id: user.id, isActive: !user.isActive },
        {
          onSuccess: () =>
            finish({
              message: t(user.isActive ? 'adminUsers.done.deactivated' : 'adminUsers.done.activated', {
                name,
              }),
              skipped: [],
            }),
        },
      );
    else
      remove.mutate(user.id, {
        onSuccess: (result) =>
          finish({
            message: t(
              result.outcome === 'deleted' ? 'adminUsers.done.deleted' : 'adminUsers.done.anonymised',
              { name },
            ),
            skipped: [],
          }),
      });
  };

  const destructive = pending?.kind === 'delete' || (pending?.kind === 'bulk' && pending.action === 'delete');
  return (
    <Dialog
      open={pending !== null}
      onOpenChange={(open) => !open && close()}
      title={text.title}
      description={text.description}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {t('adminUsers.cancel')}
          </Button>
          <Button variant={destructive ? 'danger' : 'primary'} onClick={confirm} isLoading={busy}>
            {text.confirm}
          </Button>
        </>
      }
    >
      {text.explain ? <p className="text-sm text-slate-700 dark:text-slate-300">{text.explain}</p> : null}
      {failed ? (
        <Alert variant="error" className="mt-3">
          {t('adminUsers.failed', { error: mutationErrorText(failed, t) })}
        </Alert>
      ) : null}
    </Dialog>
  );
}

type Texts = { title: string; description: string; confirm: string; explain?: string };

function describe(t: TFunction, pending: PendingUserChange | null): Texts {
  if (!pending) return { title: '', description: '', confirm: '' };
  if (pending.kind === 'bulk') {
    const count = pending.users.length;
    return {
      title: t(`adminUsers.bulk.confirm.${pending.action}.title`, { count }),
      description: pending.users.slice(0, 5).map(fullName).join(', ') + (count > 5 ? ` +${count - 5}` : ''),
      confirm: t(`adminUsers.bulk.confirm.${pending.action}.confirm`, { count }),
      explain: t(`adminUsers.bulk.confirm.${pending.action}.explain`),
    };
  }
  const { user } = pending;
  const name = fullName(user);
  const key = pending.kind === 'toggle' ? (user.isActive ? 'deactivate' : 'activate') : 'delete';
  return {
    title: t(`adminUsers.confirm.${key}.title`, { name }),
    description: user.email,
    confirm: t(`adminUsers.confirm.${key}.confirm`),
    explain: t(`adminUsers.confirm.${key}.explain`),
  };
}
