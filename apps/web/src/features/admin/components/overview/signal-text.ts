import type { AdminAlert, AdminPriorityAction } from '@hostportaal/contract';
import { formatCents, type KpiId } from '@hostportaal/domain';
import type { i18n as I18n, TFunction } from 'i18next';
import { kpiAttributes } from '../../../../components/ui/kpi';

type Signal = Pick<AdminPriorityAction | AdminAlert, 'id' | 'values'>;

/**
 * A Priority Action's or System Alert's text in the user's language, worded from its figures; the API's
 * own (English) text when the catalogue does not know the signal.
 */
export function signalText(
  t: TFunction,
  i18n: I18n,
  kind: 'actions' | 'alerts',
  signal: Signal,
  field: 'title' | 'description' | 'message',
  fallback: string,
): string {
  const key = `adminOverview.signals.${kind}.${signal.id}.${field}`;
  const { count, amountCents, period } = signal.values;
  // With the count, so a plural title (title_one, title_other) counts as known.
  if (!i18n.exists(key, { count })) return fallback;
  return String(t(key as never, { count, period, amount: formatCents(amountCents) }));
}

/** The catalogue figure a signal counts (docs/KPIS.md), for the signals whose count is one. */
const signalKpis: Record<string, { id: KpiId; inPeriod: boolean }> = {
  overdue_payments: { id: 'receivables.overdueInvoices', inPeriod: false },
  high_risk_accounts: { id: 'collection.highRiskAccounts', inPeriod: false },
  collection_cases: { id: 'collection.openCases', inPeriod: false },
  returned_debits: { id: 'payments.returnedDebits', inPeriod: true },
};

/** The catalogue figure a signal's amount is (the overdue invoices' open amount, issue 28). */
const signalAmountKpis: Record<string, KpiId> = { overdue_payments: 'receivables.overdueAmount' };

/** data-kpi marks on the text that shows a signal's amount, so it is compared with Incasso Beheer's. */
export function signalAmountKpiAttributes(signal: Signal) {
  const id = signalAmountKpis[signal.id];
  if (!id) return {};
  return kpiAttributes(id, signal.values.amountCents);
}

/** data-kpi marks on the element that shows a signal's count, so it is compared with the cards. */
export function signalKpiAttributes(signal: Signal) {
  const kpi = signalKpis[signal.id];
  if (!kpi) return {};
  return kpiAttributes(kpi.id, signal.values.count, kpi.inPeriod ? `${signal.values.period}d` : undefined);
}
