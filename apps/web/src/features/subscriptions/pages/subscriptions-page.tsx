import type { CustomerSubscription } from '@hostportaal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../../../components/document-title';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/session/session-context';
import { useSubscriptionStats } from '../api/get-subscription-stats';
import { useSubscriptions } from '../api/get-subscriptions';
import { CancelSubscriptionDialog } from '../components/cancel-subscription-dialog';
import { SubscriptionNotesDialog } from '../components/subscription-notes-dialog';
import { SubscriptionStats } from '../components/subscription-stats';
import { SubscriptionsEmpty } from '../components/subscriptions-empty';
import { SubscriptionsError } from '../components/subscriptions-error';
import { SubscriptionsList } from '../components/subscriptions-list';
import { WithdrawSubscriptionDialog } from '../components/withdraw-subscription-dialog';

export function SubscriptionsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const subscriptions = useSubscriptions();
  // SPEC §7: a failing stats call is silent; the cards are simply not shown.
  const stats = useSubscriptionStats();
  // The stats cards sit above the list: the list waits for their first answer, so it does not jump down when
  // they arrive a moment later (issue 9: layout shift). A failed first try does not hold it up any longer.
  const statsFirstAnswerPending = stats.isPending && stats.failureCount === 0;
  const [cancelling, setCancelling] = useState<CustomerSubscription | null>(null);
  const [readingNotesOf, setReadingNotesOf] = useState<CustomerSubscription | null>(null);
  const [withdrawing, setWithdrawing] = useState<CustomerSubscription | null>(null);

  let content: React.ReactNode;
  if (subscriptions.isError) {
    content = (
      <SubscriptionsError
        onRetry={() => void subscriptions.refetch()}
        isRetrying={subscriptions.isFetching}
      />
    );
  } else if (subscriptions.isPending || statsFirstAnswerPending) {
    content = (
      <div className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
        <Spinner />
        <span role="status">{t('subscriptionsPage.loading')}</span>
      </div>
    );
  } else if (subscriptions.data.length === 0) {
    content = <SubscriptionsEmpty />;
  } else {
    content = (
      <SubscriptionsList
        subscriptions={subscriptions.data}
        onCancel={setCancelling}
        onShowNotes={setReadingNotesOf}
        onWithdraw={setWithdrawing}
      />
    );
  }

  return (
    <section className="space-y-6" aria-labelledby="page-title">
      <DocumentTitle page={t('subscriptionsPage.title')} />
      <div className="space-y-2">
        <h1
          id="page-title"
          className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
        >
          {t('subscriptionsPage.title')}
        </h1>
        <p className="text-slate-600 dark:text-slate-400">
          {t('subscriptionsPage.welcome', { name: user?.firstname ?? '' })}
        </p>
      </div>
      {stats.data && !subscriptions.isError ? <SubscriptionStats stats={stats.data} /> : null}
      {content}
      <CancelSubscriptionDialog subscription={cancelling} onClose={() => setCancelling(null)} />
      <SubscriptionNotesDialog subscription={readingNotesOf} onClose={() => setReadingNotesOf(null)} />
      <WithdrawSubscriptionDialog subscription={withdrawing} onClose={() => setWithdrawing(null)} />
    </section>
  );
}
