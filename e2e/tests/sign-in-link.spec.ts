import { type ReceivedMail, startSmtpPeer } from '../../apps/api/test/smtp-peer.ts';
import { mailPeer } from '../mail-peer.ts';
import { expect, test } from './fixtures.ts';

// Issue 26: someone guesses a customer's password until the login makes a new browser wait; the customer,
// with the right password, is offered "Stuur me een inloglink", and the link from the mail signs them in.
// The e2e server runs with RATE_LIMITS=off: what holds the login up here is the database throttle of wrong
// passwords (login-throttle.ts), which does not depend on that switch. The mail is read from a real SMTP
// peer on loopback (mail-peer.ts).

let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
test.beforeAll(async () => {
  peer = await startSmtpPeer(mailPeer.port);
});
test.afterAll(() => peer?.close());

async function linkMailedTo(email: string): Promise<string> {
  const subject = 'Je inloglink voor Hostportaal';
  let mail: ReceivedMail | undefined;
  await expect
    .poll(() => {
      mail = peer.messages.findLast((message) => message.to.includes(email) && message.subject === subject);
      return mail !== undefined;
    })
    .toBe(true);
  const link = /http\S*\/sign-in-link\?token=[\w%-]+/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error(`no sign-in link in: ${mail?.text}`);
  return new URL(link).pathname + new URL(link).search;
}

test('a customer held up by wrong passwords signs in with the e-mailed link', async ({ page, request }) => {
  const stamp = Date.now();
  const customer = {
    email: `inloglink.${stamp}@example.nl`,
    password: 'Inloglink!2026',
    firstname: 'Fenna',
    lastname: `de Vries${stamp}`,
  };
  expect((await request.post('/auth/register', { data: customer })).status()).toBe(201);
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill(customer.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(customer.password);
  // Meanwhile, five wrong passwords for this account from the same browser (so from the same address, be it
  // 127.0.0.1 or ::1): the next attempt from there has to wait.
  const wrongAnswers = await page.evaluate(async (email) => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await fetch('/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: `Geraden!${attempt}` }),
      });
      statuses.push(response.status);
    }
    return statuses;
  }, customer.email);
  expect(wrongAnswers).toEqual([401, 401, 401, 401, 401]);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('alert')).toContainText('Te veel pogingen. Probeer het over 1 minuut opnieuw.');
  await page.getByRole('button', { name: 'Stuur me een inloglink' }).click();
  await expect(page.getByText('Kijk in je mailbox')).toBeVisible();

  await page.goto(await linkMailedTo(customer.email));
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen met een inloglink' })).toBeVisible();
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welkom, Fenna!' })).toBeVisible();

  // The link works once: opened again, it says so and points to a new one.
  await page.context().clearCookies();
  await page.goto(await linkMailedTo(customer.email));
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('alert')).toContainText('Inloggen met deze link is niet gelukt.');
  await expect(page.getByRole('link', { name: 'Nieuwe inloglink aanvragen' })).toBeVisible();
});
