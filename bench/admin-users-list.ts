// Load test of GET /api/admin/users (Administration Dashboard, users section) on the bench data set (see
// lib/list-route-load.ts). Goal (issue 7): p95 under 50 ms for every filter/sort combination at 100,000
// users. Usage: npm run bench -- users-list
import { DEFAULT_DATABASE } from './lib/bench-config.ts';
import { benchListRoute, type ListCase } from './lib/list-route-load.ts';

export function benchAdminUsersList(database: string = DEFAULT_DATABASE) {
  return benchListRoute({
    database,
    route: '/api/admin/users',
    rowsOf: (body) => (JSON.parse(body) as { data: { users: unknown[] } }).data.users.length,
    cases: async (): Promise<ListCase[]> => {
      const sorts = ['createdAt', 'lastname', 'email', 'lastLogin', 'role', 'isActive'];
      const filters = [
        { name: 'all', query: '' },
        { name: 'role=user&status=active', query: 'role=user&status=active' },
        { name: 'status=inactive', query: 'status=inactive' },
        { name: 'role=admin', query: 'role=admin' },
        { name: 'search surname (Bakker)', query: 'search=Bakker' },
        { name: 'search e-mail part (jansen.1)', query: 'search=jansen.1' },
      ];
      const cases: ListCase[] = [];
      for (const filter of filters)
        for (const sortBy of sorts)
          for (const sortOrder of ['desc', 'asc'])
            cases.push({
              name: `${filter.name}, ${sortBy} ${sortOrder}`,
              query: [filter.query, `sortBy=${sortBy}&sortOrder=${sortOrder}`].filter(Boolean).join('&'),
            });
      cases.push({ name: 'all, createdAt desc, page 2500 (rows 49,981-50,000)', query: 'page=2500' });
      return cases;
    },
  });
}
