import type { CustomerMandate, MandateCreditor } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';

interface MandateTextProps {
  mandate: CustomerMandate;
  creditor: MandateCreditor;
}

/**
 * What the customer consents to with a new account (DOMAIN-NL §2): the creditor and its incassant-ID, the
 * authorisation (the same mandate, or a new one that replaces it), and the refund right of the core scheme.
 */
export function MandateText({ mandate, creditor }: MandateTextProps) {
  const { t } = useTranslation();
  const values = { name: creditor.name, reference: mandate.reference };
  return (
    <div className="space-y-2 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm leading-6 text-slate-700 dark:border-slate-800 dark:bg-slate-950/40 dark:text-slate-300">
      <h4 className="font-semibold text-slate-900 dark:text-white">{t('mandate.text.title')}</h4>
      <p>{t('mandate.creditor', { name: creditor.name, address: creditor.address })}</p>
      {creditor.creditorId ? <p>{t('mandate.creditorId', { id: creditor.creditorId })}</p> : null}
      <p>
        {mandate.changeMode === 'renew' ? t('mandate.text.renew', values) : t('mandate.text.amend', values)}
      </p>
      <p>{creditor.scheme === 'B2B' ? t('mandate.text.noRefund') : t('mandate.text.refund')}</p>
      <p>{t('mandate.text.invoiceFirst')}</p>
    </div>
  );
}
