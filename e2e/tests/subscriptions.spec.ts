import { demo, expect, login, seriousAxeViolations, test } from './fixtures.ts';

// The demo customer's 'Managed VPS Basis' is cancelled here and relied on by no other spec.
const CANCELLED_TITLE = 'Managed VPS Basis';

test.describe('Mijn Abonnementen', () => {
  test('the home page shows the packages with monthly prices incl. VAT, excl. VAT below', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Onze pakketten en prijzen' })).toBeVisible();
    const vps = page.getByRole('region', { name: 'Managed VPS', exact: true });
    await expect(vps.getByRole('heading', { name: 'Managed VPS Basis' })).toBeVisible();
    await expect(vps).toContainText('€\u00a030,19/maand incl. btw');
    await expect(vps).toContainText('€\u00a024,95/maand excl. btw');
    await expect(page.getByRole('region', { name: 'Webhosting', exact: true })).toContainText(
      '€\u00a08,41/maand incl. btw',
    );
  });

  test('a new customer without subscriptions sees the empty state', async ({ page, request }) => {
    const email = `zonder.abonnement.${Date.now()}@example.nl`;
    const password = 'LangGenoeg!2026';
    const registered = await request.post('/auth/register', {
      data: { firstname: 'Lotte', lastname: 'Jansen', email, password },
    });
    expect(registered.status()).toBe(201);
    await login(page, email, password);
    await expect(page.getByRole('heading', { name: 'Welkom, Lotte!' })).toBeVisible();
    await page.getByRole('link', { name: 'Abonnementen' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn Abonnementen' })).toBeVisible();
    await expect(page.getByText('Geen abonnementen gevonden')).toBeVisible();
    await expect(page.getByText('Je hebt momenteel geen abonnementen')).toBeVisible();
    await expect(page.locator('[data-stat="active"] dd')).toHaveText('0');
  });

  test('the demo customer cancels one subscription with a required reason', async ({ page }) => {
    await login(page, demo.customer.email, demo.customer.password);
    await expect(page.getByRole('heading', { name: /Welkom terug/ })).toBeVisible();
    await page.getByRole('link', { name: 'Abonnementen' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn Abonnementen' })).toBeVisible();

    const row = page.getByRole('row').filter({ hasText: CANCELLED_TITLE });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Actief');
    // The demo customer is a consumer: incl. btw is the main figure, excl. btw below it (issue 28).
    await expect(row).toContainText(/€\u00a0[\d.,]+\/kwartaal incl\. btw€\u00a0[\d.,]+\/kwartaal excl\. btw/);
    const activeStat = page.locator('[data-stat="active"] dd');
    const totalStat = page.locator('[data-stat="total-monthly"] dd');
    await expect(activeStat).not.toHaveText('');
    const activeBefore = Number(await activeStat.textContent());
    const totalBefore = await totalStat.textContent();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await row.getByRole('button', { name: `${CANCELLED_TITLE} opzeggen` }).click();
    const dialog = page.getByRole('dialog', { name: 'Abonnement opzeggen' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(CANCELLED_TITLE);
    await expect(dialog).toContainText(/Je dienst loopt door tot en met \d{2}-\d{2}-\d{4}\./);
    const confirm = dialog.getByRole('button', { name: 'Abonnement opzeggen' });
    const reason = dialog.getByLabel('Reden voor opzegging');
    await expect(confirm).toBeDisabled();
    await reason.fill('   ');
    await expect(confirm).toBeDisabled();
    await reason.press('Control+Enter');
    await expect(dialog.getByText('Reden voor opzegging is verplicht')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await reason.fill('We stappen over naar een eigen server.');
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(page.getByText('Abonnement succesvol opgezegd', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Opgezegd');
    await expect(row).toContainText(/Eindigt over \d+ dag/);
    // Cancelled: no cancel button any more; the messages staff shared stay available.
    await expect(row.getByRole('button', { name: / opzeggen$/ })).toHaveCount(0);
    await expect(row.getByRole('button', { name: /^Berichten over / })).toBeVisible();
    await expect(activeStat).toHaveText(String(activeBefore - 1));
    await expect(totalStat).not.toHaveText(totalBefore ?? '');
  });

  test('on a phone the subscriptions are cards', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await login(page, demo.customer.email, demo.customer.password);
    await expect(page.getByRole('heading', { name: /Welkom terug/ })).toBeVisible();
    await page.goto('/dashboard/subscriptions');
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn Abonnementen' })).toBeVisible();
    await expect(page.getByRole('table')).toBeHidden();
    const cards = page.getByRole('list', { name: 'Je abonnementen' });
    await expect(cards.getByRole('listitem').filter({ hasText: 'Webhosting Plus' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  });
});
