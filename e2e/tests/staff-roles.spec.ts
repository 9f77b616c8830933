import { adminHeaders, demo, expect, login, test } from './fixtures.ts';

// Issue 18: the staff roles see only the sections and buttons they may use. The API refuses the rest on its
// own (authorization-matrix.test.ts); this is what a support agent and a finance user notice in the browser.

const staff = {
  support: { email: 'support@hostportaal.test', password: demo.admin.password },
  finance: { email: 'finance@hostportaal.test', password: demo.admin.password },
};

test('a support agent reads customers and invoices but sees no payment, export or bulk buttons', async ({
  page,
}) => {
  await login(page, staff.support.email, staff.support.password);
  await page.getByRole('link', { name: 'Admin Panel' }).click();
  const sections = page.getByRole('tablist');
  await expect(sections.getByRole('tab', { name: /^Invoices/ })).toBeVisible();
  for (const hidden of [/^Payments/, /^Collections/, /^Reports/, /^Analytics/, /^Settings/])
    await expect(sections.getByRole('tab', { name: hidden })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Subscription Analytics' })).toHaveCount(0);

  await sections.getByRole('tab', { name: /^Invoices/ }).click();
  const list = page.getByRole('table');
  await expect(list.getByRole('row').nth(1)).toBeVisible();
  // No selection, so no bulk bar with payments or exports.
  await expect(list.getByRole('checkbox')).toHaveCount(0);
  await list.getByRole('button', { name: 'View' }).first().click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Resend' })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Create credit note' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // A section or page of another role, opened by its address, says so instead of showing it.
  // It names, in English as the staff screens are, the roles that may (issue 28).
  await page.goto('/dashboard/admin?section=payments');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await expect(
    page.getByText(
      'This section is for Finance and Admin. Your role is Support: ask an admin if you need it.',
    ),
  ).toBeVisible();
  await page.goto('/dashboard/subscription');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await expect(page.getByText('This section is for Finance and Admin.', { exact: false })).toBeVisible();
  await page.goto('/dashboard/admin?section=settings');
  await expect(page.getByText('This section is for Admin.', { exact: false })).toBeVisible();
});

test('a finance user books and collects but cannot open role management', async ({ page }) => {
  await login(page, staff.finance.email, staff.finance.password);
  await page.getByRole('link', { name: 'Admin Panel' }).click();
  const sections = page.getByRole('tablist');
  await expect(sections.getByRole('tab', { name: /^Payments/ })).toBeVisible();
  await expect(sections.getByRole('tab', { name: /^Collections/ })).toBeVisible();

  await sections.getByRole('tab', { name: /^Users/ }).click();
  const users = page.getByRole('table');
  const customer = users.getByRole('row').filter({ hasText: 'Customer' }).first();
  await expect(customer).toBeVisible();
  const more = customer.getByRole('button', { name: /^More actions for / });
  const name = (await more.getAttribute('aria-label'))?.replace('More actions for ', '') ?? '';
  await more.click();
  await expect(page.getByRole('menuitem', { name: 'Send e-mail' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Change role' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The user's page: no role change either, and no selecting users for bulk role changes.
  await expect(users.getByRole('checkbox')).toHaveCount(0);
  await customer.getByRole('button', { name: `View ${name}` }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'E-mail', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change role' })).toHaveCount(0);
});

test('an admin gives a customer the support role after confirming, and takes it back', async ({
  page,
  request,
}) => {
  // One customer, found by the unique e-mail address so the list shows only that row.
  const listed = await request.get('/api/admin/users?role=user&search=example.nl&limit=50', {
    headers: await adminHeaders(request),
  });
  expect(listed.status()).toBe(200);
  const users: { firstname: string; lastname: string; email: string; role: string }[] = (await listed.json())
    .data.users;
  const customer = users.find((user) => user.role === 'user' && user.email !== demo.customer.email);
  if (!customer) throw new Error('no demo customer to change');
  const name = `${customer.firstname} ${customer.lastname}`;

  await login(page, demo.admin.email, demo.admin.password);
  await expect(page.getByRole('link', { name: 'Admin Panel' })).toBeVisible();
  await page.goto('/dashboard/admin?section=users');
  await page.getByLabel('Search').fill(customer.email);
  const row = page.getByRole('table').getByRole('row').filter({ hasText: customer.email });
  await expect(row).toHaveCount(1);

  const changeRole = async (from: string, to: string) => {
    await row.getByRole('button', { name: `More actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Change role' }).click();
    const dialog = page.getByRole('dialog', { name: `Change the role of ${name}` });
    await expect(dialog.getByRole('radio', { name: new RegExp(`^${from} \\(current\\)`) })).toBeChecked();
    await dialog.getByRole('radio', { name: new RegExp(`^${to}`) }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    // The second step names the user and the role before anything changes.
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText(customer.email);
    await confirm.getByRole('button', { name: `Make ${to}` }).click();
    await expect(page.getByText(`The role of ${name} is changed.`)).toBeVisible();
    await expect(row.getByText(to, { exact: true })).toBeVisible();
  };
  await changeRole('Customer', 'Support');
  await changeRole('Support', 'Customer');
});
