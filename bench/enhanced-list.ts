// Load test of GET /api/admin/subscriptions/enhanced (Incasso Beheer) on the bench data set (see
// lib/list-route-load.ts). Goal (issue 6): p95 under 50 ms with filters at 120,000 subscriptions.
// Usage: npm run bench -- enhanced-list
import { DEFAULT_DATABASE } from './lib/bench-config.ts';
import { benchListRoute, type ListCase } from './lib/list-route-load.ts';

export function benchEnhancedList(database: string = DEFAULT_DATABASE) {
  return benchListRoute({
    database,
    route: '/api/admin/subscriptions/enhanced',
    rowsOf: (body) => (JSON.parse(body) as { data: { subscriptions: unknown[] } }).data.subscriptions.length,
    cases: async (): Promise<ListCase[]> => [
      { name: 'details tab, page 1 (sort lastActivity)', query: '' },
      { name: 'details tab, page 50', query: 'page=50' },
      { name: 'collections tab', query: 'tab=collections' },
      { name: 'riskLevel=high', query: 'riskLevel=high' },
      { name: 'status=suspended', query: 'status=suspended' },
      { name: 'customer surname (Bakker)', query: 'search=Bakker' },
      { name: 'sort customerName asc', query: 'sortBy=customerName&sortOrder=asc' },
    ],
  });
}
