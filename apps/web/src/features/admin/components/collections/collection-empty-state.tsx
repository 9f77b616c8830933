import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import type { CollectionListState } from './use-collection-list-state';

/** A search or filter is narrowing the list (the search as typed, before it reaches the server too). */
export function isFiltered(state: Pick<CollectionListState, 'query' | 'searchText'>): boolean {
  const { query } = state;
  return Boolean(
    state.searchText.trim() || query.search || query.stage || query.riskLevel || query.amountBand,
  );
}

/**
 * No cases on screen. SPEC's 'No Overdue Accounts' only when there really are none: under a search or a
 * filter it says that nothing matches, with a way back to all cases (issue 20).
 */
export function CollectionEmptyState({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminCollections' });
  if (!filtered) return <p className={mutedText}>{t('empty')}</p>;
  return (
    <div className="space-y-3 py-6 text-center">
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('emptyFiltered')}</p>
      <Button variant="secondary" size="sm" onClick={onClear}>
        {t('filters.clear')}
      </Button>
    </div>
  );
}

const mutedText = 'py-6 text-center text-sm text-slate-600 dark:text-slate-400';
