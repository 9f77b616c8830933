import type { Page } from '@playwright/test';
import { demo, expect, login, test } from './fixtures.ts';

const PASSWORD = 'Inert!2026test';
const markup = '<img src=x onerror=alert(1)>';
const dropTable = "'; DROP TABLE users; --";
const scriptTag = '<script>alert("xss")</script>';

/** Any alert, confirm or prompt means stored text ran as code: the messages are collected and must stay empty. */
function collectDialogs(page: Page, fired: string[]) {
  page.on('dialog', async (dialog) => {
    fired.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.dismiss();
  });
}

/** Rendered markup would have made these elements; text makes none. */
async function expectNoInjectedElements(page: Page) {
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('script:not([src])')).toHaveCount(0);
}

test('markup and SQL a customer types show as text to them and to an admin, and run nowhere', async ({
  page,
  browser,
  request,
}) => {
  const fired: string[] = [];
  collectDialogs(page, fired);
  const email = `inert-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.nl`;
  const registered = await request.post('/auth/register', {
    data: { firstname: markup, lastname: dropTable, email, password: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  const subject = `Factuur ${markup}`;
  const message = `${dropTable} ${scriptTag}`;

  await login(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/support');
  await page.getByRole('button', { name: 'Nieuw ticket' }).click();
  await page.getByLabel('Onderwerp').fill(subject);
  await page.getByLabel('Categorie').selectOption('billing');
  await page.getByLabel('Bericht').fill(message);
  await page.getByRole('button', { name: 'Ticket versturen' }).click();
  await expect(page).toHaveURL(/\/dashboard\/support\?ticket=/);
  await page.reload();
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expectNoInjectedElements(page);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  collectDialogs(admin, fired);
  await login(admin, demo.admin.email, demo.admin.password);
  await expect(admin).toHaveURL(/\/dashboard$/);
  await admin.goto('/dashboard/admin/tickets');
  await admin.getByLabel('Tickets zoeken').fill(email);
  await admin.getByRole('link', { name: subject }).click();
  await expect(admin.getByRole('heading', { name: subject })).toBeVisible();
  await expect(admin.getByText(message, { exact: true })).toBeVisible();
  await expectNoInjectedElements(admin);

  await admin.goto('/dashboard/admin?section=users');
  await admin.getByLabel('Search').fill(email);
  const row = admin.getByRole('row', { name: email });
  await expect(row).toContainText(`${markup} ${dropTable}`);
  await expectNoInjectedElements(admin);
  await adminContext.close();

  expect(fired).toEqual([]);
});
