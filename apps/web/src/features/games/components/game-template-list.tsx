import type { GameTemplate } from '@hostportaal/contract';
import { type BillingInterval, offeredIntervals } from '@hostportaal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorWithRetry } from '../../../components/ui/error-with-retry';
import { Spinner } from '../../../components/ui/spinner';
import { useGameTemplates } from '../api/get-game-templates';
import { GameTemplateCard } from './game-template-card';
import { OrderGameDialog } from './order-game-dialog';

type Ordering = { template: GameTemplate; interval: BillingInterval };

function TemplateCards({ onOrder }: { onOrder: (ordering: Ordering) => void }) {
  const { t } = useTranslation();
  const templates = useGameTemplates();

  if (templates.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
        <Spinner />
        <span role="status">{t('games.catalogue.loading')}</span>
      </p>
    );
  }
  if (templates.isError) {
    return (
      <ErrorWithRetry
        message={t('games.catalogue.loadFailed')}
        onRetry={() => void templates.refetch()}
        isRetrying={templates.isFetching}
      />
    );
  }
  // Only a template with a price can be ordered, as in the package catalogue.
  const orderable = templates.data.filter((template) => offeredIntervals(template.prices).length > 0);
  if (orderable.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t('games.catalogue.empty')}</p>;
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {orderable.map((template) => (
        <GameTemplateCard
          key={template.id}
          template={template}
          onOrder={(chosen, interval) => onOrder({ template: chosen, interval })}
        />
      ))}
    </div>
  );
}

/** The game servers on sale; ordering one opens the order dialog. */
export function GameTemplateList() {
  const { t } = useTranslation();
  // The dialog is mounted per order, so a new order starts with an empty form.
  const [ordering, setOrdering] = useState<Ordering | null>(null);

  return (
    <section aria-labelledby="game-catalogue-title" className="space-y-4">
      <h2 id="game-catalogue-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('games.catalogue.title')}
      </h2>
      <TemplateCards onOrder={setOrdering} />
      {ordering ? (
        <OrderGameDialog
          template={ordering.template}
          initialInterval={ordering.interval}
          onClose={() => setOrdering(null)}
        />
      ) : null}
    </section>
  );
}
