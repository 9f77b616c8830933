import type { Arrangement } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatDateShort } from '../../../lib/dates/format-date';
import { arrangementStatusTone } from '../lib/arrangement-tones';
import { ConfirmationDownload, hasConfirmation } from './confirmation-download';

/** The customer's earlier arrangements, newest first: how each ended, and its confirmation. */
export function EarlierArrangements({ arrangements }: { arrangements: Arrangement[] }) {
  const { t } = useTranslation();
  if (arrangements.length === 0) return null;
  return (
    <Card>
      <section aria-labelledby="earlier-arrangements-title">
        <CardHeader>
          <CardTitle id="earlier-arrangements-title">{t('paymentArrangement.earlier.heading')}</CardTitle>
        </CardHeader>
        <CardContent className="pt-2">
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {arrangements.map((arrangement) => (
              <li
                key={arrangement.id}
                data-testid="earlier-arrangement"
                className="flex flex-col gap-3 py-4 text-sm sm:flex-row sm:items-start sm:justify-between"
              >
                <div className="min-w-0 space-y-1">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-slate-900 dark:text-white">{arrangement.number}</span>
                    <Badge tone={arrangementStatusTone[arrangement.status]}>
                      {t(`paymentArrangement.status.${arrangement.status}`)}
                    </Badge>
                  </p>
                  <p className="text-slate-800 dark:text-slate-200">
                    {t('paymentArrangement.earlier.summary', {
                      total: formatCents(arrangement.totalCents),
                      count: arrangement.instalments.length,
                      paid: formatCents(arrangement.paidCents),
                    })}
                  </p>
                  <p className="text-slate-600 dark:text-slate-400">
                    {t('paymentArrangement.earlier.created', {
                      date: formatDateShort(arrangement.createdAt),
                    })}
                    {arrangement.closedAt
                      ? ` · ${t('paymentArrangement.earlier.closed', { date: formatDateShort(arrangement.closedAt) })}`
                      : null}
                  </p>
                  <ClosingText arrangement={arrangement} />
                </div>
                {hasConfirmation(arrangement) ? <ConfirmationDownload arrangement={arrangement} /> : null}
              </li>
            ))}
          </ul>
        </CardContent>
      </section>
    </Card>
  );
}

/** Why it ended: staff's reason for ending or rejecting it (written for the customer), or what a lapse means. */
function ClosingText({ arrangement }: { arrangement: Arrangement }) {
  const { t } = useTranslation();
  if (arrangement.status === 'lapsed')
    return (
      <>
        <p className="text-slate-600 dark:text-slate-400">{t('paymentArrangement.earlier.lapsed')}</p>
        <p className="text-slate-600 dark:text-slate-400">{t('paymentArrangement.earlier.lapsedNext')}</p>
      </>
    );
  if ((arrangement.status === 'ended' || arrangement.status === 'rejected') && arrangement.closeReason)
    return (
      <p className="break-words text-slate-600 dark:text-slate-400">
        {t('paymentArrangement.earlier.reason', { reason: arrangement.closeReason })}
      </p>
    );
  return null;
}
