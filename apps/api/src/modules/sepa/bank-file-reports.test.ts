import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { companySettings } from '../../db/schema/index.ts';
import { demoCompany } from '../../db/seed/portal-seed.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';
import { type CamtEntry, camt053 } from './camt-test-support.ts';

let t: TestApp;
let adminToken: string;
let customerToken: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(companySettings).values({ id: 1, ...demoCompany });
  const admin = await insertAdmin(t.database.db, { email: 'rapporten@example.nl' });
  adminToken = (await t.login(admin.email, 'Test!2026pass')).token;
  const customer = await insertUser(t.database.db, { email: 'klant-rapport@example.nl' });
  customerToken = (await t.login(customer.email, 'Test!2026pass')).token;
});
afterAll(() => t.close());

const get = (url: string, token = adminToken) => t.inject({ method: 'GET', url, headers: bearer(token) });

async function importFile(messageId: string, entries: CamtEntry[]): Promise<string> {
  const response = await t.inject({
    method: 'POST',
    url: '/api/admin/bank-files',
    headers: bearer(adminToken),
    payload: { fileName: `${messageId}.xml`, content: camt053(messageId, entries) },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.import.id;
}

// Transfers nobody can match (no PAY- reference), and bank costs that are no payment at all.
const transfer = (cents: number): CamtEntry => ({
  amount: (cents / 100).toFixed(2),
  creditDebit: 'CRDT',
  family: 'RCDT',
  remittance: `betaling ${cents}`,
});
const costs: CamtEntry = { amount: '1.50', creditDebit: 'DBIT', family: 'CHRG', remittance: 'Kosten' };

describe('earlier bank files and their reports', () => {
  it('pages the imports newest first, without their line reports', async () => {
    const ids = [];
    for (const name of ['REPORT-A', 'REPORT-B', 'REPORT-C']) {
      ids.push(await importFile(name, [transfer(100)]));
      t.clock.advance(60_000);
    }

    const first = await get('/api/admin/bank-files?page=1&limit=2');
    expect(first.statusCode).toBe(200);
    const data = first.json().data;
    expect(data.pagination).toEqual({ page: 1, limit: 2, totalItems: 3, totalPages: 2 });
    expect(data.imports.map((row: { fileName: string }) => row.fileName)).toEqual([
      'REPORT-C.xml',
      'REPORT-B.xml',
    ]);
    expect(data.imports[0]).not.toHaveProperty('lines');
    const second = (await get('/api/admin/bank-files?page=2&limit=2')).json().data;
    expect(second.imports.map((row: { id: string }) => row.id)).toEqual([ids[0]]);
  });

  it('shows a page of one report in file order, filtered by outcome, each line with its position', async () => {
    const id = await importFile('REPORT-LONG', [transfer(201), costs, transfer(202), costs, transfer(203)]);

    const page = (await get(`/api/admin/bank-files/${id}?page=2&limit=2`)).json().data;
    expect(page.import).toMatchObject({ id, fileName: 'REPORT-LONG.xml', unmatched: 5 });
    expect(page.pagination).toEqual({ page: 2, limit: 2, totalItems: 5, totalPages: 3 });
    expect(
      page.lines.map((line: { index: number; amountCents: number }) => [line.index, line.amountCents]),
    ).toEqual([
      [2, 202],
      [3, 150],
    ]);

    const unmatched = (await get(`/api/admin/bank-files/${id}?outcome=unmatched&limit=50`)).json().data;
    expect(unmatched.lines.map((line: { index: number }) => line.index)).toEqual([0, 1, 2, 3, 4]);
    const matched = (await get(`/api/admin/bank-files/${id}?outcome=matched`)).json().data;
    expect(matched.lines).toEqual([]);
    expect(matched.pagination.totalItems).toBe(0);
  });

  it('answers 404 for an unknown import, 422 for a bad query, and 403 to a customer', async () => {
    const id = await importFile('REPORT-GUARD', [transfer(300)]);
    expect((await get('/api/admin/bank-files/7c9e6679-7425-40de-944b-e07fc1f90ae7')).statusCode).toBe(404);
    expect((await get(`/api/admin/bank-files/${id}?outcome=lost`)).statusCode).toBe(422);
    expect((await get(`/api/admin/bank-files/${id}?limit=1000`)).statusCode).toBe(422);
    expect((await get('/api/admin/bank-files?page=0')).statusCode).toBe(422);
    expect((await get(`/api/admin/bank-files/${id}`, customerToken)).statusCode).toBe(403);
    expect((await get('/api/admin/bank-files', customerToken)).statusCode).toBe(403);
  });
});
