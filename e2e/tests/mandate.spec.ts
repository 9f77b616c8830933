import { acceptedTerms, expect, giveAddress, login, seriousAxeViolations, test } from './fixtures.ts';

test.describe('direct debit mandate', () => {
  test('a customer sees the mandate with a masked IBAN and changes the IBAN with a new consent', async ({
    page,
    request,
  }) => {
    // A new customer who ordered a package with a mandate, so the test owns its data.
    const email = `machtiging.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.nl`;
    const password = 'Machtiging!2026';
    const registered = await request.post('/auth/register', {
      data: { firstname: 'Mila', lastname: 'Machtiging', email, password },
    });
    expect(registered.status()).toBe(201);
    await giveAddress(request, { email, password, firstname: 'Mila', lastname: 'Machtiging' });
    const loggedIn = await request.post('/auth/login', { data: { email, password } });
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
          accountHolder: 'M. Machtiging',
          signedPlace: 'Zwolle',
          mandateConsent: true,
        },
      },
    });
    expect(ordered.status()).toBe(201);
    const reference: string = (await ordered.json()).data.mandateReference;

    await login(page, email, password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/dashboard/instellingen');
    await page.getByRole('tab', { name: 'Betaalgegevens' }).click();
    await expect(page).toHaveURL(/tab=payment/);
    const mandate = page.getByRole('article', { name: `Machtiging ${reference}` });
    await expect(mandate.getByText('NL** **** **** **** 4300')).toBeVisible();
    await expect(mandate.getByText('Geldig')).toBeVisible();
    await expect(mandate.getByText('Toestemming in het portaal')).toBeVisible();
    await expect(mandate.getByText('1 abonnement')).toBeVisible();
    await expect(page.getByText(/NL91/)).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await mandate.getByRole('button', { name: 'Rekeningnummer wijzigen' }).click();
    await expect(mandate.getByLabel('Naam rekeninghouder')).toHaveValue('M. Machtiging');
    await mandate.getByLabel('IBAN', { exact: true }).fill('NL91 ABNA 0417 1643 01');
    await mandate.getByRole('checkbox', { name: /geef .* toestemming/ }).check();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await mandate.getByRole('button', { name: 'Rekeningnummer opslaan' }).click();
    await expect(mandate.getByText('Dit is geen geldig IBAN')).toBeVisible();

    await mandate.getByLabel('IBAN', { exact: true }).fill('NL20 INGB 0001 2345 67');
    await mandate.getByRole('button', { name: 'Rekeningnummer opslaan' }).click();
    await expect(
      page.getByText('Je rekeningnummer is gewijzigd. We hebben je een bevestiging gemaild.'),
    ).toBeVisible();
    await expect(mandate.getByText('NL** **** **** **** 4567')).toBeVisible();
    await expect(mandate.getByLabel('IBAN', { exact: true })).toHaveCount(0);

    // Kept on the server, under the same mandate reference.
    await page.reload();
    const reloaded = page.getByRole('article', { name: `Machtiging ${reference}` });
    await expect(reloaded.getByText('NL** **** **** **** 4567')).toBeVisible();
    await expect(reloaded.getByText('M. Machtiging')).toBeVisible();
  });
});
