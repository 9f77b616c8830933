import { customerWithOrder } from './direct-debit-flow.ts';
import { adminHeaders, demo, expect, login, seriousAxeViolations, test } from './fixtures.ts';

const finance = { email: 'finance@hostportaal.test', password: demo.admin.password };
// What the customer paid beyond the invoice: it becomes their account credit (issue 27).
const surplusCents = 1250;
const surplus = '€\u00a012,50';

// Issue 27: account credit is money we owe a customer. The credit this spec follows is its own: a new customer
// who ordered today pays their invoice by transfer with € 12,50 too much, and asks for it back by trying to
// close their account. Finance finds it under Payments → Account credit, reads the ledger and records the
// refund it made from the bank. What the demo data holds plays no part.
test.describe('account credit (Payments → Account credit)', () => {
  test('finance sees a customer’s credit to pay back, reads the ledger and records the refund', async ({
    page,
    request,
  }) => {
    const customer = await customerWithOrder(request, 'tegoed');
    const name = `${customer.firstname} ${customer.lastname}`;
    const admin = await adminHeaders(request);

    // The transfer: the invoice's amount and € 12,50 more, booked by hand on its payment reference.
    const lookup = await request.get(`/api/admin/payments/search/${customer.paymentReference}`, {
      headers: admin,
    });
    expect(lookup.status()).toBe(200);
    const claim: { id: string; totalAmount: number } = (await lookup.json()).data.billingLetter;
    const paid = await request.post(`/api/admin/payments/${claim.id}/mark-paid`, {
      headers: { ...admin, 'Idempotency-Key': crypto.randomUUID() },
      data: {
        amount: claim.totalAmount + surplusCents,
        paymentMethod: 'bank_transfer',
        notes: 'Overboeking met te veel',
        reactivateSubscription: false,
      },
    });
    expect(paid.status()).toBe(200);

    // Their next invoice would settle it, but the customer asks for it back: closing the account is refused
    // while we owe them money, and the request for the refund is passed on to finance.
    const loggedIn = await request.post('/auth/login', { data: customer });
    const leaving = await request.delete('/api/account', {
      headers: { Authorization: `Bearer ${(await loggedIn.json()).data.accessToken as string}` },
      data: { password: customer.password, confirmation: 'VERWIJDER' },
    });
    expect(leaving.status()).toBe(409);
    expect((await leaving.json()).reason).toBe('account_has_credit');

    await login(page, finance.email, finance.password);
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto('/dashboard/admin?section=payments');
    await page.getByRole('tab', { name: 'Account credit' }).click();
    await expect(page).toHaveURL(/view=credit/);
    await expect(page.getByRole('heading', { name: 'Account credit', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Account credit figures' })).toContainText(
      'Total credit (owed to customers)',
    );

    await page.getByLabel('Search').fill(customer.email);
    await page.getByLabel('Show').selectOption({ label: 'To pay back' });
    const row = page.getByTestId('credit-row').filter({ hasText: customer.email });
    await expect(row).toHaveCount(1);
    await expect(page.getByTestId('credit-row')).toHaveCount(1);
    await expect(row).toContainText(name);
    await expect(row).toContainText(surplus);
    await expect(row.getByText('To pay back', { exact: true })).toBeVisible();
    await expect(row.getByText('Refund requested', { exact: true })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The ledger says where the credit came from.
    await row.getByRole('button', { name: `Ledger of ${name}` }).click();
    const ledger = page.getByRole('dialog', { name: `Ledger of ${name}` });
    const entry = ledger.getByTestId('credit-entry');
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('Paid more than asked');
    await expect(entry).toContainText(`Invoice ${customer.invoice}`);
    await expect(entry).toContainText(`+${surplus}`);
    await expect(ledger).toContainText(`Credit now: ${surplus}.`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await ledger.getByRole('button', { name: 'Close' }).last().click();
    await expect(ledger).toBeHidden();

    // Finance transferred it back from the bank and records that here, to the mandate's account.
    await row.getByRole('button', { name: `Record refund for ${name}` }).click();
    const refund = page.getByRole('dialog', { name: 'Record refund' });
    await expect(refund).toContainText('Record a transfer finance has already made from the bank.');
    await expect(refund.getByLabel('Amount paid back (€)')).toHaveValue('12.50');
    await expect(refund.getByLabel('Paid to IBAN')).toHaveValue('NL91ABNA0417164300');
    await refund.getByLabel('Note (optional)').fill('Teruggestort via internetbankieren');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await refund.getByRole('button', { name: 'Record refund' }).click();
    await expect(
      page.getByText(`Refund of ${surplus} to ${name} recorded. Credit left: €\u00a00,00.`, { exact: true }),
    ).toBeVisible();
    await expect(refund).toBeHidden();

    // Nothing left to pay back: the customer leaves the list, filtered or not.
    await expect(page.getByText('No customer with credit matches this search or filter.')).toBeVisible();
    await expect(page.getByTestId('credit-row')).toHaveCount(0);
    await page.getByLabel('Show').selectOption({ label: 'All' });
    await expect(page.getByText('No customer with credit matches this search or filter.')).toBeVisible();

    // The ledger keeps both entries and the balance is zero.
    const customerId = (await loggedIn.json()).data.user.id as string;
    const after = await request.get(`/api/admin/account-credit/${customerId}`, { headers: admin });
    const { balance, entries } = (await after.json()).data;
    expect(balance).toBeNull();
    expect(entries.map((e: { kind: string; amountCents: number }) => [e.kind, e.amountCents])).toEqual([
      ['refund', -surplusCents],
      ['overpayment', surplusCents],
    ]);
  });
});
