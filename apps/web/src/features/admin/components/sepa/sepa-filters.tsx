import {
  riskLevelSchema,
  sepaPaymentStatusSchema,
  sepaSubscriptionSortSchema,
  sepaSubscriptionStatusSchema,
} from '@hostportaal/contract';
import { ArrowDownWideNarrow, ArrowUpNarrowWide, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { FilterSelect } from '../../../../components/ui/filter-select';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { Select } from '../../../../components/ui/select';
import type { SepaListState } from './use-sepa-list-state';

/** Search, status / payment / risk / sort filters, the direction toggle and the amount range (SPEC §2). */
export function SepaFilters({ state }: { state: SepaListState }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSepa' });
  const [advanced, setAdvanced] = useState(false);
  const { query } = state;
  const direction = query.sortOrder === 'asc' ? t('filters.ascending') : t('filters.descending');
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto] lg:items-end">
        <div className="space-y-1.5">
          <Label htmlFor="sepa-search">{t('filters.search')}</Label>
          <Input
            id="sepa-search"
            type="search"
            value={state.searchText}
            placeholder={t('filters.searchPlaceholder')}
            onChange={(event) => state.setSearchText(event.target.value)}
          />
        </div>
        <FilterSelect
          id="sepa-status"
          label={t('filters.status')}
          value={query.status}
          options={sepaSubscriptionStatusSchema.options}
          allLabel={t('filters.all')}
          optionLabel={(value) => t(`status.${value}`)}
          onChange={(status) => state.setFilter({ status })}
        />
        <FilterSelect
          id="sepa-payment"
          label={t('filters.payment')}
          value={query.paymentStatus}
          options={sepaPaymentStatusSchema.options}
          allLabel={t('filters.all')}
          optionLabel={(value) => t(`paymentStatus.${value}`)}
          onChange={(paymentStatus) => state.setFilter({ paymentStatus })}
        />
        <FilterSelect
          id="sepa-risk"
          label={t('filters.risk')}
          value={query.riskLevel}
          options={riskLevelSchema.options}
          allLabel={t('filters.all')}
          optionLabel={(value) => t(`risk.${value}`)}
          onChange={(riskLevel) => state.setFilter({ riskLevel })}
        />
        <div className="space-y-1.5">
          <Label htmlFor="sepa-sort">{t('filters.sortBy')}</Label>
          <Select
            id="sepa-sort"
            value={query.sortBy}
            onChange={(event) => {
              const parsed = sepaSubscriptionSortSchema.safeParse(event.target.value);
              if (parsed.success) state.setSort(parsed.data);
            }}
          >
            {sepaSubscriptionSortSchema.options.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sort.${sort}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            onClick={state.toggleSortOrder}
            aria-label={t('filters.sortDirection', { direction })}
            title={t('filters.sortDirection', { direction })}
          >
            {query.sortOrder === 'asc' ? (
              <ArrowUpNarrowWide className="size-4" aria-hidden="true" />
            ) : (
              <ArrowDownWideNarrow className="size-4" aria-hidden="true" />
            )}
          </Button>
          <Button
            variant={advanced ? 'primary' : 'secondary'}
            onClick={() => setAdvanced((open) => !open)}
            aria-expanded={advanced}
            aria-controls="sepa-advanced-filters"
          >
            <SlidersHorizontal className="size-4" aria-hidden="true" />
            <span className="lg:sr-only xl:not-sr-only">{t('filters.advanced')}</span>
          </Button>
        </div>
      </div>
      {advanced ? (
        <fieldset
          id="sepa-advanced-filters"
          className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end dark:border-slate-800"
        >
          <legend className="px-1 text-sm font-medium text-slate-700 dark:text-slate-300">
            {t('filters.amountRange')}
          </legend>
          <div className="space-y-1.5">
            <Label htmlFor="sepa-amount-min">{t('filters.amountMin')}</Label>
            <Input
              id="sepa-amount-min"
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              value={state.amountText.min}
              onChange={(event) => state.setAmountText({ min: event.target.value })}
              aria-invalid={state.amountError !== null}
              aria-describedby={state.amountError ? 'sepa-amount-error' : undefined}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="sepa-amount-max">{t('filters.amountMax')}</Label>
            <Input
              id="sepa-amount-max"
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              value={state.amountText.max}
              onChange={(event) => state.setAmountText({ max: event.target.value })}
              aria-invalid={state.amountError !== null}
              aria-describedby={state.amountError ? 'sepa-amount-error' : undefined}
            />
          </div>
          <Button variant="ghost" onClick={state.clearFilters}>
            {t('filters.clear')}
          </Button>
          {state.amountError ? (
            <p
              id="sepa-amount-error"
              role="alert"
              className="text-sm text-red-700 sm:col-span-3 dark:text-red-400"
            >
              {t(`filters.${state.amountError}`)}
            </p>
          ) : null}
        </fieldset>
      ) : null}
    </div>
  );
}
