import { type ReceivedMail, startSmtpPeer } from '../../apps/api/test/smtp-peer.ts';
import { mailPeer } from '../mail-peer.ts';
import { demo, expect, giveAddress, login, test } from './fixtures.ts';

// Issue 28 (decision 038): a consumer orders with the terms accepted and the consent to start at once, gets
// the confirmation with the terms as PDF and the model withdrawal form, and withdraws for a credit note;
// staff publish a new version of the terms, which /voorwaarden shows.

let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
test.beforeAll(async () => {
  peer = await startSmtpPeer(mailPeer.port);
});
test.afterAll(() => peer?.close());

test('a consumer accepts the terms, gets the confirmation with PDF and form, and withdraws', async ({
  page,
  request,
}) => {
  const customer = {
    email: `consument.${Date.now()}@example.nl`,
    password: 'Herroepen!2026',
    firstname: 'Cor',
    lastname: 'Consument',
  };
  expect((await request.post('/auth/register', { data: customer })).status()).toBe(201);
  await giveAddress(request, customer);
  await login(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/dashboard/bestellen?package=webhosting-plus');
  await page
    .getByRole('article')
    .filter({ hasText: 'Jouw keuze' })
    .getByRole('button', { name: 'In winkelwagen' })
    .click();
  await page.goto('/dashboard/bestellen/afrekenen');
  await page.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 00');
  await page.getByLabel('Naam rekeninghouder').fill('C. Consument');
  await page.getByLabel('Woonplaats').fill('Utrecht');
  await page.getByRole('checkbox', { name: /geef .* toestemming/ }).check();
  const order = page.getByRole('button', { name: 'Bestellen met betaalverplichting' });
  await order.click();
  await expect(page.getByText('Ga akkoord met de algemene voorwaarden om te bestellen')).toBeVisible();
  await expect(page.getByText(/Geef toestemming om direct te beginnen/)).toBeVisible();
  await expect(page.getByRole('link', { name: /Algemene voorwaarden \(versie \d+\)/ })).toHaveAttribute(
    'href',
    '/voorwaarden',
  );
  await expect(page.getByRole('link', { name: /Privacyverklaring \(versie \d+\)/ })).toHaveAttribute(
    'href',
    '/privacy',
  );
  await page.getByRole('checkbox', { name: /algemene voorwaarden/ }).check();
  await page.getByRole('checkbox', { name: /direct begint/ }).check();
  await order.click();
  await expect(page.getByRole('heading', { name: 'Bedankt voor je bestelling!' })).toBeVisible();

  let mail: ReceivedMail | undefined;
  await expect
    .poll(() => {
      mail = peer.messages.find(
        (message) =>
          message.to.includes(customer.email) && message.subject === 'Bevestiging van je bestelling',
      );
      return mail !== undefined;
    })
    .toBe(true);
  expect(mail?.text).toContain('Modelformulier voor herroeping');
  expect(mail?.text).toContain('met betaalverplichting');
  const pdf = mail?.attachments.find((attachment) =>
    /^algemene-voorwaarden-versie-\d+\.pdf$/.test(attachment.filename),
  );
  expect(pdf?.mimeType).toBe('application/pdf');
  expect(pdf?.content.subarray(0, 5).toString()).toBe('%PDF-');

  await page.goto('/dashboard/subscriptions');
  await page.getByRole('button', { name: 'Herroepen' }).first().click();
  const dialog = page.getByRole('dialog', { name: /herroepen$/ });
  await expect(dialog).toContainText('betaal je voor de dagen dat je hem had');
  await dialog.getByRole('button', { name: 'Herroepen bevestigen' }).click();
  await expect(dialog).toContainText(/Herroepen\. Creditnota 20\d\d-\d{6}: €\s?[\d,.]+ terug/);
  await dialog.getByRole('link', { name: 'Bekijk de creditnota bij je facturen' }).click();
  await expect(page.getByText(/Creditnota/).first()).toBeVisible();
});

test('staff publish a new version of the terms and /voorwaarden shows it', async ({ page }) => {
  await login(page, demo.admin.email, demo.admin.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/admin?section=settings');
  const editor = page.getByRole('form', { name: 'Terms (algemene voorwaarden)' });
  const current = await editor.getByText(/Current: version \d+/).textContent();
  const version = Number(/version (\d+)/.exec(current ?? '')?.[1]);
  const text = `# Artikel 1. Nieuw\nVersie uit de e2e-test ${Date.now()}.`;
  await editor.getByLabel('Text').fill(text);
  await editor.getByRole('button', { name: 'Publish new version' }).click();
  await expect(page.getByText(`Version ${version + 1} published.`).first()).toBeVisible();
  await expect(editor.getByText(`Version ${version} ·`)).toBeVisible();

  await page.goto('/voorwaarden');
  await expect(page.getByRole('heading', { level: 1, name: 'Algemene voorwaarden' })).toBeVisible();
  await expect(page.getByText(`Versie ${version + 1}, geldig vanaf`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Artikel 1. Nieuw' })).toBeVisible();
});
