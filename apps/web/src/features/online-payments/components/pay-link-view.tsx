import type { PayLinkView } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { CircleCheck, CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAYMENT_ARRANGEMENT_PATH } from '../../../components/payment-arrangement/arrangement-entry-line';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api/api-error';
import { apiErrorText } from '../../../lib/api/api-error-text';
import { formatDateShort } from '../../../lib/dates/format-date';
import { useStartPayLinkPayment } from '../api/pay-link';

const linkClass = 'text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300';

function Lines({ view }: { view: PayLinkView }) {
  const { t } = useTranslation();
  return (
    <dl className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
      {view.lines.map((line) => (
        <div
          key={`${line.kind}-${line.number}`}
          className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2"
        >
          <dt className="text-slate-600 dark:text-slate-400">
            {t(`onlinePayments.payLink.${line.kind}`, { number: line.number })}
          </dt>
          <dd className="font-medium text-slate-900 tabular-nums dark:text-white">
            {formatCents(line.cents)}
          </dd>
        </div>
      ))}
      <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2 text-base">
        <dt className="font-semibold text-slate-900 dark:text-white">{t('onlinePayments.payLink.total')}</dt>
        <dd className="font-semibold text-slate-900 tabular-nums dark:text-white">
          {formatCents(view.amountCents)}
        </dd>
      </div>
    </dl>
  );
}

function PayButton({ token, view }: { token: string; view: PayLinkView }) {
  const { t } = useTranslation();
  const start = useStartPayLinkPayment();
  // Busy until the browser has left for the checkout, so a second click cannot start a second payment.
  const busy = start.isPending || start.isSuccess;
  return (
    <div className="space-y-3">
      {start.isError ? <Alert variant="error">{apiErrorText(start.error, t)}</Alert> : null}
      <Button
        fullWidth
        size="lg"
        isLoading={busy}
        onClick={() =>
          start.mutate(token, { onSuccess: ({ checkoutUrl }) => window.location.assign(checkoutUrl) })
        }
      >
        {busy ? null : <CreditCard aria-hidden="true" className="size-5" />}
        {t('onlinePayments.payLink.pay', { amount: formatCents(view.amountCents) })}
      </Button>
    </div>
  );
}

/** The public pay page's content: whom, for what, how much, and the button — or why there is nothing to pay. */
export function PayLinkContent({ token, view }: { token: string; view: PayLinkView }) {
  const { t } = useTranslation();
  const reference = view.paymentReference ? (
    <p className="text-sm text-slate-600 dark:text-slate-400">
      {t('onlinePayments.payLink.reference', { reference: view.paymentReference })}
    </p>
  ) : null;
  const header = (
    <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
      {t('onlinePayments.payLink.payee', { company: view.companyName })}
      {view.testMode ? <Badge tone="warning">{t('onlinePayments.testMode')}</Badge> : null}
    </p>
  );
  if (view.state === 'nothing_to_pay')
    return (
      <div className="space-y-4">
        {header}
        <h1 className="flex items-start gap-3 text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
          <CircleCheck
            aria-hidden="true"
            className="mt-1 size-6 shrink-0 text-emerald-600 dark:text-emerald-400"
          />
          {t('onlinePayments.payLink.settledHeading')}
        </h1>
        <p className="text-slate-700 dark:text-slate-300">{t('onlinePayments.payLink.settled')}</p>
      </div>
    );
  if (view.state === 'not_payable' || view.state === 'off')
    return (
      <div className="space-y-4">
        {header}
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
          {t(
            view.state === 'off'
              ? 'onlinePayments.payLink.offHeading'
              : 'onlinePayments.payLink.notPayableHeading',
          )}
        </h1>
        <Alert variant="info">
          {view.state === 'off'
            ? t('onlinePayments.payLink.off')
            : apiErrorText(
                new ApiError({
                  status: 409,
                  message: view.message ?? '',
                  reason: view.reason ?? undefined,
                  params: view.params ?? undefined,
                }),
                t,
              )}
        </Alert>
        {view.lines.length > 0 ? <Lines view={view} /> : null}
        {reference}
        {view.reason === 'claim_held_by_arrangement' ? (
          // Its payment arrangement's instalments pay the invoice: the way there (after logging in).
          <Link to={PAYMENT_ARRANGEMENT_PATH} className={linkClass}>
            {t('onlinePayments.payLink.toArrangement')}
          </Link>
        ) : (
          <Link to="/login" className={linkClass}>
            {t('onlinePayments.payLink.toLogin')}
          </Link>
        )}
      </div>
    );
  return (
    <div className="space-y-6">
      <div className="space-y-3">
        {header}
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
          {t('onlinePayments.payLink.heading')}
        </h1>
      </div>
      {view.testMode ? <Alert variant="warning">{t('onlinePayments.testModeHint')}</Alert> : null}
      <Lines view={view} />
      <PayButton token={token} view={view} />
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t('onlinePayments.payLink.validUntil', { date: formatDateShort(view.expiresAt) })}
      </p>
      {reference}
    </div>
  );
}
