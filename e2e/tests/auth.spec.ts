import { demo, expect, login, seriousAxeViolations, test } from './fixtures.ts';

test.describe('logging in and out', () => {
  test('a customer logs in and sees the dashboard without the admin section', async ({ page }) => {
    await login(page, demo.customer.email, demo.customer.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(
      page.getByRole('heading', { name: `Welkom terug, ${demo.customer.firstname}!` }),
    ).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await expect(nav.getByRole('link', { name: 'Facturen' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Incasso Beheer' })).toHaveCount(0);
  });

  test('an admin sees the admin section', async ({ page }) => {
    await login(page, demo.admin.email, demo.admin.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await expect(nav.getByRole('link', { name: 'Admin Panel' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Incasso Beheer' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Subscription Analytics' })).toBeVisible();
  });

  test('a wrong password shows the error and stays on the login page', async ({ page }) => {
    await login(page, demo.customer.email, 'niet-het-wachtwoord');
    await expect(page.getByRole('alert')).toContainText('Onjuist e-mailadres of wachtwoord.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('logout ends the session', async ({ page }) => {
    await login(page, demo.customer.email, demo.customer.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('button', { name: /Gebruikersmenu/ }).click();
    await page.getByRole('menuitem', { name: 'Uitloggen' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a customer who opens an admin page is told access is denied', async ({ page }) => {
    await login(page, demo.customer.email, demo.customer.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/dashboard/admin');
    await expect(page.getByText('Toegang Geweigerd')).toBeVisible();
    await expect(page.getByText('Je hebt geen beheerdersrechten voor deze pagina.')).toBeVisible();
  });
});

test.describe('accessibility', () => {
  test('the login page has no serious or critical axe violations, its demo label included', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
    // `npm start` without NODE_ENV is the demo, and says so with its logins (issue 26).
    const demoLabel = page.getByRole('status').filter({ hasText: 'Demo-omgeving' });
    await expect(demoLabel).toContainText(`${demo.admin.email} / ${demo.admin.password}`);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('the dashboard has no serious or critical axe violations, in dark and light', async ({ page }) => {
    await login(page, demo.customer.email, demo.customer.password);
    await expect(page.getByRole('heading', { name: /Welkom terug/ })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /thema|Thema/ }).click();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
