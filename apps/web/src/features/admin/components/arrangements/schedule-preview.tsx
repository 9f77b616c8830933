import { formatCents, instalmentSchedule } from '@hostportaal/domain';
import { formatDateShort } from '../../../../lib/dates/format-date';
import { ArrangementSection } from './arrangement-section';
import { useArrangementWords } from './arrangement-words';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The equal split of a total, as information before staff confirm (packages/domain's own schedule rule); the
 * server makes the schedule itself. Nothing while the count or the date is not a valid choice.
 */
export function SchedulePreview({
  totalCents,
  count,
  firstDueDate,
}: {
  totalCents: number;
  count: number | null;
  firstDueDate: string;
}) {
  const { t } = useArrangementWords();
  if (count === null || totalCents <= 0 || count > totalCents || !ISO_DATE.test(firstDueDate)) return null;
  const schedule = instalmentSchedule(totalCents, count, firstDueDate);
  return (
    <ArrangementSection title={t('preview.title')}>
      <p className="text-xs text-slate-600 dark:text-slate-400">{t('preview.hint')}</p>
      <ol
        className="grid gap-x-6 gap-y-0.5 text-sm tabular-nums sm:grid-cols-2"
        aria-label={t('preview.title')}
      >
        {schedule.map((instalment) => (
          <li key={instalment.sequence}>
            {instalment.sequence}.{' '}
            {t('amountOnDate', {
              amount: formatCents(instalment.amountCents),
              date: formatDateShort(instalment.dueDate),
            })}
          </li>
        ))}
      </ol>
    </ArrangementSection>
  );
}

/** A whole number typed in a field, or null. */
export function wholeNumber(text: string): number | null {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : null;
}
