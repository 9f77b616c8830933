import type { AdminSubscription } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../components/ui/dialog';
import { NewSubscriptionForm } from './new-subscription-form';

/** null = closed; { from: null } = a blank form; { from } = for the customer of that subscription. */
export type NewSubscriptionState = { from: AdminSubscription | null } | null;

export function NewSubscriptionDialog({
  state,
  onClose,
}: {
  state: NewSubscriptionState;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={state !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('adminCatalog.subscriptions.create.title')}
      size="lg"
    >
      {state ? <NewSubscriptionForm from={state.from} onDone={onClose} onCancel={onClose} /> : null}
    </Dialog>
  );
}
