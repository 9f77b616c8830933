import { type AdminUserRow, type Role, roleSchema } from '@hostportaal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { classNames } from '../../../../lib/class-names';
import { useChangeUserRole } from '../../api/admin-users';
import { mutationErrorText } from '../shell/mutation-error-text';

/**
 * Issue 18: an admin gives a user one of the four roles. First the role, with what it may do; then a
 * confirmation that names the user and the new role. The server's refusal (your own role, the last admin) is
 * shown in the dialog.
 */
export function UserRoleDialog({
  user,
  onClose,
  onDone,
}: {
  user: AdminUserRow | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  return user ? <RoleDialog key={user.id} user={user} onClose={onClose} onDone={onDone} /> : null;
}

function RoleDialog({
  user,
  onClose,
  onDone,
}: {
  user: AdminUserRow;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminUsers' });
  const { t: tRoot } = useTranslation();
  const change = useChangeUserRole();
  const [chosen, setChosen] = useState<Role>(user.role);
  const [confirming, setConfirming] = useState(false);
  const name = `${user.firstname} ${user.lastname}`;
  const roleName = (role: Role) => t(`table.roles.${role}`);

  const confirm = () =>
    change.mutate(
      { id: user.id, role: chosen },
      { onSuccess: () => onDone(t('done.roleChanged', { name })) },
    );

  const footer = confirming ? (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          change.reset();
          setConfirming(false);
        }}
        disabled={change.isPending}
      >
        {t('confirm.role.back')}
      </Button>
      <Button onClick={confirm} isLoading={change.isPending}>
        {t('confirm.role.confirm', { role: roleName(chosen) })}
      </Button>
    </>
  ) : (
    <>
      <Button variant="secondary" onClick={onClose}>
        {t('cancel')}
      </Button>
      <Button onClick={() => setConfirming(true)} disabled={chosen === user.role}>
        {t('confirm.role.next')}
      </Button>
    </>
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !change.isPending && onClose()}
      title={
        confirming
          ? t('confirm.role.confirmTitle', { name, role: roleName(chosen) })
          : t('confirm.role.title', { name })
      }
      description={user.email}
      size="md"
      footer={footer}
    >
      {confirming ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('confirm.role.confirmText', { name, email: user.email, role: roleName(chosen) })}
        </p>
      ) : (
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">
            {t('confirm.role.label')}
          </legend>
          {roleSchema.options.map((role) => (
            <label
              key={role}
              className={classNames(
                'flex cursor-pointer gap-3 rounded-lg border p-3 text-sm',
                role === chosen
                  ? 'border-blue-600 bg-blue-50 dark:border-blue-400 dark:bg-blue-950'
                  : 'border-slate-200 hover:border-slate-300 dark:border-slate-700',
              )}
            >
              <input
                type="radio"
                name="user-role"
                value={role}
                checked={role === chosen}
                onChange={() => setChosen(role)}
                className="mt-1"
              />
              <span>
                <span className="block font-medium text-slate-900 dark:text-white">
                  {role === user.role ? t('confirm.role.current', { role: roleName(role) }) : roleName(role)}
                </span>
                <span className="block text-slate-600 dark:text-slate-400">
                  {t(`confirm.role.explain.${role}`)}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {change.isError ? (
        <Alert variant="error" className="mt-3">
          {t('failed', { error: mutationErrorText(change.error, tRoot) })}
        </Alert>
      ) : null}
    </Dialog>
  );
}
