import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { type FakeDirectAdmin, startFakeDirectAdmin } from '../../apps/api/test/fake-directadmin.ts';
import { adminHeaders, adminSections, demo, expect, login, test } from './fixtures.ts';

// Issue 20 "tables that fit": at 1366 px every admin table shows its key columns without sideways
// scrolling; at 390 px the customer's lists do not scroll sideways (they are cards where a table would not
// fit). Each table is measured with its data loaded: the scroll container of the shared Table component
// (data-table-scroll) is no wider than its content box, and the key headers end inside the viewport. Every
// admin screen is also walked as a whole: neither the page nor any table on it scrolls sideways.

async function expectTableFits(page: Page, name: string, table: Locator, keyHeaders: string[]) {
  await expect(table.locator('tbody tr').first(), `${name}: rows loaded`).toBeVisible();
  const scroll = table.locator('xpath=ancestor::*[@data-table-scroll][1]');
  const width = await scroll.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(width.scrollWidth, `${name}: table width within its container`).toBeLessThanOrEqual(
    width.clientWidth,
  );
  const viewport = page.viewportSize()?.width ?? 0;
  for (const header of keyHeaders) {
    const box = await table.locator('thead th').filter({ hasText: header }).first().boundingBox();
    expect(box, `${name}: header ${header}`).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0), `${name}: header ${header} in view`).toBeLessThanOrEqual(
      viewport,
    );
  }
  const lastCell = await table.locator('tbody tr').first().locator('td').last().boundingBox();
  expect((lastCell?.x ?? 0) + (lastCell?.width ?? 0), `${name}: last column in view`).toBeLessThanOrEqual(
    viewport,
  );
}

/** Neither the page nor any visible table scroll container is wider than it shows. */
async function expectNoSidewaysScroll(page: Page, name: string) {
  const overflowing = await page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push(`page ${root.scrollWidth} > ${root.clientWidth}`);
    for (const element of document.querySelectorAll('[data-table-scroll]')) {
      if (element.getClientRects().length === 0) continue;
      if (element.scrollWidth > element.clientWidth)
        found.push(`table ${element.scrollWidth} > ${element.clientWidth}`);
    }
    return found;
  });
  expect(overflowing, name).toEqual([]);
}

/** Each figure's definition opens inside the window when its info button is hovered, readable in full. */
async function expectTipsInView(page: Page, name: string) {
  const buttons = page.locator('button[aria-describedby]').filter({
    has: page.locator('svg'),
  });
  const viewport = page.viewportSize()?.width ?? 0;
  let tips = 0;
  for (const button of await buttons.all()) {
    const tip = page.locator(`[id="${await button.getAttribute('aria-describedby')}"][role="tooltip"]`);
    if ((await tip.count()) === 0) continue;
    await button.hover();
    await expect(tip, `${name}: tip shown`).toBeVisible();
    const box = await tip.boundingBox();
    expect(box?.x ?? -1, `${name}: tip starts in view`).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0), `${name}: tip ends in view`).toBeLessThanOrEqual(viewport);
    tips += 1;
  }
  expect(tips, `${name}: figures with a definition`).toBeGreaterThan(0);
}

/** The table in scope that has this column header (a folded header starts with its first label). */
function tableWith(scope: Page | Locator, header: string): Locator {
  const page = 'page' in scope ? scope.page() : scope;
  // `has` is matched inside each table, so it is built from the page, not from the scope.
  return scope.getByRole('table').filter({ has: page.locator('thead th').filter({ hasText: header }) });
}

const at1366 = { width: 1366, height: 900 } as const;
const sepaFixtures = path.resolve(import.meta.dirname, '../../packages/sepa/src/test-fixtures');

async function userIdOf(request: APIRequestContext, headers: Record<string, string>, email: string) {
  const found = await request.get(`/api/admin/users?search=${encodeURIComponent(email)}`, { headers });
  const id = (await found.json()).data.users[0]?.id as string | undefined;
  expect(id, email).toBeTruthy();
  return id ?? '';
}

// The hosting test's DirectAdmin: it knows two of the demo's three DirectAdmin packages.
const fakeLoginKey = 'layout-fit-login-key-0123456789';
let fake: FakeDirectAdmin;
let serverId: string | undefined;
let serverName = '';
const hostingServer = (name: string) => ({
  name,
  panel: 'directadmin',
  url: fake.url,
  username: 'reseller',
  capacity: 60,
});

test.beforeAll(async () => {
  fake = await startFakeDirectAdmin({
    username: 'reseller',
    loginKey: fakeLoginKey,
    packages: {
      hp_start: { quota: 1000, bandwidth: 10_000 },
      hp_plus: { quota: 5000, bandwidth: 'unlimited' },
    },
  });
});
test.afterAll(async ({ request }) => {
  // Out of service again, so no later spec sees a panel that is gone.
  if (serverId) {
    const headers = await adminHeaders(request);
    await request.put(`/api/admin/provisioning/servers/${serverId}`, {
      headers,
      data: { ...hostingServer(serverName), isActive: false },
    });
  }
  await fake.close();
});

test.describe('Tables that fit (issue 20)', () => {
  test('every admin table shows its key columns at 1366 px without sideways scrolling', async ({
    page,
    request,
  }) => {
    // One change an administrator made, so the audit log has a row to measure.
    const email = `layout-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.nl`;
    const registered = await request.post('/auth/register', {
      data: { firstname: 'Lotte', lastname: 'Breed', email, password: 'Layout!2026test' },
    });
    expect(registered.status()).toBe(201);
    const headers = await adminHeaders(request);
    const found = await request.get(`/api/admin/users?search=${encodeURIComponent(email)}`, { headers });
    const customerId = ((await found.json()).data.users[0]?.id as string) ?? '';
    const toggled = await request.patch(`/api/admin/users/${customerId}/toggle-status`, {
      headers,
      data: { isActive: false },
    });
    expect(toggled.status()).toBe(200);

    await page.setViewportSize({ width: 1366, height: 768 });
    await login(page, demo.admin.email, demo.admin.password);
    await expect(page).toHaveURL(/\/dashboard/);
    const sections: [section: string, keyHeaders: string[]][] = [
      ['users', ['Name', 'Role', 'Status', 'Actions']],
      ['subscriptions', ['Customer', 'Subscription', 'Status', 'Price', 'Actions']],
      ['invoices', ['Number', 'Customer', 'Total', 'Status', 'Actions']],
      ['packages', ['Name', 'Prices', 'Status']],
      ['payments', ['Customer', 'Mandate', 'Payment status', 'Risk', 'Actions']],
      ['collections', ['Customer', 'Invoice', 'Outstanding', 'Days overdue', 'Stage', 'Letters']],
      ['reports', ['Box', 'Rate', 'VAT']],
      ['audit', []],
    ];
    for (const [section, keyHeaders] of sections) {
      await page.goto(`/dashboard/admin?section=${section}`);
      await expectTableFits(page, section, page.getByRole('table').first(), keyHeaders);
    }

    // The second tables of a section: the month figures beside the direct debits, the actions under the
    // collection cases, the claims waiting for a manual payment.
    await page.goto('/dashboard/admin?section=payments');
    await expectTableFits(page, 'payments, SEPA analytics', tableWith(page, 'Collected'), [
      'Month',
      'Collected',
      'Returned',
      'Chargebacks',
    ]);
    await page.goto('/dashboard/admin?section=collections');
    await expectTableFits(page, 'collections, recent actions', tableWith(page, 'Performed by'), [
      'Action',
      'Customer',
      'Result',
    ]);
    await page.goto('/dashboard/admin?section=payments&view=manual');
    await expectTableFits(page, 'payments, manual', tableWith(page, 'Reference'), [
      'Reference',
      'Customer',
      'Open',
      'Actions',
    ]);

    // An invoice's lines in its detail dialog.
    await page.goto('/dashboard/admin?section=invoices');
    await page
      .getByRole('button', { name: /^View invoice / })
      .first()
      .click();
    const invoice = page.getByRole('dialog');
    await expectTableFits(page, 'invoice detail, lines', tableWith(invoice, 'Description'), [
      'Description',
      'Incl. VAT',
    ]);
    await page.keyboard.press('Escape');
  });

  test('no admin screen scrolls sideways at 1366 px; the other staff screens’ tables fit', async ({
    page,
  }) => {
    await page.setViewportSize(at1366);
    await login(page, demo.admin.email, demo.admin.password);
    await expect(page).toHaveURL(/\/dashboard/);

    // Every section as a whole, those without a table too (a stat card's tip must not widen the page).
    for (const section of adminSections) {
      await page.goto(`/dashboard/admin?section=${section}`);
      await expect(page.getByRole('tab', { name: new RegExp(`^${section}`, 'i') })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await page.waitForLoadState('networkidle');
      await expectNoSidewaysScroll(page, `section ${section}`);
    }

    // The definitions behind the figures' info buttons: the stat cards at the right edge open theirs leftwards.
    for (const section of ['overview', 'collections']) {
      await page.goto(`/dashboard/admin?section=${section}`);
      await expect(
        page
          .getByRole('table')
          .or(page.getByRole('region', { name: 'Key figures' }))
          .first(),
      ).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectTipsInView(page, `${section}, definitions`);
    }

    await page.goto('/dashboard/enhanced-subscriptions');
    await expectTableFits(page, 'Incasso Beheer', page.getByRole('table').first(), [
      'Klant',
      'Status',
      'Bedrag',
      'Acties',
    ]);
    await expectNoSidewaysScroll(page, 'Incasso Beheer');
    await page.getByRole('tab', { name: /^Details/ }).click();
    await expectTableFits(page, 'Incasso Beheer, details', page.getByRole('table').first(), [
      'Klant',
      'Bedrag',
      'Acties',
    ]);
    await page.getByRole('tab', { name: /^Notities/ }).click();
    await expectTableFits(page, 'Incasso Beheer, notities', page.getByRole('table').first(), [
      'Klant',
      'Notities',
      'Acties',
    ]);
    await page.getByRole('tab', { name: /Incasso & Betalingsproblemen/ }).click();
    await expectTableFits(page, 'Incasso Beheer, incasso', page.getByRole('table').first(), [
      'Klant',
      'Bedrag',
      'Incasso Status',
      'Acties',
    ]);
    await expectNoSidewaysScroll(page, 'Incasso Beheer, incasso');

    await page.goto('/dashboard/subscription');
    for (const [header, keyHeaders] of [
      ['Reason', ['Code', 'Reason', 'Returns', 'Amount']],
      ['Sequence', ['Sequence', 'Collected', 'Returned', 'Success rate']],
      ['Batches', ['Status', 'Batches', 'Transactions', 'Amount']],
      ['Mandates', ['Status', 'Mandates']],
    ] as const) {
      await expectTableFits(page, `Subscription Analytics, ${header}`, tableWith(page, header), [
        ...keyHeaders,
      ]);
    }
    await expectNoSidewaysScroll(page, 'Subscription Analytics');

    await page.goto('/dashboard/admin/tickets');
    await expectTableFits(page, 'support queue', page.getByRole('table').first(), [
      'Onderwerp',
      'Klant',
      'Status',
    ]);
    await expectNoSidewaysScroll(page, 'support queue');
  });

  test('a user’s detail page shows every table at 1366 px without sideways scrolling', async ({
    page,
    request,
  }) => {
    const headers = await adminHeaders(request);
    // The demo customer, signed in once more so the page has a live session to list.
    const signedIn = await request.post('/auth/login', {
      data: { email: demo.customer.email, password: demo.customer.password },
    });
    expect(signedIn.status()).toBe(200);
    const customer = await userIdOf(request, headers, demo.customer.email);
    // A customer with a 14-dagenbrief and one with a note (the demo dunning and Incasso Beheer data).
    const cases = await request.get('/api/admin/collections/cases?limit=100', { headers });
    const withLetter = (
      (await cases.json()).data.cases as { customerId: string; noticeLetter: unknown }[]
    ).find((row) => row.noticeLetter !== null)?.customerId;
    expect(withLetter, 'the demo data has a customer with letters').toBeTruthy();
    const noted = await request.get(
      '/api/admin/subscriptions/enhanced?tab=notes&page=1&limit=25&dateRange=30&sortBy=customerName&sortOrder=asc',
      { headers },
    );
    const withNote = ((await noted.json()).data.subscriptions as { userId: string; notes: unknown[] }[]).find(
      (row) => row.notes.length > 0,
    )?.userId;
    expect(withNote, 'the demo data has a customer with a note').toBeTruthy();

    await page.setViewportSize(at1366);
    await login(page, demo.admin.email, demo.admin.password);
    await expect(page).toHaveURL(/\/dashboard/);

    await page.goto(`/dashboard/admin?section=users&user=${customer}`);
    // Each table by a column only it has.
    const parts: [column: string, keyHeaders: string[]][] = [
      ['Next billing', ['Subscription', 'Status', 'Price', 'Next billing']],
      ['Due', ['Number', 'Date', 'Due', 'Total', 'Status']],
      ['Mandate', ['Mandate', 'Status', 'Actions']],
      ['Subject', ['Number', 'Subject', 'Status', 'Last message']],
      ['Device', ['Device', 'IP address', 'Last active', 'Actions']],
    ];
    for (const [column, keyHeaders] of parts)
      await expectTableFits(page, `user detail, ${column}`, tableWith(page, column), keyHeaders);
    await expect(page.getByRole('heading', { name: 'Activity' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'user detail with activity');

    await page.goto(`/dashboard/admin?section=users&user=${withLetter}`);
    await expectTableFits(page, 'user detail, letters', tableWith(page, 'Pay by'), [
      'Letter',
      'Amount',
      'Pay by',
      'Actions',
    ]);
    await expectNoSidewaysScroll(page, 'user detail with letters');

    await page.goto(`/dashboard/admin?section=users&user=${withNote}`);
    await expectTableFits(page, 'user detail, notes', tableWith(page, 'Priority'), [
      'Note',
      'Subscription',
      'Priority',
      'Status',
      'Date',
    ]);
    await expectNoSidewaysScroll(page, 'user detail with notes');
  });

  test('the SEPA batches and bank files fit at 1366 px', async ({ page, request }) => {
    await page.setViewportSize(at1366);
    await login(page, demo.admin.email, demo.admin.password);
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto('/dashboard/admin?section=payments&view=batches');
    await expectTableFits(page, 'SEPA batches', tableWith(page, 'Message ID'), [
      'Message ID',
      'Collection date',
      'Total',
      'Status',
    ]);

    // A statement of our own account whose returns are not ours: imported, every line unmatched.
    const settings = await request.get('/api/admin/company-settings', {
      headers: await adminHeaders(request),
    });
    const iban = (await settings.json()).data.settings.iban as string;
    const statement = (
      await readFile(path.join(sepaFixtures, 'rabobank-camt053-return-batch-ms02-am04.xml'), 'utf8')
    ).replaceAll('NL57RABO0111222333', iban);
    await page.getByLabel('Bank file (XML)').setInputFiles({
      name: 'rabobank-camt053-2026-12-08-return-batch-ms02-am04.xml',
      mimeType: 'application/xml',
      buffer: Buffer.from(statement, 'utf8'),
    });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expectTableFits(page, 'bank file report', tableWith(page, 'End-to-end ID'), [
      'Line',
      'Outcome',
      'Amount',
      'Invoice',
      'Reason code',
    ]);
    await expectTableFits(page, 'earlier bank files', tableWith(page, 'Imported'), [
      'File',
      'Imported',
      'Matched',
      'Unmatched',
    ]);
    // The file's name stays readable: not squeezed into a column a few letters wide.
    const fileName = page.getByTestId('bank-file-import-row').first().locator('td').first();
    expect((await fileName.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(190);
    await expectNoSidewaysScroll(page, 'batches and bank files');
  });

  test('the hosting servers and accounts fit at 1366 px, failing accounts too', async ({ page, request }) => {
    test.setTimeout(240_000);
    const headers = await adminHeaders(request);
    // DirectAdmin without the demo's 'hp_pro' package: those accounts fail with DirectAdmin's reason and a
    // Retry, the others are built. Inactive afterwards, so no other spec's accounts land on it.
    const name = `layout-da-${Date.now().toString(36)}`;
    const added = await request.post('/api/admin/provisioning/servers', {
      headers,
      data: { ...hostingServer(name), loginKey: fakeLoginKey, isActive: true },
    });
    expect(added.status()).toBe(201);
    serverId = (await added.json()).data.server.id as string;
    serverName = name;
    const checked = await request.post(`/api/admin/provisioning/servers/${serverId}/check`, { headers });
    expect((await checked.json()).data.server.lastCheck.ok).toBe(true);

    // The check starts the first provisioning run at once: wait until it has tried every account it opened
    // on this server (capacity 60: up to 60), built or refused.
    type Account = { serverName: string; state: string; lastError: string | null };
    await expect
      .poll(
        async () => {
          const listed = await request.get('/api/admin/provisioning/accounts?filter=all&page=1&limit=100', {
            headers,
          });
          const ours = ((await listed.json()).data.accounts as Account[]).filter(
            (account) => account.serverName === name,
          );
          return {
            opened: ours.length > 0,
            waiting: ours.filter((account) => account.state === 'pending' && !account.lastError).length,
            refused: ours.some((account) => account.lastError !== null),
            built: ours.some((account) => account.state === 'active'),
          };
        },
        { timeout: 120_000 },
      )
      .toEqual({ opened: true, waiting: 0, refused: true, built: true });

    await page.setViewportSize(at1366);
    await login(page, demo.admin.email, demo.admin.password);
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto('/dashboard/admin?section=hosting');
    const rows = page.getByTestId('provisioning-account-row');
    const retries = rows.getByRole('button', { name: /^Retry / });
    await page.getByRole('button', { name: 'Failing' }).click();
    await expect(retries.first()).toBeVisible();
    // Each failing account with DirectAdmin's reason and its Retry in view.
    await expectTableFits(page, 'failing hosting accounts', tableWith(page, 'Last error'), [
      'Customer',
      'Subscription',
      'Account',
      'State',
      'Last error',
    ]);
    await expect(rows.first()).toContainText('Package hp_pro does not exist');
    await expect(retries).toHaveCount(await rows.count());
    for (const retry of await retries.all()) {
      const box = await retry.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0), 'a Retry in view').toBeLessThanOrEqual(1366);
    }
    await expectTableFits(page, 'hosting servers', tableWith(page, 'Last check'), [
      'Name',
      'Panel',
      'Capacity',
      'Active',
      'Last check',
      'Packages',
      'Actions',
    ]);
    await expectNoSidewaysScroll(page, 'hosting, failing accounts');

    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect(rows.filter({ hasText: 'Active' }).first()).toBeVisible();
    await expectTableFits(page, 'hosting accounts', tableWith(page, 'Last error'), [
      'Customer',
      'Subscription',
      'Account',
      'State',
      'Last error',
    ]);
    await expectNoSidewaysScroll(page, 'hosting');
  });

  test('the customer lists do not scroll sideways at 390 px; invoices and tickets are cards', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await login(page, demo.customer.email, demo.customer.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectNoSidewaysScroll(page, 'dashboard');

    await page.goto('/dashboard/invoices');
    const card = page.getByTestId('invoice-card').first();
    await expect(card).toBeVisible();
    const toggle = card.getByRole('button', { name: /^Details van .* tonen$/ });
    for (const part of [toggle, card.getByText(/€\s?\d/).first()]) {
      const box = await part.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    }
    await expectNoSidewaysScroll(page, 'invoices');
    await toggle.click();
    await expect(card.getByRole('button', { name: 'Download PDF' })).toBeVisible();
    const ubl = card.getByRole('button', { name: 'Download UBL' });
    await expect(ubl).toBeVisible();
    const ublBox = await ubl.boundingBox();
    expect((ublBox?.x ?? 0) + (ublBox?.width ?? 0)).toBeLessThanOrEqual(390);
    await expectNoSidewaysScroll(page, 'invoice details');
    // The invoice's lines inside the card: each line's total in view, no columns off to the side.
    const lineTotal = await card
      .getByRole('table')
      .locator('tbody tr')
      .first()
      .locator('td')
      .last()
      .boundingBox();
    expect((lineTotal?.x ?? 0) + (lineTotal?.width ?? 0), 'a line’s total in view').toBeLessThanOrEqual(390);

    await page.goto('/dashboard/subscriptions');
    await expect(
      page.getByRole('list', { name: 'Je abonnementen' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expectNoSidewaysScroll(page, 'subscriptions');

    await page.goto('/dashboard/servers');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page, 'servers');

    await page.goto('/dashboard/support');
    const ticket = page.getByTestId('ticket-card').first();
    await expect(ticket).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    for (const part of [ticket.getByRole('link'), ticket.getByText(/^Laatste activiteit /)]) {
      const box = await part.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    }
    await expectNoSidewaysScroll(page, 'support tickets');
  });
});
