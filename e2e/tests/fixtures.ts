import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

export const demo = {
  customer: { email: 'klant@hostportaal.test', password: 'Klant!2026demo', firstname: 'Jan' },
  admin: { email: 'admin@hostportaal.test', password: 'Admin!2026demo' },
};

export async function login(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

// Serious and critical axe violations, summarised so a failure says what is wrong where.
// Colours are measured once every transition has ended: just after a theme switch, text and background are
// still fading and axe would report the contrast halfway. Endless animations (a spinner) are not waited for.
export async function seriousAxeViolations(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The demo admin's bearer header, for specs that read or prepare data through the API. */
export async function adminHeaders(request: APIRequestContext) {
  const response = await request.post('/auth/login', {
    data: { email: demo.admin.email, password: demo.admin.password },
  });
  expect(response.status()).toBe(200);
  return { Authorization: `Bearer ${(await response.json()).data.accessToken as string}` };
}

/**
 * Confirms a newly registered customer's e-mail address as they would (issue 28): the link in the
 * confirmation mail, read from the outbox through the admin (outside production) and opened.
 */
export async function confirmEmail(request: APIRequestContext, email: string) {
  const headers = await adminHeaders(request);
  const listed = await request.get(`/api/admin/email-outbox?search=${encodeURIComponent(email)}`, {
    headers,
  });
  expect(listed.status()).toBe(200);
  const mail = ((await listed.json()).data.emails as { id: string; template: string }[]).find(
    (row) => row.template === 'email_verification',
  );
  expect(mail, `a confirmation mail to ${email}`).toBeTruthy();
  const opened = await request.get(`/api/admin/email-outbox/${mail?.id}`, { headers });
  const token = /\/verify-email\?token=(\S+)/.exec((await opened.json()).data.text as string)?.[1];
  expect(token, 'the link in the confirmation mail').toBeTruthy();
  const verified = await request.post('/auth/verify-email', {
    data: { token: decodeURIComponent(token ?? '') },
  });
  expect(verified.status()).toBe(200);
}

/**
 * Gives a newly registered customer the complete address a mandate, an order and an invoice need (issue 17),
 * through the profile call the customer would use, and confirms their e-mail address, which ordering and a
 * mandate wait for (issue 28).
 */
export async function giveAddress(
  request: APIRequestContext,
  customer: { email: string; password: string; firstname: string; lastname: string },
) {
  await giveAddressOnly(request, customer);
  await confirmEmail(request, customer.email);
}

/** The address only, the e-mail address left unconfirmed (email-verification.spec.ts). */
export async function giveAddressOnly(
  request: APIRequestContext,
  customer: { email: string; password: string; firstname: string; lastname: string },
) {
  const loggedIn = await request.post('/auth/login', {
    data: { email: customer.email, password: customer.password },
  });
  expect(loggedIn.status()).toBe(200);
  const saved = await request.put('/auth/profile', {
    headers: { Authorization: `Bearer ${(await loggedIn.json()).data.accessToken as string}` },
    data: {
      firstname: customer.firstname,
      lastname: customer.lastname,
      email: customer.email,
      street: 'Oudegracht',
      houseNumber: '231',
      zipcode: '3511 NK',
      city: 'Utrecht',
      country: 'NL',
    },
  });
  expect(saved.status()).toBe(200);
}

/** The Administration Dashboard's sections in SPEC §2 order (apps/web admin-sections.ts), for the walks over every screen. */
export const adminSections = [
  'overview',
  'users',
  'subscriptions',
  'invoices',
  'packages',
  'payments',
  'collections',
  'analytics',
  'reports',
  'audit',
  'hosting',
  'settings',
] as const;

export const test = base;
export { expect };

/** What a consumer's checkout sends (issue 28): the current terms and privacy versions, accepted, start at once. */
export async function acceptedTerms(request: APIRequestContext) {
  const response = await request.get('/api/legal/current');
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as {
    data: { terms: { version: number }; privacy: { version: number } };
  };
  return {
    termsVersion: data.terms.version,
    privacyVersion: data.privacy.version,
    acceptTerms: true,
    immediateStart: true,
  };
}
