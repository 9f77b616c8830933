// Load test of GET /api/admin/search (the Administration Dashboard header's global search, issue 7) on the
// bench data set, with the harness of lib/list-route-load.ts. Goal: p95 under 50 ms with one connection.
// Usage: BENCH_CONNECTIONS=1 npm run bench -- admin-search
import type { Database } from '../apps/api/src/db/client.ts';
import { DEFAULT_DATABASE } from './lib/bench-config.ts';
import { benchListRoute, type ListCase } from './lib/list-route-load.ts';

type Groups = Record<string, { results: unknown[] }>;

async function one(pool: Database['pool'], text: string): Promise<string> {
  const result = await pool?.query<{ value: string }>(text);
  const value = result?.rows[0]?.value;
  if (!value) throw new Error(`no bench value for: ${text}`);
  return value;
}

export function benchAdminSearch(database: string = DEFAULT_DATABASE) {
  return benchListRoute({
    database,
    route: '/api/admin/search',
    rowsOf: (body) =>
      Object.values((JSON.parse(body) as { data: Groups }).data).reduce(
        (sum, group) => sum + group.results.length,
        0,
      ),
    cases: async (pool): Promise<ListCase[]> => {
      const q = (name: string, value: string) => ({ name, query: `q=${encodeURIComponent(value)}` });
      // Real values from the data set, the same on every run (md5-derived ids, ordered reads).
      const invoiceNumber = await one(
        pool,
        'select invoice_number as value from invoices where year = 2026 order by invoice_number limit 1 offset 12345',
      );
      const reference = await one(
        pool,
        "select payment_reference as value from invoices where payment_reference like 'PAY-2026-%' order by payment_reference limit 1 offset 54321",
      );
      const email = await one(pool, 'select email as value from users order by email limit 1 offset 4242');
      const domain = await one(
        pool,
        'select domain as value from subscriptions where domain is not null order by domain limit 1 offset 777',
      );
      return [
        q('surname (wolters)', 'wolters'),
        q('first name + part of surname (jan de vr)', 'jan de vr'),
        q('e-mail address', email),
        q('domain', domain),
        q('invoice number', invoiceNumber),
        q('invoice number without year (6 digits)', invoiceNumber.slice(5)),
        q('payment reference, lower case', reference.toLowerCase()),
        q('mandate reference prefix', 'HP-MND-00004'),
        q('two characters (de)', 'de'),
      ];
    },
  });
}
