import type { APIRequestContext, Page } from '@playwright/test';
import { expect, seriousAxeViolations, test } from './fixtures.ts';

// Issue 28 (Prijsaanduidingsbesluit, DOMAIN-NL §7): a visitor and a consumer see prices incl. btw as the
// main figure with excl. btw below it, on the home page, Bestellen, Game-servers and in the cart; a business
// customer (KvK number) sees excl. btw first and may switch, and the choice stays. Demo prices: Webhosting
// Plus € 6,95/maand (€ 8,41 incl.) and € 74,95/jaar (€ 90,69 incl.); Minecraft Java 4GB € 10,95 (€ 13,25).

async function newCustomer(request: APIRequestContext, who: string, kvkNumber: string | null) {
  const email = `${who}.${Date.now()}@example.nl`;
  const password = 'Prijzen!2026';
  const registered = await request.post('/auth/register', {
    data: { firstname: 'Priya', lastname: 'Prijs', email, password },
  });
  expect(registered.status()).toBe(201);
  if (kvkNumber) {
    const loggedIn = await request.post('/auth/login', { data: { email, password } });
    const saved = await request.put('/auth/profile', {
      headers: { Authorization: `Bearer ${(await loggedIn.json()).data.accessToken as string}` },
      data: { firstname: 'Priya', lastname: 'Prijs', email, company: 'Prijs BV', kvkNumber },
    });
    expect(saved.status()).toBe(200);
  }
  return { email, password };
}

async function loginAs(page: Page, customer: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill(customer.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

/** The main figure of a price block: the bold amount with its label, as one reads it. */
function mainPrice(scope: ReturnType<Page['getByRole']>) {
  return scope.locator('p:has(> span.font-bold)').first();
}

function orderCard(page: Page, name: string) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

test('a visitor sees prices incl. btw on the home page', async ({ page }) => {
  await page.goto('/');
  const hosting = page.getByRole('region', { name: 'Webhosting', exact: true });
  const plus = hosting.getByRole('listitem').filter({ hasText: 'Webhosting Plus' });
  await expect(mainPrice(plus)).toHaveText('€\u00a08,41/maand incl. btw');
  await expect(plus).toContainText('€\u00a06,95/maand excl. btw');
  await expect(page.getByText('Alle prijzen zijn per maand, inclusief 21% btw.')).toBeVisible();
});

test('a consumer sees incl. btw on Bestellen, Game-servers and in the cart, with no switch', async ({
  page,
  request,
}) => {
  await loginAs(page, await newCustomer(request, 'consument', null));
  await page.goto('/dashboard/bestellen');
  const plus = orderCard(page, 'Webhosting Plus');
  await expect(mainPrice(plus)).toHaveText('€\u00a08,41/maand incl. btw');
  await expect(plus).toContainText('€\u00a06,95/maand excl. btw');
  await expect(page.getByRole('switch', { name: 'Prijzen incl. btw tonen' })).toHaveCount(0);
  await plus.getByLabel('Betaaltermijn').selectOption({ label: '€\u00a090,69/jaar' });
  await expect(mainPrice(plus)).toHaveText('€\u00a090,69/jaar incl. btw');
  await plus.getByRole('button', { name: 'In winkelwagen' }).click();

  const cart = page.getByRole('region', { name: 'Je winkelwagen' });
  await expect(cart).toContainText('jaarlijks · €\u00a090,69/jaar incl. btw');
  await expect(mainPrice(cart.getByRole('listitem'))).toHaveText('€\u00a090,69 incl. btw');
  await expect(cart).toContainText('€\u00a074,95 excl. btw');
  await expect(cart.getByText('Totaal incl. btw').locator('..')).toContainText('€\u00a090,69');

  await page.goto('/dashboard/games');
  const minecraft = orderCard(page, 'Minecraft Java 4GB');
  await expect(mainPrice(minecraft)).toHaveText('€\u00a013,25/maand incl. btw');
  await expect(minecraft).toContainText('€\u00a010,95/maand excl. btw');
  await expect(page.getByRole('switch', { name: 'Prijzen incl. btw tonen' })).toHaveCount(0);
});

test('a business customer sees excl. btw first, switches to incl. btw, and the choice stays', async ({
  page,
  request,
}) => {
  await loginAs(page, await newCustomer(request, 'zakelijk', '12345678'));
  await page.goto('/dashboard/bestellen');
  const plus = orderCard(page, 'Webhosting Plus');
  await expect(mainPrice(plus)).toHaveText('€\u00a06,95/maand excl. btw');
  await expect(plus).toContainText('€\u00a08,41/maand incl. btw');
  await plus.getByRole('button', { name: 'In winkelwagen' }).click();
  const cart = page.getByRole('region', { name: 'Je winkelwagen' });
  await expect(mainPrice(cart.getByRole('listitem'))).toHaveText('€\u00a06,95 excl. btw');

  const toggle = page.getByRole('switch', { name: 'Prijzen incl. btw tonen' });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(mainPrice(plus)).toHaveText('€\u00a08,41/maand incl. btw');
  await expect(mainPrice(cart.getByRole('listitem'))).toHaveText('€\u00a08,41 incl. btw');

  await page.goto('/dashboard/games');
  const minecraft = orderCard(page, 'Minecraft Java 4GB');
  await expect(mainPrice(minecraft)).toHaveText('€\u00a013,25/maand incl. btw');
  await page.getByRole('switch', { name: 'Prijzen incl. btw tonen' }).click();
  await expect(mainPrice(minecraft)).toHaveText('€\u00a010,95/maand excl. btw');

  await page.reload();
  await expect(mainPrice(orderCard(page, 'Minecraft Java 4GB'))).toHaveText('€\u00a010,95/maand excl. btw');
  await expect(page.getByRole('switch', { name: 'Prijzen incl. btw tonen' })).not.toBeChecked();
});

test('the home page footer says who runs the shop and links the terms and privacy statement', async ({
  page,
  request,
}) => {
  // The facts staff keep in Settings (another spec may have changed them), as anyone may read them.
  const company = (await (await request.get('/api/company')).json()).data;
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const address = footer.locator('address');
  await expect(address).toContainText(company.name);
  await expect(address).toContainText(
    `${company.street} ${company.houseNumber}, ${company.zipcode} ${company.city}`,
  );
  await expect(address).toContainText(`KvK ${company.kvkNumber} · btw-id ${company.vatId}`);
  await expect(address.getByRole('link', { name: company.email })).toHaveAttribute(
    'href',
    `mailto:${company.email}`,
  );
  await expect(address.getByRole('link', { name: company.phone })).toBeVisible();
  const legal = footer.getByRole('navigation', { name: 'Voorwaarden en privacy' });
  await expect(legal.getByRole('link', { name: 'Algemene voorwaarden' })).toHaveAttribute(
    'href',
    '/voorwaarden',
  );
  await expect(legal.getByRole('link', { name: 'Privacyverklaring' })).toHaveAttribute('href', '/privacy');
  expect(await seriousAxeViolations(page)).toEqual([]);
});
