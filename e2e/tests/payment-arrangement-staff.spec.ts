import type { APIRequestContext } from '@playwright/test';
import { adminHeaders, demo, expect, login, seriousAxeViolations, test } from './fixtures.ts';

const finance = { email: 'finance@hostportaal.test', password: demo.admin.password };

type Case = {
  customerId: string;
  customerName: string;
  email: string;
  invoiceNumber: string;
  collectionStage: string;
  isServiceSuspended: boolean;
  arrangement?: { id: string } | null;
};

/**
 * The customer this spec agrees an arrangement with, chosen through the API when it runs. A claim is only in
 * the Collection Center once its due date has passed, and nothing a spec can call makes a new customer's
 * invoice fall due in the past (the server runs on the real clock, an order's due date is today at the
 * earliest); so the spec takes a case the dunning history holds, whoever's it is today, and asks the API that
 * it fits: one open case, no suspended service (pay-from-letter.spec.ts follows those), no arrangement yet, and
 * open claims an arrangement may cover. A customer with one case is never the one collections.spec.ts writes
 * a 14-dagenbrief for (it takes a consumer with two or more).
 */
async function customerWithOneCase(request: APIRequestContext, headers: Record<string, string>) {
  const listed = await request.get('/api/admin/collections/cases', { headers, params: { limit: 100 } });
  expect(listed.status()).toBe(200);
  const cases: Case[] = (await listed.json()).data.cases;
  const byCustomer = new Map<string, Case[]>();
  for (const row of cases) byCustomer.set(row.customerId, [...(byCustomer.get(row.customerId) ?? []), row]);
  for (const [customerId, rows] of byCustomer) {
    const [only] = rows;
    if (!only || rows.length !== 1 || only.isServiceSuspended || only.arrangement) continue;
    if (only.collectionStage === 'first_reminder') continue;
    const options = await request.get(`/api/admin/users/${customerId}/arrangement-options`, { headers });
    const data = (await options.json()).data;
    if (options.status() === 200 && data.current === null && data.claims.length > 0) return only;
  }
  throw new Error('no customer with one open case and claims an arrangement may cover');
}

// The customer this spec agreed an arrangement with: it ends, however far the spec came, so collection resumes
// where it was for whatever spec meets the customer next.
let customerId: string | null = null;
test.afterEach(async ({ request }) => {
  if (!customerId) return;
  const headers = await adminHeaders(request);
  const listed = await request.get('/api/admin/arrangements', { headers, params: { userId: customerId } });
  const open = ((await listed.json()).data.arrangements as { id: string; status: string }[]).filter(
    (arrangement) => arrangement.status === 'active' || arrangement.status === 'proposed',
  );
  for (const arrangement of open) {
    const ended = await request.post(`/api/admin/arrangements/${arrangement.id}/end`, {
      headers,
      data: { reason: 'Einde van de e2e-test: de incasso gaat verder waar die was.' },
    });
    expect(ended.status()).toBe(200);
  }
  customerId = null;
});

// Issue 30, staff side: finance agrees a payment arrangement from a case's row menu in the Collection Center,
// sees the case read "Payment arrangement" with its next instalment, books the first instalment and ends the
// arrangement; the case is back in the dunning steps.
test('finance agrees a payment arrangement from the Collection Center, books the first instalment and ends it', async ({
  page,
  request,
}) => {
  const admin = await adminHeaders(request);
  const chosen = await customerWithOneCase(request, admin);
  customerId = chosen.customerId;

  await login(page, finance.email, finance.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/dashboard/admin?section=collections');
  await expect(page.getByRole('heading', { name: 'Payment arrangements', exact: true })).toBeVisible();
  await page.getByLabel('Search', { exact: true }).fill(chosen.email);
  const cases = page.getByRole('table').first().locator('tbody tr');
  const row = cases.filter({ hasText: chosen.invoiceNumber });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Next: ');
  const openFromMenu = async () => {
    await row
      .getByRole('button', { name: `Actions for ${chosen.customerName} (${chosen.invoiceNumber})` })
      .click();
    await page.getByRole('menuitem', { name: 'Payment arrangement…' }).click();
  };

  // Agree three instalments by transfer over every open claim (all chosen at first).
  await openFromMenu();
  const create = page.getByRole('dialog', { name: `Payment arrangement for ${chosen.customerName}` });
  await expect(
    create.getByRole('checkbox', { name: new RegExp(`Invoice ${chosen.invoiceNumber}`) }),
  ).toBeChecked();
  await create.getByLabel('Number of instalments').fill('3');
  await create.getByLabel('Paid by').selectOption({ label: 'Bank transfer or online' });
  await create.getByLabel('Note (optional)').fill('Telefonisch afgesproken');
  await expect(create.getByRole('list', { name: 'Schedule' }).getByRole('listitem')).toHaveCount(3);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await create.getByRole('button', { name: 'Agree arrangement' }).click();

  const agreed = page.getByText(
    new RegExp(`^Payment arrangement BR-\\d{4}-\\d+ agreed with ${chosen.customerName}$`),
  );
  await expect(agreed).toBeVisible();
  const number = /BR-\d{4}-\d+/.exec((await agreed.textContent()) ?? '')?.[0] ?? '';
  const detail = page.getByRole('dialog', { name: `Payment arrangement ${number}` });
  await expect(detail.getByText('Active', { exact: true })).toBeVisible();
  const instalments = detail.getByTestId('instalment-row');
  await expect(instalments).toHaveCount(3);
  await expect(detail).toContainText('Telefonisch afgesproken');
  await detail.getByRole('button', { name: 'Close' }).last().click();
  await expect(detail).toBeHidden();

  // The case reads the arrangement and its next instalment instead of the dunning step.
  await expect(row).toContainText(
    new RegExp(`Payment arrangement ${number} · next instalment €\\s[\\d.]+,\\d{2} on \\d{2}-\\d{2}-\\d{4}`),
  );
  await expect(row).not.toContainText('Next: ');

  // The row menu now opens the arrangement: finance books the first instalment, received by bank transfer.
  await openFromMenu();
  await expect(detail).toBeVisible();
  await detail.getByRole('button', { name: 'Book payment' }).click();
  const amount = detail.getByLabel('Amount (€)');
  const firstInstalment = await amount.inputValue();
  expect(firstInstalment).toMatch(/^\d+,\d{2}$/);
  await detail.getByLabel('Note (optional)').fill('Eerste termijn ontvangen');
  await detail.getByRole('button', { name: 'Book payment' }).click();
  await expect(page.getByText(new RegExp(`^€\\s[\\d.]+,\\d{2} booked on ${number}$`))).toBeVisible();
  await expect(instalments.first()).toContainText('Paid');
  await expect(instalments.nth(1)).toContainText('Upcoming');
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Ending it asks a reason the customer reads; the claims go back into collection.
  await detail.getByRole('button', { name: 'End arrangement' }).click();
  await detail.getByRole('button', { name: 'End arrangement' }).click();
  await expect(detail.getByText('Enter a reason of at least 3 characters')).toBeVisible();
  await detail.getByLabel('Reason').fill('Klant betaalt de rest in één keer');
  await detail.getByRole('button', { name: 'End arrangement' }).click();
  await expect(page.getByText(`Payment arrangement ${number} ended`, { exact: true })).toBeVisible();
  await expect(detail.getByText('Ended', { exact: true }).first()).toBeVisible();
  await expect(detail).toContainText('Klant betaalt de rest in één keer');
  await expect(detail.getByRole('button', { name: 'End arrangement' })).toHaveCount(0);
  await detail.getByRole('button', { name: 'Close' }).last().click();

  await expect(row).toContainText('Next: ');
  await expect(row).not.toContainText('Payment arrangement');
  const listRow = page.getByTestId('arrangement-row').filter({ hasText: number });
  await expect(listRow).toContainText('Ended');

  // What the API keeps: the arrangement ended with its reason, after the agreement and the payment.
  const list = await request.get('/api/admin/arrangements', {
    headers: admin,
    params: { userId: chosen.customerId },
  });
  const [kept] = (await list.json()).data.arrangements as { id: string; number: string; status: string }[];
  expect(kept?.number).toBe(number);
  const history = await request.get(`/api/admin/arrangements/${kept?.id}`, { headers: admin });
  const data = (await history.json()).data;
  expect(data.status).toBe('ended');
  expect(data.closeReason).toBe('Klant betaalt de rest in één keer');
  expect((data.events as { type: string }[]).map((event) => event.type)).toEqual(
    expect.arrayContaining(['created', 'payment', 'ended']),
  );
});
