import type { Arrangement, Instalment } from '@hostportaal/contract';
import { formatCents, offersInstalmentPayment } from '@hostportaal/domain';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent } from '../../../components/ui/card';
import { formatDateShort } from '../../../lib/dates/format-date';
import type { ArrangementOptions } from '../lib/arrangement-form-values';
import { arrangementStatusTone } from '../lib/arrangement-tones';
import { useClaimLabel } from './arrangement-claim-label';
import { BreachList } from './breach-list';
import { ConfirmationDownload, hasConfirmation } from './confirmation-download';
import { InstalmentSchedule } from './instalment-schedule';
import { MissedInstalmentRules } from './missed-instalment-rules';
import { NextInstalment } from './next-instalment';

interface CurrentArrangementProps {
  arrangement: Arrangement;
  options: ArrangementOptions;
}

const term = 'text-xs text-slate-600 dark:text-slate-400';
const figure = 'text-base font-semibold tabular-nums text-slate-900 dark:text-white';

/** The arrangement running or proposed: where it stands, the next instalment and how to pay it, the schedule. */
export function CurrentArrangement({ arrangement, options }: CurrentArrangementProps) {
  const { t } = useTranslation();
  const claimLabel = useClaimLabel();
  const proposed = arrangement.status === 'proposed';
  const next = arrangement.status === 'active' ? arrangement.nextInstalment : null;
  // "Betaal nu" (issue 30): the instalment due next in its own box, any other past its due date in the list.
  const payOnline = (instalment: Instalment) =>
    offersInstalmentPayment(arrangement.status, instalment, next?.sequence ?? null)
      ? { scope: 'instalment' as const, arrangementId: arrangement.id, sequence: instalment.sequence }
      : null;
  return (
    <Card>
      <section aria-labelledby="current-arrangement-title">
        <CardContent className="space-y-6">
          <div className="space-y-1">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h2
                id="current-arrangement-title"
                className="text-lg font-semibold text-slate-900 dark:text-white"
              >
                {t('paymentArrangement.current.heading', { number: arrangement.number })}
              </h2>
              <Badge tone={arrangementStatusTone[arrangement.status]}>
                {t(`paymentArrangement.status.${arrangement.status}`)}
              </Badge>
            </div>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {/* The day it was asked for (or staff agreed it): a proposal's approval comes later. */}
              {t(
                arrangement.origin === 'staff'
                  ? 'paymentArrangement.current.agreedOn'
                  : 'paymentArrangement.current.requestedOn',
                { date: formatDateShort(arrangement.createdAt) },
              )}
            </p>
          </div>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            <div>
              <dt className={term}>{t('paymentArrangement.current.total')}</dt>
              <dd className={figure}>{formatCents(arrangement.totalCents)}</dd>
            </div>
            <div>
              <dt className={term}>{t('paymentArrangement.current.paid')}</dt>
              <dd className={figure}>{formatCents(arrangement.paidCents)}</dd>
            </div>
            <div>
              <dt className={term}>{t('paymentArrangement.current.remaining')}</dt>
              <dd className={figure}>{formatCents(arrangement.remainingCents)}</dd>
            </div>
            <div>
              <dt className={term}>{t('paymentArrangement.current.method')}</dt>
              <dd className="text-base font-semibold text-slate-900 dark:text-white">
                {t(`paymentArrangement.method.${arrangement.method}`)}
              </dd>
            </div>
          </dl>
          {proposed ? (
            <Alert variant="info">
              <p className="mb-2">{t('paymentArrangement.current.proposedText')}</p>
              {arrangement.breaches.length > 0 ? (
                <BreachList
                  breaches={arrangement.breaches}
                  label={t('paymentArrangement.current.breachesLabel')}
                  facts={{
                    ...options,
                    totalCents: arrangement.totalCents,
                    smallestInstalmentCents: arrangement.instalments[0]?.amountCents ?? 0,
                  }}
                />
              ) : null}
            </Alert>
          ) : null}
          {next ? (
            <NextInstalment instalment={next} method={arrangement.method} payOnline={payOnline(next)} />
          ) : null}
          <section aria-labelledby="schedule-title" className="space-y-3">
            <h3 id="schedule-title" className="font-semibold text-slate-900 dark:text-white">
              {t('paymentArrangement.schedule.caption')}
            </h3>
            <InstalmentSchedule
              instalments={arrangement.instalments}
              withProgress
              nextSequence={next?.sequence ?? null}
              payOnline={(instalment) =>
                instalment.sequence === next?.sequence ? null : payOnline(instalment)
              }
            />
          </section>
          <MissedInstalmentRules graceDays={options.graceDays} />
          <section aria-labelledby="covered-claims-title" className="space-y-2 text-sm">
            <h3 id="covered-claims-title" className="font-semibold text-slate-900 dark:text-white">
              {t('paymentArrangement.current.claimsHeading')}
            </h3>
            <ul className="divide-y divide-slate-200 dark:divide-slate-800">
              {arrangement.claims.map((claim) => (
                <li key={`${claim.kind}-${claim.id}`} className="flex justify-between gap-3 py-2">
                  <span className="break-words text-slate-800 dark:text-slate-200">{claimLabel(claim)}</span>
                  <span className="shrink-0 tabular-nums">{formatCents(claim.openCents)}</span>
                </li>
              ))}
            </ul>
          </section>
          {hasConfirmation(arrangement) ? <ConfirmationDownload arrangement={arrangement} /> : null}
        </CardContent>
      </section>
    </Card>
  );
}
