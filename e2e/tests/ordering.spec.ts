import { confirmEmail, expect, seriousAxeViolations, test } from './fixtures.ts';

test.describe('ordering a package', () => {
  test('a new customer puts a package in the cart, gives a mandate and gets the first invoice', async ({
    page,
    request,
  }) => {
    const email = `besteller.${Date.now()}@example.nl`;
    const password = 'Bestellen!2026';
    const registered = await request.post('/auth/register', {
      data: { firstname: 'Bas', lastname: 'Besteller', email, password },
    });
    expect(registered.status()).toBe(201);
    await confirmEmail(request, email);

    await page.goto('/');
    await page.getByRole('link', { name: 'Webhosting Plus bestellen' }).click();
    // Not logged in yet: the login page brings the customer back to the order page afterwards.
    await expect(page).toHaveURL(/\/login/);
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page).toHaveURL(/\/dashboard\/bestellen\?package=webhosting-plus$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pakket bestellen' })).toBeVisible();
    const card = page.getByRole('article').filter({ hasText: 'Jouw keuze' });
    await expect(card.getByRole('heading', { name: /Webhosting Plus/ })).toBeVisible();
    await card.getByLabel('Betaaltermijn').selectOption({ label: '€\u00a090,69/jaar' });
    await card.getByRole('button', { name: 'In winkelwagen' }).click();
    await expect(page.getByText('Webhosting Plus staat in je winkelwagen.', { exact: true })).toBeVisible();

    const cart = page.getByRole('region', { name: 'Je winkelwagen' });
    await expect(cart).toContainText('Totaal incl. btw');
    await expect(cart).toContainText('€\u00a090,69');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await cart.getByRole('link', { name: 'Afrekenen' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Afrekenen' })).toBeVisible();
    // Registered without an address: the checkout asks for it first, and cannot be placed until it is saved.
    const order = page.getByRole('button', { name: 'Bestellen met betaalverplichting' });
    await expect(order).toBeDisabled();
    const address = page.getByRole('form', { name: 'Je adres' });
    await address.getByLabel('Straat').fill('Utrechtseweg');
    await address.getByLabel('Huisnummer').fill('12');
    await address.getByLabel('Postcode').fill('3811 nb');
    await address.getByLabel('Plaats', { exact: true }).fill('Amersfoort');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await address.getByRole('button', { name: 'Adres opslaan' }).click();
    await expect(
      address.getByText('Je adres is opgeslagen. Je kunt nu je bestelling plaatsen.'),
    ).toBeVisible();
    await expect(order).toBeEnabled();

    await page.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 00');
    await page.getByLabel('Naam rekeninghouder').fill('B. Besteller');
    await page.getByLabel('Woonplaats').fill('Amersfoort');
    await page.getByRole('button', { name: 'Bestellen met betaalverplichting' }).click();
    // The consent box is the signature step: without it nothing is ordered.
    await expect(page.getByText('Geef toestemming voor de automatische incasso')).toBeVisible();
    await page.getByRole('checkbox', { name: /geef .* toestemming/ }).check();
    // The terms (art. 6:230m BW) and a consumer's consent to start at once (art. 6:230p BW) are required too.
    await page.getByRole('checkbox', { name: /algemene voorwaarden/ }).check();
    await page.getByRole('checkbox', { name: /direct begint/ }).check();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Bestellen met betaalverplichting' }).click();

    await expect(page.getByRole('heading', { name: 'Bedankt voor je bestelling!' })).toBeVisible();
    await expect(page.getByText(/Factuur 20\d\d-\d{6}/)).toBeVisible();
    await expect(page.getByText('€\u00a090,69').first()).toBeVisible();
    await expect(page.getByText(/PAY-20\d\d-\d{4,}/)).toBeVisible();

    await page.getByRole('link', { name: 'Naar je facturen' }).click();
    await expect(page.getByRole('cell', { name: '€\u00a090,69' }).first()).toBeVisible();
    await page.getByRole('link', { name: 'Abonnementen' }).first().click();
    await expect(page.getByText('Webhosting Plus').first()).toBeVisible();
  });
});
