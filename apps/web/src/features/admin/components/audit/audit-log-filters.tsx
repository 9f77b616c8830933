import type { AuditLogResponse } from '@hostportaal/contract';
import { Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { auditEntityTypeText } from './audit-action';
import type { AuditLogState } from './use-audit-log-state';

type FiltersProps = Pick<
  AuditLogState,
  'form' | 'entityId' | 'datesReversed' | 'changeFilter' | 'clearEntity' | 'reset'
> & {
  /** The actors and entity types present in the log; empty until the first answer. */
  options: Pick<AuditLogResponse['data'], 'actors' | 'entityTypes'> | undefined;
};

export function AuditLogFilters(props: FiltersProps) {
  const { form, entityId, datesReversed, changeFilter, clearEntity, reset, options } = props;
  const { t } = useTranslation('translation', { keyPrefix: 'adminAudit.filters' });
  const { t: tAll } = useTranslation();
  return (
    <div className="space-y-4">
      {entityId ? (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-indigo-200 bg-indigo-50 px-4 py-2 text-sm text-indigo-900 dark:border-indigo-900 dark:bg-indigo-950/50 dark:text-indigo-100">
          <span className="min-w-0 break-all">{t('entity', { id: entityId })}</span>
          <Button variant="secondary" size="sm" onClick={clearEntity}>
            <X className="size-4" aria-hidden="true" />
            {t('clearEntity')}
          </Button>
        </div>
      ) : null}
      <FormField label={t('search')} hint={t('searchHint')}>
        {(control) => (
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-3 left-3 size-4 text-slate-500"
            />
            <Input
              {...control}
              type="search"
              className="pl-9"
              maxLength={100}
              value={form.search}
              onChange={(event) => changeFilter('search', event.target.value)}
            />
          </div>
        )}
      </FormField>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <FormField label={t('actor')}>
          {(control) => (
            <Select
              {...control}
              value={form.actorId}
              onChange={(event) => changeFilter('actorId', event.target.value)}
            >
              <option value="">{t('allActors')}</option>
              {(options?.actors ?? []).map((actor) => (
                <option key={actor.id} value={actor.id}>
                  {actor.email}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={t('entityType')}>
          {(control) => (
            <Select
              {...control}
              value={form.entityType}
              onChange={(event) => changeFilter('entityType', event.target.value)}
            >
              <option value="">{t('allEntityTypes')}</option>
              {(options?.entityTypes ?? []).map((type) => (
                <option key={type} value={type}>
                  {auditEntityTypeText(tAll, type)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={t('from')}>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={form.from}
              onChange={(event) => changeFilter('from', event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('to')} error={datesReversed ? t('toBeforeFrom') : undefined}>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={form.to}
              onChange={(event) => changeFilter('to', event.target.value)}
            />
          )}
        </FormField>
        <div className="flex items-end">
          <Button variant="secondary" onClick={reset}>
            {t('reset')}
          </Button>
        </div>
      </div>
    </div>
  );
}
