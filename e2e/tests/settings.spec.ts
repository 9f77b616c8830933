import type { APIRequestContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, login, seriousAxeViolations, test } from './fixtures.ts';

const PASSWORD = 'Instel!2026test';

// Every test uses its own new customer, so the demo customer's password and 2FA never change.
async function freshCustomer(page: Page, request: APIRequestContext) {
  const email = `instellingen-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.nl`;
  const response = await request.post('/auth/register', {
    data: { firstname: 'Sanne', lastname: 'de Vries', email, password: PASSWORD },
  });
  expect(response.status()).toBe(201);
  await login(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  return { email };
}

test.describe('settings', () => {
  test('password change: mismatch is reported first, then the length, then it succeeds', async ({
    page,
    request,
  }) => {
    await freshCustomer(page, request);
    await page.goto('/dashboard/instellingen?tab=security');
    const current = page.getByLabel('Huidig wachtwoord', { exact: true });
    const next = page.getByLabel('Nieuw wachtwoord', { exact: true });
    const confirm = page.getByLabel('Bevestig nieuw wachtwoord', { exact: true });
    const submit = page.getByRole('button', { name: 'Wachtwoord wijzigen' });

    await current.fill(PASSWORD);
    await next.fill('kort');
    await confirm.fill('anders');
    await submit.click();
    await expect(page.getByText('Nieuwe wachtwoorden komen niet overeen')).toBeVisible();
    await expect(page.getByText('Nieuw wachtwoord moet minimaal 8 karakters lang zijn')).toHaveCount(0);

    await confirm.fill('kort');
    await submit.click();
    await expect(page.getByText('Nieuw wachtwoord moet minimaal 8 karakters lang zijn')).toBeVisible();

    const toggle = page.getByRole('button', { name: 'Wachtwoord tonen: Nieuw wachtwoord' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(next).toHaveAttribute('type', 'text');

    await next.fill('Nieuw!2026geheim');
    await confirm.fill('Nieuw!2026geheim');
    await submit.click();
    await expect(page.getByText('Wachtwoord succesvol gewijzigd!')).toBeVisible();
    // The fresh access token keeps the session working.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Instellingen', level: 1 })).toBeVisible();
  });

  test('enabling two-factor authentication, then logging in with a TOTP code', async ({ page, request }) => {
    const { email } = await freshCustomer(page, request);
    await page.goto('/dashboard/instellingen?tab=security');
    await page.getByRole('button', { name: 'Inschakelen' }).click();
    await expect(page.getByRole('img', { name: 'QR-code voor je authenticator-app' })).toBeVisible();
    const key = (await page.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
    expect(key).toMatch(/^[A-Z2-7]+=*$/);
    const totp = new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30, algorithm: 'SHA1' });

    await page.getByLabel('Code van 6 cijfers').fill(totp.generate());
    await page.getByRole('button', { name: 'Bevestigen' }).click();
    await expect(page.getByRole('heading', { name: 'Je back-upcodes' })).toBeVisible();
    await expect(page.getByTestId('backup-codes').getByRole('listitem')).toHaveCount(10);
    await expect(page.getByText('Ingeschakeld', { exact: true })).toBeVisible();

    await page.goto('/dashboard/instellingen?tab=privacy');
    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await expect(page).toHaveURL(/\/login$/);

    // A code is accepted once: wait for the next 30-second step so the login code is not a replay.
    const usedStep = Math.floor(Date.now() / 30_000);
    await page.waitForTimeout((usedStep + 1) * 30_000 - Date.now() + 500);
    await login(page, email, PASSWORD);
    await page.getByLabel('Verificatiecode').fill(totp.generate());
    await page.getByRole('button', { name: 'Verifiëren' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('switching the language to English and back to Dutch', async ({ page, request }) => {
    await freshCustomer(page, request);
    await page.goto('/dashboard/instellingen?tab=preferences');
    await page.getByLabel('Taal', { exact: true }).selectOption('en');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expect(page.getByText('Settings saved!')).toBeVisible();
    await expect(page.getByLabel('Language')).toHaveValue('en');

    // Saved on the server: a reload still shows English.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Preferences' })).toBeVisible();

    await page.getByLabel('Language').selectOption('nl');
    await expect(page.getByRole('heading', { name: 'Instellingen', level: 1 })).toBeVisible();
    await expect(page.getByText('Instellingen opgeslagen!')).toBeVisible();
    await expect(page.getByLabel('Taal', { exact: true })).toHaveValue('nl');
  });

  test('editing and saving the profile', async ({ page, request }) => {
    await freshCustomer(page, request);
    await page.goto('/dashboard/instellingen');
    await expect(page.getByRole('tab', { name: 'Profiel' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Bewerken' }).click();
    await page.getByLabel('Telefoon', { exact: true }).fill('0612345678');
    await page.getByLabel('Adres', { exact: true }).fill('Keizersgracht 12');
    await page.getByLabel('Postcode', { exact: true }).fill('1015 CJ');
    await page.getByLabel('Plaats', { exact: true }).fill('Amsterdam');
    await page.getByLabel('Land', { exact: true }).selectOption({ label: 'België' });
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Profiel succesvol bijgewerkt!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bewerken' })).toBeVisible();
    await expect(page.getByText('Keizersgracht 12')).toBeVisible();
    await expect(page.getByText('België')).toBeVisible();
  });

  test('the settings tabs have no serious or critical axe violations', async ({ page, request }) => {
    await freshCustomer(page, request);
    await page.goto('/dashboard/instellingen?tab=overview');
    await expect(page.getByText('Accountoverzicht')).toBeVisible();
    for (const tab of ['Overzicht', 'Profiel', 'Beveiliging', 'Meldingen', 'Voorkeuren', 'Privacy']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toBeVisible();
      expect(await seriousAxeViolations(page), `tab ${tab}`).toEqual([]);
    }
    await expect(page).toHaveURL(/tab=privacy/);
  });
});
