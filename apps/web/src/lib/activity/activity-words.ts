import type { ActivityParams } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import type { TFunction, TOptions } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Catalogue } from '../../i18n/locales/nl';
import { formatDateShort } from '../dates/format-date';

/**
 * Whose words an activity line is told in (issue 20): `activity` is the customer catalogue in the user's
 * language, `adminActivity` the admin catalogue, English in nl as the user management screens are.
 */
export type ActivityScope = 'activity' | 'adminActivity';

export type ActivityLine = {
  type: string;
  action: string;
  description: string;
  params: ActivityParams | null;
};
export type ActivityWords = { title: string; line: string };

type Exists = (key: string, options?: TOptions) => boolean;
// The keys are built from what the server sent (a type, a variant): checked with `exists` before use.
type Translate = (key: string, options?: TOptions) => string;

const intervalKeys: Record<string, 'monthly' | 'quarterly' | 'halfYearly' | 'annually'> = {
  monthly: 'monthly',
  quarterly: 'quarterly',
  'half-yearly': 'halfYearly',
  annually: 'annually',
};

/** What the texts are filled with: amounts and dates formatted, enum values as words. */
function shownValues(params: ActivityParams, t: TFunction, scope: ActivityScope) {
  const {
    variant: _variant,
    amountCents,
    date,
    nextInvoiceDate,
    interval,
    invoiceNumbers,
    ...plain
  } = params;
  const intervalKey = interval === undefined ? undefined : intervalKeys[interval];
  return {
    ...plain,
    amount: amountCents === undefined ? undefined : formatCents(amountCents),
    date: date === undefined ? undefined : formatDateShort(date),
    nextInvoiceDate: nextInvoiceDate === undefined ? undefined : formatDateShort(nextInvoiceDate),
    interval: intervalKey && t(`${scope}.intervals.${intervalKey}`),
    invoiceNumbers: invoiceNumbers?.join(', '),
    paymentMethod: params.paymentMethod && t(`${scope}.paymentMethods.${params.paymentMethod}`),
    role: params.role && t(`${scope}.roles.${params.role}`),
    previousRole: params.previousRole && t(`${scope}.roles.${params.previousRole}`),
  };
}

/** The optional tails of a line, in the order they read: how it was paid, what came with it, why. */
function suffixKeys(item: ActivityLine, params: ActivityParams) {
  const keys: (keyof Catalogue['activity']['suffixes'])[] = [];
  if (params.paymentMethod) keys.push('paymentMethod');
  if (item.type === 'subscription_cancelled' && params.creditNoteNumber) keys.push('creditNote');
  if (item.type === 'subscription_reactivated') {
    if (params.nextInvoiceDate) keys.push('nextInvoice');
    if (params.invoiceNumber) keys.push('paidInvoice');
    if (params.letterNumber) keys.push('paidLetter');
  }
  if (params.reactivated) keys.push('reactivated');
  if (params.reason) keys.push('reason');
  return keys;
}

/**
 * An activity line in the scope's words, from its type, variant and facts. A line the catalogue cannot
 * word (no params, a type or variant it does not know, an interval it has no word for) shows what was
 * stored, so nothing is lost and no key reaches the screen.
 */
export function activityWords(
  item: ActivityLine,
  t: TFunction,
  exists: Exists,
  scope: ActivityScope,
): ActivityWords {
  const stored = { title: item.action, line: item.description };
  const { params } = item;
  if (!params) return stored;
  if (params.interval !== undefined && !(params.interval in intervalKeys)) return stored;
  const base = `${scope}.types.${item.type}.${params.variant}`;
  const values = shownValues(params, t, scope);
  if (!exists(`${base}.title`, values) || !exists(`${base}.line`, values)) return stored;
  const translate = t as unknown as Translate;
  const tails = suffixKeys(item, params).map((key) => t(`${scope}.suffixes.${key}`, values));
  return {
    title: translate(`${base}.title`, values),
    line: `${translate(`${base}.line`, values)}${tails.join('')}`,
  };
}

/** Words activity lines in the scope's words, following the language the screen is in. */
export function useActivityWords(scope: ActivityScope): (item: ActivityLine) => ActivityWords {
  const { t, i18n } = useTranslation();
  return (item) => activityWords(item, t, (key, options) => i18n.exists(key, options), scope);
}
