import { useState } from 'react';
import { usePermission } from '../../../lib/session/use-permission';
import { type DashboardPeriod, DEFAULT_DASHBOARD_PERIOD } from '../api/admin-dashboard';
import { OverviewPeriodSelect } from '../components/overview/overview-period-select';
import { OverviewPriorityActions } from '../components/overview/overview-priority-actions';
import { OverviewStatCards } from '../components/overview/overview-stat-cards';
import { RevenueCard } from '../components/overview/revenue-card';
import { SystemAlerts } from '../components/overview/system-alerts';
import { useAdminSection } from '../components/shell/use-admin-section';

// Administration Dashboard section "overview" (issue 7, SPEC §2): stat cards for a chosen period, Priority
// Actions and System Alerts that open their section, and twelve months of revenue. Every figure comes from
// the API; a failed load shows an error with a retry, never sample numbers. Revenue is a report (issue 18).
export function OverviewSection() {
  const [period, setPeriod] = useState<DashboardPeriod>(DEFAULT_DASHBOARD_PERIOD);
  const [, openSection] = useAdminSection();
  const can = usePermission();
  return (
    <div className="space-y-6">
      <div className="flex justify-end">
        <OverviewPeriodSelect value={period} onChange={setPeriod} />
      </div>
      <OverviewStatCards period={period} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-3">
        <div className="xl:col-span-2">
          <OverviewPriorityActions onOpenSection={openSection} />
        </div>
        <SystemAlerts onOpenSection={openSection} />
      </div>
      {can('reports') ? <RevenueCard /> : null}
    </div>
  );
}
