import type { CustomerSubscription } from '@hostportaal/contract';
import { formatCents, formatDateShort } from '@hostportaal/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui/table';
import { intervalSuffix, isCancellable } from './subscription-labels';
import { SubscriptionStatus } from './subscription-status';

interface SubscriptionsListProps {
  subscriptions: CustomerSubscription[];
  onCancel: (subscription: CustomerSubscription) => void;
  onShowNotes: (subscription: CustomerSubscription) => void;
}

/** Plan and domain under the title, unless the title already says them. */
function secondaryLine(subscription: CustomerSubscription): string | null {
  const parts = [subscription.planName, subscription.domain].filter(
    (part): part is string => Boolean(part) && !subscription.title.includes(part as string),
  );
  return parts.length > 0 ? parts.join(' · ') : null;
}

function useCells({ onCancel, onShowNotes }: Pick<SubscriptionsListProps, 'onCancel' | 'onShowNotes'>) {
  const { t } = useTranslation();
  return {
    service: (subscription: CustomerSubscription) => (
      <div>
        <p className="font-medium text-slate-900 dark:text-white">{subscription.title}</p>
        {secondaryLine(subscription) ? (
          <p className="text-xs text-slate-600 dark:text-slate-400">{secondaryLine(subscription)}</p>
        ) : null}
      </div>
    ),
    amount: (subscription: CustomerSubscription) => (
      <span className="whitespace-nowrap tabular-nums">
        {formatCents(subscription.amount)}
        <span className="text-slate-600 dark:text-slate-400">{intervalSuffix(t, subscription.interval)}</span>
      </span>
    ),
    // A cancelled subscription is not billed again, whatever date is still stored.
    nextPayment: (subscription: CustomerSubscription) =>
      subscription.nextBillingDate && subscription.status !== 'cancelled' ? (
        <span className="whitespace-nowrap tabular-nums">
          {formatDateShort(subscription.nextBillingDate)}
        </span>
      ) : (
        <span className="text-slate-600 dark:text-slate-400">
          {t('subscriptionsPage.table.noNextPayment')}
        </span>
      ),
    actions: (subscription: CustomerSubscription) => (
      <div className="flex flex-wrap justify-end gap-2 xl:flex-nowrap">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onShowNotes(subscription)}
          aria-label={t('subscriptionsPage.notes.buttonLabel', { title: subscription.title })}
        >
          {t('subscriptionsPage.notes.button')}
        </Button>
        {isCancellable(subscription) ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onCancel(subscription)}
            aria-label={t('subscriptionsPage.cancel.buttonLabel', { title: subscription.title })}
          >
            {t('subscriptionsPage.cancel.button')}
          </Button>
        ) : null}
      </div>
    ),
  };
}

/** A table from the md breakpoint; on a phone every subscription is a card. */
export function SubscriptionsList({ subscriptions, onCancel, onShowNotes }: SubscriptionsListProps) {
  const { t } = useTranslation();
  const cells = useCells({ onCancel, onShowNotes });
  return (
    <>
      <Card className="hidden md:block">
        <Table>
          <caption className="sr-only">{t('subscriptionsPage.table.caption')}</caption>
          <TableHead>
            <tr>
              <TableHeaderCell>{t('subscriptionsPage.table.service')}</TableHeaderCell>
              <TableHeaderCell>{t('subscriptionsPage.table.status')}</TableHeaderCell>
              <TableHeaderCell>{t('subscriptionsPage.table.amount')}</TableHeaderCell>
              <TableHeaderCell>{t('subscriptionsPage.table.nextPayment')}</TableHeaderCell>
              <TableHeaderCell className="text-right">{t('subscriptionsPage.table.actions')}</TableHeaderCell>
            </tr>
          </TableHead>
          <TableBody>
            {subscriptions.map((subscription) => (
              <TableRow key={subscription.id} data-testid="subscription-row">
                <TableCell>{cells.service(subscription)}</TableCell>
                <TableCell>
                  <SubscriptionStatus subscription={subscription} />
                </TableCell>
                <TableCell>{cells.amount(subscription)}</TableCell>
                <TableCell>{cells.nextPayment(subscription)}</TableCell>
                <TableCell className="text-right">{cells.actions(subscription)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
      <ul className="space-y-3 md:hidden" aria-label={t('subscriptionsPage.table.caption')}>
        {subscriptions.map((subscription) => (
          <li key={subscription.id}>
            <Card className="space-y-3 p-4">
              <div className="flex items-start justify-between gap-3">
                {cells.service(subscription)}
                <SubscriptionStatus subscription={subscription} />
              </div>
              <dl className="grid grid-cols-2 gap-2 text-sm">
                <div>
                  <dt className="text-xs text-slate-600 dark:text-slate-400">
                    {t('subscriptionsPage.table.amount')}
                  </dt>
                  <dd className="text-slate-900 dark:text-slate-100">{cells.amount(subscription)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-600 dark:text-slate-400">
                    {t('subscriptionsPage.table.nextPayment')}
                  </dt>
                  <dd className="text-slate-900 dark:text-slate-100">{cells.nextPayment(subscription)}</dd>
                </div>
              </dl>
              {cells.actions(subscription)}
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
