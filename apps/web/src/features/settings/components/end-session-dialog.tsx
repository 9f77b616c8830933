import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { useEndAccountSession, useEndOtherAccountSessions } from '../api/account-sessions';
import { errorText } from '../hooks/error-text';

export type PendingSessionEnd =
  | { kind: 'one'; sessionId: string; device: string; ip: string | null }
  | { kind: 'others' };

const CUSTOMER_TOAST_MS = 3000; // SPEC: customer toasts last 3000 ms

/** Asks before ending one session or all the others; the server's refusal stays in the dialog. */
export function EndSessionDialog({
  pending,
  onClose,
}: {
  pending: PendingSessionEnd | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const endOne = useEndAccountSession();
  const endOthers = useEndOtherAccountSessions();
  const busy = endOne.isPending || endOthers.isPending;
  const failed = endOne.error ?? endOthers.error;

  const close = () => {
    endOne.reset();
    endOthers.reset();
    onClose();
  };
  const finish = (message: string) => {
    toast(message, { tone: 'success', duration: CUSTOMER_TOAST_MS });
    close();
  };
  const confirm = () => {
    if (pending?.kind === 'one')
      endOne.mutate(pending.sessionId, { onSuccess: () => finish(t('settings.sessions.ended')) });
    else if (pending?.kind === 'others')
      endOthers.mutate(undefined, {
        onSuccess: (count) => finish(t('settings.sessions.endedOthers', { count })),
      });
  };

  const one = pending?.kind === 'one';
  return (
    <Dialog
      open={pending !== null}
      onOpenChange={(open) => !open && close()}
      title={t(one ? 'settings.sessions.confirmEndTitle' : 'settings.sessions.confirmOthersTitle')}
      description={
        pending?.kind === 'one'
          ? [pending.device, pending.ip].filter(Boolean).join(' · ')
          : t('settings.sessions.confirmOthersHelp')
      }
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {t('settings.sessions.cancel')}
          </Button>
          <Button variant="danger" onClick={confirm} isLoading={busy}>
            {t(one ? 'settings.sessions.confirmEnd' : 'settings.sessions.endOthers')}
          </Button>
        </>
      }
    >
      {one ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('settings.sessions.confirmEndHelp')}</p>
      ) : null}
      {failed ? (
        <Alert variant="error" className={one ? 'mt-3' : undefined}>
          {errorText(failed)}
        </Alert>
      ) : null}
    </Dialog>
  );
}
