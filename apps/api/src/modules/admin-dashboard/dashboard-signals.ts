import type { AdminAlert, AdminDashboardStats, AdminPriorityAction } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';

// Priority Actions and System Alerts of the Administration Dashboard, from its figures. Alert urgency by
// SPEC §4: overdue payments > 10 urgent, otherwise high; a collection-cases alert only above 5 cases;
// failed payments > 5 urgent.

export function priorityActions(stats: AdminDashboardStats): AdminPriorityAction[] {
  const actions: AdminPriorityAction[] = [
    {
      id: 'overdue_payments',
      title: 'Overdue payments',
      description: `${formatCents(stats.overdueAmount)} is past its due date.`,
      count: stats.overduePayments,
      priority: stats.overduePayments > 10 ? 'urgent' : 'high',
      section: 'collections',
    },
    {
      id: 'high_risk_accounts',
      title: 'High risk accounts',
      description: 'Customers more than 30 days overdue or whose collection failed.',
      count: stats.highRiskAccounts,
      priority: 'high',
      section: 'collections',
    },
    {
      id: 'failed_payments',
      title: 'Failed payments',
      description: `Direct debits returned by the bank in the last ${stats.period} days.`,
      count: stats.failedPayments,
      priority: stats.failedPayments > 5 ? 'urgent' : 'high',
      section: 'payments',
    },
    {
      id: 'expiring_subscriptions',
      title: 'Expiring subscriptions',
      description: 'Cancelled subscriptions whose service ends within 30 days.',
      count: stats.badges.expiringSubscriptions,
      priority: 'medium',
      section: 'subscriptions',
    },
  ];
  const order = { urgent: 0, high: 1, medium: 2 } as const;
  return actions.filter((action) => action.count > 0).sort((a, b) => order[a.priority] - order[b.priority]);
}

export function systemAlerts(stats: AdminDashboardStats): AdminAlert[] {
  const alerts: AdminAlert[] = [];
  if (stats.overduePayments > 0)
    alerts.push({
      id: 'overdue_payments',
      severity: stats.overduePayments > 10 ? 'urgent' : 'high',
      title: `${stats.overduePayments} overdue payments`,
      message: `${formatCents(stats.overdueAmount)} is outstanding past its due date.`,
      section: 'collections',
    });
  if (stats.collectionCases > 5)
    alerts.push({
      id: 'collection_cases',
      severity: 'high',
      title: `${stats.collectionCases} open collection cases`,
      message: 'Review the cases and the letters the dunning run is due to send.',
      section: 'collections',
    });
  if (stats.failedPayments > 0)
    alerts.push({
      id: 'failed_payments',
      severity: stats.failedPayments > 5 ? 'urgent' : 'medium',
      title: `${stats.failedPayments} failed payments`,
      message: `Direct debits returned in the last ${stats.period} days.`,
      section: 'payments',
    });
  return alerts;
}
