import { nextPaymentText } from '@hostportaal/domain';
import type { TFunction } from 'i18next';

// SPEC §4 next-payment text: the domain picks the wording (Dutch); this puts it in the UI language.
export function nextPaymentLabel(t: TFunction, due: string | null, today: string): string {
  const text = nextPaymentText(due, today);
  const counted = /^(\d+) (dagen|weken|maand|maanden)$/.exec(text);
  if (counted) {
    const count = Number(counted[1]);
    const unit = counted[2];
    if (unit === 'dagen') return t('billing.nextPayment.days', { count });
    if (unit === 'weken') return t('billing.nextPayment.weeks', { count });
    return t('billing.nextPayment.months', { count });
  }
  if (text === 'Achterstallig') return t('billing.nextPayment.overdue');
  if (text === 'Vandaag') return t('billing.nextPayment.today');
  if (text === 'Morgen') return t('billing.nextPayment.tomorrow');
  return t('billing.nextPayment.notAvailable');
}
