import { demo, expect, login, seriousAxeViolations, test } from './fixtures.ts';

// The Administration Dashboard opens on its overview: figures, alerts and actions from the demo data.
test('an admin sees the overview figures, an alert for the overdue invoices and opens collections from a priority action', async ({
  page,
}) => {
  await login(page, demo.admin.email, demo.admin.password);
  await page.getByRole('link', { name: 'Admin Panel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Administration Dashboard' })).toBeVisible();
  const figures = page.getByRole('region', { name: 'Key figures' });
  await expect(figures).toContainText('Total Users');
  await expect(figures).toContainText('Payment Success Rate');
  await expect(page.getByRole('heading', { name: 'Revenue, last 12 months' })).toBeVisible();

  // The demo data has overdue invoices: an alert, and the invoices tab carries their count.
  const alerts = page.getByRole('region', { name: 'System Alerts' });
  await expect(alerts).toContainText(/\d+ overdue invoices?/);
  await expect(page.getByRole('tab', { name: /^Invoices, \d+ overdue invoices?, urgent$/ })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: /^Open .+: Overdue invoices$/ }).click();
  await expect(page).toHaveURL(/section=collections/);
  await expect(page.getByRole('heading', { name: 'Collection Center' })).toBeVisible();
});
