import { adminHeaders, expect, giveAddress, login, seriousAxeViolations, test } from './fixtures.ts';

// Services that wait say on what (issue 28): a hosting account put on a DirectAdmin package while no
// DirectAdmin server is in service waits for a server staff must add. The customer reads 'Wacht op een
// server' on the dashboard, Servers and Mijn Abonnementen, the dashboard does not count it as active nor
// offer a control panel, and staff see it in a System Alert. The spec makes its own customer and account.

test('a hosting account with no DirectAdmin server to live on says it waits for a server', async ({
  page,
  request,
}) => {
  const customer = {
    email: `wacht.hosting.${Date.now()}@example.nl`,
    password: 'Wachten!2026',
    firstname: 'Wouter',
    lastname: 'Wachter',
  };
  const registered = await request.post('/auth/register', {
    data: {
      firstname: customer.firstname,
      lastname: customer.lastname,
      email: customer.email,
      password: customer.password,
    },
  });
  expect(registered.status()).toBe(201);
  await giveAddress(request, customer);

  // Staff put the customer on Webhosting Plus for their domain, paid by transfer.
  const headers = await adminHeaders(request);
  const found = await request.get(`/api/admin/users?search=${encodeURIComponent(customer.email)}`, {
    headers,
  });
  const customerId = (await found.json()).data.users[0]?.id as string;
  expect(customerId, 'the new customer').toBeTruthy();
  const packages: { id: string; slug: string }[] = (await (await request.get('/api/packages')).json()).data;
  const plus = packages.find((pkg) => pkg.slug === 'webhosting-plus');
  expect(plus, 'the demo sells Webhosting Plus').toBeTruthy();
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Amsterdam' }).format(new Date());
  const created = await request.post('/api/admin/subscriptions', {
    headers,
    data: {
      userId: customerId,
      packageId: plus?.id,
      interval: 'monthly',
      startDate: today,
      mandateId: null,
      priceCents: null,
      domain: 'wouter-wacht.nl',
    },
  });
  expect(created.status()).toBe(201);

  const alerts = await request.get('/api/admin/dashboard/alerts', { headers });
  expect((await alerts.json()).data.alerts).toContainEqual(
    expect.objectContaining({ id: 'hosting_waiting' }),
  );

  await login(page, customer.email, customer.password);
  // giveAddress signed in through the API first: the browser's is the second sign-in, 'Welkom terug'.
  await expect(page.getByRole('heading', { name: `Welkom terug, ${customer.firstname}!` })).toBeVisible();
  const stats = page.getByRole('region', { name: 'Overzicht' });
  await expect(
    stats.getByText('Actieve services', { exact: true }).locator('xpath=following-sibling::p[1]'),
  ).toHaveText('0');
  const card = page
    .getByRole('region', { name: 'Mijn services' })
    .getByRole('group', { name: 'Webhosting Plus' });
  await expect(card).toContainText('Wacht op een server');
  await expect(card).toContainText('onze beheerders zijn ingelicht');
  await expect(card.getByRole('link', { name: /controlepaneel/ })).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Abonnementen' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn Abonnementen' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Webhosting Plus' });
  await expect(row).toContainText('Wacht op een server');
  await expect(row).not.toContainText('Actief');
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.goto('/dashboard/servers');
  const server = page.getByRole('group', { name: 'Webhosting Plus' });
  await expect(server).toContainText('Wacht op een server');
  await expect(server.getByRole('link', { name: /controlepaneel/ })).toHaveCount(0);
});
