import type { AdminSubscription } from '@hostportaal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { usePermission } from '../../../../lib/session/use-permission';
import { CancelSubscriptionForm } from './cancel-subscription-form';
import { ChangePlanForm } from './change-plan-form';
import { ReasonActionForm } from './reason-action-form';
import { availableActions, type SubscriptionView } from './subscription-actions';
import { SubscriptionSummary } from './subscription-summary';

interface SubscriptionDetailDialogProps {
  subscription: AdminSubscription | null;
  onClose: () => void;
  onNewForCustomer: (subscription: AdminSubscription) => void;
}

/** Details of one subscription and its actions; each action opens as a step inside the same dialog. */
export function SubscriptionDetailDialog({
  subscription,
  onClose,
  onNewForCustomer,
}: SubscriptionDetailDialogProps) {
  const { t } = useTranslation();
  const mayChange = usePermission()('billing');
  const [view, setView] = useState<SubscriptionView>('detail');
  // The answer of the last action, so the dialog shows the new state before the list has reloaded.
  const [latest, setLatest] = useState<AdminSubscription | null>(null);
  const current = latest?.id === subscription?.id ? latest : subscription;

  const close = () => {
    setView('detail');
    setLatest(null);
    onClose();
  };
  const changed = (next: AdminSubscription) => {
    setLatest(next);
    setView('detail');
  };
  const back = () => setView('detail');

  return (
    <Dialog
      open={current !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t(`adminCatalog.subscriptions.views.${view}`, { title: current?.title ?? '' })}
      size="lg"
    >
      {current && view === 'detail' ? (
        <div className="space-y-5">
          <SubscriptionSummary subscription={current} onChanged={mayChange ? setLatest : undefined} />
          {/* Every action changes billing (issue 18): support sees the details only. */}
          {mayChange ? (
            <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
              {availableActions(current).map((action) => (
                <Button
                  key={action}
                  variant={action === 'cancel' ? 'danger' : 'secondary'}
                  size="sm"
                  onClick={() => setView(action)}
                >
                  {t(`adminCatalog.subscriptions.actions.${action}`)}
                </Button>
              ))}
              <Button variant="ghost" size="sm" onClick={() => onNewForCustomer(current)}>
                {t('adminCatalog.subscriptions.newForCustomer')}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
      {current && view === 'change' ? (
        <ChangePlanForm subscription={current} onDone={changed} onCancel={back} />
      ) : null}
      {current && view === 'cancel' ? (
        <CancelSubscriptionForm subscription={current} onDone={changed} onBack={back} onClose={close} />
      ) : null}
      {current && (view === 'pause' || view === 'resume' || view === 'reactivate') ? (
        <ReasonActionForm subscription={current} action={view} onDone={changed} onCancel={back} />
      ) : null}
    </Dialog>
  );
}
