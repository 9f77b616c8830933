import { amountBandSchema, caseRiskLevelSchema, collectionStageSchema } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { Select } from '../../../../components/ui/select';
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
      <div className="space-y-1.5">
        <Label htmlFor="collections-stage">{t('filters.stage')}</Label>
        <Select
          id="collections-stage"
          value={query.stage ?? ''}
          onChange={(event) => {
            const parsed = collectionStageSchema.safeParse(event.target.value);
            state.setFilter({ stage: parsed.success ? parsed.data : undefined });
          }}
        >
          <option value="">{t('filters.allOpen')}</option>
          {collectionStageSchema.options.map((stage) => (
            <option key={stage} value={stage}>
              {t(`stages.${stage}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="collections-risk">{t('filters.riskLevel')}</Label>
        <Select
          id="collections-risk"
          value={query.riskLevel ?? ''}
          onChange={(event) => {
            const parsed = caseRiskLevelSchema.safeParse(event.target.value);
            state.setFilter({ riskLevel: parsed.success ? parsed.data : undefined });
          }}
        >
          <option value="">{t('filters.all')}</option>
          {caseRiskLevelSchema.options.map((level) => (
            <option key={level} value={level}>
              {t(`risk.${level}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="collections-amount">{t('filters.amountBand')}</Label>
        <Select
          id="collections-amount"
          value={query.amountBand ?? ''}
          onChange={(event) => {
            const parsed = amountBandSchema.safeParse(event.target.value);
            state.setFilter({ amountBand: parsed.success ? parsed.data : undefined });
          }}
        >
          <option value="">{t('filters.all')}</option>
          {amountBandSchema.options.map((band) => (
            <option key={band} value={band}>
              {t(`amountBands.${band}`)}
            </option>
          ))}
        </Select>
      </div>
      <Button variant="ghost" onClick={state.clearFilters} disabled={!filtered}>
        {t('filters.clear')}
      </Button>
    </div>
  );
}
