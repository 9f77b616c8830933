import { demo, expect, login, seriousAxeViolations, test } from './fixtures.ts';

// The Administration Dashboard header's global search (issue 7), on the seeded demo data.

async function openAdminDashboard(page: import('@playwright/test').Page) {
  await login(page, demo.admin.email, demo.admin.password);
  await page.getByRole('link', { name: 'Admin Panel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Administration Dashboard' })).toBeVisible();
  return page.getByRole('combobox', { name: 'Find users, subscriptions, invoices and payments' });
}

test('an admin finds a customer by part of the name, moves with the arrow keys and opens the user with Enter', async ({
  page,
}) => {
  const search = await openAdminDashboard(page);
  // '/' focuses the search from anywhere on the page.
  await page.locator('body').press('/');
  await expect(search).toBeFocused();
  await search.pressSequentially('jan de vri');
  const listbox = page.getByRole('listbox', { name: 'Matches' });
  const users = listbox.getByRole('group', { name: 'Users' });
  const customer = users.getByRole('option').filter({ hasText: demo.customer.email });
  await expect(customer).toHaveCount(1);
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Down to the demo customer: the highlighted option is the input's active descendant.
  const options = await listbox.getByRole('option').all();
  const target = await customer.getAttribute('id');
  let steps = 0;
  while ((await search.getAttribute('aria-activedescendant')) !== target) {
    await search.press('ArrowDown');
    steps += 1;
    expect(steps).toBeLessThanOrEqual(options.length);
  }
  await expect(customer).toHaveAttribute('aria-selected', 'true');
  // Up and down again: the same option.
  if (options.length > 1) {
    await search.press('ArrowUp');
    await expect(customer).toHaveAttribute('aria-selected', 'false');
    await search.press('ArrowDown');
  }
  await expect(customer).toHaveAttribute('aria-selected', 'true');
  await search.press('Enter');
  await expect(page).toHaveURL(/[?&]section=users&user=[0-9a-f-]{36}$/);
  await expect(search).toHaveValue('');
  await expect(search).toHaveAttribute('aria-expanded', 'false');
});

test('an admin finds an invoice by its number and opens it from the search', async ({ page }) => {
  const search = await openAdminDashboard(page);
  // A real number from the invoice list.
  await page.getByRole('tab', { name: /^Invoices/ }).click();
  const firstNumber = page
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /^View invoice / });
  await expect(firstNumber).toBeVisible();
  const number = ((await firstNumber.getAttribute('aria-label')) ?? '').replace('View invoice ', '');
  expect(number).toMatch(/^\d{4}-\d{6,}$/);
  await page.getByRole('tab', { name: 'Overview' }).click();

  await page.keyboard.press('Control+k');
  await expect(search).toBeFocused();
  await search.fill(number);
  const invoices = page.getByRole('group', { name: 'Invoices' });
  await expect(invoices.getByRole('option').first()).toContainText(number);
  await search.press('ArrowDown');
  await expect(search).toHaveAttribute('aria-activedescendant', /.+/);
  await search.press('Enter');
  await expect(page).toHaveURL(/[?&]section=invoices&invoice=[0-9a-f-]{36}$/);
  await expect(page.getByRole('dialog', { name: `Invoice ${number}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/[?&]section=invoices$/);

  // Nothing found is said as such.
  await search.fill('zzqq-nergens');
  await expect(page.getByText('No results for "zzqq-nergens"').first()).toBeVisible();
  await search.press('Escape');
  await expect(search).toHaveAttribute('aria-expanded', 'false');
  await search.press('Escape');
  await expect(search).toHaveValue('');
});
