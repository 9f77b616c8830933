import { useTranslation } from 'react-i18next';

/** What happens when an instalment is not paid: a reminder after the grace days, a lapse after as many again. */
export function MissedInstalmentRules({ graceDays }: { graceDays: number }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="missed-instalment-title" className="space-y-2 text-sm">
      <h3 id="missed-instalment-title" className="font-semibold text-slate-900 dark:text-white">
        {t('paymentArrangement.missed.heading')}
      </h3>
      <p className="text-slate-700 dark:text-slate-300">
        {t('paymentArrangement.missed.reminder', { count: graceDays })}{' '}
        {t('paymentArrangement.missed.lapse', { count: graceDays })}
      </p>
      <p className="text-slate-700 dark:text-slate-300">{t('paymentArrangement.missed.contact')}</p>
    </section>
  );
}
