import { formatCents } from '@hostportaal/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  accountCreditEntries,
  auditLog,
  collectionLetters,
  emailOutbox,
  type User,
  users,
} from '../../db/schema/index.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { insertPackage } from '../../db/seed/package-factory.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';

// The user detail page, editing, deleting (removed or anonymised), contacting, and the audit trail that
// every one of those changes leaves.
let t: TestApp;
let self: User;
let lotte: User;
let kees: User;
let fresh: User;
let debtor: User;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-10T09:00:00Z'));
  const db = t.database.db;
  self = await insertAdmin(db, { email: 'zelf@example.nl', firstname: 'Sanne', lastname: 'Beheer' });
  lotte = await insertUser(db, { email: 'lotte@example.nl', firstname: 'Lotte', lastname: 'Jansen' });
  kees = await insertUser(db, { email: 'kees@example.nl', firstname: 'Kees', lastname: 'Bakker' });
  fresh = await insertUser(db, { email: 'nieuw@example.nl', firstname: 'Nina', lastname: 'Nieuw' });
  debtor = await insertUser(db, { email: 'schuld@example.nl', firstname: 'Sem', lastname: 'Schuld' });
  const pkg = await insertPackage(db);
  for (const user of [lotte, debtor]) {
    const subscription = await insertSubscription(db, {
      userId: user.id,
      packageId: pkg.id,
      startDate: '2026-09-01',
    });
    await insertInvoice(db, {
      userId: user.id,
      subscriptionId: subscription.id,
      issueDate: '2026-10-01',
      dueDate: '2026-10-15',
      status: user === lotte ? 'paid' : 'overdue',
    });
  }
});
afterAll(() => t.close());

const asAdmin = async () => bearer((await t.login('zelf@example.nl', 'Test!2026pass')).token);
const call = async (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) =>
  t.inject({ method, url, headers: await asAdmin(), ...(payload ? { payload } : {}) });
const auditRows = (entityId: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.id);

describe('the user detail page', () => {
  it('shows the profile with subscriptions, invoices and what is still open', async () => {
    const response = await call('GET', `/api/admin/users/${debtor.id}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.user).toMatchObject({ id: debtor.id, email: 'schuld@example.nl', subscriptionCount: 1 });
    expect(data.user.openBalance).toBe(data.invoices.items[0].total);
    expect(data.subscriptions.total).toBe(1);
    expect(data.invoices).toMatchObject({
      total: 1,
      items: [{ status: 'overdue', issueDate: '2026-10-01' }],
    });
    expect(data.letters).toEqual({ total: 0, items: [] });
    expect(data.mandates).toEqual([]);
  });

  it('pages the activity trail and answers 404 for an unknown user, 403 for a customer', async () => {
    const activity = await call('GET', `/api/admin/users/${lotte.id}/activity?limit=5`);
    expect(activity.json().data).toMatchObject({ currentPage: 1, total: 0, items: [] });
    const unknown = await call('GET', '/api/admin/users/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    const customer = bearer((await t.login('kees@example.nl', 'Test!2026pass')).token);
    const denied = await t.inject({ method: 'GET', url: `/api/admin/users/${lotte.id}`, headers: customer });
    expect(denied.statusCode).toBe(403);
  });
});

describe('editing a user', () => {
  it('saves the corrected profile, asks to verify a new e-mail address, and audits before and after', async () => {
    const response = await call('PUT', `/api/admin/users/${kees.id}`, {
      firstname: 'Kees',
      lastname: 'de Bakker',
      email: 'Kees.Bakker@Example.nl',
      zipcode: '1234ab',
      country: 'NL',
      company: 'Bakkerij De Korst',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({
      lastname: 'de Bakker',
      email: 'kees.bakker@example.nl',
      company: 'Bakkerij De Korst',
      isEmailVerified: false,
    });
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, kees.id));
    expect(stored?.zipcode).toBe('1234 AB');
    const verification = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'kees.bakker@example.nl'));
    expect(verification).toHaveLength(1);

    const [row] = await auditRows(kees.id);
    expect(row).toMatchObject({
      action: 'user.update',
      entityType: 'user',
      actorId: self.id,
      actorEmail: 'zelf@example.nl',
      method: 'PUT',
      route: '/api/admin/users/:id',
      statusCode: 200,
    });
    expect(row?.before).toMatchObject({ lastname: 'Bakker', email: 'kees@example.nl', company: null });
    expect(row?.after).toMatchObject({ lastname: 'de Bakker', email: 'kees.bakker@example.nl' });
  });

  it('refuses a taken e-mail address and a bad postcode, changing nothing', async () => {
    const taken = await call('PUT', `/api/admin/users/${kees.id}`, {
      firstname: 'Kees',
      lastname: 'de Bakker',
      email: 'lotte@example.nl',
    });
    expect(taken.statusCode).toBe(409);
    const postcode = await call('PUT', `/api/admin/users/${kees.id}`, {
      firstname: 'Kees',
      lastname: 'de Bakker',
      email: 'kees.bakker@example.nl',
      zipcode: '12',
      country: 'NL',
    });
    expect(postcode.statusCode).toBe(422);
    const empty = await call('PUT', `/api/admin/users/${kees.id}`, {
      firstname: '',
      lastname: 'x',
      email: 'x',
    });
    expect(empty.statusCode).toBe(422);
    expect(await auditRows(kees.id)).toHaveLength(1);
  });
});

describe('contacting a user', () => {
  it('puts the e-mail in the outbox and records it in the user’s activity', async () => {
    const response = await call('POST', `/api/admin/users/${lotte.id}/contact`, {
      subject: 'Uw verhuizing',
      message: 'Wilt u uw nieuwe adres doorgeven?',
    });
    expect(response.statusCode).toBe(200);
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, response.json().data.emailId));
    expect(mail).toMatchObject({ toAddress: 'lotte@example.nl', subject: 'Uw verhuizing' });
    expect(mail?.textBody).toContain('Beste Lotte,\n\nWilt u uw nieuwe adres doorgeven?');
    const activity = await call('GET', `/api/admin/users/${lotte.id}/activity`);
    expect(activity.json().data.items[0]).toMatchObject({
      type: 'admin_contact',
      description: 'E-mail sent: Uw verhuizing',
      actorName: 'Sanne Beheer',
    });
    const blank = await call('POST', `/api/admin/users/${lotte.id}/contact`, { subject: ' ', message: 'x' });
    expect([blank.statusCode, blank.json().details[0].message]).toEqual([422, 'Subject is required']);
  });
});

describe('deleting a user', () => {
  it('removes a user without records, and anonymises one with invoices (7-year duty)', async () => {
    const removed = await call('DELETE', `/api/admin/users/${fresh.id}`);
    expect(removed.json().data).toEqual({ id: fresh.id, outcome: 'deleted' });
    expect(await t.database.db.select().from(users).where(eq(users.id, fresh.id))).toHaveLength(0);

    const anonymised = await call('DELETE', `/api/admin/users/${lotte.id}`);
    expect(anonymised.json().data.outcome).toBe('anonymised');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, lotte.id));
    expect(row).toMatchObject({ firstname: 'Verwijderde', isActive: false, phone: null });
    expect(row?.anonymizedAt).not.toBeNull();
    // Gone from the list and the detail page; the invoice keeps its own customer snapshot.
    const list = await call('GET', '/api/admin/users?search=lotte');
    expect(list.json().data.totalUsers).toBe(0);
    expect((await call('GET', `/api/admin/users/${lotte.id}`)).statusCode).toBe(404);
    const [audit] = (await auditRows(lotte.id)).filter((entry) => entry.action === 'user.anonymise');
    expect(audit?.before).toMatchObject({ email: 'lotte@example.nl' });
    expect(audit?.after).toMatchObject({ firstname: 'Verwijderde', isActive: false });
  });

  it('refuses while invoices are unpaid, and never deletes the admin themself', async () => {
    const unpaid = await call('DELETE', `/api/admin/users/${debtor.id}`);
    expect([unpaid.statusCode, unpaid.json().error]).toEqual([
      409,
      'This customer has unpaid invoices: collect or credit them before deleting the account',
    ]);
    const own = await call('DELETE', `/api/admin/users/${self.id}`);
    expect([own.statusCode, own.json().error]).toEqual([409, 'You cannot delete your own account']);
    const bulk = await call('POST', '/api/admin/users/bulk-action', {
      userIds: [debtor.id, self.id],
      action: 'delete',
    });
    expect(bulk.json().data).toEqual({
      done: 0,
      skipped: [
        {
          id: debtor.id,
          reason: 'This customer has unpaid invoices: collect or credit them before deleting the account',
          code: 'CONFLICT',
          refusal: 'customer_has_unpaid_invoices',
        },
        {
          id: self.id,
          reason: 'You cannot delete your own account',
          code: 'CONFLICT',
          refusal: 'own_account_delete',
        },
      ],
    });
    expect(await auditRows(debtor.id)).toHaveLength(0);
  });

  it('refuses while we owe the customer credit or they owe letter costs, naming the amount (issue 27)', async () => {
    const db = t.database.db;
    const owed = await insertUser(db, { email: 'tegoed@example.nl', firstname: 'Tim', lastname: 'Tegoed' });
    const { invoice } = await insertInvoice(db, {
      userId: owed.id,
      issueDate: '2026-10-01',
      dueDate: '2026-10-15',
      status: 'paid',
    });
    await db.insert(accountCreditEntries).values({
      userId: owed.id,
      kind: 'overpayment',
      amountCents: 1250,
      invoiceId: invoice.id,
      description: `Meer betaald dan factuur ${invoice.invoiceNumber} vroeg`,
      createdAt: new Date('2026-11-01T09:00:00Z'),
    });
    const credit = await call('DELETE', `/api/admin/users/${owed.id}`);
    expect(credit.statusCode).toBe(409);
    expect(credit.json()).toMatchObject({
      reason: 'customer_has_credit',
      params: { amountCents: 1250, amount: formatCents(1250) },
    });
    const bulk = await call('POST', '/api/admin/users/bulk-action', { userIds: [owed.id], action: 'delete' });
    expect(bulk.json().data.skipped).toMatchObject([
      { id: owed.id, refusal: 'customer_has_credit', params: { amount: formatCents(1250) } },
    ]);

    const fees = await insertUser(db, { email: 'kosten@example.nl', firstname: 'Kim', lastname: 'Kosten' });
    const paid = await insertInvoice(db, {
      userId: fees.id,
      issueDate: '2026-10-01',
      dueDate: '2026-10-15',
      status: 'paid',
    });
    await db.insert(collectionLetters).values({
      letterNumber: 'BRF-2026-0427',
      letterType: 'collection',
      userId: fees.id,
      customer: paid.invoice.customer,
      channel: 'email',
      letterDate: '2026-11-01',
      principalCents: paid.invoice.totalCents,
      feeCents: 4000,
      feePaidCents: 1000,
      paymentReference: 'PAY-2026-0427',
      pdf: Buffer.from('%PDF-1.7'),
      sha256: 'letter',
    });
    const open = await call('DELETE', `/api/admin/users/${fees.id}`);
    expect(open.statusCode).toBe(409);
    expect(open.json()).toMatchObject({
      reason: 'customer_has_open_fees',
      params: { amountCents: 3000, amount: formatCents(3000) },
    });
    expect(await auditRows(owed.id)).toHaveLength(0);
    expect(await auditRows(fees.id)).toHaveLength(0);
  });
});

describe('the audit log', () => {
  it('lists the changes newest first with filters, and refuses to be changed', async () => {
    const all = await call('GET', '/api/admin/audit-log?limit=50');
    expect(all.statusCode).toBe(200);
    const { entries, entityTypes, actors, pagination } = all.json().data;
    expect(entries.map((entry: { action: string }) => entry.action)).toEqual([
      'user.anonymise',
      'user.delete',
      'user.contact',
      'user.update',
    ]);
    expect(pagination.totalItems).toBe(4);
    expect(entityTypes).toEqual(['user']);
    expect(actors).toEqual([{ id: self.id, email: 'zelf@example.nl' }]);

    const filtered = await call('GET', `/api/admin/audit-log?entityId=${kees.id}`);
    expect(filtered.json().data.entries).toHaveLength(1);
    const searched = await call('GET', '/api/admin/audit-log?search=contact');
    expect(searched.json().data.entries.map((entry: { action: string }) => entry.action)).toEqual([
      'user.contact',
    ]);
    const later = await call('GET', '/api/admin/audit-log?from=2026-11-11');
    expect(later.json().data.pagination.totalItems).toBe(0);
    const reversed = await call('GET', '/api/admin/audit-log?from=2026-11-11&to=2026-11-01');
    expect(reversed.statusCode).toBe(422);

    const refusal = (statement: ReturnType<typeof sql>) =>
      t.database.db.execute(statement).then(
        () => 'accepted',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    expect(await refusal(sql`update audit_log set action = 'x'`)).toMatch(/append-only \(UPDATE refused\)/);
    expect(await refusal(sql`delete from audit_log`)).toMatch(/append-only \(DELETE refused\)/);
    expect(await refusal(sql`truncate audit_log`)).toMatch(/append-only \(TRUNCATE refused\)/);
  });

  it('records other admin changes by their route and cleaned body, and not a customer’s own changes', async () => {
    const before = (await t.database.db.select().from(auditLog)).length;
    const response = await call('PUT', '/api/admin/company-settings', { nope: true });
    const customer = bearer((await t.login('schuld@example.nl', 'Test!2026pass')).token);
    await t.inject({ method: 'PUT', url: '/api/account/preferences', headers: customer, payload: {} });
    const rows = await t.database.db.select().from(auditLog);
    // A refused request changes nothing and leaves no row.
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(rows).toHaveLength(before);

    const notice = await call('POST', '/api/admin/maintenance-notices', {
      title: 'Onderhoud mailserver',
      body: 'Korte onderbreking',
      startsAt: '2026-11-12T22:00:00Z',
    });
    expect(notice.statusCode).toBe(201);
    const [generic] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.route, '/api/admin/maintenance-notices'));
    expect(generic).toMatchObject({
      action: 'POST /api/admin/maintenance-notices',
      entityType: 'maintenance-notices',
      entityId: null,
      statusCode: 201,
    });
    expect(generic?.after).toEqual({
      title: 'Onderhoud mailserver',
      body: 'Korte onderbreking',
      severity: 'maintenance',
      startsAt: '2026-11-12T22:00:00Z',
    });

    const toggled = await call('POST', '/api/admin/users/bulk-action', {
      userIds: [debtor.id],
      action: 'deactivate',
    });
    expect(toggled.json().data.done).toBe(1);
    const [entry] = await auditRows(debtor.id);
    expect(entry).toMatchObject({ action: 'user.deactivate', route: '/api/admin/users/bulk-action' });
    expect(entry?.before).toMatchObject({ isActive: true });
    expect(entry?.after).toMatchObject({ isActive: false });
  });
});
