import {
  collectionStatusSchema,
  enhancedSortSchema,
  enhancedSubscriptionStatusSchema,
  noteTypeSchema,
  riskLevelSchema,
} from '@hostportaal/contract';
import { FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { FilterSelect } from '../../../../components/ui/filter-select';
import { Label } from '../../../../components/ui/label';
import { Select } from '../../../../components/ui/select';
import { useToast } from '../../../../components/ui/toast';
import { usePermission } from '../../../../lib/session/use-permission';
import { useDownloadEnhancedExport } from '../../api/enhanced-subscriptions';
import { DATE_RANGES, type EnhancedListState } from './use-enhanced-list-state';

const collectionFilterOptions = collectionStatusSchema.exclude(['none']).options;
const sortOrders = ['desc', 'asc'] as const;

/**
 * SPEC §2 filter bar: status and risk on every tab, collection status on the collections tab, note type on
 * the notes tab; the period of the stat cards; the sort; and Export CSV of what the filters show.
 */
export function EnhancedFilters({ state }: { state: EnhancedListState }) {
  const { t } = useTranslation('translation', { keyPrefix: 'enhanced' });
  const toast = useToast();
  const exportCsv = useDownloadEnhancedExport();
  const mayExport = usePermission()('reports');
  const { query } = state;
  const onExport = () => {
    const { page: _page, ...filters } = query;
    exportCsv.mutate(filters, {
      onSuccess: (filename) => toast(t('filters.exported', { filename }), { tone: 'success' }),
      onError: () => toast(t('filters.exportFailed'), { tone: 'error' }),
    });
  };
  const id = (name: string) => `enhanced-${query.tab}-${name}`;
  return (
    <section
      aria-label={t('filters.label')}
      className="grid grid-cols-1 items-end gap-4 sm:grid-cols-[repeat(auto-fill,minmax(11rem,1fr))]"
    >
      <FilterSelect
        id={id('status')}
        label={t('filters.status')}
        value={query.status}
        options={enhancedSubscriptionStatusSchema.options}
        allLabel={t('filters.all')}
        optionLabel={(status) => t(`status.${status}`)}
        onChange={(status) => state.setFilter({ status })}
      />
      <FilterSelect
        id={id('risk')}
        label={t('filters.risk')}
        value={query.riskLevel}
        options={riskLevelSchema.options}
        allLabel={t('filters.all')}
        optionLabel={(level) => t(`risk.${level}`)}
        onChange={(riskLevel) => state.setFilter({ riskLevel })}
      />
      {query.tab === 'collections' ? (
        <FilterSelect
          id={id('collection-status')}
          label={t('filters.collectionStatus')}
          value={query.collectionStatus}
          options={collectionFilterOptions}
          allLabel={t('filters.all')}
          optionLabel={(status) => t(`collectionFilter.${status}`)}
          onChange={(collectionStatus) => state.setFilter({ collectionStatus })}
        />
      ) : null}
      {query.tab === 'notes' ? (
        <FilterSelect
          id={id('note-type')}
          label={t('filters.noteType')}
          value={query.noteType}
          options={noteTypeSchema.options}
          allLabel={t('filters.all')}
          optionLabel={(type) => t(`noteTypes.${type}`)}
          onChange={(noteType) => state.setFilter({ noteType })}
        />
      ) : null}
      <div className="space-y-1.5">
        <Label htmlFor={id('date-range')}>{t('filters.dateRange')}</Label>
        <Select
          id={id('date-range')}
          value={String(query.dateRange)}
          onChange={(event) => {
            const days = DATE_RANGES.find((range) => String(range) === event.target.value);
            if (days) state.setDateRange(days);
          }}
        >
          {DATE_RANGES.map((days) => (
            <option key={days} value={days}>
              {t('filters.days', { count: days })}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={id('sort')}>{t('filters.sortBy')}</Label>
        <Select
          id={id('sort')}
          value={query.sortBy}
          onChange={(event) => {
            const parsed = enhancedSortSchema.safeParse(event.target.value);
            if (parsed.success) state.setSort(parsed.data);
          }}
        >
          {enhancedSortSchema.options.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sort.${sort}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={id('order')}>{t('filters.sortOrder')}</Label>
        <Select
          id={id('order')}
          value={query.sortOrder}
          onChange={(event) => {
            const order = sortOrders.find((value) => value === event.target.value);
            if (order) state.setSortOrder(order);
          }}
        >
          <option value="desc">{t('filters.descending')}</option>
          <option value="asc">{t('filters.ascending')}</option>
        </Select>
      </div>
      <div className="flex flex-wrap gap-2">
        {mayExport ? (
          <Button variant="secondary" onClick={onExport} isLoading={exportCsv.isPending}>
            {exportCsv.isPending ? null : <FileDown className="size-4" aria-hidden="true" />}
            {t('filters.export')}
          </Button>
        ) : null}
        {state.isFiltered ? (
          <Button variant="ghost" onClick={state.clearFilters}>
            {t('filters.clear')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
