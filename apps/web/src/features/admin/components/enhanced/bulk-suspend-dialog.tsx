import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';

/** SPEC §5: suspending asks first, counting the subscriptions whose service would stop. */
export function BulkSuspendDialog({
  count,
  onCancel,
  onConfirm,
}: {
  /** The subscriptions to suspend; null while the dialog is closed. */
  count: number | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'enhanced.confirmSuspend' });
  return (
    <Dialog
      open={count !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={t('title')}
      description={count === null ? undefined : t('question', { count })}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm}>
            {t('confirm')}
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('explain')}</p>
    </Dialog>
  );
}
