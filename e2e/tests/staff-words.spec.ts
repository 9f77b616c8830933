import { demo, expect, login, test } from './fixtures.ts';

// Issue 28: the staff screens say things in one language, and small screens show everything.

test('the billing-run dialog of the English Administration Dashboard is English throughout', async ({
  page,
}) => {
  await login(page, demo.admin.email, demo.admin.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/admin?section=invoices');
  await page.getByRole('button', { name: 'Run billing now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Run billing now?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expect(dialog).not.toContainText('Annuleren');
  await expect(dialog).not.toContainText('Sluiten');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
});

test('on a phone (390 px) every settings tab is in sight, wrapped rather than scrolled away', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, demo.customer.email, demo.customer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/instellingen');
  const tabs = page.getByRole('tablist');
  await expect(tabs.getByRole('tab').first()).toBeVisible();
  const count = await tabs.getByRole('tab').count();
  expect(count).toBeGreaterThan(4);
  for (let index = 0; index < count; index++) {
    const box = await tabs.getByRole('tab').nth(index).boundingBox();
    expect(box, `tab ${index}`).not.toBeNull();
    expect(
      (box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390,
      `tab ${index} inside 390 px`,
    ).toBe(true);
  }
  const overflow = await tabs.evaluate((list) => list.scrollWidth - list.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("the demo customer's cancelled subscription shows the day it ends", async ({ page }) => {
  await login(page, demo.customer.email, demo.customer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/subscriptions');
  const cancelled = page
    .getByRole('row')
    .filter({ hasText: /Opgezegd|Beëindigd/ })
    .first();
  await expect(cancelled).toContainText(/(Eindigt|Beëindigd) op \d{2}-\d{2}-\d{4}/);
});

test('the sidebar runs the full height of a long page', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await login(page, demo.admin.email, demo.admin.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/admin?section=users');
  await expect(page.getByRole('table')).toBeVisible();
  const heights = await page.evaluate(() => ({
    page: document.documentElement.scrollHeight,
    sidebar: document.getElementById('desktop-sidebar')?.getBoundingClientRect().height ?? 0,
  }));
  expect(heights.page).toBeGreaterThan(768);
  expect(heights.sidebar).toBeGreaterThanOrEqual(heights.page - 1);
});
