import type { Company } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';

interface MandateTextProps {
  creditorName: string;
  /** Our company details when /api/company answered; the name alone is enough to consent to. */
  creditor: Company | undefined;
}

/** What a Dutch customer must read before a recurrent SEPA mandate (DOMAIN-NL §2, core scheme). */
export function MandateText({ creditorName, creditor }: MandateTextProps) {
  const { t } = useTranslation();
  const creditorLine = creditor
    ? t('ordering.checkout.mandate.creditorAddress', {
        name: creditorName,
        address: `${creditor.street} ${creditor.houseNumber}, ${creditor.zipcode} ${creditor.city}`,
      })
    : t('ordering.checkout.mandate.creditor', { name: creditorName });
  return (
    <div className="space-y-2 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm leading-6 text-slate-700 dark:border-slate-800 dark:bg-slate-950/40 dark:text-slate-300">
      <h3 className="font-semibold text-slate-900 dark:text-white">{t('ordering.checkout.mandate.title')}</h3>
      <p>{creditorLine}</p>
      {creditor?.creditorId ? (
        <p>{t('ordering.checkout.mandate.creditorId', { id: creditor.creditorId })}</p>
      ) : null}
      <p>{t('ordering.checkout.mandate.authorise', { name: creditorName })}</p>
      <p>{t('ordering.checkout.mandate.refund')}</p>
      <p>{t('ordering.checkout.mandate.invoiceFirst')}</p>
    </div>
  );
}
