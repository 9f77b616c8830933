// Collection cases at 10 concurrent staff (issue 20): GET /api/admin/collections/cases, the Collection
// Center's list and its figures in one response, as ten staff open and filter it at once, on the bench data
// set with a year of debits and collection cases (the analytics copy, made when missing). The app's migrator
// runs first, so a checkout with the collection read model (migration 0018) backfills it before timing.
// Goal: p95 < 100 ms at 10 connections. Usage: npm run bench -- collection-cases [database]
import { migrateDatabase } from '../apps/api/src/db/client.ts';
import { ANALYTICS_DATABASE, prepareAnalyticsDatabase } from './analytics.ts';
import { timed } from './lib/bench-config.ts';

export async function benchCollectionCases(database: string = ANALYTICS_DATABASE) {
  // Ten staff at once, unless told otherwise; the harness reads this when it is loaded, so load it after.
  process.env.BENCH_CONNECTIONS ??= '10';
  const { benchListRoute } = await import('./lib/list-route-load.ts');
  const prepared = await prepareAnalyticsDatabase(database);
  await timed('migrate (app migrator)', () => migrateDatabase(prepared));
  await timed('vacuum (analyze)', () => prepared.pool?.query('vacuum (analyze)') ?? Promise.resolve());
  await prepared.close();
  return benchListRoute({
    database,
    route: '/api/admin/collections/cases',
    rowsOf: (body) => (JSON.parse(body) as { data: { cases: unknown[] } }).data.cases.length,
    cases: async () => [
      { name: 'open cases, page 1 (default sort) + figures', query: '' },
      { name: 'riskLevel=critical + figures', query: 'riskLevel=critical' },
      { name: 'stage=final_notice + figures', query: 'stage=final_notice' },
      { name: 'customer surname (Bakker) + figures', query: 'search=Bakker' },
      { name: 'sort outstandingAmount desc, page 10 + figures', query: 'sortBy=outstandingAmount&page=10' },
    ],
  });
}
