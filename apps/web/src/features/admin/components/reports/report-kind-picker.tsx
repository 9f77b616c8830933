import { useTranslation } from 'react-i18next';
import { classNames } from '../../../../lib/class-names';
import type { ReportKind } from '../../api/exports';

export const REPORT_KINDS: readonly ReportKind[] = [
  'vat-summary',
  'invoices',
  'payments',
  'open-items',
  'collections',
  'einvoices',
];

/** The reports as a radio group: the choice decides the inputs (quarter, period or date) below. */
export function ReportKindPicker({
  value,
  onChange,
}: {
  value: ReportKind;
  onChange: (kind: ReportKind) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-900 dark:text-white">
        {t('adminBilling.reports.kind.legend')}
      </legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {REPORT_KINDS.map((kind) => (
          <label
            key={kind}
            className={classNames(
              'flex cursor-pointer gap-3 rounded-lg border p-3 text-sm',
              kind === value
                ? 'border-blue-600 bg-blue-50 dark:border-blue-400 dark:bg-blue-950'
                : 'border-slate-200 hover:border-slate-300 dark:border-slate-700',
            )}
          >
            <input
              type="radio"
              name="report-kind"
              value={kind}
              checked={kind === value}
              onChange={() => onChange(kind)}
              className="mt-1"
            />
            <span>
              <span className="block font-medium text-slate-900 dark:text-white">
                {t(`adminBilling.reports.kind.${kind}`)}
              </span>
              <span className="block text-slate-600 dark:text-slate-400">
                {t(`adminBilling.reports.kindHint.${kind}`)}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
