import type { AdminDashboardStats } from '@hostportaal/contract';

export interface SectionBadge {
  section: 'users' | 'subscriptions' | 'invoices' | 'payments' | 'collections';
  count: number;
  urgent: boolean;
}

/**
 * SPEC §2 nav badges: new users this month; expiring subscriptions; overdue invoices (urgent when > 0);
 * failed payments (urgent when > 5); risky customers (urgent when > 0). A count of 0 gets no badge.
 */
export function sectionBadges(badges: AdminDashboardStats['badges']): SectionBadge[] {
  const all: SectionBadge[] = [
    { section: 'users', count: badges.newUsersThisMonth, urgent: false },
    { section: 'subscriptions', count: badges.expiringSubscriptions, urgent: false },
    { section: 'invoices', count: badges.overdueInvoices, urgent: badges.overdueInvoices > 0 },
    { section: 'payments', count: badges.failedPayments, urgent: badges.failedPayments > 5 },
    { section: 'collections', count: badges.riskyCustomers, urgent: badges.riskyCustomers > 0 },
  ];
  return all.filter((badge) => badge.count > 0);
}
