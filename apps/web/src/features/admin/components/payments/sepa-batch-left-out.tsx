import type { SepaBatchLeftOutList } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../../components/ui/alert';
import { visibleText } from '../shell/visible-text';

/**
 * The invoices due for collection that the batch leaves out because of the customer's data (issue 26): each
 * with its customer (the detail page, where staff correct it) and what a SEPA file cannot carry.
 */
export function SepaBatchLeftOut({ leftOut }: { leftOut: SepaBatchLeftOutList | undefined }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBilling.sepaBatches.leftOut' });
  if (!leftOut || leftOut.total === 0) return null;
  const why = (claim: SepaBatchLeftOutList['claims'][number]) => {
    const field = typeof claim.params.field === 'string' ? claim.params.field : null;
    const value = typeof claim.params.value === 'string' ? claim.params.value : '';
    if (claim.reason === 'debit_address' || !field) return t('addressIncomplete');
    return t('unwritable', {
      field: t(`fields.${field}`, { defaultValue: field }),
      value: visibleText(value),
    });
  };
  return (
    <Alert variant="notice" title={t('title', { count: leftOut.total })}>
      <div className="space-y-2">
        <p>{t('intro')}</p>
        <ul className="divide-y divide-amber-200 dark:divide-amber-900">
          {leftOut.claims.map((claim) => (
            <li key={claim.invoiceId} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-1.5">
              <span className="font-mono text-xs">{claim.invoiceNumber}</span>
              <Link
                to={`/dashboard/admin?section=users&user=${encodeURIComponent(claim.userId)}`}
                className="font-medium text-indigo-700 hover:underline dark:text-indigo-300"
              >
                {visibleText(claim.customerName)}
              </Link>
              <span>{formatCents(claim.openCents)}</span>
              <span className="basis-full sm:basis-auto">{why(claim)}</span>
            </li>
          ))}
        </ul>
        {leftOut.total > leftOut.claims.length ? (
          <p>{t('more', { count: leftOut.total - leftOut.claims.length })}</p>
        ) : null}
      </div>
    </Alert>
  );
}
