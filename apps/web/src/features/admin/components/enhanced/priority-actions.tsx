import type { PriorityAction } from '@hostportaal/contract';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { PriorityBadge } from './enhanced-badges';

/**
 * SPEC §2 overview: at most six cards of what needs attention first, each taking the dashboard to the tab
 * and filter that list those subscriptions. The server decides the actions and their texts.
 */
export function PriorityActions({
  actions,
  onOpen,
}: {
  actions: PriorityAction[];
  onOpen: (action: PriorityAction) => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'enhanced.priority' });
  return (
    <section aria-labelledby="priority-actions-title" className="space-y-3">
      <h2 id="priority-actions-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('title')}
      </h2>
      {actions.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('empty')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {actions.slice(0, 6).map((action) => (
            <li key={action.id}>
              <Card className="flex h-full flex-col gap-3 p-5">
                <div className="flex items-start justify-between gap-3">
                  <h3 className="font-semibold break-words text-slate-900 dark:text-white">{action.title}</h3>
                  <PriorityBadge priority={action.priority} />
                </div>
                <p className="text-3xl font-bold text-slate-900 tabular-nums dark:text-white">
                  {action.count}
                </p>
                <p className="flex-1 text-sm text-slate-600 dark:text-slate-400">{action.description}</p>
                <Button
                  variant="secondary"
                  size="sm"
                  className="self-start"
                  onClick={() => onOpen(action)}
                  aria-label={t('openLabel', { title: action.title })}
                >
                  {t('open')}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
