import type { AdminInvoiceDetail } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { useTranslation } from 'react-i18next';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../../components/ui/table';
import { formatDateShort } from '../../../../lib/dates/format-date';

// VAT rates are basis points (2100 = 21%).
function vatPercent(basisPoints: number): string {
  return `${new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 2 }).format(basisPoints / 100)}%`;
}

export function InvoiceLinesTable({ invoice }: { invoice: AdminInvoiceDetail }) {
  const { t } = useTranslation();
  return (
    <Table>
      <TableHead>
        <tr>
          <TableHeaderCell>{t('adminBilling.lines.description')}</TableHeaderCell>
          <TableHeaderCell className="text-right">{t('adminBilling.lines.quantity')}</TableHeaderCell>
          <TableHeaderCell className="text-right">{t('adminBilling.lines.net')}</TableHeaderCell>
          <TableHeaderCell className="text-right">{t('adminBilling.lines.vat')}</TableHeaderCell>
          <TableHeaderCell className="text-right">{t('adminBilling.lines.total')}</TableHeaderCell>
        </tr>
      </TableHead>
      <TableBody>
        {invoice.lines.map((line, index) => (
          // Lines have no id of their own and never change order on an issued invoice.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <TableRow key={index}>
            <TableCell>
              {line.description}
              {line.periodStart && line.periodEnd ? (
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {formatDateShort(line.periodStart)} – {formatDateShort(line.periodEnd)}
                </span>
              ) : null}
            </TableCell>
            <TableCell className="text-right">{line.quantity}</TableCell>
            <TableCell className="text-right whitespace-nowrap">{formatCents(line.netCents)}</TableCell>
            <TableCell className="text-right whitespace-nowrap">
              {formatCents(line.vatCents)}
              <span className="block text-xs text-slate-600 dark:text-slate-400">
                {vatPercent(line.vatRateBp)}
              </span>
            </TableCell>
            <TableCell className="text-right whitespace-nowrap">{formatCents(line.totalCents)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <tfoot className="border-t border-slate-200 text-sm dark:border-slate-800">
        {(
          [
            ['subtotal', invoice.subtotalCents],
            ['vatTotal', invoice.vatCents],
            ['grandTotal', invoice.totalCents],
          ] as const
        ).map(([key, cents]) => (
          <tr key={key}>
            <th scope="row" colSpan={4} className="px-4 py-1.5 text-right font-medium">
              {t(`adminBilling.lines.${key}`)}
            </th>
            <td className="px-4 py-1.5 text-right font-semibold whitespace-nowrap">{formatCents(cents)}</td>
          </tr>
        ))}
      </tfoot>
    </Table>
  );
}
