import type { AdminDashboardStats } from '@hostportaal/contract';
import type { KpiId } from '@hostportaal/domain';

export interface SectionBadge {
  section: 'users' | 'subscriptions' | 'invoices' | 'payments' | 'collections';
  count: number;
  urgent: boolean;
  /** The KPI catalogue figure the badge shows, marked on it for the agreement test (docs/KPIS.md). */
  kpi?: KpiId;
}

/**
 * SPEC §2 nav badges: new users this month; expiring subscriptions; overdue invoices (urgent when > 0);
 * failed payments (urgent when > 5); risky customers (urgent when > 0). A count of 0 gets no badge.
 */
export function sectionBadges(badges: AdminDashboardStats['badges']): SectionBadge[] {
  const all: SectionBadge[] = [
    { section: 'users', count: badges.newUsersThisMonth, urgent: false, kpi: 'users.newThisMonth' },
    { section: 'subscriptions', count: badges.expiringSubscriptions, urgent: false },
    {
      section: 'invoices',
      count: badges.overdueInvoices,
      urgent: badges.overdueInvoices > 0,
      kpi: 'receivables.overdueInvoices',
    },
    {
      section: 'payments',
      count: badges.failedPayments,
      urgent: badges.failedPayments > 5,
      kpi: 'collection.failedClaims',
    },
    {
      section: 'collections',
      count: badges.riskyCustomers,
      urgent: badges.riskyCustomers > 0,
      kpi: 'collection.highRiskAccounts',
    },
  ];
  return all.filter((badge) => badge.count > 0);
}
