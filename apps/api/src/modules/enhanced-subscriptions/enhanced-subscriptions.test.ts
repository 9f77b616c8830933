import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { companySettings } from '../../db/schema/index.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { insertPackage } from '../../db/seed/package-factory.ts';
import { demoCompany } from '../../db/seed/portal-seed.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';

// Incasso Beheer (issue 6): the enhanced list, its stats, notes with follow-ups and the bulk actions,
// through HTTP into the database.

let t: TestApp;
let packageId: string;
let colleagueId: string;
let customerOnlyId: string;

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-12-01T08:00:00Z') });
  await t.database.db.insert(companySettings).values({ id: 1, ...demoCompany });
  packageId = (await insertPackage(t.database.db)).id;
  await insertAdmin(t.database.db, {
    email: 'incasso.beheer@example.nl',
    firstname: 'Femke',
    lastname: 'Visser',
  });
  colleagueId = (
    await insertAdmin(t.database.db, { email: 'collega@example.nl', firstname: 'Jan', lastname: 'de Boer' })
  ).id;
  customerOnlyId = (await insertUser(t.database.db, { email: 'andere.klant@example.nl' })).id;
});
afterAll(() => t.close());

const db = () => t.database.db;
const at = (date: string) => t.clock.set(new Date(`${date}T08:00:00Z`));
const loginAs = async (email: string) => bearer((await t.login(email, 'Test!2026pass')).token);
const call = async (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  email = 'incasso.beheer@example.nl',
) => t.inject({ method, url, headers: await loginAs(email), payload });
const list = async (query = '') =>
  (await call('GET', `/api/admin/subscriptions/enhanced?${query}`)).json().data;
const statsOf = async (email?: string) =>
  (await call('GET', '/api/admin/subscriptions/enhanced/stats', undefined, email)).json().data;
const titles = async (query: string) =>
  (await list(query)).subscriptions.map((row: { customerEmail: string }) => row.customerEmail);

async function customerWith(
  email: string,
  dueDate: string | null,
  options: { company?: string; kvkNumber?: string } = {},
) {
  const customer = await insertUser(db(), {
    email,
    firstname: 'Noor',
    lastname: email.split('@')[0],
    ...options,
  });
  const subscription = await insertSubscription(db(), {
    userId: customer.id,
    packageId,
    startDate: '2026-09-01',
  });
  const invoice = dueDate
    ? (
        await insertInvoice(db(), {
          userId: customer.id,
          subscriptionId: subscription.id,
          issueDate: '2026-09-15',
          dueDate,
          status: 'overdue',
          paymentType: 'bank_transfer',
          lines: [{ description: 'Hosting', unitPriceCents: 1500 }],
        })
      ).invoice
    : null;
  return { customer, subscription, invoice };
}

describe('Incasso Beheer', () => {
  let consumer: Awaited<ReturnType<typeof customerWith>>;
  let business: Awaited<ReturnType<typeof customerWith>>;
  let healthy: Awaited<ReturnType<typeof customerWith>>;

  it('lists every subscription with payment and collection state, filtered, sorted and paged', async () => {
    at('2026-12-01');
    consumer = await customerWith('sanne.consument@example.nl', '2026-10-20');
    business = await customerWith('bedrijf@example.nl', '2026-11-20', {
      company: 'Bakkerij BV',
      kvkNumber: '12345678',
    });
    healthy = await customerWith('op.tijd@example.nl', null);
    expect((await call('POST', '/api/admin/collections/run')).statusCode).toBe(200);

    const all = await list();
    expect(all.pagination).toEqual({ page: 1, limit: 25, totalItems: 3, totalPages: 1 });
    const row = all.subscriptions.find((item: { id: string }) => item.id === consumer.subscription.id);
    expect(row).toMatchObject({
      customerName: 'Noor sanne.consument',
      customerEmail: 'sanne.consument@example.nl',
      isBusiness: false,
      status: 'active',
      interval: 'monthly',
      lastPaymentDate: null,
      daysOverdue: 42,
      riskLevel: 'high',
      paymentStatus: 'overdue',
      totalCollectionAmount: 1815,
      hasMandate: false,
      activeNotesCount: 0,
      notes: [],
      paymentReference: consumer.invoice?.paymentReference,
    });
    const stats = await statsOf();
    expect(stats.paymentIssues).toMatchObject({ overdueSubscriptions: 2, overdueAmountCents: 3630 });
    expect(stats.overview).toMatchObject({ totalSubscriptions: 3, activeSubscriptions: 3 });

    // The collections tab holds only what is in arrears; risk, search, sort and paging run on the server.
    expect(await titles('tab=collections&sortBy=customerName&sortOrder=asc')).toEqual([
      'bedrijf@example.nl',
      'sanne.consument@example.nl',
    ]);
    expect(await titles('riskLevel=low')).toEqual(['op.tijd@example.nl']);
    expect(await titles('riskLevel=medium')).toEqual(['bedrijf@example.nl']);
    expect(await titles('search=CONSUMENT')).toEqual(['sanne.consument@example.nl']);
    expect(await titles(`search=${consumer.invoice?.paymentReference}`)).toEqual([
      'sanne.consument@example.nl',
    ]);
    const second = await list('sortBy=daysOverdue&sortOrder=desc&limit=1&page=2');
    expect(second.pagination).toEqual({ page: 2, limit: 1, totalItems: 3, totalPages: 3 });
    expect(second.subscriptions[0].customerEmail).toBe('bedrijf@example.nl');
    expect((await list('page=9')).pagination.totalItems).toBe(3);
    expect((await call('GET', '/api/admin/subscriptions/enhanced?dateRange=12')).statusCode).toBe(422);
    expect((await call('GET', '/api/admin/subscriptions/enhanced?status=lost')).statusCode).toBe(422);

    const csv = await call('GET', '/api/admin/subscriptions/enhanced/export?tab=collections');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="abonnementen-2026-12-01.csv"');
    expect(csv.body.split('\r\n')[0]).toContain('Klant;E-mail;Abonnement');
    expect(csv.body).toContain('sanne.consument@example.nl');
    expect(csv.body).not.toContain('op.tijd@example.nl');

    const customer = await loginAs('andere.klant@example.nl');
    for (const url of [
      '/api/admin/subscriptions/enhanced',
      '/api/admin/team-members',
      '/api/admin/notes/follow-ups',
    ]) {
      expect((await t.inject({ method: 'GET', url, headers: customer })).statusCode).toBe(403);
    }
    expect((await t.inject({ method: 'GET', url: '/api/admin/subscriptions/enhanced' })).statusCode).toBe(
      401,
    );
  });

  it('keeps notes with follow-ups for a colleague, edits and resolves them once, and shares public ones', async () => {
    const notesUrl = `/api/admin/subscriptions/${consumer.subscription.id}/notes`;
    const team = (await call('GET', '/api/admin/team-members')).json().data.teamMembers;
    expect(team.map((member: { name: string }) => member.name)).toEqual(['Femke Visser', 'Jan de Boer']);

    // Bad notes are refused with the SPEC text and nothing is stored.
    const refused = [
      { title: '   ', content: 'Belde over de factuur' },
      { title: 'x'.repeat(201), content: 'Te lange titel' },
      { title: 'Terugbellen', content: 'Gisteren', followUpDate: '2026-11-30' },
      { title: 'Terugbellen', content: 'Aan een klant', assignedTo: customerOnlyId },
    ];
    const messages = [];
    for (const body of refused) {
      const response = await call('POST', notesUrl, body);
      expect(response.statusCode).toBe(422);
      messages.push(response.json().details?.[0]?.message ?? response.json().error);
    }
    expect(messages[0]).toBe('Titel en inhoud zijn verplicht');
    expect(messages[1]).toBe('Titel mag maximaal 200 tekens zijn');
    expect(messages[2]).toBe('De opvolgdatum mag niet in het verleden liggen');
    expect(messages[3]).toBe('Dit teamlid bestaat niet');
    expect((await call('GET', notesUrl)).json().data.pagination.totalItems).toBe(0);

    const created = await call('POST', notesUrl, {
      title: '  Klant belt terug  ',
      content: 'Betaalt na salaris op de 25e.',
      noteType: 'payment_issue',
      priority: 'urgent',
      followUpDate: '2026-12-01',
      assignedTo: colleagueId,
      visibility: 'public',
    });
    expect(created.statusCode).toBe(201);
    const note = created.json().data.note;
    expect(note).toMatchObject({
      title: 'Klant belt terug',
      noteType: 'payment_issue',
      priority: 'urgent',
      status: 'active',
      assignedTo: { id: colleagueId, name: 'Jan de Boer' },
      createdBy: { name: 'Femke Visser' },
      resolvedAt: null,
    });
    const internal = (await call('POST', notesUrl, { title: 'Intern', content: 'Niet voor de klant' })).json()
      .data.note;
    expect(internal).toMatchObject({ noteType: 'general', priority: 'medium', visibility: 'team_only' });

    const row = (await list(`search=sanne.consument`)).subscriptions[0];
    expect(row).toMatchObject({ activeNotesCount: 2, urgentNotesCount: 1 });
    expect(row.notes[0]).toMatchObject({ title: 'Klant belt terug', priority: 'urgent' });
    expect(await titles('tab=notes')).toEqual(['sanne.consument@example.nl']);
    expect(await titles('tab=notes&noteType=customer_contact')).toEqual([]);
    expect(await titles('tab=notes&noteType=payment_issue')).toEqual(['sanne.consument@example.nl']);

    // The follow-up shows up for the colleague it was assigned to, not for the author.
    const theirs = (await call('GET', '/api/admin/notes/follow-ups', undefined, 'collega@example.nl')).json()
      .data;
    expect(theirs.followUps).toMatchObject([
      { id: note.id, customerName: 'Noor sanne.consument', followUpDate: '2026-12-01' },
    ]);
    expect((await call('GET', '/api/admin/notes/follow-ups')).json().data.followUps).toEqual([]);
    const stats = await statsOf('collega@example.nl');
    expect(stats.teamActivity).toMatchObject({
      activeNotes: 2,
      urgentNotes: 1,
      followUpsDue: 1,
      myOpenFollowUps: 1,
      notesCreated: 2,
      notesResolved: 0,
      completionRate: 0,
    });
    expect(stats.priorityActions[0]).toMatchObject({ id: 'urgent_notes', count: 1, tab: 'notes' });

    const edited = await call('PUT', `/api/admin/notes/${note.id}`, {
      title: 'Klant belt terug',
      content: 'Betaalt op de 25e.',
      noteType: 'customer_contact',
      priority: 'high',
      visibility: 'public',
    });
    expect(edited.json().data.note).toMatchObject({ priority: 'high', assignedTo: null, followUpDate: null });
    const resolved = await call('PUT', `/api/admin/notes/${note.id}/resolve`, { resolutionNotes: 'Betaald' });
    expect(resolved.json().data.note).toMatchObject({
      status: 'resolved',
      resolutionNotes: 'Betaald',
      resolvedBy: { name: 'Femke Visser' },
    });
    const again = await call('PUT', `/api/admin/notes/${note.id}/resolve`, {});
    expect([again.statusCode, again.json().error]).toEqual([409, 'Deze notitie is al afgerond']);
    const page = (await call('GET', `${notesUrl}?limit=1`)).json().data;
    expect(page.pagination).toEqual({ page: 1, limit: 1, totalItems: 2, totalPages: 2 });
    expect(page.notes[0].id).toBe(internal.id);
    expect((await statsOf()).teamActivity.completionRate).toBe(50);

    // The customer sees the public note on their own subscription, without who wrote it; nobody else does.
    const own = await t.inject({
      method: 'GET',
      url: `/api/user-subscriptions/${consumer.subscription.id}/notes`,
      headers: await loginAs('sanne.consument@example.nl'),
    });
    expect(own.json().data.notes).toMatchObject([{ id: note.id, createdBy: null, assignedTo: null }]);
    const other = await t.inject({
      method: 'GET',
      url: `/api/user-subscriptions/${consumer.subscription.id}/notes`,
      headers: await loginAs('andere.klant@example.nl'),
    });
    expect(other.statusCode).toBe(404);
  });

  it('sends the 14-dagenbrief, suspends after its term, activates and exports in bulk, per subscription', async () => {
    const ids = [consumer.subscription.id, business.subscription.id];
    const bulk = async (operation: string, subscriptionIds = ids) =>
      (await call('POST', '/api/admin/subscriptions/bulk-action', { operation, subscriptionIds })).json()
        .data;

    const notices = await bulk('send_notice');
    expect(notices).toMatchObject({ operation: 'send_notice', processed: 2, succeeded: 1 });
    expect(notices.skipped).toEqual([
      {
        id: business.subscription.id,
        reason: expect.stringContaining('alleen voor consumenten'),
        code: 'CONFLICT',
        refusal: 'notice_business_customer',
      },
    ]);
    const row = async () => (await list('search=sanne.consument')).subscriptions[0];
    expect(await row()).toMatchObject({
      collectionStatus: 'notice_sent',
      noticeLetterId: expect.any(String),
    });
    const [again] = (await bulk('send_notice', [consumer.subscription.id])).skipped;
    expect(again.reason).toContain('al 14-dagenbrief');
    expect(again).toMatchObject({
      refusal: 'notice_already_sent',
      params: { letter: expect.any(String) },
    });

    // Before the notice's term has passed nothing is suspended; the healthy subscription never is.
    const early = await bulk('suspend', [consumer.subscription.id, healthy.subscription.id]);
    expect(early.succeeded).toBe(0);
    expect(early.skipped).toEqual([
      {
        id: consumer.subscription.id,
        reason: 'De betaaltermijn van de 14-dagenbrief is nog niet verstreken',
        code: 'CONFLICT',
        refusal: 'notice_term_running',
      },
      {
        id: healthy.subscription.id,
        reason: 'Geen openstaande incassozaak: opschorten kan pas na de laatste aanmaning',
        code: 'CONFLICT',
        refusal: 'no_open_case',
      },
    ]);
    at('2026-12-20');
    expect((await bulk('suspend', [consumer.subscription.id])).succeeded).toBe(1);
    expect(await row()).toMatchObject({ status: 'suspended' });
    expect(await titles('status=suspended')).toEqual(['sanne.consument@example.nl']);

    const activated = await bulk('activate', [consumer.subscription.id, healthy.subscription.id]);
    expect(activated).toMatchObject({
      succeeded: 1,
      skipped: [
        {
          id: healthy.subscription.id,
          reason: 'Abonnement is al actief',
          code: 'SUBSCRIPTION_STATE_CONFLICT',
          refusal: 'subscription_already_active',
        },
      ],
    });
    expect(await row()).toMatchObject({ status: 'active' });

    const exported = await bulk('export_collection');
    expect(exported.export.fileName).toBe('incasso-export-2026-12-20.csv');
    const lines = exported.export.csv.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('bedrijf@example.nl');
    expect(lines[0]).toContain('Incassostatus');
    // Labels, not the enum values (issue 20).
    for (const line of lines.slice(1)) {
      expect(line).not.toMatch(
        /(^|;)("?)([a-z]+_[a-z_]+|low|medium|high|critical|active|suspended|monthly)\2(;|$)/,
      );
    }

    const invalid = await call('POST', '/api/admin/subscriptions/bulk-action', {
      operation: 'send_notice',
      subscriptionIds: [],
    });
    expect([invalid.statusCode, invalid.json().details[0].message]).toEqual([
      422,
      'Selecteer eerst abonnementen',
    ]);
  });
});
