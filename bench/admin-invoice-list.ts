// Load test of GET /api/admin/invoices on the bench data set (see lib/list-route-load.ts).
// Usage: npm run bench -- invoice-list
import { DEFAULT_DATABASE } from './lib/bench-config.ts';
import { benchListRoute, type ListCase } from './lib/list-route-load.ts';

export function benchInvoiceList(database: string = DEFAULT_DATABASE) {
  return benchListRoute({
    database,
    route: '/api/admin/invoices',
    rowsOf: (body) => (JSON.parse(body) as { data: { invoices: unknown[] } }).data.invoices.length,
    cases: async (pool): Promise<ListCase[]> => {
      const reference = await pool?.query<{ payment_reference: string }>(
        `select payment_reference from invoices where year = 2026 and sequence = 654321`,
      );
      return [
        { name: 'no filter, page 1', query: '' },
        { name: 'no filter, page 50', query: 'page=50' },
        { name: 'status=overdue', query: 'status=overdue' },
        { name: 'one month (from/to)', query: 'from=2026-10-01&to=2026-10-31' },
        { name: 'number prefix 2026-0012', query: 'search=2026-0012' },
        { name: 'PAY- reference', query: `search=${reference?.rows[0]?.payment_reference}` },
        { name: 'customer surname (Bakker)', query: 'search=Bakker' },
        { name: 'amount 10.00–20.00', query: 'minAmount=1000&maxAmount=2000' },
      ];
    },
  });
}
