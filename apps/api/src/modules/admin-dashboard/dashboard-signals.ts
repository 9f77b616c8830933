import type { AdminAlert, AdminDashboardStats, AdminPriorityAction } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';

// Priority Actions and System Alerts of the Administration Dashboard, from its figures. Alert urgency by
// SPEC §4: overdue payments > 10 urgent, otherwise high; a collection-cases alert only above 5 cases;
// failed payments > 5 urgent. "Failed payments" here are the direct debits returned in the period
// (payments.returnedDebits), so the texts say so: not the unpaid claims of the SEPA section's "Failed".

const values = (stats: AdminDashboardStats, count: number, amountCents = 0) => ({
  count,
  amountCents,
  period: stats.period,
});

export function priorityActions(stats: AdminDashboardStats): AdminPriorityAction[] {
  const actions: AdminPriorityAction[] = [
    {
      id: 'overdue_payments',
      values: values(stats, stats.overduePayments, stats.overdueAmount),
      title: 'Overdue invoices',
      description: `${formatCents(stats.overdueAmount)} unpaid past the due date (invoices, excl. collection costs and debits the bank is still collecting).`,
      count: stats.overduePayments,
      priority: stats.overduePayments > 10 ? 'urgent' : 'high',
      section: 'collections',
    },
    {
      id: 'high_risk_accounts',
      values: values(stats, stats.highRiskAccounts),
      title: 'High risk accounts',
      description: 'Customers more than 30 days overdue or whose collection failed.',
      count: stats.highRiskAccounts,
      priority: 'high',
      section: 'collections',
    },
    {
      id: 'returned_debits',
      values: values(stats, stats.failedPayments),
      title: `Direct debits returned in the last ${stats.period} days`,
      description: 'Rejected, returned or refunded by the bank, also when the invoice was paid since.',
      count: stats.failedPayments,
      priority: stats.failedPayments > 5 ? 'urgent' : 'high',
      section: 'payments',
    },
    {
      id: 'expiring_subscriptions',
      values: values(stats, stats.badges.expiringSubscriptions),
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

/** Services ordered on a panel package that wait for a server staff must add (issue 28), per panel. */
export type WaitingForServer = { directadmin: number; pterodactyl: number };

export function systemAlerts(
  stats: AdminDashboardStats,
  waiting: WaitingForServer = { directadmin: 0, pterodactyl: 0 },
): AdminAlert[] {
  const alerts: AdminAlert[] = [];
  if (waiting.pterodactyl > 0)
    alerts.push({
      id: 'game_servers_waiting',
      values: values(stats, waiting.pterodactyl),
      severity: 'high',
      title: `${waiting.pterodactyl} game servers wait for a game panel`,
      message:
        'No usable game panel with room: add or repair one under Hosting, and the servers are built at its check.',
      section: 'hosting',
    });
  if (waiting.directadmin > 0)
    alerts.push({
      id: 'hosting_waiting',
      values: values(stats, waiting.directadmin),
      severity: 'high',
      title: `${waiting.directadmin} hosting accounts wait for a DirectAdmin server`,
      message:
        'No usable DirectAdmin server with room: add or repair one under Hosting, and the accounts are created at its check.',
      section: 'hosting',
    });
  if (stats.overduePayments > 0)
    alerts.push({
      id: 'overdue_payments',
      values: values(stats, stats.overduePayments, stats.overdueAmount),
      severity: stats.overduePayments > 10 ? 'urgent' : 'high',
      title: `${stats.overduePayments} overdue invoices`,
      message: `${formatCents(stats.overdueAmount)} unpaid past the due date, excl. collection costs.`,
      section: 'collections',
    });
  if (stats.collectionCases > 5)
    alerts.push({
      id: 'collection_cases',
      values: values(stats, stats.collectionCases),
      severity: 'high',
      title: `${stats.collectionCases} open collection cases`,
      message: 'Review the cases and the letters the dunning run is due to send.',
      section: 'collections',
    });
  if (stats.failedPayments > 0)
    alerts.push({
      id: 'returned_debits',
      values: values(stats, stats.failedPayments),
      severity: stats.failedPayments > 5 ? 'urgent' : 'medium',
      title: `${stats.failedPayments} direct debits returned in the last ${stats.period} days`,
      message: 'Rejected, returned or refunded by the bank, also when the invoice was paid since.',
      section: 'payments',
    });
  return alerts;
}
