import type { SepaBatchView } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';

export type PendingBatchAction = { action: 'create' } | { action: 'submit' | 'cancel'; batch: SepaBatchView };

interface ConfirmProps {
  pending: PendingBatchAction | null;
  onClose: () => void;
  onConfirm: () => void;
}

/** One confirmation for the three batch actions that change something. */
export function SepaBatchConfirmDialog({ pending, onClose, onConfirm }: ConfirmProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBilling.sepaBatches' });
  const messageId = pending && pending.action !== 'create' ? pending.batch.messageId : '';
  const texts = {
    create: { title: t('confirmCreateTitle'), text: t('confirmCreateText'), button: t('confirmCreate') },
    submit: {
      title: t('confirmSubmitTitle', { messageId }),
      text: t('confirmSubmitText'),
      button: t('confirmSubmit'),
    },
    cancel: {
      title: t('confirmCancelTitle', { messageId }),
      text: t('confirmCancelText'),
      button: t('confirmCancel'),
    },
  };
  const shown = texts[pending?.action ?? 'create'];
  return (
    <Dialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="sm"
      title={shown.title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('back')}
          </Button>
          <Button variant={pending?.action === 'cancel' ? 'danger' : 'primary'} onClick={onConfirm}>
            {shown.button}
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">{shown.text}</p>
    </Dialog>
  );
}
