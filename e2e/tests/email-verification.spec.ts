import { adminHeaders, demo, expect, giveAddressOnly, login, test } from './fixtures.ts';

// Issue 28: a new customer is told where the confirmation mail went, cannot order until the address is
// confirmed, can have the mail sent again, and orders once the link is opened. The link is read as staff in
// a demo read it: in the admin's e-mail outbox.
test('a new customer confirms the address from the mail, then orders', async ({ page, request }) => {
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  const customer = {
    email: `bevestig.${stamp}@example.nl`,
    password: 'Bevestig!2026',
    firstname: 'Bente',
    lastname: 'Bevestig',
  };
  await page.goto('/register');
  await page.getByLabel('Voornaam').fill(customer.firstname);
  await page.getByLabel('Achternaam').fill(customer.lastname);
  await page.getByLabel('E-mailadres').fill(customer.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(
    page.getByText(`We hebben een bevestigingsmail gestuurd naar ${customer.email}.`, { exact: false }),
  ).toBeVisible();

  // The first sign-in is the browser's: it greets with "Welkom" (a later one says "Welkom terug").
  await login(page, customer.email, customer.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Welkom, Bente!' })).toBeVisible();
  await giveAddressOnly(request, customer);
  const notice = page.getByRole('status').filter({ hasText: 'Bevestig je e-mailadres' });
  await expect(notice).toContainText(`We hebben een bevestigingsmail gestuurd naar ${customer.email}.`);
  await expect(page.getByRole('link', { name: 'Bestel je eerste pakket' })).toBeVisible();
  await notice.getByRole('button', { name: 'Opnieuw versturen' }).click();
  await expect(notice).toContainText(
    `We hebben de bevestigingsmail opnieuw gestuurd naar ${customer.email}.`,
  );

  // Ordering waits: the checkout explains and its button stays off, and the API refuses as well.
  await page.goto('/dashboard/bestellen?package=webhosting-plus');
  await page
    .getByRole('article')
    .filter({ hasText: 'Jouw keuze' })
    .getByRole('button', { name: 'In winkelwagen' })
    .click();
  await page.goto('/dashboard/bestellen/afrekenen');
  await expect(
    page.getByRole('status').filter({ hasText: 'Bestellen kan zodra je e-mailadres is bevestigd' }),
  ).toBeVisible();
  const placeOrder = page.getByRole('button', { name: /Bestel/ }).last();
  await expect(placeOrder).toBeDisabled();
  // The admin reads the outbox: both confirmation mails, the newest opened, its link followed.
  const admin = await page.context().browser()?.newContext();
  if (!admin) throw new Error('no browser');
  const staff = await admin.newPage();
  await login(staff, demo.admin.email, demo.admin.password);
  await staff.getByRole('link', { name: 'E-mail outbox' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'E-mail outbox' })).toBeVisible();
  // Login notifications go to the same address; the two confirmation mails are the ones with this subject.
  const rows = staff
    .getByRole('row')
    .filter({ hasText: customer.email })
    .filter({ hasText: 'Bevestig je e-mailadres' });
  await expect(rows).toHaveCount(2);
  await rows.first().getByRole('button', { name: 'Bevestig je e-mailadres' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Bevestig je e-mailadres' });
  const link = dialog.getByRole('link', { name: /\/verify-email\?token=/ });
  const href = await link.getAttribute('href');
  await admin.close();
  expect(href).toBeTruthy();

  await page.goto(href ?? '');
  await expect(page.getByText('Je e-mailadres is bevestigd', { exact: false })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Bevestig je e-mailadres')).toHaveCount(0);
  await page.goto('/dashboard/bestellen/afrekenen');
  await expect(page.getByRole('status').filter({ hasText: 'Bestellen kan zodra' })).toHaveCount(0);
  await expect(placeOrder).toBeEnabled();
  const headers = await adminHeaders(request);
  const found = await request.get(`/api/admin/users?search=${encodeURIComponent(customer.email)}`, {
    headers,
  });
  expect((await found.json()).data.users[0].isEmailVerified).toBe(true);
});
