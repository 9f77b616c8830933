import type { AdminSearchData, AdminSearchGroup } from '@hostportaal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { collectionLetters, sepaBatches, sepaBatchItems, users } from '../../db/schema/index.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { insertMandate } from '../../db/seed/mandate-factory.ts';
import { insertPackage } from '../../db/seed/package-factory.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';

// The admin header search over a small fixed data set: every group by each of its fields, wildcards,
// ranking, the five-per-group limit with totals, and who may search at all.

let t: TestApp;
let adminToken: string;
let customerToken: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-20T09:00:00Z') });
  const db = t.database.db;
  await insertAdmin(db, { email: 'zoek.admin@example.nl', firstname: 'Beheer', lastname: 'Der' });
  const bakker = await insertUser(db, {
    email: 'p.bakker@bakkerij-oven.nl',
    firstname: 'Pieter',
    lastname: 'Bakker',
    company: 'Bakkerij De Oven B.V.',
  });
  const van = await insertUser(db, {
    email: 'info@100procent_hosting.nl',
    firstname: 'Sanne',
    lastname: 'van Bakkum',
    company: 'Korting 100% op_domein',
  });
  // Names that contain 'bakker' further in, and one that is exactly 'Bakker': ranking exact > prefix > contains.
  const exact = await insertUser(db, { email: 'bakker@example.nl', firstname: 'Anna', lastname: 'Bakker' });
  const inner = await insertUser(db, {
    email: 'kees@example.nl',
    firstname: 'Kees',
    lastname: 'Suikerbakker',
  });
  // Seven 'Zwaluw' customers: five shown, total seven.
  for (let index = 1; index <= 7; index += 1) {
    await insertUser(db, { email: `zwaluw${index}@example.nl`, firstname: `Z${index}`, lastname: 'Zwaluw' });
  }
  ids.bakker = bakker.id;
  ids.van = van.id;
  ids.exact = exact.id;
  ids.inner = inner.id;

  const pkg = await insertPackage(db);
  const sub = await insertSubscription(db, {
    userId: bakker.id,
    packageId: pkg.id,
    title: 'Webwinkel Broodjes',
    planName: 'Webhosting Pro',
    domain: 'broodjes-bakker.nl',
  });
  const other = await insertSubscription(db, {
    userId: van.id,
    packageId: pkg.id,
    title: 'Managed VPS',
    planName: 'VPS Basis',
    domain: 'sanne.nl',
  });
  ids.sub = sub.id;
  ids.other = other.id;

  const mandate = await insertMandate(db, bakker.id, { reference: 'HP-MND-SEARCH-0001' });
  const open = await insertInvoice(db, {
    userId: bakker.id,
    subscriptionId: sub.id,
    issueDate: '2026-11-01',
    paymentReference: 'PAY-2026-0042',
  });
  const older = await insertInvoice(db, {
    userId: van.id,
    subscriptionId: other.id,
    issueDate: '2025-03-01',
    status: 'paid',
  });
  ids.invoice = open.invoice.id;
  ids.invoiceNumber = open.invoice.invoiceNumber;
  ids.older = older.invoice.id;
  // Its reference comes from the year's series: PAY-2026-0001.
  const numbered = await insertInvoice(db, { userId: van.id, issueDate: '2026-11-02', status: 'overdue' });
  ids.numbered = numbered.invoice.id;
  ids.numberedReference = numbered.invoice.paymentReference ?? '';
  ids.olderNumber = older.invoice.invoiceNumber;

  const [batch] = await db
    .insert(sepaBatches)
    .values({
      messageId: 'HP-TEST-SEARCH',
      status: 'submitted',
      collectionDate: '2026-11-05',
      version: 'pain.008.001.08',
      numberOfTransactions: 1,
      controlSumCents: open.invoice.totalCents,
      file: Buffer.from('<Document/>'),
      sha256: 'search',
    })
    .returning();
  if (!batch) throw new Error('no batch');
  const [item] = await db
    .insert(sepaBatchItems)
    .values({
      batchId: batch.id,
      invoiceId: open.invoice.id,
      mandateId: mandate.id,
      endToEndId: `${open.invoice.invoiceNumber}-1`,
      sequenceType: 'FRST',
      amountCents: open.invoice.totalCents,
    })
    .returning();
  if (!item) throw new Error('no batch item');
  ids.item = item.id;
  const [letter] = await db
    .insert(collectionLetters)
    .values({
      letterNumber: 'BRF-2026-0007',
      letterType: 'notice',
      userId: van.id,
      customer: older.invoice.customer,
      channel: 'email',
      letterDate: '2026-11-10',
      principalCents: 1000,
      feeCents: 4000,
      paymentReference: 'PAY-2026-0077',
      pdf: Buffer.from('%PDF-1.7'),
      sha256: 'letter',
    })
    .returning();
  if (!letter) throw new Error('no letter');
  ids.letter = letter.id;
  ids.mandate = mandate.id;

  adminToken = (await t.login('zoek.admin@example.nl', 'Test!2026pass')).token;
  customerToken = (await t.login('p.bakker@bakkerij-oven.nl', 'Test!2026pass')).token;
});
afterAll(() => t.close());

async function search(q: string, token = adminToken) {
  return t.inject({
    method: 'GET',
    url: `/api/admin/search?q=${encodeURIComponent(q)}`,
    headers: bearer(token),
  });
}

async function groups(q: string): Promise<AdminSearchData> {
  const response = await search(q);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

const idsOf = (group: AdminSearchGroup) => group.results.map((result) => result.id);
const labelsOf = (group: AdminSearchGroup) => group.results.map((result) => result.label);

describe('GET /api/admin/search: users', () => {
  it('finds a user by first name, last name, full name, e-mail address and company, case-insensitively', async () => {
    for (const q of ['pieter', 'PIETER BAKK', 'bakkerij-oven', 'De Oven B.V.']) {
      expect(idsOf((await groups(q)).users), q).toContain(ids.bakker);
    }
    const found = (await groups('pieter bakker')).users.results[0];
    expect(found).toEqual({
      kind: 'user',
      id: ids.bakker,
      label: 'Pieter Bakker',
      detail: 'p.bakker@bakkerij-oven.nl · Bakkerij De Oven B.V.',
      match: 'exact',
      link: `/dashboard/admin?section=users&user=${ids.bakker}`,
    });
  });

  it('finds a user by their customer number, as digits or after K or Klantnummer (issue 26)', async () => {
    const [row] = await t.database.db
      .select({ number: users.customerNumber })
      .from(users)
      .where(eq(users.id, ids.bakker ?? ''));
    const number = row?.number ?? 0;
    // The search wants two characters: a low number is typed with a leading zero or after K.
    for (const q of [String(number).padStart(2, '0'), `K${number}`, `Klantnummer ${number}`]) {
      const found = (await groups(q)).users.results.find((result) => result.id === ids.bakker);
      expect(found?.match, q).toBe('exact');
    }
    const other = (await groups(String(number + 100_000))).users;
    expect(idsOf(other)).not.toContain(ids.bakker);
  });

  it('reads an e-mail address from its start, and a domain after @ anywhere', async () => {
    const typed = (await groups('P.Bakker@Bakkerij')).users;
    expect(typed.results.map((result) => [result.id, result.match])).toEqual([[ids.bakker, 'prefix']]);
    expect((await groups('p.bakker@bakkerij-oven.nl')).users.results[0]?.match).toBe('exact');
    expect(idsOf((await groups('@bakkerij-oven.nl')).users)).toEqual([ids.bakker]);
    // Not from the middle once there is an '@': that is no way to type an address.
    expect((await groups('bakker@bakkerij')).users.total).toBe(0);
  });

  it('ranks exact matches first, then prefixes, then the rest', async () => {
    const found = (await groups('bakker')).users;
    // Anna and Pieter Bakker: last name exactly 'Bakker' (by first name); then Suikerbakker (inside).
    expect(idsOf(found)).toEqual([ids.exact, ids.bakker, ids.inner]);
    expect(found.results.map((result) => result.match)).toEqual(['exact', 'exact', 'contains']);
    const prefix = (await groups('bakk')).users;
    // 'Bakker' starts with it, 'van Bakkum' and 'Suikerbakker' only contain it.
    expect(prefix.results.map((result) => result.match)).toEqual([
      'prefix',
      'prefix',
      'contains',
      'contains',
    ]);
    expect(idsOf(prefix).slice(2)).toEqual([ids.inner, ids.van]);
  });

  it('reads two characters as the start of a last name or e-mail address, and lists no subscriptions', async () => {
    const found = await groups('BA');
    // Anna and Pieter Bakker by last name, bakker@example.nl also by e-mail; not Suikerbakker or van Bakkum.
    expect(idsOf(found.users)).toEqual([ids.exact, ids.bakker]);
    expect(found.users.total).toBe(2);
    expect(idsOf((await groups('va')).users)).toEqual([ids.van]);
    expect(idsOf((await groups('in')).users)).toEqual([ids.van]);
    expect((await groups('we')).subscriptions.total).toBe(0);
  });

  it('shows five per group with the total count', async () => {
    const found = (await groups('zwaluw')).users;
    expect(found.results).toHaveLength(5);
    expect(labelsOf(found)).toEqual(['Z1 Zwaluw', 'Z2 Zwaluw', 'Z3 Zwaluw', 'Z4 Zwaluw', 'Z5 Zwaluw']);
    expect(found.total).toBe(7);
    expect(found.totalIsCapped).toBe(false);
  });
});

describe('GET /api/admin/search: wildcards', () => {
  it("escapes LIKE wildcards: '%' and '_' match only themselves", async () => {
    expect(idsOf((await groups('100%')).users)).toEqual([ids.van]);
    expect(idsOf((await groups('procent_host')).users)).toEqual([ids.van]);
    expect((await groups('%%')).users.total).toBe(0);
    expect((await groups('__')).users.total).toBe(0);
    expect((await groups('p_bakker')).users.total).toBe(0);
    const all = await groups('%_');
    expect([all.users, all.subscriptions, all.invoices, all.payments].map((group) => group.total)).toEqual([
      0, 0, 0, 0,
    ]);
  });
});

describe('GET /api/admin/search: subscriptions', () => {
  it('finds a subscription by title, plan, domain and id, leading to the subscriptions section', async () => {
    for (const q of ['broodjes', 'WEBHOSTING pro', 'broodjes-bakker.nl', ids.sub, ids.sub?.slice(0, 8)]) {
      expect(idsOf((await groups(q ?? '')).subscriptions), q).toEqual([ids.sub]);
    }
    expect((await groups('broodjes-bakker.nl')).subscriptions.results[0]).toEqual({
      kind: 'subscription',
      id: ids.sub,
      label: 'Webwinkel Broodjes',
      detail: 'broodjes-bakker.nl · Pieter Bakker',
      match: 'exact',
      link: `/dashboard/admin?section=subscriptions&subscription=${ids.sub}`,
    });
    // 'VPS Basis' is the plan: a prefix; 'Basis' is inside it.
    for (const [q, match] of [
      ['vps', 'prefix'],
      ['managed', 'prefix'],
      ['basis', 'contains'],
      ['SANNE.NL', 'exact'],
    ]) {
      const found = (await groups(q ?? '')).subscriptions.results.map((result) => [result.id, result.match]);
      expect(found, q).toEqual([[ids.other, match]]);
    }
  });
});

describe('GET /api/admin/search: invoices', () => {
  it('finds an invoice by its whole number, without its year and by partial digits', async () => {
    const number = ids.invoiceNumber ?? '';
    const sequence = number.slice(5);
    const whole = (await groups(number)).invoices;
    expect(whole.results).toEqual([
      {
        kind: 'invoice',
        id: ids.invoice,
        label: number,
        detail: 'Pieter Bakker',
        match: 'exact',
        link: `/dashboard/admin?section=invoices&invoice=${ids.invoice}`,
      },
    ]);
    expect(whole.total).toBe(1);
    // '000001' and '1': the sequence in any year; '2026-0000' a prefix; '#2026-1' the number written short.
    expect(idsOf((await groups(sequence)).invoices)).toContain(ids.invoice);
    const prefix = (await groups(number.slice(0, 9))).invoices;
    expect(prefix.results.map((result) => [result.id, result.match])).toEqual([
      [ids.numbered, 'prefix'],
      [ids.invoice, 'prefix'],
    ]);
    expect(prefix.total).toBe(2);
    expect(idsOf((await groups(`#2026-${Number(sequence)}`)).invoices)).toEqual([ids.invoice]);
    expect(idsOf((await groups(number.replace('-', ''))).invoices)).toEqual([ids.invoice]);
    // The year alone lists that year's invoices, newest number first.
    expect(idsOf((await groups('2025')).invoices)).toEqual([ids.older]);
    expect((await groups('2024-')).invoices.total).toBe(0);
  });

  it('ranks whole numbers before prefixes and counts both', async () => {
    // '1' is too short; '01' is 2026-000001 and 2025-000001 (exact); the prefixes 2026-01… match nothing.
    const found = (await groups('01')).invoices;
    expect(found.results.map((result) => [result.label, result.match])).toEqual([
      [ids.invoiceNumber, 'exact'],
      [ids.olderNumber, 'exact'],
    ]);
    expect(found.total).toBe(2);
  });
});

describe('GET /api/admin/search: payment references', () => {
  it('finds PAY- references of invoices and letters, end-to-end ids and mandate references', async () => {
    const invoiceReference = (await groups('pay-2026-0042')).payments;
    expect(invoiceReference.results).toEqual([
      {
        kind: 'invoice_reference',
        id: ids.invoice,
        label: 'PAY-2026-0042',
        detail: `${ids.invoiceNumber} · Pieter Bakker`,
        match: 'exact',
        link: '/dashboard/admin?section=payments&view=manual&reference=PAY-2026-0042',
      },
    ]);
    // Written short or without dashes, and as bare digits in a numbered year.
    for (const q of ['PAY 2026 42', 'pay-2026-42', 'pay2026-0042']) {
      expect(idsOf((await groups(q)).payments), q).toEqual([ids.invoice]);
    }
    expect(ids.numberedReference).toBe('PAY-2026-0001');
    expect(idsOf((await groups('01')).payments)).toEqual([ids.numbered]);
    const letter = (await groups('PAY-2026-0077')).payments.results[0];
    expect(letter).toMatchObject({ kind: 'letter_reference', id: ids.letter, match: 'exact' });
    expect(letter?.link).toBe('/dashboard/admin?section=payments&view=manual&reference=PAY-2026-0077');
    const endToEnd = (await groups(`${ids.invoiceNumber}-1`)).payments.results[0];
    expect(endToEnd).toMatchObject({
      kind: 'end_to_end_id',
      id: ids.item,
      match: 'exact',
      link: `/dashboard/admin?section=invoices&invoice=${ids.invoice}`,
    });
    // References carry digits: a query without one does not look here.
    expect((await groups('hp-mnd-search')).payments.total).toBe(0);
    const mandate = (await groups('hp-mnd-search-00')).payments.results[0];
    expect(mandate).toMatchObject({
      kind: 'mandate_reference',
      id: ids.mandate,
      label: 'HP-MND-SEARCH-0001',
      detail: 'Pieter Bakker',
      match: 'prefix',
      link: `/dashboard/admin?section=users&user=${ids.bakker}`,
    });
  });

  it('lists exact references before prefixes, newest first, and counts them', async () => {
    const found = (await groups('PAY-2026-00')).payments;
    expect(found.results.map((result) => [result.label, result.match])).toEqual([
      ['PAY-2026-0077', 'prefix'],
      ['PAY-2026-0042', 'prefix'],
      ['PAY-2026-0001', 'prefix'],
    ]);
    expect(found.total).toBe(3);
    const exactFirst = (await groups('PAY-2026-0077')).payments;
    expect(exactFirst.results.map((result) => result.match)).toEqual(['exact']);
    expect(exactFirst.total).toBe(1);
  });
});

describe('GET /api/admin/search: access and validation', () => {
  it('answers 401 without a session and 403 to a customer, so customers never reach other customers', async () => {
    const anonymous = await t.inject({ method: 'GET', url: '/api/admin/search?q=bakker' });
    expect(anonymous.statusCode).toBe(401);
    const customer = await search('van bakkum', customerToken);
    expect(customer.statusCode).toBe(403);
    expect(customer.body).not.toContain('Bakkum');
  });

  it('needs 2 to 100 characters after trimming', async () => {
    for (const q of ['', ' a ', 'x'.repeat(101)]) {
      const response = await search(q);
      expect(response.statusCode, JSON.stringify(q)).toBe(422);
      expect(response.json().details[0].message).toBeTruthy();
    }
    expect((await search(` ${'x'.repeat(100)} `)).statusCode).toBe(200);
    expect((await search(' ab ')).statusCode).toBe(200);
  });
});
