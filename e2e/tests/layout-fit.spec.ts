import type { Locator, Page } from '@playwright/test';
import { adminHeaders, demo, expect, login, test } from './fixtures.ts';

// Issue 20 "tables that fit": at 1366 px every admin table shows its key columns without sideways
// scrolling; at 390 px the customer's lists do not scroll sideways (they are cards where a table would not
// fit). Each table is measured with its data loaded: the scroll container of the shared Table component
// (data-table-scroll) is no wider than its content box, and the key headers end inside the viewport.

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

    await page.goto('/dashboard/enhanced-subscriptions');
    await expectTableFits(page, 'Incasso Beheer', page.getByRole('table').first(), [
      'Klant',
      'Status',
      'Bedrag',
      'Acties',
    ]);
    await page.getByRole('tab', { name: /Incasso & Betalingsproblemen/ }).click();
    await expectTableFits(page, 'Incasso Beheer, incasso', page.getByRole('table').first(), [
      'Klant',
      'Bedrag',
      'Incasso Status',
      'Acties',
    ]);
  });

  test('the customer lists do not scroll sideways at 390 px; invoices are cards', async ({ page }) => {
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

    await page.goto('/dashboard/subscriptions');
    await expect(
      page.getByRole('list', { name: 'Je abonnementen' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expectNoSidewaysScroll(page, 'subscriptions');

    await page.goto('/dashboard/servers');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page, 'servers');

    await page.goto('/dashboard/support');
    await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
    await expectNoSidewaysScroll(page, 'support tickets');
  });
});
