import { formatCents } from '@hostportaal/domain';
import { Alert } from '../../../../components/ui/alert';
import { formatDateShort } from '../../../../lib/dates/format-date';
import type { ArrangementOptions } from '../../api/arrangements';
import { useArrangementWords } from './arrangement-words';

/**
 * Where the schedule staff are about to agree leaves the company rules, as the options state them: not a
 * refusal (staff may agree it), but recorded with the arrangement, so staff see it before they confirm.
 */
export function RuleNotes({
  options,
  totalCents,
  count,
  firstDueDate,
}: {
  options: ArrangementOptions;
  totalCents: number;
  count: number | null;
  firstDueDate: string;
}) {
  const { t, codeText } = useArrangementWords();
  const notes: string[] = [];
  if (count !== null && count > options.maxInstalments)
    notes.push(t('create.ruleMaxInstalments', { max: options.maxInstalments }));
  if (
    count !== null &&
    count > 0 &&
    totalCents > 0 &&
    Math.floor(totalCents / count) < options.minInstalmentCents
  )
    notes.push(t('create.ruleMinInstalment', { min: formatCents(options.minInstalmentCents) }));
  if (firstDueDate > options.firstDueDateMax)
    notes.push(t('create.ruleFirstDue', { date: formatDateShort(options.firstDueDateMax) }));
  if (notes.length === 0 && options.notEligible === null) return null;
  return (
    <Alert variant="warning">
      {options.notEligible ? (
        <p>
          {t('create.notEligible', {
            reason: codeText('breaches', options.notEligible, options.notEligible),
          })}
        </p>
      ) : null}
      {notes.length > 0 ? (
        <>
          <p>{t('create.outsideRules')}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </>
      ) : null}
    </Alert>
  );
}
