import type { VatSummaryLine } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { useTranslation } from 'react-i18next';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { useApiErrorText } from '../../../../components/ui/screen-words';
import { Spinner } from '../../../../components/ui/spinner';
import { TableBody, TableHead, TableRow } from '../../../../components/ui/table';
import { useVatSummary } from '../../api/reports';
import type { ReportQuarter } from './report-period';

const euros = (value: number) => formatCents(value * 100).replace(/,00$/, '');

function RateText({ line }: { line: VatSummaryLine }) {
  const { t } = useTranslation();
  if (line.rubriek === '3b') return t('adminBilling.reports.vat.reverseCharged');
  if (line.vatRateBp === null) return t('adminBilling.reports.vat.otherRates');
  return `${line.vatRateBp / 100}%`;
}

/** The quarter's figures per rubriek of the BTW return, as the bookkeeper copies them. */
export function VatSummaryTable({ quarter }: { quarter: ReportQuarter }) {
  const { t } = useTranslation();
  const errorText = useApiErrorText('adminErrors');
  const summary = useVatSummary(quarter);
  if (summary.isPending) return <Spinner label={t('adminBilling.reports.vat.loading')} />;
  if (summary.isError) {
    return (
      <ErrorWithRetry
        message={t('adminBilling.reports.vat.loadError', { error: errorText(summary.error) })}
        onRetry={() => summary.refetch()}
        isRetrying={summary.isFetching}
      />
    );
  }
  const { lines, totals } = summary.data;
  const numeric = 'px-3 py-2 text-right tabular-nums whitespace-nowrap';
  return (
    <div className="space-y-2">
      {/* Focusable, so keyboard users can scroll the wide table sideways on a narrow screen. */}
      <section
        aria-labelledby="vat-summary-caption"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
        tabIndex={0}
        className="relative w-full overflow-x-auto"
        // The scroll container the layout-fit e2e spec measures, as the shared Table's (issue 20).
        data-table-scroll=""
      >
        <table className="w-full text-left text-sm">
          <caption
            id="vat-summary-caption"
            className="pb-2 text-left text-sm font-semibold text-slate-900 dark:text-white"
          >
            {t('adminBilling.reports.vat.caption', { year: quarter.year, quarter: quarter.quarter })}
          </caption>
          <TableHead>
            <tr>
              <th scope="col" className="px-3 py-3 align-bottom">
                {t('adminBilling.reports.vat.rubriek')}
              </th>
              <th scope="col" className="px-3 py-3 align-bottom">
                {t('adminBilling.reports.vat.rate')}
              </th>
              <th scope="col" className="px-3 py-3 text-right align-bottom">
                {t('adminBilling.reports.vat.turnover')}
              </th>
              <th scope="col" className="px-3 py-3 text-right align-bottom">
                {t('adminBilling.reports.vat.vat')}
              </th>
              <th scope="col" className="px-3 py-3 text-right align-bottom">
                {t('adminBilling.reports.vat.declaredTurnover')}
              </th>
              <th scope="col" className="px-3 py-3 text-right align-bottom">
                {t('adminBilling.reports.vat.declaredVat')}
              </th>
            </tr>
          </TableHead>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={line.rubriek}>
                <th scope="row" className="px-3 py-2 text-left font-normal">
                  <span className="block min-w-44">
                    <span className="font-semibold">{line.rubriek}</span>{' '}
                    <span className="text-xs text-slate-600 dark:text-slate-400">
                      {t(`adminBilling.reports.vat.rubrieken.${line.rubriek}`)}
                    </span>
                  </span>
                </th>
                <td className="px-3 py-2 whitespace-nowrap">
                  <RateText line={line} />
                </td>
                <td className={numeric}>{formatCents(line.turnoverCents)}</td>
                <td className={numeric}>{formatCents(line.vatCents)}</td>
                <td className={numeric}>{euros(line.declaredTurnoverEuros)}</td>
                <td className={numeric}>{euros(line.declaredVatEuros)}</td>
              </TableRow>
            ))}
            <TableRow className="font-semibold">
              <th scope="row" className="px-3 py-2 text-left">
                {t('adminBilling.reports.vat.total')}
              </th>
              <td />
              <td className={numeric}>{formatCents(totals.turnoverCents)}</td>
              <td className={numeric}>{formatCents(totals.vatCents)}</td>
              <td />
              <td className={numeric}>{euros(totals.declaredVatEuros)}</td>
            </TableRow>
          </TableBody>
        </table>
      </section>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t('adminBilling.reports.vat.counts', {
          invoices: totals.invoiceCount,
          creditNotes: totals.creditNoteCount,
        })}
      </p>
      <p className="text-xs text-slate-600 dark:text-slate-400">{t('adminBilling.reports.vat.note')}</p>
    </div>
  );
}
