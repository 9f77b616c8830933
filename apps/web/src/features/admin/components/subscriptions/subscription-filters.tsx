import { serviceStatusSchema, subscriptionStatusSchema } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { Select } from '../../../../components/ui/select';
import { useAdminPackages } from '../../api/admin-packages';
import type { SubscriptionListState } from './use-subscription-list-state';

export function SubscriptionFilters({ state }: { state: SubscriptionListState }) {
  const { t } = useTranslation();
  const packages = useAdminPackages();
  const { query } = state;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <div className="space-y-1.5">
        <Label htmlFor="admin-subscription-search">{t('adminCatalog.subscriptions.searchLabel')}</Label>
        <Input
          id="admin-subscription-search"
          type="search"
          value={state.searchText}
          placeholder={t('adminCatalog.subscriptions.searchPlaceholder')}
          onChange={(event) => state.setSearchText(event.target.value)}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="admin-subscription-status">{t('adminCatalog.subscriptions.filters.status')}</Label>
        <Select
          id="admin-subscription-status"
          value={query.status ?? ''}
          onChange={(event) => {
            const parsed = subscriptionStatusSchema.safeParse(event.target.value);
            state.setFilter({ status: parsed.success ? parsed.data : undefined });
          }}
        >
          <option value="">{t('adminCatalog.subscriptions.filters.all')}</option>
          {subscriptionStatusSchema.options.map((status) => (
            <option key={status} value={status}>
              {t(`adminCatalog.subscriptionStatus.${status}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="admin-subscription-service">
          {t('adminCatalog.subscriptions.filters.serviceStatus')}
        </Label>
        <Select
          id="admin-subscription-service"
          value={query.serviceStatus ?? ''}
          onChange={(event) => {
            const parsed = serviceStatusSchema.safeParse(event.target.value);
            state.setFilter({ serviceStatus: parsed.success ? parsed.data : undefined });
          }}
        >
          <option value="">{t('adminCatalog.subscriptions.filters.all')}</option>
          {serviceStatusSchema.options.map((status) => (
            <option key={status} value={status}>
              {t(`adminCatalog.serviceStatus.${status}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="admin-subscription-package">{t('adminCatalog.subscriptions.filters.package')}</Label>
        <Select
          id="admin-subscription-package"
          value={query.packageId ?? ''}
          onChange={(event) => state.setFilter({ packageId: event.target.value || undefined })}
        >
          <option value="">{t('adminCatalog.subscriptions.filters.allPackages')}</option>
          {(packages.data ?? []).map((pkg) => (
            <option key={pkg.id} value={pkg.id}>
              {pkg.name}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
