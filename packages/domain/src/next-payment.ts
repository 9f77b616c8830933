// SPEC §4 and §9: the next-payment text and the due warning at 7 days or fewer.
import { daysBetween, type IsoDate, toAmsterdamDate } from './amsterdam-date';

export const DUE_WARNING_DAYS = 7;

function daysUntil(due: Date | string | null | undefined, todayIso: IsoDate): number | null {
  const dueDate = due ? toAmsterdamDate(due) : null;
  return dueDate === null ? null : daysBetween(todayIso, dueDate);
}

/**
 * 'Niet beschikbaar', 'Achterstallig', 'Vandaag', 'Morgen', 'N dagen' (2–7), 'N weken' (8–30 days,
 * days / 7 rounded, so 8–10 days read '2 weken' and 30 days '4 weken'), else 'N maanden' (days / 30
 * rounded, '1 maand' in the singular). `due` may be a 'YYYY-MM-DD' date or a timestamp.
 */
export function nextPaymentText(due: Date | string | null | undefined, todayIso: IsoDate): string {
  const days = daysUntil(due, todayIso);
  if (days === null) return 'Niet beschikbaar';
  if (days < 0) return 'Achterstallig';
  if (days === 0) return 'Vandaag';
  if (days === 1) return 'Morgen';
  if (days <= DUE_WARNING_DAYS) return `${days} dagen`;
  if (days <= 30) return `${Math.max(2, Math.round(days / 7))} weken`;
  const months = Math.max(1, Math.round(days / 30));
  return months === 1 ? '1 maand' : `${months} maanden`;
}

/** Due today or within the next 7 days: the server card shows a warning. */
export function isDueSoon(due: Date | string | null | undefined, todayIso: IsoDate): boolean {
  const days = daysUntil(due, todayIso);
  return days !== null && days >= 0 && days <= DUE_WARNING_DAYS;
}
