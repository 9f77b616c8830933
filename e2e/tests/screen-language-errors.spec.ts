import { demo, expect, login, test } from './fixtures.ts';

// Issue 20, "mixed languages": a server refusal on an English admin screen reads English in nl too (the
// server's `error` text is Dutch; the screen words the refusal's reason from its own catalogue).
const dutchWords = /\b(de|het|een|niet|geen|wordt|factuur|betaalt|klant|opnieuw)\b/i;

test.describe('server refusals in the screen language', () => {
  test('the SEPA screen in nl says in English why a payment is not retried', async ({ page }) => {
    await login(page, demo.admin.email, demo.admin.password);
    await expect(page).toHaveURL(/\/dashboard/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await page.goto('/dashboard/admin?section=payments');
    await expect(page.getByRole('heading', { name: 'SEPA Direct Debit Management' })).toBeVisible();
    // A chargeback is never debited again (the claim lifecycle refuses): its retry is refused.
    await page.getByLabel('Payment', { exact: true }).selectOption('chargeback');
    const row = page
      .getByRole('row')
      .filter({ has: page.getByText('Chargeback', { exact: true }) })
      .first();
    await row.getByRole('button', { name: /^Actions for / }).click();
    await page.getByRole('menuitem', { name: 'Retry payment' }).click();
    const toast = page.getByText(/^Failed to retry payment: /);
    await expect(toast).toBeVisible();
    const text = (await toast.textContent()) ?? '';
    expect(text).toBe(
      'Failed to retry payment: A charged-back direct debit (MD06) is not debited again; the customer pays by bank transfer.',
    );
    expect(text).not.toMatch(dutchWords);
  });
});
