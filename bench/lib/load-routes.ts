// The ten busiest routes of issue 9's load test, each as the screen asks for it first (default page,
// filters and period), and who asks: the customer's login, dashboard, invoices and subscriptions, and
// the admin's lists, dashboard stats and analytics.
import type pg from 'pg';

export type BenchCustomer = { id: string; email: string; password: string };

export type LoadRoute = {
  name: string;
  /** List routes carry the goal p95 < 50 ms at 50 connections. */
  list: boolean;
  method: 'GET' | 'POST';
  as: 'anonymous' | 'customer' | 'admin';
  /** Path and query. */
  url: (customer: BenchCustomer) => string;
  body?: (customer: BenchCustomer) => string;
};

export const loadRoutes: LoadRoute[] = [
  {
    name: 'login (customer)',
    list: false,
    method: 'POST',
    as: 'anonymous',
    url: () => '/auth/login',
    body: (customer) => JSON.stringify({ email: customer.email, password: customer.password }),
  },
  { name: 'dashboard data', list: false, method: 'GET', as: 'customer', url: () => '/api/dashboard/summary' },
  {
    name: 'invoices (customer)',
    list: true,
    method: 'GET',
    as: 'customer',
    url: (customer) => `/pay/invoices/${customer.id}`,
  },
  {
    name: 'subscriptions (customer)',
    list: true,
    method: 'GET',
    as: 'customer',
    url: () => '/api/user-subscriptions/user',
  },
  { name: 'admin users list', list: true, method: 'GET', as: 'admin', url: () => '/api/admin/users' },
  {
    name: 'enhanced subscriptions',
    list: true,
    method: 'GET',
    as: 'admin',
    url: () => '/api/admin/subscriptions/enhanced',
  },
  {
    name: 'collection cases',
    list: true,
    method: 'GET',
    as: 'admin',
    url: () => '/api/admin/collections/cases',
  },
  { name: 'SEPA list', list: true, method: 'GET', as: 'admin', url: () => '/api/admin/sepa-subscriptions' },
  {
    name: 'dashboard stats (admin)',
    list: false,
    method: 'GET',
    as: 'admin',
    url: () => '/api/admin/dashboard/stats',
  },
  { name: 'analytics (30d)', list: false, method: 'GET', as: 'admin', url: () => '/api/admin/analytics' },
];

/**
 * A customer whose screens carry the most rows the data set gives one customer: two subscriptions and a
 * mandate (the lowest e-mail of those, so every run picks the same). Generated passwords are all the same.
 */
export async function pickBenchCustomer(pool: pg.Pool): Promise<BenchCustomer> {
  const { rows } = await pool.query<{ id: string; email: string }>(`
    select u.id, u.email from users u join subscriptions s on s.user_id = u.id
    where u.role = 'user' and exists (select 1 from sepa_mandates m where m.user_id = u.id)
    group by u.id order by count(*) desc, u.email limit 1`);
  const [row] = rows;
  if (!row) throw new Error('no customer with a subscription: run npm run bench -- generate first');
  return { ...row, password: 'Test!2026pass' };
}
