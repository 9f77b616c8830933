import { type FakeDirectAdmin, startFakeDirectAdmin } from '../../apps/api/test/fake-directadmin.ts';
import { demo, expect, login, seriousAxeViolations, test } from './fixtures.ts';

// Issue 8: an admin adds a DirectAdmin server through the Hosting section and checks the connection; the
// check reads the reseller's packages from the fake DirectAdmin this test process runs.
let fake: FakeDirectAdmin;
test.beforeAll(async () => {
  fake = await startFakeDirectAdmin({ username: 'reseller', loginKey: 'e2e-login-key-0123456789' });
});
test.afterAll(async () => {
  await fake.close();
});

test('an admin adds a DirectAdmin server, checks the connection and sees its packages', async ({ page }) => {
  // Unique per run (the server may be reused) and inactive, so no other spec's accounts land on it.
  const name = `e2e-da-${Date.now().toString(36)}`;
  await login(page, demo.admin.email, demo.admin.password);
  await page.getByRole('link', { name: 'Admin Panel' }).click();
  await page.getByRole('tab', { name: 'Hosting' }).click();
  await expect(page).toHaveURL(/section=hosting/);
  await expect(page.getByRole('heading', { name: 'Servers', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hosting accounts' })).toBeVisible();

  await page.getByRole('button', { name: 'Add server' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a server' });
  await dialog.getByLabel('Name').fill(name);
  await expect(dialog.getByLabel('Panel', { exact: true })).toHaveValue('directadmin');
  await dialog.getByLabel('Panel URL').fill(fake.url);
  await dialog.getByLabel('User', { exact: true }).fill('reseller');
  await dialog.getByLabel('Login key').fill('e2e-login-key-0123456789');
  await dialog.getByLabel('Capacity (accounts)').fill('10');
  await dialog.getByLabel(/^Active/).uncheck();
  await dialog.getByRole('button', { name: 'Add server' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByTestId('provisioning-server-row').filter({ hasText: name });
  await expect(row).toContainText('Not checked yet');
  await expect(row).toContainText('Inactive');
  await expect(page.getByText('e2e-login-key-0123456789')).toHaveCount(0);

  await row.getByRole('button', { name: `Check the connection to ${name}` }).click();
  await expect(row.getByText('Connected')).toBeVisible();
  await expect(row.getByRole('list', { name: 'Packages' }).getByRole('listitem')).toHaveText([
    'basic',
    'pro',
  ]);
  expect(fake.requests.some((request) => request.authorized)).toBe(true);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Tidy up: delete with confirmation.
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await page
    .getByRole('dialog', { name: `Delete ${name}?` })
    .getByRole('button', { name: 'Delete server' })
    .click();
  await expect(row).toHaveCount(0);
});
