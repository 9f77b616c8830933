import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';

export type PendingSuspension = { ids: string[]; customer: string | null };

/** SPEC §5: suspending asks first, naming the customer or counting them. */
export function SepaSuspendDialog({
  pending,
  onCancel,
  onConfirm,
}: {
  pending: PendingSuspension | null;
  onCancel: () => void;
  onConfirm: (pending: PendingSuspension) => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSepa.confirm' });
  const question = pending
    ? pending.customer
      ? t('one', { customer: pending.customer })
      : t('many', { count: pending.ids.length })
    : '';
  return (
    <Dialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={t('title')}
      description={question}
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
