import { errorResponseSchema } from '@hostportaal/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestApp } from '../../test/test-app.ts';
import { auditLog, tickets } from '../db/schema/index.ts';
import { createSignedInApp } from './signed-in-app.ts';

// What route-fuzz.test.ts found, pinned down one request at a time.
let t: TestApp;
let customer: string;
let admin: string;

beforeAll(async () => {
  ({ t, customer, admin } = await createSignedInApp());
});
afterAll(() => t.close());

function errorOf(response: { statusCode: number; body: string }) {
  return { status: response.statusCode, body: errorResponseSchema.strict().parse(JSON.parse(response.body)) };
}

describe('URLs the router cannot take apart', () => {
  it('answers a malformed percent-escape and an over-long path segment in the error shape, with the usual headers', async () => {
    for (const url of ['/api/tickets/%ZZ', `/api/tickets/${'a'.repeat(101)}`]) {
      const response = await t.inject({ method: 'GET', url, headers: bearer(customer) });
      expect(errorOf(response)).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

describe('characters PostgreSQL cannot store: a NUL, a lone surrogate', () => {
  it.for([
    ['a NUL', 'Site\u0000 traag'],
    ['a lone surrogate', 'Site \uD800 traag'],
  ])('%s is refused as a validation error in a body field, and nothing is stored', async ([, subject]) => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/tickets',
      headers: bearer(customer),
      payload: { subject, category: 'technical', message: 'Sinds vanochtend.' },
    });
    expect(errorOf(response)).toEqual({
      status: 422,
      body: expect.objectContaining({
        code: 'VALIDATION_FAILED',
        details: [expect.objectContaining({ field: 'subject' })],
      }),
    });
    expect(await t.database.db.select().from(tickets)).toEqual([]);
  });

  it('a lone surrogate is refused where only the jsonb activity log would have failed on it', async () => {
    const response = await t.inject({
      method: 'PUT',
      url: '/auth/profile',
      headers: bearer(customer),
      payload: { firstname: '\uDC00', lastname: 'Jansen', email: 'klant@example.nl' },
    });
    expect(errorOf(response).body.details).toEqual([expect.objectContaining({ field: 'firstname' })]);
  });

  it('a NUL is refused in a query parameter and in a path segment', async () => {
    const search = await t.inject({
      method: 'GET',
      url: '/api/admin/email-outbox?search=a%00b',
      headers: bearer(admin),
    });
    expect(errorOf(search).body.details).toEqual([expect.objectContaining({ field: 'search' })]);
    const path = await t.inject({ method: 'GET', url: '/api/tickets/%00', headers: bearer(customer) });
    expect(errorOf(path).body.details).toEqual([expect.objectContaining({ field: 'id' })]);
  });

  it('the caller is checked first: anonymous is 401 whatever the text', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/search?q=a%00b' });
    expect(errorOf(response)).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
  });
});

describe('dates at the edge of the calendar', () => {
  it('are refused outside the years 1900-2999: 9999-12-31 overflowed a day later, 0000 has no PostgreSQL year', async () => {
    for (const query of ['to=9999-12-31', 'from=0000-01-01', 'from=1899-12-31']) {
      const response = await t.inject({
        method: 'GET',
        url: `/api/admin/audit-log?${query}`,
        headers: bearer(admin),
      });
      expect(errorOf(response)).toMatchObject({ status: 422, body: { code: 'VALIDATION_FAILED' } });
    }
    const notice = await t.inject({
      method: 'POST',
      url: '/api/admin/maintenance-notices',
      headers: bearer(admin),
      payload: { title: 'Onderhoud', body: 'Kort.', startsAt: '0000-01-01T00:00:00Z' },
    });
    expect(errorOf(notice).body.details).toEqual([expect.objectContaining({ field: 'startsAt' })]);
    const edges = await t.inject({
      method: 'GET',
      url: '/api/admin/audit-log?from=1900-01-01&to=2999-12-31',
      headers: bearer(admin),
    });
    expect(edges.statusCode).toBe(200);
  });
});

describe('bodies on admin routes that take none, which the audit trail keeps', () => {
  async function lastAuditAfter() {
    const [row] = await t.database.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.route, '/api/admin/collections/run'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return row?.after;
  }

  it('a body nested thousands deep is cut off in the audit row instead of overflowing the stack', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/admin/collections/run',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      payload: `${'{"a":'.repeat(3_000)}1${'}'.repeat(3_000)}`,
    });
    expect(response.statusCode).toBe(200);
    expect(JSON.stringify(await lastAuditAfter())).toContain('[too deep]');
  });

  it('an array body is kept as an object, so the audit log can still be listed', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/admin/collections/run',
      headers: bearer(admin),
      payload: [1, { token: 'geheim' }],
    });
    expect(response.statusCode).toBe(200);
    expect(await lastAuditAfter()).toEqual({ items: [1, { token: '[redacted]' }] });
    const list = await t.inject({ method: 'GET', url: '/api/admin/audit-log', headers: bearer(admin) });
    expect(list.statusCode).toBe(200);
  });
});
