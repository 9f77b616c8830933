import type { OrderResult } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { useTranslation } from 'react-i18next';
import { formatDateShort } from '../../../lib/dates/format-date';

type Invoice = OrderResult['invoices'][number];

export function ConfirmedInvoice({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const rows = [
    { label: t('ordering.confirmation.amount'), value: formatCents(invoice.totalCents) },
    { label: t('ordering.confirmation.dueDate'), value: formatDateShort(invoice.dueDate) },
    ...(invoice.paymentReference
      ? [{ label: t('ordering.confirmation.paymentReference'), value: invoice.paymentReference }]
      : []),
  ];
  return (
    <li className="rounded-xl border border-slate-200 p-3 text-sm dark:border-slate-800">
      <p className="font-medium text-slate-900 dark:text-white">
        {t('ordering.confirmation.invoiceNumber', { number: invoice.invoiceNumber })}
      </p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-slate-600 dark:text-slate-400">{row.label}</dt>
            <dd className="break-all text-slate-900 tabular-nums dark:text-white">{row.value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
