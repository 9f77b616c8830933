import type { ArrangementClaim, ArrangementDetail } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { Alert } from '../../../../components/ui/alert';
import { DetailField, DetailSection } from '../../../../components/ui/detail-list';
import { formatDateShort, formatDateTime } from '../../../../lib/dates/format-date';
import { ArrangementStatusBadge } from './arrangement-badges';
import { ArrangementHistory } from './arrangement-history';
import { ArrangementSchedule, EarlierSchedules } from './arrangement-schedule';
import { ArrangementSection } from './arrangement-section';
import { useArrangementWords } from './arrangement-words';

/** One arrangement as staff review it: the facts, the rules a proposal broke, claims, schedules, history. */
export function ArrangementDetailView({ arrangement }: { arrangement: ArrangementDetail }) {
  const { t } = useArrangementWords();
  const next = arrangement.nextInstalment;
  return (
    <div className="space-y-6">
      <BreachList arrangement={arrangement} />
      <DetailSection title={t('detail.summary')}>
        <DetailField label={t('detail.status')}>
          <ArrangementStatusBadge status={arrangement.status} />
        </DetailField>
        <DetailField label={t('detail.total')}>{formatCents(arrangement.totalCents)}</DetailField>
        <DetailField label={t('detail.paid')}>{formatCents(arrangement.paidCents)}</DetailField>
        <DetailField label={t('detail.remaining')}>{formatCents(arrangement.remainingCents)}</DetailField>
        <DetailField label={t('detail.next')}>
          {next
            ? t('amountOnDate', {
                amount: formatCents(next.amountCents - next.paidCents),
                date: formatDateShort(next.dueDate),
              })
            : t('none')}
        </DetailField>
        <DetailField label={t('detail.method')}>{t(`methods.${arrangement.method}`)}</DetailField>
        <DetailField label={t('detail.origin')}>{t(`origin.${arrangement.origin}`)}</DetailField>
        <DetailField label={t('detail.resumeOnFirst')}>
          {arrangement.resumeOnFirstInstalment ? t('yes') : t('no')}
        </DetailField>
        <DetailField label={t('detail.created')}>{formatDateTime(arrangement.createdAt)}</DetailField>
        {arrangement.closedAt ? (
          <DetailField label={t('detail.closed')}>{formatDateTime(arrangement.closedAt)}</DetailField>
        ) : null}
        {arrangement.closeReason ? (
          <DetailField label={t('detail.closeReason')}>{arrangement.closeReason}</DetailField>
        ) : null}
        {arrangement.customerNote ? (
          // The note kept with the arrangement: the customer's with a proposal, staff's with one they agreed.
          <DetailField
            label={arrangement.origin === 'customer' ? t('detail.customerNote') : t('detail.note')}
          >
            {arrangement.customerNote}
          </DetailField>
        ) : null}
      </DetailSection>
      <ClaimList claims={arrangement.claims} />
      <ArrangementSchedule arrangement={arrangement} />
      <EarlierSchedules schedules={arrangement.earlierSchedules} />
      <ArrangementHistory events={arrangement.events} />
    </div>
  );
}

/** The company rules a customer's proposal broke (why it waits for staff), or staff agreed outside. */
function BreachList({ arrangement }: { arrangement: ArrangementDetail }) {
  const { t, codeText } = useArrangementWords();
  if (arrangement.breaches.length === 0) return null;
  return (
    <Alert variant="warning">
      <p>{arrangement.status === 'proposed' ? t('detail.breachesProposed') : t('detail.breachesAgreed')}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {arrangement.breaches.map((breach) => (
          <li key={breach.code}>
            {/* The server's words (Dutch) only for a rule this client has no words for. */}
            {codeText('breaches', breach.code, breach.message)}
          </li>
        ))}
      </ul>
    </Alert>
  );
}

function ClaimList({ claims }: { claims: ArrangementClaim[] }) {
  const { t } = useArrangementWords();
  return (
    <ArrangementSection title={t('detail.claims')}>
      <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
        {claims.map((claim) => (
          <li key={`${claim.kind}-${claim.id}`} className="flex flex-wrap justify-between gap-x-4 py-1.5">
            <span className="min-w-0 break-words">
              {t(`claimKinds.${claim.kind}`, { label: claim.label })}
              {claim.dueDate ? (
                <span className="text-slate-600 dark:text-slate-400">
                  {' '}
                  · {formatDateShort(claim.dueDate)}
                </span>
              ) : null}
            </span>
            <span className="tabular-nums">{formatCents(claim.openCents)}</span>
          </li>
        ))}
      </ul>
    </ArrangementSection>
  );
}
