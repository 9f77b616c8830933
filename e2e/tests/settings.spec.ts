import type { APIRequestContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { acceptedTerms, expect, giveAddress, login, seriousAxeViolations, test } from './fixtures.ts';

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

/** A new customer who ordered Webhosting Plus: their first invoice, with its number and due date. */
async function customerWithInvoice(request: APIRequestContext) {
  const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const customer = {
    email: `datumnotatie-${stamp}@example.nl`,
    password: PASSWORD,
    firstname: 'Daan',
    lastname: `Datum${stamp}`,
  };
  expect((await request.post('/auth/register', { data: customer })).status()).toBe(201);
  await giveAddress(request, customer);
  const loggedIn = await request.post('/auth/login', { data: customer });
  const headers = { Authorization: `Bearer ${(await loggedIn.json()).data.accessToken}` };
  const packages: { id: string; slug: string }[] = (await (await request.get('/api/packages')).json()).data;
  const plus = packages.find((candidate) => candidate.slug === 'webhosting-plus');
  if (!plus) throw new Error('the demo catalogue has no webhosting-plus');
  const added = await request.post('/api/cart/items', {
    headers,
    data: { packageId: plus.id, interval: 'monthly' },
  });
  expect(added.status()).toBe(200);
  const ordered = await request.post('/api/cart/checkout', {
    headers,
    data: {
      acceptance: await acceptedTerms(request),
      mandate: {
        iban: 'NL91 ABNA 0417 1643 00',
        bic: null,
        accountHolder: 'D. Datum',
        signedPlace: 'Leiden',
        mandateConsent: true,
      },
    },
  });
  expect(ordered.status()).toBe(201);
  const [invoice] = (await ordered.json()).data.invoices as { invoiceNumber: string; dueDate: string }[];
  if (!invoice) throw new Error('the order made no invoice');
  return { ...customer, invoice };
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

  test('the date format: a customer reads their invoice dates as YYYY-MM-DD once chosen, then goes back', async ({
    page,
    request,
  }) => {
    const { email, invoice } = await customerWithInvoice(request);
    const [year, month, day] = invoice.dueDate.split('-');
    await login(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);

    // What the invoice list shows: its date in the row, the due date in its details.
    async function invoiceDates() {
      const row = page.getByTestId('invoice-row').filter({ hasText: invoice.invoiceNumber });
      // The details open with the toggle, which is then named '… verbergen'.
      const toggle = row.getByRole('button', { name: `Details van ${invoice.invoiceNumber} tonen` });
      const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
      await toggle.click();
      await expect(panel.getByText('Vervaldatum')).toBeVisible();
      return { row, panel };
    }
    async function choose(label: string) {
      await page.getByRole('link', { name: 'Instellingen' }).first().click();
      await page.getByRole('tab', { name: 'Voorkeuren' }).click();
      await page.getByLabel('Datumnotatie').selectOption({ label });
      await page.getByRole('button', { name: 'Voorkeuren opslaan' }).click();
      await expect(page.getByText('Instellingen opgeslagen!')).toBeVisible();
      // To the invoices in the app, without a reload.
      await page.getByRole('link', { name: 'Facturen' }).first().click();
      await expect(page).toHaveURL(/\/dashboard\/invoices$/);
    }

    await page.goto('/dashboard/invoices');
    const before = await invoiceDates();
    await expect(before.row.getByRole('cell').nth(1)).toHaveText(/^\d{2}-\d{2}-\d{4}$/);
    await expect(before.panel.getByText(`${day}-${month}-${year}`, { exact: true })).toBeVisible();

    await choose('2026-12-31 (jaar-maand-dag, ISO 8601)');
    const iso = await invoiceDates();
    await expect(iso.row.getByRole('cell').nth(1)).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
    await expect(iso.panel.getByText(invoice.dueDate, { exact: true })).toBeVisible();
    await expect(iso.panel.getByText(`${day}-${month}-${year}`, { exact: true })).toHaveCount(0);

    // Saved: after a reload it still is.
    await page.reload();
    await expect((await invoiceDates()).panel.getByText(invoice.dueDate, { exact: true })).toBeVisible();

    await choose('31-12-2026 (dag-maand-jaar)');
    const back = await invoiceDates();
    await expect(back.row.getByRole('cell').nth(1)).toHaveText(/^\d{2}-\d{2}-\d{4}$/);
    await expect(back.panel.getByText(`${day}-${month}-${year}`, { exact: true })).toBeVisible();
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
