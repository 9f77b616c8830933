import type { followUpSchema } from '@hostportaal/contract';
import { amsterdamToday, compareIsoDates } from '@hostportaal/domain';
import { NotebookPen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { useApiErrorText } from '../../../../components/ui/screen-words';
import { Spinner } from '../../../../components/ui/spinner';
import { formatDateShort } from '../../../../lib/dates/format-date';
import { useFollowUps } from '../../api/subscription-notes';
import { PriorityBadge } from './enhanced-badges';

export type FollowUp = z.infer<typeof followUpSchema>;

/** "Mijn opvolgingen" on the notes tab: the open notes assigned to the signed-in admin, soonest first. */
export function FollowUpsPanel({ onOpen }: { onOpen: (followUp: FollowUp) => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'enhanced' });
  const errorText = useApiErrorText();
  const followUps = useFollowUps();
  const today = amsterdamToday(new Date());
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('followUps.title')}</CardTitle>
        <CardDescription>{t('followUps.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {followUps.data ? (
          followUps.data.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('followUps.empty')}</p>
          ) : (
            <ul className="divide-y divide-slate-200 dark:divide-slate-800">
              {followUps.data.map((item) => {
                const overdue = item.followUpDate !== null && compareIsoDates(item.followUpDate, today) < 0;
                const customer = item.customerName ?? t('table.unknownCustomer');
                return (
                  <li key={item.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
                    <div className="min-w-0 space-y-1">
                      <p className="font-medium break-words text-slate-900 dark:text-white">{item.title}</p>
                      <p className="text-sm break-words text-slate-600 dark:text-slate-400">
                        {customer} · {item.subscriptionTitle}
                      </p>
                      <div className="flex flex-wrap items-center gap-1.5 text-xs">
                        <PriorityBadge priority={item.priority} />
                        {overdue ? <Badge tone="danger">{t('followUps.overdue')}</Badge> : null}
                        <span className="text-slate-600 dark:text-slate-400">
                          {item.followUpDate
                            ? t('followUps.due', { date: formatDateShort(item.followUpDate) })
                            : t('followUps.noDate')}
                        </span>
                      </div>
                    </div>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => onOpen(item)}
                      aria-label={t('followUps.openLabel', { customer })}
                    >
                      <NotebookPen className="size-4" aria-hidden="true" />
                      {t('followUps.open')}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )
        ) : followUps.isError ? (
          <ErrorWithRetry
            title={t('followUps.loadError')}
            message={errorText(followUps.error)}
            onRetry={() => void followUps.refetch()}
            isRetrying={followUps.isFetching}
            retryLabel={t('retry')}
          />
        ) : (
          <Spinner label={t('loading')} />
        )}
      </CardContent>
    </Card>
  );
}
