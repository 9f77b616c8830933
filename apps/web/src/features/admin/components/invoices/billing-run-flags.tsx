import type { BillingRunView } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { visibleText } from '../shell/visible-text';

/**
 * The subscriptions the last finished run did not invoice, with a link to each customer: an invoice needs
 * the customer's address, so these wait until it is filled in; one the database refused shows its words.
 */
export function BillingRunFlags({ runs }: { runs: BillingRunView[] | undefined }) {
  const { t } = useTranslation();
  const last = runs?.find((run) => run.status === 'finished');
  if (!last || last.flagged.length === 0) return null;
  return (
    <section aria-labelledby="billing-run-flags-title" className="space-y-2">
      <h3 id="billing-run-flags-title" className="text-sm font-semibold text-slate-900 dark:text-white">
        {t('adminBilling.run.flaggedTitle', { count: last.flagged.length })}
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('adminBilling.run.flaggedIntro')}</p>
      <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
        {last.flagged.map((flag) => (
          <li key={flag.subscriptionId} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <Link
              to={`/dashboard/admin?section=users&user=${encodeURIComponent(flag.userId)}`}
              className="font-medium text-indigo-700 hover:underline dark:text-indigo-300"
            >
              {visibleText(flag.customerName)}
            </Link>
            <span className="text-slate-700 dark:text-slate-300">
              {t(`adminBilling.run.flagReasons.${flag.code}`)}
              {flag.detail ? (
                <span className="block font-mono text-xs text-slate-600 dark:text-slate-400">
                  {flag.detail}
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
