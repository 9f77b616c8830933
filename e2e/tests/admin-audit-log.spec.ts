import { adminHeaders, demo, expect, login, seriousAxeViolations, test } from './fixtures.ts';

const PASSWORD = 'Audit!2026test';

// Issue 7: an admin's change lands in the audit log, where the row shows what changed.
test('an admin deactivates a customer and finds the change, isActive true → false, in the audit log', async ({
  page,
  request,
}) => {
  // A fresh customer, so the demo accounts other specs use stay active.
  const email = `audit-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.nl`;
  const registered = await request.post('/auth/register', {
    data: { firstname: 'Eva', lastname: 'Jansen', email, password: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  const headers = await adminHeaders(request);
  const found = await request.get(`/api/admin/users?search=${encodeURIComponent(email)}`, { headers });
  expect(found.status()).toBe(200);
  const [customer] = (await found.json()).data.users as { id: string; email: string }[];
  expect(customer?.email).toBe(email);
  const customerId = customer?.id ?? '';
  const toggled = await request.patch(`/api/admin/users/${customerId}/toggle-status`, {
    headers,
    data: { isActive: false },
  });
  expect(toggled.status()).toBe(200);

  await login(page, demo.admin.email, demo.admin.password);
  await page.getByRole('link', { name: 'Admin Panel' }).click();
  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/section=audit/);
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();

  await page.getByLabel('Search').fill(customerId);
  const row = page.getByTestId('audit-log-row').filter({ hasText: 'User deactivated' });
  await expect(row).toHaveCount(1);
  await expect(page.getByTestId('audit-log-row')).toHaveCount(1);
  await expect(row).toContainText(demo.admin.email);
  await expect(row).toContainText(customerId);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await row.getByRole('button', { name: /^View the change: User deactivated/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Audit entry \d+$/ });
  await expect(dialog).toBeVisible();
  const changes = dialog.getByTestId('audit-changes').getByRole('row');
  // The header and one field: only isActive differs between before and after.
  await expect(changes).toHaveCount(2);
  await expect(changes.nth(1).getByRole('rowheader')).toHaveText('isActive');
  await expect(changes.nth(1).getByRole('cell')).toHaveText(['true', 'false']);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The link a user's detail page gives opens the log on that user alone.
  await page.goto(`/dashboard/admin?section=audit&entityId=${customerId}`);
  await expect(page.getByText(`Only the changes to entity ${customerId}`)).toBeVisible();
  await expect(page.getByTestId('audit-log-row')).toHaveCount(1);
  await expect(page.getByTestId('audit-log-row')).toContainText('User deactivated');
});
