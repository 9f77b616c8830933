import type { AdminPriorityAction } from '@hostportaal/contract';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { useApiErrorText } from '../../../../components/ui/screen-words';
import { Spinner } from '../../../../components/ui/spinner';
import { useAdminPriorityActions } from '../../api/admin-dashboard';
import type { AdminSectionId } from '../shell/admin-sections';
import { useSectionAccess } from '../shell/use-section-access';
import { signalAmountKpiAttributes, signalKpiAttributes, signalText } from './signal-text';
import { UrgencyBadge } from './urgency-badge';

// SPEC §9: at most six priority cards.
const MAX_PRIORITY_ACTIONS = 6;

/** SPEC §2 "Priority Actions": what needs attention first, each card opening the section that handles it. */
export function OverviewPriorityActions({
  onOpenSection,
}: {
  onOpenSection: (section: AdminSectionId) => void;
}) {
  const { t } = useTranslation();
  const errorText = useApiErrorText('adminErrors');
  const actions = useAdminPriorityActions();
  const { mayOpen } = useSectionAccess();
  return (
    <section aria-labelledby="overview-priority-title" className="space-y-3">
      <h2 id="overview-priority-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('adminOverview.priority.title')}
      </h2>
      {actions.isPending ? <Spinner label={t('adminOverview.priority.loading')} /> : null}
      {actions.isError ? (
        <ErrorWithRetry
          message={t('adminOverview.priority.loadError', { error: errorText(actions.error) })}
          onRetry={() => void actions.refetch()}
          isRetrying={actions.isFetching}
          retryLabel={t('adminOverview.retry')}
        />
      ) : null}
      {actions.data?.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('adminOverview.priority.empty')}</p>
      ) : null}
      {actions.data?.length ? (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {actions.data.slice(0, MAX_PRIORITY_ACTIONS).map((action) => (
            <li key={action.id}>
              <PriorityActionCard
                action={action}
                // Only a section the role may open gets a button (issue 18).
                onOpen={mayOpen(action.section) ? () => onOpenSection(action.section) : undefined}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function PriorityActionCard({ action, onOpen }: { action: AdminPriorityAction; onOpen?: () => void }) {
  const { t, i18n } = useTranslation();
  const title = signalText(t, i18n, 'actions', action, 'title', action.title);
  const description = signalText(t, i18n, 'actions', action, 'description', action.description);
  const section = t(`adminCatalog.shell.sections.${action.section}`);
  return (
    <Card className="flex h-full flex-col gap-3 p-5">
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-semibold break-words text-slate-900 dark:text-white">{title}</h3>
        <UrgencyBadge urgency={action.priority} />
      </div>
      <p
        className="text-3xl font-bold text-slate-900 tabular-nums dark:text-white"
        {...signalKpiAttributes(action)}
      >
        {action.count}
      </p>
      <p className="flex-1 text-sm text-slate-600 dark:text-slate-400" {...signalAmountKpiAttributes(action)}>
        {description}
      </p>
      {onOpen ? (
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          onClick={onOpen}
          aria-label={t('adminOverview.priority.openLabel', { section, title })}
        >
          {t('adminOverview.priority.open', { section })}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Button>
      ) : null}
    </Card>
  );
}
