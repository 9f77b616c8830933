import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { useApiErrorText } from '../../../../components/ui/screen-words';
import { Spinner } from '../../../../components/ui/spinner';
import { useActivityWords } from '../../../../lib/activity/activity-words';
import { formatDateTime } from '../../../../lib/dates/format-date';
import { USER_ACTIVITY_PAGE_SIZE, useUserActivity } from '../../api/admin-users';
import { UserPagination } from './user-pagination';

/** What the user did and what staff did to the account, newest first, a page at a time. */
export function UserActivityCard({ userId }: { userId: string }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminUsers.detail.activity' });
  const errorText = useApiErrorText('adminErrors');
  const [page, setPage] = useState(1);
  const activity = useUserActivity(userId, page);
  const wordsOf = useActivityWords('adminActivity');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {activity.isPending ? <Spinner label={t('loading')} /> : null}
        {activity.isError ? (
          <ErrorWithRetry
            message={t('loadError', { error: errorText(activity.error) })}
            onRetry={() => void activity.refetch()}
          />
        ) : null}
        {activity.data ? (
          activity.data.items.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('empty')}</p>
          ) : (
            <ol className="divide-y divide-slate-200 dark:divide-slate-800" aria-label={t('title')}>
              {activity.data.items.map((item) => {
                const words = wordsOf(item);
                return (
                  <li
                    key={item.id}
                    className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 text-sm"
                  >
                    <span>
                      <span className="font-medium text-slate-900 dark:text-white">{words.title}</span>
                      <span className="block text-slate-600 dark:text-slate-400">{words.line}</span>
                    </span>
                    <span className="text-xs text-slate-600 dark:text-slate-400">
                      {formatDateTime(item.timestamp)}
                      {item.actorName ? ` · ${t('by', { name: item.actorName })}` : ''}
                    </span>
                  </li>
                );
              })}
            </ol>
          )
        ) : null}
        {activity.data && activity.data.total > 0 ? (
          <UserPagination
            page={activity.data.currentPage}
            totalPages={activity.data.totalPages}
            total={activity.data.total}
            limit={USER_ACTIVITY_PAGE_SIZE}
            onPageChange={setPage}
            disabled={activity.isFetching}
            label={t('label')}
            summary={(range) => t('showing', range)}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
