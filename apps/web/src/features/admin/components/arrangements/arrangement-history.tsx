import type { ArrangementDetail } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { formatDateShort, formatDateTime } from '../../../../lib/dates/format-date';
import { useArrangementWords } from './arrangement-words';

type ArrangementEvent = ArrangementDetail['events'][number];

// The facts of an event worth a line, in this order, and the data field each is read from (as the API
// records them); the rest stays in the audit log.
const FACTS = {
  amount: 'amountCents',
  total: 'totalCents',
  instalments: 'instalments',
  firstDueDate: 'firstDueDate',
  sequence: 'sequence',
  version: 'toVersion',
  method: 'method',
  returnCode: 'code',
  next: 'next',
  reason: 'reason',
  note: 'note',
} as const;
type Fact = keyof typeof FACTS;
const CENTS: ReadonlySet<Fact> = new Set(['amount', 'total']);

/** An event's facts as text: amounts from cents, dates in the user's format, a payment method in words. */
function useEventFacts(): (event: ArrangementEvent) => [Fact, string][] {
  const { codeText } = useArrangementWords();
  return (event) => {
    const facts: [Fact, string][] = [];
    for (const [fact, field] of Object.entries(FACTS) as [Fact, string][]) {
      const value = event.data[field];
      if (value === undefined || value === null || value === '') continue;
      if (CENTS.has(fact) && typeof value === 'number') facts.push([fact, formatCents(value)]);
      else if (fact === 'firstDueDate' && typeof value === 'string')
        facts.push([fact, formatDateShort(value)]);
      else if (fact === 'method')
        facts.push([fact, codeText('payment.methods', String(value), String(value))]);
      else if (fact === 'next')
        facts.push([fact, codeText('detail.nextSteps', String(value), String(value))]);
      else facts.push([fact, String(value)]);
    }
    return facts;
  };
}

/**
 * What happened to the arrangement, in order: who did what when, with its amount or reason. Folds away under
 * its summary, which also gives a keyboard a place in the dialog's scrolling body (axe scrollable-region-focusable).
 */
export function ArrangementHistory({ events }: { events: ArrangementEvent[] }) {
  const { t, codeText } = useArrangementWords();
  const factsOf = useEventFacts();
  return (
    <details open>
      <summary className="cursor-pointer text-sm font-semibold text-slate-900 dark:text-white">
        {t('detail.history')}
      </summary>
      {events.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('detail.noEvents')}</p>
      ) : (
        <ol className="mt-2 space-y-2 border-l border-slate-200 pl-4 dark:border-slate-800">
          {events.map((event) => (
            <li key={`${event.at}-${event.type}`} className="text-sm" data-testid="arrangement-event">
              <p className="font-medium text-slate-900 dark:text-white">
                {codeText('detail.events', event.type, event.type)}
              </p>
              <p className="text-xs text-slate-600 dark:text-slate-400">
                {formatDateTime(event.at)} · {event.actorName ?? t('detail.automatic')}
              </p>
              {factsOf(event).map(([fact, value]) => (
                <p key={fact} className="break-words text-slate-700 dark:text-slate-300">
                  {t(`detail.eventFacts.${fact}`, { value })}
                </p>
              ))}
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
