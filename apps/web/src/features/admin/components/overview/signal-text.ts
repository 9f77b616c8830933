import type { AdminAlert, AdminPriorityAction } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import type { i18n as I18n, TFunction } from 'i18next';

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
