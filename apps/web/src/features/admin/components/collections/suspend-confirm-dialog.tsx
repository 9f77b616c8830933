import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';

export type PendingSuspension = { caseIds: string[]; customerCount: number };

/** SPEC §5: suspending asks first, counting the customers whose services would stop. */
export function SuspendConfirmDialog({
  pending,
  onCancel,
  onConfirm,
}: {
  pending: PendingSuspension | null;
  onCancel: () => void;
  onConfirm: (pending: PendingSuspension) => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminCollections.confirmSuspend' });
  return (
    <Dialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={t('title')}
      description={pending ? t('many', { count: pending.customerCount }) : ''}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button variant="danger" onClick={() => pending && onConfirm(pending)}>
            {t('confirm')}
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('explain')}</p>
    </Dialog>
  );
}
