import { formatCents } from '@hostportaal/domain';
import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useArrangementOptions } from '../../lib/api/arrangement-options';
import { formatDateShort } from '../../lib/dates/format-date';
import { useSession } from '../../lib/session/session-context';
import { focusRing } from '../ui/focus-ring';

export const PAYMENT_ARRANGEMENT_PATH = '/dashboard/payment-arrangement';

const linkClass = `font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-200 ${focusRing}`;

/**
 * One line that leads to the Betalingsregeling page (issue 30): the running arrangement's next instalment, a
 * proposal waiting for staff, or, with overdue claims, the offer to ask for one. Nothing otherwise, nor when the
 * options cannot be loaded: the page around it is about something else.
 */
export function ArrangementEntryLine({ enabled = true }: { enabled?: boolean }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const options = useArrangementOptions(user?.id ?? '', { enabled });
  const data = options.data;
  if (!enabled || !data) return null;
  const current = data.current;
  const next = current?.status === 'active' ? current.nextInstalment : null;

  let text: string;
  let linkText: string;
  if (current && next) {
    text = t('paymentArrangement.entry.running', {
      number: current.number,
      amount: formatCents(next.amountCents - next.paidCents),
      date: formatDateShort(next.dueDate),
    });
    linkText = t('paymentArrangement.entry.view');
  } else if (current?.status === 'proposed') {
    text = t('paymentArrangement.entry.proposed', { number: current.number });
    linkText = t('paymentArrangement.entry.view');
  } else if (!current && data.claims.length > 0) {
    text = t('paymentArrangement.entry.ask');
    linkText = t('paymentArrangement.entry.askLink');
  } else return null;

  return (
    <p
      data-testid="arrangement-entry"
      className="flex items-start gap-2 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-800 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-200"
    >
      <CalendarClock
        aria-hidden="true"
        className="mt-0.5 size-4 shrink-0 text-indigo-600 dark:text-indigo-400"
      />
      <span>
        {text}{' '}
        <Link to={PAYMENT_ARRANGEMENT_PATH} className={linkClass}>
          {linkText}
        </Link>
      </span>
    </p>
  );
}
