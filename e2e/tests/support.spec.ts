import type { APIRequestContext, Page } from '@playwright/test';
import { demo, expect, login, seriousAxeViolations, test } from './fixtures.ts';

const PASSWORD = 'Support!2026test';

// Every test uses its own new customer, so the demo customer's tickets and notifications stay as seeded.
async function freshCustomer(page: Page, request: APIRequestContext) {
  const email = `support-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.nl`;
  const response = await request.post('/auth/register', {
    data: { firstname: 'Femke', lastname: 'Bakker', email, password: PASSWORD },
  });
  expect(response.status()).toBe(201);
  await login(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  return { email };
}

async function createTicket(page: Page, subject: string, message: string) {
  await page.goto('/dashboard/support');
  await page.getByRole('button', { name: 'Nieuw ticket' }).click();
  await page.getByLabel('Onderwerp').fill(subject);
  await page.getByLabel('Categorie').selectOption('technical');
  await page.getByLabel('Bericht').fill(message);
  await page.getByRole('button', { name: 'Ticket versturen' }).click();
  await expect(page).toHaveURL(/\/dashboard\/support\?ticket=/);
  await expect(page.getByRole('heading', { name: new RegExp(subject) })).toBeVisible();
}

test.describe('support', () => {
  test('a customer opens a ticket, the admin answers it, the customer reads the answer and the bell', async ({
    page,
    request,
    browser,
  }) => {
    await freshCustomer(page, request);
    const subject = `Website traag ${Date.now()}`;
    await createTicket(page, subject, 'Mijn website laadt sinds vanochtend erg langzaam.');
    await expect(page.getByText('Mijn website laadt sinds vanochtend erg langzaam.')).toBeVisible();
    await expect(page.getByText('Open', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Meldingen, 0 ongelezen' })).toBeVisible();
    const ticketUrl = page.url();

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await login(admin, demo.admin.email, demo.admin.password);
    await expect(admin).toHaveURL(/\/dashboard$/);
    await admin.goto('/dashboard/admin/tickets');
    await admin.getByLabel('Tickets zoeken').fill(subject);
    await admin.getByRole('link', { name: subject }).click();
    await admin
      .getByLabel('Antwoord aan de klant')
      .fill('We hebben je website naar een snellere server verhuisd.');
    await admin.getByRole('button', { name: 'Antwoord versturen' }).click();
    await expect(admin.getByText('We hebben je website naar een snellere server verhuisd.')).toBeVisible();
    await expect(admin.getByLabel('Status wijzigen')).toHaveValue('answered');
    await adminContext.close();

    await page.goto(ticketUrl);
    await expect(page.getByText('We hebben je website naar een snellere server verhuisd.')).toBeVisible();
    await expect(page.getByText('Beantwoord', { exact: true })).toBeVisible();
    const bell = page.getByRole('button', { name: 'Meldingen, 1 ongelezen' });
    await expect(bell).toBeVisible();
    await bell.click();
    const notification = page.getByRole('button', {
      name: new RegExp(`Nieuw antwoord op ticket #\\d+.*${subject}`),
    });
    await notification.click();
    await expect(page.getByRole('button', { name: 'Meldingen, 0 ongelezen' })).toBeVisible();
    await expect(page).toHaveURL(ticketUrl);

    await page.getByLabel('Je reactie').fill('Dank je, het is nu veel sneller!');
    await page.getByRole('button', { name: 'Reactie versturen' }).click();
    await expect(page.getByText('Dank je, het is nu veel sneller!')).toBeVisible();
    await page.getByRole('button', { name: 'Ticket sluiten' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ticket sluiten' }).click();
    await expect(page.getByText('Dit ticket is gesloten.', { exact: false })).toBeVisible();
  });

  test("the header search finds the customer's ticket by subject and opens it", async ({ page, request }) => {
    await freshCustomer(page, request);
    const subject = `Zoekbare vraag ${Date.now()}`;
    await createTicket(page, subject, 'Kunnen jullie mijn DNS nakijken?');
    await page.goto('/dashboard');
    const search = page.getByRole('combobox', { name: 'Zoeken' });
    await search.fill('Zoekbare vraag');
    const listbox = page.getByRole('listbox', { name: 'Zoekresultaten' });
    await expect(listbox.getByRole('group', { name: 'Tickets' })).toBeVisible();
    await expect(listbox.getByRole('option', { name: new RegExp(subject) })).toBeVisible();
    await search.press('ArrowDown');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/support\?ticket=/);
    await expect(page.getByRole('heading', { name: new RegExp(subject) })).toBeVisible();

    await search.fill('geen-treffer-xyz');
    await expect(page.getByText('Geen resultaten')).toBeVisible();
    await search.press('Escape');
    await expect(listbox).toBeHidden();
  });

  test('the contact form creates a ticket and links to it', async ({ page, request }) => {
    await freshCustomer(page, request);
    await page.goto('/dashboard/contact');
    await expect(page.getByText('Hostportaal B.V.')).toBeVisible();
    await expect(page.getByText('NL864512397B01')).toBeVisible();
    await page.getByLabel('Onderwerp').fill('Offerte voor drie VPS-en');
    await page.getByLabel('Bericht').fill('Graag ontvang ik een offerte.');
    await page.getByRole('button', { name: 'Bericht versturen' }).click();
    await expect(page.getByText(/Je bericht is ontvangen als ticket #\d+/)).toBeVisible();
    await page.getByRole('link', { name: 'Bekijk je ticket' }).click();
    await expect(page.getByRole('heading', { name: /Offerte voor drie VPS-en/ })).toBeVisible();
    await expect(page.getByText('Graag ontvang ik een offerte.')).toBeVisible();
  });

  test('the help page filters the FAQ as you type', async ({ page }) => {
    await login(page, demo.customer.email, demo.customer.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/dashboard/help');
    await expect(page.getByText('Kan ik een incasso terugboeken (storneren)?')).toBeVisible();
    await expect(page.getByText('Welke nameservers moet ik gebruiken?')).toBeVisible();
    const search = page.getByLabel('Zoek in de veelgestelde vragen');
    await search.fill('storneren');
    await expect(page.getByText('Kan ik een incasso terugboeken (storneren)?')).toBeVisible();
    await expect(page.getByText('Welke nameservers moet ik gebruiken?')).toBeHidden();
    await search.fill('dag na de dag waarop je de brief ontvangt');
    await expect(page.getByText('Hoeveel tijd heb ik om te betalen na de 14-dagenbrief?')).toBeVisible();
    await search.fill('qwertyuiop');
    await expect(page.getByRole('status').filter({ hasText: 'Geen resultaten' })).toHaveCount(1);
    await expect(
      page.getByText('Probeer een ander zoekwoord of stel je vraag via een ticket.'),
    ).toBeVisible();
    await expect(page.getByText('Welke nameservers moet ik gebruiken?')).toBeHidden();
  });

  test('the status page lists the platform components and planned maintenance', async ({ page }) => {
    await login(page, demo.customer.email, demo.customer.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/dashboard/status');
    for (const name of ['Webhosting', 'Managed VPS', 'E-mail', 'DNS', 'Klantenportaal']) {
      await expect(page.getByText(name, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('Gepland onderhoud webhostingcluster')).toBeVisible();
  });
});

test.describe('support accessibility', () => {
  test('support, help, contact and status have no serious or critical axe violations', async ({ page }) => {
    await login(page, demo.customer.email, demo.customer.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const screens = [
      ['/dashboard/support', 'Support'],
      ['/dashboard/help', 'Help'],
      ['/dashboard/contact', 'Contact'],
      ['/dashboard/status', 'Status'],
    ] as const;
    for (const [path, heading] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Even geduld' })).toHaveCount(0);
      expect(await seriousAxeViolations(page), path).toEqual([]);
    }
    const tickets = await page.goto('/dashboard/support');
    expect(tickets?.ok()).toBe(true);
    await page.getByRole('link', { name: 'E-mail komt niet aan op mijn Gmail-adres' }).click();
    await expect(page.getByText('Supportteam', { exact: false }).first()).toBeVisible();
    expect(await seriousAxeViolations(page), 'ticket thread').toEqual([]);
  });
});
