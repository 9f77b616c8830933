import type { CustomerSubscription } from '@hostportaal/contract';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { SuspensionNotice } from '../../../components/service-notes';
import { ShopPrice } from '../../../components/shop-price';
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
import { formatDateShort } from '../../../lib/dates/format-date';
import { intervalSuffix, isCancellable } from './subscription-labels';
import { SubscriptionStatus } from './subscription-status';

interface SubscriptionsListProps {
  subscriptions: CustomerSubscription[];
  onCancel: (subscription: CustomerSubscription) => void;
  onShowNotes: (subscription: CustomerSubscription) => void;
  onWithdraw: (subscription: CustomerSubscription) => void;
}

/** Plan and domain under the title, unless the title already says them. */
function secondaryLine(subscription: CustomerSubscription): string | null {
  const parts = [subscription.planName, subscription.domain].filter(
    (part): part is string => Boolean(part) && !subscription.title.includes(part as string),
  );
  return parts.length > 0 ? parts.join(' · ') : null;
}

function useCells({
  onCancel,
  onShowNotes,
  onWithdraw,
}: Pick<SubscriptionsListProps, 'onCancel' | 'onShowNotes' | 'onWithdraw'>) {
  const { t } = useTranslation();
  return {
    service: (subscription: CustomerSubscription) => (
      <div>
        <p className="font-medium text-slate-900 dark:text-white">{subscription.title}</p>
        {secondaryLine(subscription) ? (
          <p className="text-xs text-slate-600 dark:text-slate-400">{secondaryLine(subscription)}</p>
        ) : null}
        {subscription.withdrawnAt ? (
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {t('withdraw.withdrawn', { date: formatDateShort(subscription.withdrawnAt) })}
          </p>
        ) : null}
      </div>
    ),
    // Incl. btw first for a consumer, excl. btw first for a business, as in the shop (issue 28).
    amount: (subscription: CustomerSubscription) => (
      <ShopPrice
        // One line in the wide table; in a phone's card the price wraps inside its half.
        className="md:whitespace-nowrap"
        size="sm"
        netCents={subscription.amount}
        grossCents={subscription.grossAmount}
        suffix={intervalSuffix(t, subscription.interval)}
      />
    ),
    // A cancelled subscription is not billed again, whatever date is still stored.
    nextPayment: (subscription: CustomerSubscription) =>
      subscription.nextBillingDate && subscription.status !== 'cancelled' ? (
        <span className="whitespace-nowrap tabular-nums">
          {formatDateShort(subscription.nextBillingDate)}
        </span>
      ) : subscription.status === 'cancelled' && subscription.endDate ? (
        // No next payment, but the day the service ends (or ended): the cancelled row says it (issue 28).
        <span className="text-slate-600 tabular-nums lg:whitespace-nowrap dark:text-slate-400">
          {t(
            subscription.serviceStatus === 'cancelled_active'
              ? 'subscriptionsPage.table.endsOn'
              : 'subscriptionsPage.table.endedOn',
            { date: formatDateShort(subscription.endDate) },
          )}
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
        {subscription.withdrawableUntil ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onWithdraw(subscription)}
            title={t('withdraw.until', { date: formatDateShort(subscription.withdrawableUntil) })}
          >
            {t('withdraw.button')}
          </Button>
        ) : null}
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
export function SubscriptionsList({
  subscriptions,
  onCancel,
  onShowNotes,
  onWithdraw,
}: SubscriptionsListProps) {
  const { t } = useTranslation();
  const cells = useCells({ onCancel, onShowNotes, onWithdraw });
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
              <Fragment key={subscription.id}>
                <TableRow
                  data-testid="subscription-row"
                  // A suspension's reason reads as part of the row: no line between them.
                  className={subscription.suspension ? 'border-b-0' : undefined}
                >
                  <TableCell>{cells.service(subscription)}</TableCell>
                  <TableCell>
                    <SubscriptionStatus subscription={subscription} />
                  </TableCell>
                  <TableCell>{cells.amount(subscription)}</TableCell>
                  <TableCell>{cells.nextPayment(subscription)}</TableCell>
                  <TableCell className="text-right">{cells.actions(subscription)}</TableCell>
                </TableRow>
                {subscription.suspension ? (
                  // Why it is suspended and what lifts it, the width of the table under its row (issue 28).
                  <TableRow data-testid="subscription-suspension">
                    <TableCell colSpan={5} className="pt-0">
                      <SuspensionNotice suspension={subscription.suspension} />
                    </TableCell>
                  </TableRow>
                ) : null}
              </Fragment>
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
              {subscription.suspension ? <SuspensionNotice suspension={subscription.suspension} /> : null}
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
