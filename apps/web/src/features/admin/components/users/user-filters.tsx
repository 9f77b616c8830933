import { roleSchema } from '@hostportaal/contract';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { FilterSelect } from '../../../../components/ui/filter-select';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import type { UserListState } from './use-user-list-state';

const STATUSES = ['active', 'inactive'] as const;

export function UserFilters({ form, changeFilter, reset }: UserListState) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminUsers.filters' });
  const filtered = form.search !== '' || form.role !== undefined || form.status !== undefined;
  return (
    <div className="grid grid-cols-1 items-end gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto]">
      <div className="space-y-1.5">
        <Label htmlFor="user-search">{t('search')}</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          />
          <Input
            id="user-search"
            type="search"
            className="pl-9"
            placeholder={t('searchPlaceholder')}
            value={form.search}
            maxLength={100}
            onChange={(event) => changeFilter('search', event.target.value)}
          />
        </div>
      </div>
      <FilterSelect
        id="user-role"
        label={t('role')}
        value={form.role}
        options={roleSchema.options}
        allLabel={t('allRoles')}
        optionLabel={(role) => t(`roles.${role}`)}
        onChange={(role) => changeFilter('role', role)}
      />
      <FilterSelect
        id="user-status"
        label={t('status')}
        value={form.status}
        options={STATUSES}
        allLabel={t('allStatuses')}
        optionLabel={(status) => t(`statuses.${status}`)}
        onChange={(status) => changeFilter('status', status)}
      />
      <Button variant="ghost" onClick={reset} disabled={!filtered}>
        {t('reset')}
      </Button>
    </div>
  );
}
