import type { APIRequestContext, Page } from '@playwright/test';
import { demo, expect, login, seriousAxeViolations, test } from './fixtures.ts';

const PASSWORD = 'Status!2026test';
const noticeTitle = `Storing e-mail ${Date.now()}`;

async function adminToken(request: APIRequestContext) {
  const response = await request.post('/auth/login', {
    data: { email: demo.admin.email, password: demo.admin.password },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).data.accessToken as string;
}

// Safety net: whatever happens in the test, later specs see E-mail operational and no notice of ours.
test.afterAll(async ({ request }) => {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const status = (await (await request.get('/api/status', { headers })).json()).data;
  const email = status.components.find((component: { name: string }) => component.name === 'E-mail');
  if (email && email.status !== 'operational') {
    await request.patch(`/api/admin/status-components/${email.id}`, {
      headers,
      data: { status: 'operational' },
    });
  }
  const list = (await (await request.get('/api/admin/maintenance-notices?limit=100', { headers })).json())
    .data;
  for (const notice of list.notices as { id: string; title: string }[]) {
    if (notice.title === noticeTitle) {
      await request.delete(`/api/admin/maintenance-notices/${notice.id}`, { headers });
    }
  }
});

async function openAdminStatus(page: Page) {
  await page.goto('/dashboard/admin/status');
  await expect(page.getByRole('heading', { name: 'Platformstatus', level: 1 })).toBeVisible();
}

test.describe('platform status (admin)', () => {
  test('the admin reports an e-mail outage with a notice, the customer sees it, the admin clears it', async ({
    page,
    request,
    browser,
  }) => {
    await login(page, demo.admin.email, demo.admin.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('link', { name: 'Platformstatus' }).click();
    await expect(page).toHaveURL(/\/dashboard\/admin\/status$/);
    await expect(page.getByRole('heading', { name: 'Platformstatus', level: 1 })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel('Status van E-mail').selectOption({ label: 'Gedeeltelijke storing' });
    await expect(
      page.getByText('De status van E-mail is nu: Gedeeltelijke storing.', { exact: true }),
    ).toBeVisible();
    await expect(page.getByLabel('Status van E-mail')).toHaveValue('partial_outage');

    await page.getByRole('button', { name: 'Nieuwe melding' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nieuwe melding' });
    await dialog.getByLabel('Titel').fill(noticeTitle);
    await dialog
      .getByLabel('Tekst')
      .fill('Het versturen van e-mail is vertraagd. We werken aan een oplossing.');
    await dialog.getByLabel('Soort').selectOption({ label: 'Storing' });
    // The form opens with the current Amsterdam time as start; an end before it is refused at the field.
    const start = await dialog.getByLabel('Begin').inputValue();
    expect(start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    await dialog.getByLabel('Einde').fill('2020-01-01T10:00');
    await dialog.getByRole('button', { name: 'Melding opslaan' }).click();
    await expect(dialog.getByText('Het einde moet na het begin liggen.')).toBeVisible();
    await dialog.getByLabel('Einde').fill('');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Melding opslaan' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('De melding is geplaatst.', { exact: true })).toBeVisible();
    // Listed under 'Nu bezig' and in the list of all notices.
    await expect(page.getByRole('heading', { name: noticeTitle })).toHaveCount(2);

    // A fresh customer sees the outage and the notice on the status page.
    const email = `status-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.nl`;
    const registered = await request.post('/auth/register', {
      data: { firstname: 'Pieter', lastname: 'Smit', email, password: PASSWORD },
    });
    expect(registered.status()).toBe(201);
    const customerContext = await browser.newContext();
    const customer = await customerContext.newPage();
    await login(customer, email, PASSWORD);
    await expect(customer).toHaveURL(/\/dashboard$/);
    await customer.goto('/dashboard/status');
    await expect(customer.getByText('Er is een gedeeltelijke storing')).toBeVisible();
    await expect(customer.getByText('Alle systemen werken normaal')).toHaveCount(0);
    const emailRow = customer
      .getByRole('listitem')
      .filter({ has: customer.getByText('E-mail', { exact: true }) });
    await expect(emailRow).toContainText('Gedeeltelijke storing');
    await expect(customer.getByRole('heading', { name: noticeTitle })).toBeVisible();
    await expect(
      customer.getByText('Het versturen van e-mail is vertraagd. We werken aan een oplossing.'),
    ).toBeVisible();

    // The admin sets E-mail back and removes the notice, after confirming.
    await openAdminStatus(page);
    await page.getByLabel('Status van E-mail').selectOption({ label: 'Operationeel' });
    await expect(page.getByText('De status van E-mail is nu: Operationeel.', { exact: true })).toBeVisible();
    await page
      .getByRole('button', { name: `Melding ${noticeTitle} verwijderen` })
      .first()
      .click();
    const confirm = page.getByRole('dialog', { name: 'Melding verwijderen?' });
    await expect(confirm).toContainText(noticeTitle);
    await confirm.getByRole('button', { name: 'Melding verwijderen' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('De melding is verwijderd.', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: noticeTitle })).toHaveCount(0);

    await customer.reload();
    await expect(customer.getByText('Alle systemen werken normaal')).toBeVisible();
    await expect(customer.getByRole('heading', { name: noticeTitle })).toHaveCount(0);
    await customerContext.close();
  });
});
