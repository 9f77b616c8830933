import type { Instalment, StartOnlinePaymentBody } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { useTranslation } from 'react-i18next';
import { PayNowButton } from '../../../components/online-payment/pay-now-button';
import { Badge } from '../../../components/ui/badge';
import { useCompany } from '../../../lib/api/company';
import { formatDateShort } from '../../../lib/dates/format-date';
import type { InstalmentMethod } from '../lib/arrangement-form-values';
import { instalmentStateTone } from '../lib/arrangement-tones';

interface NextInstalmentProps {
  instalment: Instalment;
  method: InstalmentMethod;
  /** What "Betaal nu" pays: this instalment online, or null when it is not offered (issue 30). */
  payOnline?: StartOnlinePaymentBody | null;
}

/** The instalment to pay next, and how: collected from the mandate's account, or a transfer with its reference. */
export function NextInstalment({ instalment, method, payOnline = null }: NextInstalmentProps) {
  const { t } = useTranslation();
  const company = useCompany().data;
  // Part of it may be paid already: what is asked now is the rest.
  const amount = formatCents(instalment.amountCents - instalment.paidCents);
  const date = formatDateShort(instalment.dueDate);
  const behind = instalment.state === 'late' || instalment.state === 'missed';
  return (
    <section
      aria-labelledby="next-instalment-title"
      data-testid="next-instalment"
      className="space-y-3 rounded-xl border border-indigo-300 bg-indigo-50 p-4 text-sm text-indigo-950 dark:border-indigo-800 dark:bg-indigo-950/40 dark:text-indigo-50"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="next-instalment-title" className="font-semibold">
          {t('paymentArrangement.next.heading')}
        </h3>
        <Badge tone={instalmentStateTone[instalment.state]}>
          {t(`paymentArrangement.instalmentState.${instalment.state}`)}
        </Badge>
      </div>
      <p className="text-lg font-semibold tabular-nums">
        {t('paymentArrangement.next.amountOn', { amount, date })}
      </p>
      {payOnline ? (
        <PayNowButton
          body={payOnline}
          label={t('onlinePayments.payNow')}
          detail={t('paymentArrangement.schedule.sequence', { sequence: instalment.sequence })}
        />
      ) : null}
      {method === 'sepa' ? (
        <p>{t('paymentArrangement.next.sepa', { date })}</p>
      ) : (
        <>
          <p>
            {company
              ? t('paymentArrangement.next.transfer', {
                  amount,
                  date,
                  iban: company.iban,
                  company: company.name,
                })
              : t('paymentArrangement.next.transferNoCompany', { amount, date })}
          </p>
          {instalment.paymentReference ? (
            <dl>
              <dt className="text-xs">{t('paymentArrangement.next.reference')}</dt>
              <dd className="font-mono text-base font-semibold break-all" translate="no">
                {instalment.paymentReference}
              </dd>
            </dl>
          ) : null}
        </>
      )}
      {behind ? <p className="font-medium">{t('paymentArrangement.next.late')}</p> : null}
    </section>
  );
}
