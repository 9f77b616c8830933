import type { AdminAlert, AdminDashboardStats, AdminPriorityAction } from '@hostportaal/contract';
import { jsonResponse } from '../../../../test/fetch-stub';

// Test data for the overview section, complete per the contract (the client parses every response).

export function buildDashboardStats(overrides: Partial<AdminDashboardStats> = {}): AdminDashboardStats {
  return {
    period: 30,
    totalUsers: 128,
    newUsers: 12,
    previousNewUsers: 8,
    activeSubscriptions: 97,
    newSubscriptions: 9,
    previousNewSubscriptions: 10,
    monthlyRevenue: 123_456,
    revenuePerUser: 1273,
    paymentSuccessRate: 96.5,
    failedPayments: 7,
    overduePayments: 4,
    overdueAmount: 48_400,
    recoveryRate: 58.1,
    highRiskAccounts: 2,
    collectionCases: 6,
    badges: {
      newUsersThisMonth: 5,
      expiringSubscriptions: 0,
      overdueInvoices: 3,
      failedPayments: 4,
      riskyCustomers: 0,
    },
    ...overrides,
  };
}

export const overdueAction: AdminPriorityAction = {
  id: 'overdue_payments',
  values: { count: 4, amountCents: 48_400, period: 30 },
  title: 'Overdue invoices',
  description: '€ 484,00 unpaid past the due date.',
  count: 4,
  priority: 'high',
  section: 'collections',
};

export const expiringAction: AdminPriorityAction = {
  id: 'expiring_subscriptions',
  values: { count: 2, amountCents: 0, period: 30 },
  title: 'Expiring subscriptions',
  description: 'Cancelled subscriptions whose service ends within 30 days.',
  count: 2,
  priority: 'medium',
  section: 'subscriptions',
};

export const returnedDebitsAlert: AdminAlert = {
  id: 'returned_debits',
  values: { count: 7, amountCents: 0, period: 30 },
  severity: 'urgent',
  title: '7 direct debits returned in the last 30 days',
  message: 'Rejected, returned or refunded by the bank, also when the invoice was paid since.',
  section: 'payments',
};

export const collectionCasesAlert: AdminAlert = {
  id: 'collection_cases',
  values: { count: 6, amountCents: 0, period: 30 },
  severity: 'high',
  title: '6 open collection cases',
  message: 'Review the cases and the letters the dunning run is due to send.',
  section: 'collections',
};

/** Twelve months up to November 2026: invoiced € 1.000 more each month, MRR € 900 more. */
export const revenueMonths = Array.from({ length: 12 }, (_, index) => ({
  month: index === 0 ? '2025-12' : `2026-${String(index).padStart(2, '0')}`,
  invoicedCents: (index + 1) * 100_000,
  mrrCents: (index + 1) * 90_000,
}));

export const statsResponse = (stats: AdminDashboardStats) =>
  jsonResponse(200, { success: true, data: stats });
export const actionsResponse = (actions: AdminPriorityAction[]) =>
  jsonResponse(200, { success: true, data: { actions } });
export const alertsResponse = (alerts: AdminAlert[]) =>
  jsonResponse(200, { success: true, data: { alerts } });
export const revenueResponse = (months: typeof revenueMonths) =>
  jsonResponse(200, { success: true, data: { months } });
