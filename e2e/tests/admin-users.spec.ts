import type { APIRequestContext } from '@playwright/test';
import { adminHeaders, demo, expect, login, seriousAxeViolations, test } from './fixtures.ts';

type UserRow = {
  id: string;
  firstname: string;
  lastname: string;
  email: string;
  isActive: boolean;
  role: string;
};

async function listUsers(request: APIRequestContext, query: string) {
  const response = await request.get(`/api/admin/users?${query}`, { headers: await adminHeaders(request) });
  expect(response.status()).toBe(200);
  return (await response.json()).data as { users: UserRow[]; totalUsers: number };
}

const deactivated: string[] = [];

// Whatever happens, later specs find the demo customers active again.
test.afterAll(async ({ request }) => {
  const headers = await adminHeaders(request);
  for (const id of deactivated)
    await request.patch(`/api/admin/users/${id}/toggle-status`, { headers, data: { isActive: true } });
});

test('an admin searches and pages users, bulk-deactivates two and opens a user’s detail page', async ({
  page,
  request,
}) => {
  // The demo customers' addresses are on example.nl: more than one page of them.
  const search = 'example.nl';
  const expected = (await listUsers(request, `search=${search}&limit=1`)).totalUsers;
  expect(expected).toBeGreaterThan(40);

  await login(page, demo.admin.email, demo.admin.password);
  await expect(page.getByRole('link', { name: 'Admin Panel' })).toBeVisible();
  await page.goto('/dashboard/admin?section=users');
  await expect(page.getByRole('region', { name: 'User figures' })).toContainText('Total users');
  await page.getByLabel('Search').fill(search);
  await expect(page.getByText(`Showing 1-20 of ${expected} users`)).toBeVisible();
  const pager = page.getByRole('navigation', { name: 'Pages of users' });
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(new RegExp(`^Showing 21-\\d+ of ${expected} users$`))).toBeVisible();
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Two active customers of this page (never the demo login other specs use).
  const onPage = await listUsers(
    request,
    `search=${encodeURIComponent(search)}&page=2&limit=20&sortBy=createdAt&sortOrder=desc`,
  );
  const targets = onPage.users
    .filter((user) => user.isActive && user.role === 'user' && user.email !== demo.customer.email)
    .slice(0, 2);
  expect(targets).toHaveLength(2);
  for (const user of targets)
    await page
      .getByRole('checkbox', { name: `Select ${user.firstname} ${user.lastname}`, exact: true })
      .check();
  const bulk = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bulk).toContainText('2 users selected');
  await bulk.getByRole('button', { name: 'Deactivate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate 2 users?' });
  deactivated.push(...targets.map((user) => user.id));
  await dialog.getByRole('button', { name: 'Deactivate 2 users' }).click();
  await expect(page.getByText('2 users deactivated.')).toBeVisible();
  const after = await listUsers(request, `search=${encodeURIComponent(targets[0]?.email ?? '')}`);
  expect(after.users[0]?.isActive).toBe(false);
  await page
    .getByRole('button', { name: `More actions for ${targets[0]?.firstname} ${targets[0]?.lastname}` })
    .click();
  await expect(page.getByRole('menuitem', { name: 'Activate' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The detail page of the first: profile, subscriptions, invoices and the rest, and back.
  const first = targets[0];
  await page
    .getByRole('button', { name: `View ${first?.firstname} ${first?.lastname}`, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`user=${first?.id}`));
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  // Not exact: an address not yet verified carries its badge in the same field.
  await expect(page.getByText(first?.email ?? '').first()).toBeVisible();
  for (const part of [
    'Subscriptions',
    'Invoices',
    'SEPA mandates',
    'Letters',
    'Notes',
    'Support tickets',
    'Activity',
  ])
    await expect(page.getByRole('heading', { name: part, exact: true })).toBeVisible();
  await expect(page.getByText(/Account deactivated/).first()).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Back to users' }).click();
  await expect(page.getByRole('navigation', { name: 'Pages of users' })).toBeVisible();
});
