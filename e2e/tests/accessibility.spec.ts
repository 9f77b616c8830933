import type { Page } from '@playwright/test';
import { adminSections, demo, expect, login, seriousAxeViolations, test } from './fixtures.ts';

// Issue 9: every page of the customer portal and the back office, in light and in dark, without serious or
// critical axe violations; the dialogs, menus and tables work by keyboard and focus is visible.

const themes = ['light', 'dark'] as const;

const publicPages = ['/', '/login', '/register', '/forgot-password'];
const customerPages = [
  '/dashboard',
  '/dashboard/invoices',
  '/dashboard/subscriptions',
  '/dashboard/servers',
  '/dashboard/games',
  '/dashboard/status',
  '/dashboard/support',
  '/dashboard/help',
  '/dashboard/contact',
  '/dashboard/bestellen',
  '/dashboard/payment-arrangement',
];
const settingsTabs = [
  'overview',
  'profile',
  'payment',
  'security',
  'notifications',
  'preferences',
  'privacy',
];
const adminPages = [
  '/dashboard/enhanced-subscriptions',
  '/dashboard/subscription',
  '/dashboard/admin/tickets',
  '/dashboard/admin/status',
];

/** The stored theme (lib/theme/stored-theme.ts) is set before the app's own scripts run, on every load. */
async function useTheme(page: Page, theme: (typeof themes)[number]) {
  await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
}

/** Waits until the page has its heading, its data and no spinner, then lists what axe finds. */
async function violationsOn(page: Page, path: string, theme: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Even geduld', { exact: false })).toHaveCount(0);
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
  return (await seriousAxeViolations(page)).map((violation) => `${path} [${theme}] ${violation}`);
}

async function sweep(page: Page, paths: string[], theme: string) {
  const found: string[] = [];
  for (const path of paths) found.push(...(await violationsOn(page, path, theme)));
  expect(found).toEqual([]);
}

for (const theme of themes) {
  test.describe(`axe, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => useTheme(page, theme));

    test('public pages', async ({ page }) => {
      await sweep(page, publicPages, theme);
    });

    test('customer pages and settings tabs', async ({ page }) => {
      await login(page, demo.customer.email, demo.customer.password);
      await expect(page).toHaveURL(/\/dashboard$/);
      const tabs = settingsTabs.map((tab) => `/dashboard/instellingen?tab=${tab}`);
      await sweep(page, [...customerPages, ...tabs], theme);
    });

    test('ordering: package, cart and checkout', async ({ page, request }) => {
      const email = `a11y.${theme}.${Date.now()}@example.nl`;
      const password = 'Toegankelijk!2026';
      const registered = await request.post('/auth/register', {
        data: { firstname: 'Anna', lastname: 'Toegankelijk', email, password },
      });
      expect(registered.status()).toBe(201);
      await login(page, email, password);
      await expect(page).toHaveURL(/\/dashboard$/);
      const found = await violationsOn(page, '/dashboard/bestellen?package=webhosting-plus', theme);
      const card = page.getByRole('article').filter({ hasText: 'Jouw keuze' });
      await card.getByRole('button', { name: 'In winkelwagen' }).click();
      await expect(page.getByRole('region', { name: 'Je winkelwagen' })).toContainText('Totaal incl. btw');
      found.push(...(await violationsOn(page, '/dashboard/bestellen/afrekenen', theme)));
      expect(found).toEqual([]);
    });

    test('admin sections and admin pages', async ({ page }) => {
      test.setTimeout(360_000);
      await login(page, demo.admin.email, demo.admin.password);
      await expect(page).toHaveURL(/\/dashboard$/);
      const sections = adminSections.map((section) => `/dashboard/admin?section=${section}`);
      await sweep(page, [...sections, ...adminPages], theme);
    });
  });
}

/** Where keyboard focus is: inside `container` or not. */
async function focusIsIn(page: Page, container: string): Promise<boolean> {
  return page.evaluate((selector) => !!document.activeElement?.closest(selector), container);
}

/** The focused element's outline and box-shadow, as the browser paints them. */
async function focusIndicator(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    return {
      tag: element.tagName.toLowerCase(),
      focusVisible: element.matches(':focus-visible'),
      outline: style.outlineStyle === 'none' ? 0 : Number.parseFloat(style.outlineWidth),
      boxShadow: style.boxShadow,
    };
  });
}

test.describe('keyboard', () => {
  test('a dialog opens with Enter, keeps focus inside, closes with Escape and gives focus back', async ({
    page,
  }) => {
    await login(page, demo.customer.email, demo.customer.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/dashboard/subscriptions');
    const cancel = page.getByRole('button', { name: / opzeggen$/ }).first();
    await cancel.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Abonnement opzeggen' });
    await expect(dialog).toBeVisible();
    expect(await focusIsIn(page, '[role="dialog"]')).toBe(true);
    for (let step = 0; step < 8; step++) {
      await page.keyboard.press('Tab');
      expect(await focusIsIn(page, '[role="dialog"]'), `Tab ${step + 1} left the dialog`).toBe(true);
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(cancel).toBeFocused();

    // Below 1024 px the navigation is a drawer: a dialog as well.
    await page.setViewportSize({ width: 600, height: 800 });
    const openMenu = page.getByRole('button', { name: 'Menu openen' });
    await openMenu.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    expect(await focusIsIn(page, '[role="dialog"]')).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(openMenu).toBeFocused();
  });

  test('the user menu opens, moves with the arrow keys, closes with Escape and follows an item', async ({
    page,
  }) => {
    await login(page, demo.customer.email, demo.customer.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const trigger = page.getByRole('button', { name: /^Gebruikersmenu van / });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Profiel' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Instellingen' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitem', { name: 'Uitloggen' })).toBeFocused();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Profiel' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Instellingen' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Facturatie' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/invoices$/);
    await expect(menu).toBeHidden();
  });

  test("a table's row actions are reached with Tab in row order and work with Enter", async ({ page }) => {
    await login(page, demo.customer.email, demo.customer.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/dashboard/subscriptions');
    const table = page.getByRole('table');
    // The buttons, and the link to pay an invoice that a suspended row gives with its reason (issue 28).
    const actions = table.locator('button, a[href]');
    await expect(actions.first()).toBeVisible();
    const count = await actions.count();
    expect(count).toBeGreaterThan(1);
    await actions.first().focus();
    for (let index = 1; index < count; index++) {
      await page.keyboard.press('Tab');
      await expect(actions.nth(index)).toBeFocused();
    }

    await page.goto('/dashboard/invoices');
    const details = page.getByRole('button', { name: /^Details van .* tonen$/ }).first();
    const invoiceNumber = ((await details.getAttribute('aria-label')) ?? '').replace(
      /^Details van | tonen$/g,
      '',
    );
    await details.focus();
    await page.keyboard.press('Enter');
    const hide = page.getByRole('button', { name: `Details van ${invoiceNumber} verbergen` });
    await expect(hide).toBeFocused();
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    const panel = page.locator(`[id="${await hide.getAttribute('aria-controls')}"]`);
    await expect(panel.getByRole('heading', { name: `Details van ${invoiceNumber}` })).toBeVisible();
    // The panel's first action: Betaal nu for an open invoice (issue 29), else Download PDF.
    await expect(panel.getByRole('button').first()).toBeFocused();
    await expect(panel.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  });

  test('a focused button and link show a visible focus indicator', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const seen = new Map<string, Awaited<ReturnType<typeof focusIndicator>>>();
    for (let step = 0; step < 20 && !(seen.has('a') && seen.has('button')); step++) {
      await page.keyboard.press('Tab');
      const indicator = await focusIndicator(page);
      if (!seen.has(indicator.tag)) seen.set(indicator.tag, indicator);
    }
    for (const tag of ['a', 'button']) {
      const indicator = seen.get(tag);
      expect(indicator, `no ${tag} reached with Tab`).toBeDefined();
      expect(indicator?.focusVisible, tag).toBe(true);
      const visible = (indicator?.outline ?? 0) >= 2 || (indicator?.boxShadow ?? 'none') !== 'none';
      expect(visible, `${tag}: ${JSON.stringify(indicator)}`).toBe(true);
    }
  });
});
