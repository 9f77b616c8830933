import type { APIRequestContext, Page } from '@playwright/test';
import { customerWithOrder } from './direct-debit-flow.ts';
import { adminHeaders, demo, expect, login, test } from './fixtures.ts';

// Issue 29, the staff side: a customer pays an invoice online in the demo's Testmodus checkout (the built-in
// fake of Mollie); a finance user finds the payment in Payments → Online payments with its Mollie id, and
// refunds part of it from the invoice. The refund stays pending until Mollie says refunded, and until then the
// invoice stays paid: the books change only then.
const finance = { email: 'finance@hostportaal.test', password: demo.admin.password };

async function payOnline(page: Page, customer: { email: string; password: string; invoice: string }) {
  await login(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/dashboard/invoices');
  const row = page.getByRole('row').filter({ hasText: customer.invoice });
  await row.getByRole('button', { name: 'Betaal nu' }).click();
  await expect(page).toHaveURL(/\/__fake-mollie\/checkout\/tr_/);
  await page.getByLabel('Bancontact').check();
  await page.getByRole('button', { name: 'Betaald' }).click();
  await expect(page.getByRole('heading', { name: 'Betaling ontvangen' })).toBeVisible();
}

async function molliePaymentIdOf(request: APIRequestContext, email: string) {
  const listed = await request.get('/api/admin/online-payments', {
    headers: await adminHeaders(request),
    params: { status: 'paid', limit: '100' },
  });
  const payments: { customerEmail: string; providerPaymentId: string }[] = (await listed.json()).data
    .payments;
  const id = payments.find((payment) => payment.customerEmail === email)?.providerPaymentId ?? '';
  expect(id).toMatch(/^tr_/);
  return id;
}

test('finance sees an online payment in the list and refunds part of it from the invoice', async ({
  page,
  browser,
  request,
}) => {
  const customer = await customerWithOrder(request, 'terugbetaling');
  // The customer pays in a browser of their own; staff use the test's page.
  const customerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const customerPage = await customerContext.newPage();
  await payOnline(customerPage, customer);
  await customerContext.close();
  const molliePaymentId = await molliePaymentIdOf(request, customer.email);

  await login(page, finance.email, finance.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/dashboard/admin?section=payments&view=online');
  await expect(page.getByRole('tab', { name: 'Online payments', selected: true })).toBeVisible();
  await page.getByLabel('Status').selectOption('paid');
  const row = page.getByTestId('online-payment-row').filter({ hasText: customer.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(customer.invoice);
  await expect(row).toContainText(molliePaymentId);
  await expect(row).toContainText('Bancontact');
  await expect(row).toContainText('Paid');
  await expect(row).toContainText('Booked');

  await page.goto('/dashboard/admin?section=invoices');
  await page.getByLabel('Search').fill(customer.invoice);
  const invoiceRow = page.getByRole('row').filter({ hasText: customer.invoice });
  await expect(invoiceRow).toHaveCount(1);
  await invoiceRow.getByRole('button', { name: /View invoice/ }).click();
  const dialog = page.getByRole('dialog', { name: `Invoice ${customer.invoice}` });
  const refunds = dialog.getByRole('region', { name: 'Refunds via Mollie' });
  await expect(refunds).toContainText(`with Bancontact (${molliePaymentId})`);
  await refunds.getByRole('button', { name: 'Refund via Mollie' }).click();
  const amount = refunds.getByLabel('Amount to refund (EUR)');
  const full = await amount.inputValue();
  expect(Number(full)).toBeGreaterThan(5);
  await amount.fill('5,00');
  await refunds.getByLabel('Description (optional)').fill('Korting e2e');
  await refunds.getByRole('button', { name: 'Request refund' }).click();
  await expect(refunds).toContainText('Refund of €\u00a05,00 requested from Mollie.');
  const refund = refunds.getByTestId('online-refund');
  await expect(refund).toHaveCount(1);
  await expect(refund).toContainText('Pending');
  await expect(refund).toContainText('€\u00a05,00');
  await expect(refund).toContainText('Korting e2e');

  // Not refunded yet by Mollie: the invoice is still paid, and the refund is counted off what may be refunded.
  const admin = await adminHeaders(request);
  const found = await request.get('/api/admin/invoices', {
    headers: admin,
    params: { search: customer.invoice },
  });
  const invoice = (
    (await found.json()).data.invoices as { id: string; invoiceNumber: string; status: string }[]
  ).find((candidate) => candidate.invoiceNumber === customer.invoice);
  expect(invoice?.status).toBe('paid');
  const read = await request.get(`/api/admin/invoices/${invoice?.id}/online-refunds`, { headers: admin });
  expect((await read.json()).data).toMatchObject({
    refundableCents: Math.round(Number(full) * 100) - 500,
    refunds: [expect.objectContaining({ amountCents: 500, status: 'pending', description: 'Korting e2e' })],
  });
});
