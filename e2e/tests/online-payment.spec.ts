import { customerWithOrder } from './direct-debit-flow.ts';
import { adminHeaders, expect, login, seriousAxeViolations, test } from './fixtures.ts';

// Issue 29: a customer pays an open invoice online. The demo runs online payment in the Testmodus: the built-in
// fake of Mollie's checkout, where the test chooses how the payment ends. The spec makes its own customer, who
// ordered today and whose invoice waits for its direct debit; paying it now settles it before any batch.
test('a customer pays an open invoice with Betaal nu through the test checkout and sees it paid', async ({
  page,
  request,
}) => {
  const customer = await customerWithOrder(request, 'online');
  await login(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/dashboard/invoices');
  const row = page.getByRole('row').filter({ hasText: customer.invoice });
  await expect(row.getByText('Testmodus', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Betaal nu' }).click();

  await expect(page).toHaveURL(/\/__fake-mollie\/checkout\/tr_/);
  await expect(page.getByText('Testmodus — er wordt geen echt geld betaald')).toBeVisible();
  await page.getByLabel('iDEAL | Wero').check();
  await page.getByRole('button', { name: 'Betaald' }).click();

  await expect(page).toHaveURL(/\/betalen\/status\//);
  await expect(page.getByRole('heading', { name: 'Betaling ontvangen' })).toBeVisible();
  await expect(page.getByText(customer.invoice)).toBeVisible();
  await expect(
    page.getByText('Dit was een betaling in de testmodus: er is geen echt geld overgemaakt.'),
  ).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  const admin = await adminHeaders(request);
  const found = await request.get('/api/admin/invoices', {
    headers: admin,
    params: { search: customer.invoice },
  });
  const invoices: { invoiceNumber: string; status: string }[] = (await found.json()).data.invoices;
  expect(invoices.find((invoice) => invoice.invoiceNumber === customer.invoice)?.status).toBe('paid');
  const online = await request.get('/api/admin/online-payments', {
    headers: admin,
    params: { status: 'paid' },
  });
  expect((await online.json()).data.payments).toContainEqual(
    expect.objectContaining({
      customerEmail: customer.email,
      method: 'ideal',
      invoiceNumbers: [customer.invoice],
    }),
  );

  // Paid: the invoice offers no second payment.
  await page.goto('/dashboard/invoices');
  await expect(page.getByRole('row').filter({ hasText: customer.invoice })).toBeVisible();
  await expect(
    page.getByRole('row').filter({ hasText: customer.invoice }).getByRole('button', { name: 'Betaal nu' }),
  ).toHaveCount(0);
});
