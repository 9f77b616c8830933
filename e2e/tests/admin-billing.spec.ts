import { readFile } from 'node:fs/promises';
import { demo, expect, giveAddress, login, seriousAxeViolations, test } from './fixtures.ts';

// The whole billing chain as staff run it: a package, a customer on it, the billing run, the invoice
// (PDF), a manual payment by reference and the period export. Everything is created here, so the spec
// runs in any order.
test.describe('billing (Administration Dashboard)', () => {
  test('an admin defines a package, puts a customer on it, bills, books the payment and exports', async ({
    page,
    request,
  }) => {
    const stamp = Date.now();
    const packageName = `E2E Hosting ${stamp}`;
    const email = `factuurklant.${stamp}@example.nl`;
    const registered = await request.post('/auth/register', {
      data: { firstname: 'Eva', lastname: `Factuur${stamp}`, email, password: 'Factuur!2026' },
    });
    expect(registered.status()).toBe(201);
    // Without an address the billing run would flag the customer instead of invoicing (issue 17).
    await giveAddress(request, {
      email,
      password: 'Factuur!2026',
      firstname: 'Eva',
      lastname: `Factuur${stamp}`,
    });

    await login(page, demo.admin.email, demo.admin.password);
    await page.getByRole('link', { name: 'Admin Panel' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Administration Dashboard' })).toBeVisible();

    // Packages: a new package with a monthly price.
    await page.getByRole('tab', { name: 'Packages' }).click();
    await expect(page).toHaveURL(/section=packages/);
    await page.getByRole('button', { name: 'New package' }).click();
    const packageDialog = page.getByRole('dialog', { name: 'New package' });
    await packageDialog.getByLabel('Name').fill(packageName);
    await packageDialog.getByLabel('Slug').fill(`e2e-hosting-${stamp}`);
    await packageDialog.getByLabel('Description').fill('Pakket voor de end-to-endtest');
    await packageDialog.getByLabel('Price Monthly').fill('9,95');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await packageDialog.getByRole('button', { name: 'Save package' }).click();
    await expect(packageDialog).toBeHidden();
    await expect(page.getByText(`Package ${packageName} created.`, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: `Edit ${packageName}` })).toBeVisible();

    // Subscriptions: the new customer on the package from today, paying by bank transfer.
    await page.getByRole('tab', { name: 'Subscriptions' }).click();
    await page.getByRole('button', { name: 'New subscription' }).click();
    const subscriptionDialog = page.getByRole('dialog', { name: 'New subscription' });
    await subscriptionDialog.getByRole('combobox', { name: 'Customer' }).fill(email);
    await subscriptionDialog.getByRole('option', { name: new RegExp(email.replace(/\./g, '\\.')) }).click();
    await subscriptionDialog.getByLabel('Package').selectOption({ label: packageName });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await subscriptionDialog.getByRole('button', { name: 'Create subscription' }).click();
    await expect(subscriptionDialog).toBeHidden();
    await expect(
      page.getByText(`${packageName} created for Eva Factuur${stamp}.`, { exact: true }),
    ).toBeVisible();

    // Invoices: the billing run (the subscription's first invoice was made when it started today).
    await page.getByRole('tab', { name: 'Invoices' }).click();
    await page.getByRole('button', { name: 'Run billing now' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Run billing' }).click();
    await expect(page.getByText(/invoices? created, total/).first()).toBeVisible({ timeout: 20_000 });

    await page.getByLabel('Search').fill(email);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('€\u00a012,04');
    await row.getByRole('button', { name: /View invoice/ }).click();
    const invoiceDialog = page.getByRole('dialog', { name: /Invoice 20\d\d-\d{6}/ });
    await expect(invoiceDialog).toContainText(packageName);
    // Peppol sending (decision 030): this customer gave no Peppol ID, so the invoice was not sent there.
    await expect(invoiceDialog.getByRole('region', { name: 'Peppol' })).toContainText(
      'Not sent over Peppol: only invoices of customers with a Peppol ID are.',
    );
    const reference = (await invoiceDialog.getByText(/^PAY-\d{4}-\d{4,}$/).textContent())?.trim() ?? '';
    expect(reference).toMatch(/^PAY-\d{4}-\d{4,}$/);
    const pdfDownload = page.waitForEvent('download');
    await invoiceDialog.getByRole('button', { name: 'Download PDF' }).click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toMatch(/^factuur-20\d\d-\d{6}\.pdf$/);
    expect((await readFile((await pdf.path()) ?? '')).subarray(0, 5).toString()).toBe('%PDF-');
    // The same invoice as the customer's UBL e-invoice: its number, its PDF inside.
    const invoiceNumber = pdf.suggestedFilename().replace(/^factuur-|\.pdf$/g, '');
    const ublDownload = page.waitForEvent('download');
    await invoiceDialog.getByRole('button', { name: 'Download UBL' }).click();
    const ubl = await ublDownload;
    expect(ubl.suggestedFilename()).toBe(`factuur-${invoiceNumber}.xml`);
    const xml = await readFile((await ubl.path()) ?? '', 'utf8');
    expect(xml).toContain(`<cbc:ID>${invoiceNumber}</cbc:ID>`);
    expect(xml).toContain('mimeCode="application/pdf"');
    await page.keyboard.press('Escape');

    // Payments: the bank transfer booked by its reference, typed in lower case.
    await page.getByRole('tab', { name: 'Payments' }).click();
    await page.getByRole('tab', { name: 'Manual payments' }).click();
    await page.getByRole('button', { name: 'Register payment' }).first().click();
    const paymentDialog = page.getByRole('dialog', { name: 'Register payment' });
    await paymentDialog.getByLabel('Payment reference').fill(reference.toLowerCase());
    await expect(paymentDialog.getByLabel('Payment reference')).toHaveValue(reference);
    await paymentDialog.getByRole('button', { name: 'Search' }).click();
    await expect(paymentDialog).toContainText(email);
    await expect(paymentDialog.getByLabel('Amount received (€)')).toHaveValue('12.04');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await paymentDialog.getByRole('button', { name: 'Process payment' }).click();
    await expect(
      page.getByText(`Payment for ${reference} registered; still open €\u00a00,00`, { exact: true }),
    ).toBeVisible();

    // Reports: the period's invoices as CSV for the accountant.
    await page.getByRole('tab', { name: 'Reports' }).click();
    await page.getByLabel(/Invoice register/).check();
    const csvDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV' }).click();
    const csv = await readFile((await (await csvDownload).path()) ?? '', 'utf8');
    expect(csv).toContain('Factuurnummer');
    expect(csv).toContain(`Eva Factuur${stamp}`);
    expect(csv).toContain('12,04');
  });
});
