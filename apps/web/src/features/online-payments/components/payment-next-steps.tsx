import type { OnlinePaymentStatusView } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAYMENT_ARRANGEMENT_PATH } from '../../../components/payment-arrangement/arrangement-entry-line';
import { Button } from '../../../components/ui/button';
import { useSession } from '../../../lib/session/session-context';

const ENDED_WITHOUT_MONEY = new Set<OnlinePaymentStatusView['state']>(['failed', 'canceled', 'expired']);

/** The way to pay again or by transfer when no money came, and the way into the portal. */
export function PaymentNextSteps({ status }: { status: OnlinePaymentStatusView }) {
  const { t } = useTranslation();
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const anonymous = session.status === 'anonymous';
  const payAgain = ENDED_WITHOUT_MONEY.has(status.state) && status.openCents > 0;
  // The claims' own reference, so a transfer is booked on them as the online payment would have been.
  const transfer = payAgain && status.paymentReference !== null;
  // An instalment of a payment arrangement is paid (again) from the arrangement's page.
  const home = status.arrangementNumber ? PAYMENT_ARRANGEMENT_PATH : '/dashboard/invoices';

  return (
    <div className="space-y-5">
      {transfer ? (
        <section
          aria-labelledby="transfer-title"
          className="space-y-1 rounded-xl bg-slate-50 p-4 text-sm dark:bg-slate-950/60"
        >
          <h2 id="transfer-title" className="font-semibold text-slate-900 dark:text-white">
            {t('onlinePayments.status.transferTitle')}
          </h2>
          <p className="text-slate-700 dark:text-slate-300">
            {t('onlinePayments.status.transfer', {
              amount: formatCents(status.openCents),
              company: status.companyName,
              reference: status.paymentReference,
            })}
          </p>
        </section>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {payAgain && signedIn ? (
          // The invoices page offers each claim's "Betaal nu" again with what is open now.
          <Button asChild>
            <Link to={home}>{t('onlinePayments.status.payAgain')}</Link>
          </Button>
        ) : null}
        {payAgain && anonymous ? (
          <Button asChild>
            <Link to="/login">{t('onlinePayments.status.loginToPayAgain')}</Link>
          </Button>
        ) : null}
        {signedIn && !payAgain ? (
          <Button asChild>
            <Link to={home}>
              {t(
                status.arrangementNumber
                  ? 'onlinePayments.payLink.toArrangement'
                  : 'onlinePayments.status.toInvoices',
              )}
            </Link>
          </Button>
        ) : null}
        {signedIn ? (
          <Button asChild variant="secondary">
            <Link to="/dashboard">{t('onlinePayments.status.toDashboard')}</Link>
          </Button>
        ) : null}
        {anonymous ? (
          <Button asChild variant="secondary">
            <Link to="/">{t('onlinePayments.status.toHome')}</Link>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
