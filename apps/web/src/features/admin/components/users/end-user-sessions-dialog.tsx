import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { useToast } from '../../../../components/ui/toast';
import { useEndAllUserSessions, useEndUserSession } from '../../api/admin-user-sessions';
import { mutationErrorText } from '../shell/mutation-error-text';

export type PendingSessionsEnd =
  | { kind: 'one'; sessionId: string; device: string; ip: string | null }
  | { kind: 'all' };

/** Asks before ending one session of a user or all of them; the server's refusal stays in the dialog. */
export function EndUserSessionsDialog({
  userId,
  userName,
  pending,
  onClose,
}: {
  userId: string;
  userName: string;
  pending: PendingSessionsEnd | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const endOne = useEndUserSession();
  const endAll = useEndAllUserSessions();
  const busy = endOne.isPending || endAll.isPending;
  const failed = endOne.error ?? endAll.error;

  const close = () => {
    endOne.reset();
    endAll.reset();
    onClose();
  };
  const finish = (message: string) => {
    toast(message, { tone: 'success' });
    close();
  };
  const confirm = () => {
    if (pending?.kind === 'one')
      endOne.mutate(
        { userId, sessionId: pending.sessionId },
        { onSuccess: () => finish(t('adminUsers.detail.sessions.ended')) },
      );
    else if (pending?.kind === 'all')
      endAll.mutate(userId, {
        onSuccess: (count) => finish(t('adminUsers.detail.sessions.endedAll', { count })),
      });
  };

  const key = pending?.kind === 'one' ? 'confirmEnd' : 'confirmEndAll';
  return (
    <Dialog
      open={pending !== null}
      onOpenChange={(open) => !open && close()}
      title={t(`adminUsers.detail.sessions.${key}.title`, { name: userName })}
      description={
        pending?.kind === 'one' ? [pending.device, pending.ip].filter(Boolean).join(' · ') : undefined
      }
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {t('adminUsers.cancel')}
          </Button>
          <Button variant="danger" onClick={confirm} isLoading={busy}>
            {t(`adminUsers.detail.sessions.${key}.confirm`)}
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t(`adminUsers.detail.sessions.${key}.explain`)}
      </p>
      {failed ? (
        <Alert variant="error" className="mt-3">
          {t('adminUsers.failed', { error: mutationErrorText(failed, t) })}
        </Alert>
      ) : null}
    </Dialog>
  );
}
