import { demo, expect, login, seriousAxeViolations, test } from './fixtures.ts';

test.describe('company and SEPA settings (Administration Dashboard)', () => {
  test('a wrong incassant-ID is refused at the field; the corrected one is saved', async ({ page }) => {
    await login(page, demo.admin.email, demo.admin.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/dashboard/admin?section=settings');
    await expect(page.getByRole('heading', { name: 'Company settings' })).toBeVisible();
    const creditorId = page.getByLabel('Creditor ID (incassant-ID)');
    const saved = await creditorId.inputValue();
    expect(saved).toMatch(/^NL\d{2}ZZZ\d{12}$/);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await creditorId.fill('NL00ZZZ876543210000');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(
      page.getByText('Dit is geen geldig incassant-ID (bijvoorbeeld NL51ZZZ405365330000)'),
    ).toBeVisible();
    await expect(creditorId).toHaveAttribute('aria-invalid', 'true');

    await creditorId.fill(saved);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Company settings saved.', { exact: true })).toBeVisible();
  });
});
