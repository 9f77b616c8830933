import {
  ONLINE_PAYMENT_METHODS,
  type OnlinePaymentMethod,
  type OnlinePaymentState,
  type OnlinePaymentStatusView,
} from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { CircleCheck, CircleX, Clock, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { classNames } from '../../../lib/class-names';
import { PaymentNextSteps } from './payment-next-steps';

const STATE_ICONS: Record<OnlinePaymentState, { icon: LucideIcon; className: string }> = {
  paid: { icon: CircleCheck, className: 'text-emerald-600 dark:text-emerald-400' },
  pending: { icon: Clock, className: 'text-amber-600 dark:text-amber-400' },
  failed: { icon: CircleX, className: 'text-red-600 dark:text-red-400' },
  canceled: { icon: CircleX, className: 'text-slate-500 dark:text-slate-400' },
  expired: { icon: CircleX, className: 'text-slate-500 dark:text-slate-400' },
};

const isKnownMethod = (method: string): method is OnlinePaymentMethod =>
  (ONLINE_PAYMENT_METHODS as readonly string[]).includes(method);

function PaidText({ status }: { status: OnlinePaymentStatusView }) {
  const { t } = useTranslation();
  return (
    <>
      <p>
        {status.arrangementNumber
          ? t('onlinePayments.status.paid.textInstalment', {
              number: status.arrangementNumber,
              sequence: status.instalmentSequence,
            })
          : status.letterNumber
            ? t('onlinePayments.status.paid.textLetter', { letter: status.letterNumber })
            : t('onlinePayments.status.paid.text', { count: status.invoiceNumbers.length })}
      </p>
      {status.openCents > 0 ? (
        <p>{t('onlinePayments.status.paid.stillOpen', { amount: formatCents(status.openCents) })}</p>
      ) : null}
    </>
  );
}

/** What the payment was for, and what happened: paid, waiting for the bank, or ended without money. */
export function PaymentStatusView({ status }: { status: OnlinePaymentStatusView }) {
  const { t } = useTranslation();
  const { icon: Icon, className } = STATE_ICONS[status.state];
  const details: [string, string][] = [];
  if (status.arrangementNumber)
    details.push([
      t('onlinePayments.status.details.instalment'),
      t('onlinePayments.status.details.instalmentValue', {
        number: status.arrangementNumber,
        sequence: status.instalmentSequence,
      }),
    ]);
  if (status.invoiceNumbers.length > 0)
    details.push([
      t('onlinePayments.status.details.invoices', { count: status.invoiceNumbers.length }),
      status.invoiceNumbers.join(', '),
    ]);
  if (status.letterNumber) details.push([t('onlinePayments.status.details.letter'), status.letterNumber]);
  details.push([t('onlinePayments.status.details.amount'), formatCents(status.amountCents)]);
  if (status.method)
    details.push([
      t('onlinePayments.status.details.method'),
      isKnownMethod(status.method) ? t(`onlinePayments.methods.${status.method}`) : status.method,
    ]);

  return (
    <div className="space-y-6">
      {/* Polite: while pending, the page asks again and the new state is read out when it comes. */}
      <div className="space-y-3" aria-live="polite">
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          {t('onlinePayments.status.payee', { company: status.companyName })}
          {status.testMode ? <Badge tone="warning">{t('onlinePayments.testMode')}</Badge> : null}
        </p>
        <h1 className="flex items-start gap-3 text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
          <Icon aria-hidden="true" className={classNames('mt-1 size-6 shrink-0', className)} />
          {t(`onlinePayments.status.${status.state}.heading`)}
        </h1>
        <div className="space-y-2 text-slate-700 dark:text-slate-300">
          {status.state === 'paid' ? (
            <PaidText status={status} />
          ) : (
            <p>{t(`onlinePayments.status.${status.state}.text`)}</p>
          )}
        </div>
      </div>
      {status.testMode ? <Alert variant="warning">{t('onlinePayments.status.testMode')}</Alert> : null}
      <dl className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
        {details.map(([label, value]) => (
          <div key={label} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="font-medium break-words text-slate-900 dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>
      <PaymentNextSteps status={status} />
    </div>
  );
}
