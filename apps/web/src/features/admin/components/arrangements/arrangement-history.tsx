import type { ArrangementDetail } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { formatDateShort, formatDateTime } from '../../../../lib/dates/format-date';
import { ArrangementSection } from './arrangement-section';
import { useArrangementWords } from './arrangement-words';

type ArrangementEvent = ArrangementDetail['events'][number];

// The facts of an event worth a line, in this order; the rest stays in the audit log.
const FACTS = ['amount', 'sequence', 'instalments', 'version', 'method', 'reason', 'note'] as const;
type Fact = (typeof FACTS)[number];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** An event's facts as text: amounts from cents, dates in the user's format, empty ones left out. */
function factsOf(event: ArrangementEvent): [Fact, string][] {
  const facts: [Fact, string][] = [];
  for (const fact of FACTS) {
    const value = fact === 'amount' ? event.data.amountCents : event.data[fact];
    if (value === undefined || value === null || value === '') continue;
    if (fact === 'amount' && typeof value === 'number') facts.push([fact, formatCents(value)]);
    else if (typeof value === 'string' && ISO_DATE.test(value)) facts.push([fact, formatDateShort(value)]);
    else facts.push([fact, String(value)]);
  }
  return facts;
}

/** What happened to the arrangement, in order: who did what when, with its amount or reason. */
export function ArrangementHistory({ events }: { events: ArrangementEvent[] }) {
  const { t, codeText } = useArrangementWords();
  return (
    <ArrangementSection title={t('detail.history')}>
      {events.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('detail.noEvents')}</p>
      ) : (
        <ol className="space-y-2 border-l border-slate-200 pl-4 dark:border-slate-800">
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
    </ArrangementSection>
  );
}
