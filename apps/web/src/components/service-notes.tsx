import type { ServiceSuspension } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PayNowButton } from './online-payment/pay-now-button';
import { Badge } from './ui/badge';

// What a service says beside its status (issue 28), alike on the dashboard, Servers, Game-servers and
// Mijn Abonnementen: that it waits for a server staff must add, and why it is suspended and what lifts it.

export function WaitingForServerBadge() {
  const { t } = useTranslation();
  return <Badge tone="warning">{t('billing.serviceNotes.waitingForServer')}</Badge>;
}

export function WaitingForServerHint() {
  const { t } = useTranslation();
  return (
    <p className="text-sm text-slate-600 dark:text-slate-400">
      {t('billing.serviceNotes.waitingForServerHint')}
    </p>
  );
}

/** The unpaid invoice that suspended the service, what is open on it, and the ways to pay it. */
export function SuspensionNotice({ suspension }: { suspension: ServiceSuspension }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-1 text-sm">
      <p className="text-orange-800 dark:text-orange-200">
        {t('billing.serviceNotes.suspendedForInvoice', {
          number: suspension.invoiceNumber,
          amount: formatCents(suspension.openCents),
        })}
        {suspension.otherUnpaidInvoices > 0
          ? ` ${t('billing.serviceNotes.otherUnpaid', { count: suspension.otherUnpaidInvoices })}`
          : null}{' '}
        {t('billing.serviceNotes.liftedByPayment')}
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Link
          to={`/dashboard/invoices?invoice=${encodeURIComponent(suspension.invoiceId)}`}
          className="font-medium text-blue-700 underline underline-offset-2 hover:text-blue-800 dark:text-blue-300"
        >
          {t('billing.serviceNotes.payInvoice')} <span className="sr-only">{suspension.invoiceNumber}</span>
        </Link>
        <PayNowButton
          body={{ scope: 'invoice', invoiceId: suspension.invoiceId }}
          label={t('onlinePayments.payNow')}
          detail={suspension.invoiceNumber}
        />
      </div>
    </div>
  );
}
