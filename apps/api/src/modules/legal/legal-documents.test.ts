import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { legalDocuments } from '../../db/schema/index.ts';
import { demoTermsText } from '../../db/seed/legal-documents-seed.ts';
import { insertDemoCompany } from '../../db/seed/portal-seed.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';

let t: TestApp;
let admin: string;
let finance: string;
let customer: string;

beforeAll(async () => {
  t = await createTestApp();
  await insertDemoCompany(t.database.db);
  await insertAdmin(t.database.db, { email: 'admin.voorwaarden@example.nl' });
  await insertAdmin(t.database.db, { email: 'finance.voorwaarden@example.nl', role: 'finance' });
  await insertUser(t.database.db, { email: 'klant.voorwaarden@example.nl' });
  admin = (await t.login('admin.voorwaarden@example.nl', 'Test!2026pass')).token;
  finance = (await t.login('finance.voorwaarden@example.nl', 'Test!2026pass')).token;
  customer = (await t.login('klant.voorwaarden@example.nl', 'Test!2026pass')).token;
});
afterAll(() => t.close());

const versionsOf = async (kind: 'terms' | 'privacy') =>
  (
    await t.inject({ method: 'GET', url: `/api/admin/legal-documents/${kind}`, headers: bearer(admin) })
  ).json().data.versions as { version: number; body: string; publishedAt: string }[];

describe('algemene voorwaarden and privacy statement', () => {
  it('serves the current versions without a login, with the PDF that was stored for it', async () => {
    const terms = await t.inject({ method: 'GET', url: '/api/legal/terms' });
    expect(terms.statusCode).toBe(200);
    expect(terms.json().data).toMatchObject({ kind: 'terms', version: 1, body: demoTermsText });
    const current = await t.inject({ method: 'GET', url: '/api/legal/current' });
    expect(current.json().data.privacy).toMatchObject({ kind: 'privacy', version: 1 });
    expect(current.json().data.privacy.body).toContain('Autoriteit Persoonsgegevens');

    const pdf = await t.inject({ method: 'GET', url: '/api/legal/terms/pdf' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('algemene-voorwaarden-versie-1.pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const [stored] = await t.database.db
      .select({ sha: legalDocuments.pdfSha256 })
      .from(legalDocuments)
      .where(eq(legalDocuments.kind, 'terms'));
    expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(stored?.sha);
  });

  it('makes each save a new version and keeps the old ones unchanged', async () => {
    t.clock.set(new Date('2026-11-21T10:05:00Z'));
    const saved = await t.inject({
      method: 'POST',
      url: '/api/admin/legal-documents/terms',
      headers: bearer(admin),
      payload: { body: '# Artikel 1\nNieuwe voorwaarden, versie twee.' },
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data).toMatchObject({
      kind: 'terms',
      version: 2,
      publishedAt: '2026-11-21T10:05:00.000Z',
    });
    const current = await t.inject({ method: 'GET', url: '/api/legal/terms' });
    expect(current.json().data).toMatchObject({
      version: 2,
      body: '# Artikel 1\nNieuwe voorwaarden, versie twee.',
    });
    const versions = await versionsOf('terms');
    expect(versions.map((row) => row.version)).toEqual([2, 1]);
    expect(versions[1]?.body).toBe(demoTermsText);
    // The privacy statement has versions of its own.
    expect((await versionsOf('privacy')).map((row) => row.version)).toEqual([1]);
  });

  it('refuses an empty text and a role without the settings permission, and changes nothing', async () => {
    const empty = await t.inject({
      method: 'POST',
      url: '/api/admin/legal-documents/privacy',
      headers: bearer(admin),
      payload: { body: '   ' },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    for (const token of [finance, customer]) {
      const refused = await t.inject({
        method: 'POST',
        url: '/api/admin/legal-documents/privacy',
        headers: bearer(token),
        payload: { body: 'Iets anders' },
      });
      expect(refused.statusCode).toBe(403);
      const read = await t.inject({
        method: 'GET',
        url: '/api/admin/legal-documents/privacy',
        headers: bearer(token),
      });
      expect(read.statusCode).toBe(403);
    }
    expect((await versionsOf('privacy')).map((row) => row.version)).toEqual([1]);
    const unknown = await t.inject({ method: 'GET', url: '/api/legal/cookies' });
    expect(unknown.statusCode).toBe(422);
  });
});
