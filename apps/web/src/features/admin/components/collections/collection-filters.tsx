import { amountBandSchema, caseRiskLevelSchema, collectionStageSchema } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { FilterSelect } from '../../../../components/ui/filter-select';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import type { CollectionListState } from './use-collection-list-state';

/** Search (customer, e-mail, invoice number) and the stage, risk level and amount band filters (SPEC §2, §5). */
export function CollectionFilters({ state }: { state: CollectionListState }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminCollections' });
  const { query } = state;
  const filtered = Boolean(state.searchText || query.stage || query.riskLevel || query.amountBand);
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end">
      <div className="space-y-1.5">
        <Label htmlFor="collections-search">{t('filters.search')}</Label>
        <Input
          id="collections-search"
          type="search"
          value={state.searchText}
          placeholder={t('filters.searchPlaceholder')}
          onChange={(event) => state.setSearchText(event.target.value)}
        />
      </div>
      <FilterSelect
        id="collections-stage"
        label={t('filters.stage')}
        value={query.stage}
        options={collectionStageSchema.options}
        allLabel={t('filters.allOpen')}
        optionLabel={(stage) => t(`stages.${stage}`)}
        onChange={(stage) => state.setFilter({ stage })}
      />
      <FilterSelect
        id="collections-risk"
        label={t('filters.riskLevel')}
        value={query.riskLevel}
        options={caseRiskLevelSchema.options}
        allLabel={t('filters.all')}
        optionLabel={(level) => t(`risk.${level}`)}
        onChange={(riskLevel) => state.setFilter({ riskLevel })}
      />
      <FilterSelect
        id="collections-amount"
        label={t('filters.amountBand')}
        value={query.amountBand}
        options={amountBandSchema.options}
        allLabel={t('filters.all')}
        optionLabel={(band) => t(`amountBands.${band}`)}
        onChange={(amountBand) => state.setFilter({ amountBand })}
      />
      <Button variant="ghost" onClick={state.clearFilters} disabled={!filtered}>
        {t('filters.clear')}
      </Button>
    </div>
  );
}
