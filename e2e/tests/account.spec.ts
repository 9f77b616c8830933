import { expect, login, test } from './fixtures.ts';

test.describe('account pages', () => {
  test('a visitor registers, is sent to the login page with the success message, and can log in', async ({
    page,
  }) => {
    const email = `nieuw.${Date.now()}@example.nl`;
    await page.goto('/');
    await page.getByRole('link', { name: 'Registreren' }).first().click();
    await expect(page).toHaveURL(/\/register$/);
    await page.getByLabel('Voornaam').fill('Noor');
    await page.getByLabel('Achternaam').fill('Bakker');
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill('kort');
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    await expect(page.getByText('Je wachtwoord moet minimaal 8 karakters lang zijn.')).toBeVisible();
    await page.getByLabel('Wachtwoord', { exact: true }).fill('LangGenoeg!2026');
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(
      page.getByText(`Registratie gelukt! We hebben een bevestigingsmail gestuurd naar ${email}.`, {
        exact: false,
      }),
    ).toBeVisible();
    await login(page, email, 'LangGenoeg!2026');
    await expect(page.getByRole('heading', { name: 'Welkom, Noor!' })).toBeVisible();
  });

  test('forgot password always confirms, so it reveals no accounts', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
    // The login form has an E-mailadres field too: fill the new page's, not the old one's.
    await expect(page.getByRole('heading', { name: 'Wachtwoord vergeten' })).toBeVisible();
    await page.getByLabel('E-mailadres').fill('bestaat.niet@example.nl');
    await page.getByRole('button', { name: 'Herstellink versturen' }).click();
    await expect(page.getByText('De e-mail om je wachtwoord te herstellen is verstuurd.')).toBeVisible();
  });

  test('on a phone the menu is a drawer that closes on navigation', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await login(page, 'klant@hostportaal.test', 'Klant!2026demo');
    await expect(page.getByRole('heading', { name: /Welkom terug/ })).toBeVisible();
    await page.getByRole('button', { name: 'Menu openen' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Facturen' }).click();
    await expect(page).toHaveURL(/\/dashboard\/invoices$/);
    await expect(drawer).toBeHidden();
  });
});
