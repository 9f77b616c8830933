import type { APIRequestContext, Page } from '@playwright/test';
import { adminHeaders, demo, expect, seriousAxeViolations, test } from './fixtures.ts';

// Issue 30: a customer with overdue claims asks for a betalingsregeling in the portal, sees the schedule before
// agreeing to it, and agrees three instalments. No customer can make a claim overdue on the day it is made, so
// the spec takes a demo customer who has overdue claims and no arrangement (found through the staff API, as
// pay-from-letter.spec.ts finds its letter), signs them in with a sign-in link read from the outbox, and lets
// the company's rules allow three instalments for whatever they owe. Afterwards staff end the arrangement
// (collection resumes where it was) and the rules are put back, whatever happens.

type Claim = {
  kind: 'invoice' | 'fee';
  id: string;
  label: string;
  openCents: number;
  dueDate: string | null;
};
type Options = { claims: Claim[]; current: { id: string } | null };
type Rules = Record<string, number | boolean>;
type Customer = { id: string; email: string; firstname: string };

const amsterdamToday = () =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Amsterdam' }).format(new Date());

let savedRules: Rules | null = null;
let customerId: string | null = null;

test.beforeEach(async ({ request }) => {
  const headers = await adminHeaders(request);
  const rules = await request.get('/api/admin/settings/arrangements', { headers });
  expect(rules.status()).toBe(200);
  savedRules = (await rules.json()).data as Rules;
  // Three instalments within the rules for any total: what the customer owes is the demo's, not the spec's.
  const relaxed = await request.put('/api/admin/settings/arrangements', {
    headers,
    data: {
      ...savedRules,
      minTotalCents: 0,
      minInstalmentCents: 1,
      maxInstalments: 6,
      allowAfterLapse: true,
    },
  });
  expect(relaxed.status()).toBe(200);
});

test.afterEach(async ({ request }) => {
  const headers = await adminHeaders(request);
  // The customer's arrangement ends, however far the spec came: collection resumes where it was.
  if (customerId) {
    const listed = await request.get('/api/admin/arrangements', { headers, params: { userId: customerId } });
    const open = ((await listed.json()).data.arrangements as { id: string; status: string }[]).filter(
      (arrangement) => arrangement.status === 'active' || arrangement.status === 'proposed',
    );
    for (const arrangement of open) {
      const ended = await request.post(`/api/admin/arrangements/${arrangement.id}/end`, {
        headers,
        data: { reason: 'Einde van de e2e-test: de incasso gaat verder waar die was.' },
      });
      expect(ended.status()).toBe(200);
    }
    customerId = null;
  }
  if (savedRules) {
    await request.put('/api/admin/settings/arrangements', { headers, data: savedRules });
    savedRules = null;
  }
});

/** A one-time sign-in link for `email`, as mailed: its token, read from the outbox. */
async function signInLinkToken(request: APIRequestContext, headers: Record<string, string>, email: string) {
  expect((await request.post('/auth/sign-in-link', { data: { email } })).status()).toBe(200);
  let token: string | undefined;
  await expect
    .poll(
      async () => {
        const listed = await request.get(`/api/admin/email-outbox?search=${encodeURIComponent(email)}`, {
          headers,
        });
        const mail = ((await listed.json()).data.emails as { id: string; template: string }[]).find(
          (row) => row.template === 'sign_in_link',
        );
        if (!mail) return false;
        const opened = await request.get(`/api/admin/email-outbox/${mail.id}`, { headers });
        token = /\/sign-in-link\?token=(\S+)/.exec((await opened.json()).data.text as string)?.[1];
        return token !== undefined;
      },
      { message: `a sign-in link mailed to ${email}` },
    )
    .toBe(true);
  return decodeURIComponent(token ?? '');
}

/**
 * The first demo customer (fewest days overdue first, the fixed demo login left to the specs that use it) with
 * overdue claims an arrangement may cover, none running, who reads Dutch; signed in in the page's browser.
 */
async function signInCustomerWithOverdueClaims(page: Page, request: APIRequestContext) {
  const headers = await adminHeaders(request);
  const listed = await request.get('/api/admin/collections/cases', {
    headers,
    params: { sortBy: 'daysOverdue', sortOrder: 'asc', limit: 100 },
  });
  expect(listed.status()).toBe(200);
  const cases: { customerId: string; email: string }[] = (await listed.json()).data.cases;
  const today = amsterdamToday();
  const seen = new Set<string>();
  for (const row of cases) {
    if (seen.has(row.customerId) || row.email === demo.customer.email) continue;
    seen.add(row.customerId);
    const options = await request.get(`/api/admin/users/${row.customerId}/arrangement-options`, { headers });
    const { claims, current } = (await options.json()).data as Options;
    if (current || !claims.some((claim) => claim.kind === 'invoice' && (claim.dueDate ?? today) < today))
      continue;
    // Signed in as the customer would: the link from the mail, opened in the browser.
    const token = await signInLinkToken(request, headers, row.email);
    await page.goto(`/sign-in-link?token=${encodeURIComponent(token)}`);
    const answer = page.waitForResponse('**/auth/sign-in-link/use');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    const signedIn = await answer;
    expect(signedIn.status()).toBe(200);
    const { user } = (await signedIn.json()).data as {
      user: Customer & { preferences: { language: string } };
    };
    await expect(page).toHaveURL(/\/dashboard/);
    if (user.preferences.language === 'nl') return user;
    // A customer who reads another language: signed out again, the next one is tried.
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
  }
  throw new Error('the demo has no customer with overdue claims, no arrangement and Dutch as their language');
}

test('a customer with overdue invoices proposes three instalments, sees the schedule and agrees it', async ({
  page,
  request,
}) => {
  const customer = await signInCustomerWithOverdueClaims(page, request);
  customerId = customer.id;

  // The dashboard offers it.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(customer.firstname) })).toBeVisible();
  const offer = page.getByTestId('arrangement-entry');
  await expect(offer).toContainText('Lukt het niet om in één keer te betalen?');
  await offer.getByRole('link', { name: 'Vraag een betalingsregeling aan' }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment-arrangement$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Betalingsregeling' })).toBeVisible();

  // Every overdue claim is ticked; three instalments is one of the choices.
  const form = page.getByRole('form', { name: 'Betalingsregeling aanvragen' });
  const claims = form.getByRole('group', { name: 'Wat je in termijnen betaalt' }).getByRole('checkbox');
  expect(await claims.count()).toBeGreaterThan(0);
  for (const claim of await claims.all()) await expect(claim).toBeChecked();
  const total = ((await page.getByTestId('arrangement-total').textContent()) ?? '').replace('Totaal: ', '');
  expect(total).toMatch(/^€\s[\d.]+,\d{2}$/);
  await form.getByRole('radio', { name: /^3 termijnen van € / }).check();
  await expect(form.getByLabel('Eerste termijn op')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await form.getByLabel('Toelichting (optioneel)').fill('Door een dure maand lukt het niet in één keer.');
  await form.getByRole('button', { name: 'Bekijk het schema' }).click();

  // The schedule before anything is agreed: three instalments over the total, a month apart.
  const preview = page.getByTestId('arrangement-preview');
  await expect(preview.getByRole('heading', { name: 'Je schema' })).toBeVisible();
  await expect(preview.getByText(`${total} in 3 termijnen`)).toBeVisible();
  const rows = preview.getByTestId('instalment-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Termijn 1');
  await expect(rows.nth(2)).toContainText('Termijn 3');
  await expect(
    preview.getByText(
      'Dit valt binnen onze regels: zodra je de betalingsregeling afsluit, gaat ze meteen in.',
    ),
  ).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await preview.getByRole('button', { name: 'Betalingsregeling afsluiten' }).click();

  // Agreed at once: the page shows the arrangement that now runs.
  await expect(
    page.getByText(/^Je betalingsregeling BR-\d{4}-\d+ is afgesloten en loopt vanaf nu\./),
  ).toBeVisible();
  const view = page.getByRole('region', { name: /^Betalingsregeling BR-\d{4}-\d+/ });
  await expect(view.getByText('Lopend', { exact: true })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Betalingsregeling aanvragen' })).toHaveCount(0);
  const schedule = view.getByTestId('instalment-row');
  await expect(schedule).toHaveCount(3);
  for (const row of await schedule.all()) await expect(row).toContainText(/PAY-\d{4}-\d+/);
  const company = (await (await request.get('/api/company')).json()).data as { iban: string };
  const next = view.getByTestId('next-instalment');
  await expect(next).toContainText(`over naar ${company.iban}`);
  await expect(next).toContainText(/PAY-\d{4}-\d+/);
  await expect(view).toContainText('Is een termijn');
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Staff see what the customer agreed.
  const headers = await adminHeaders(request);
  const made = await request.get('/api/admin/arrangements', { headers, params: { userId: customer.id } });
  const [arrangement] = (await made.json()).data.arrangements as {
    id: string;
    number: string;
    status: string;
    origin: string;
    instalments: unknown[];
    customerNote: string;
  }[];
  expect(arrangement).toMatchObject({
    status: 'active',
    origin: 'customer',
    customerNote: 'Door een dure maand lukt het niet in één keer.',
  });
  expect(arrangement?.instalments).toHaveLength(3);
  await expect(view.getByRole('heading', { name: `Betalingsregeling ${arrangement?.number}` })).toBeVisible();

  // The confirmation, as stored.
  const download = page.waitForEvent('download');
  await view
    .getByRole('button', {
      name: `Bevestiging van betalingsregeling ${arrangement?.number} downloaden (pdf)`,
    })
    .click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

  // On a phone the schedule is cards and nothing sticks out sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(view.getByTestId('instalment-card')).toHaveCount(3);
  await expect(view.getByTestId('instalment-card').first()).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

  // The dashboard now names the next instalment.
  await page.goto('/dashboard');
  await expect(page.getByTestId('arrangement-entry')).toContainText(
    new RegExp(
      `^Betalingsregeling ${arrangement?.number}: volgende termijn €\\s[\\d.]+,\\d{2} op \\d{2}-\\d{2}-\\d{4}`,
    ),
  );

  // Held by the arrangement, an invoice offers no Betaal nu of its own: it leads to the arrangement instead.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/dashboard/invoices');
  const held = page.getByRole('row').getByTestId('invoice-in-arrangement').first();
  await expect(held).toContainText(`In betalingsregeling ${arrangement?.number}`);
  await expect(held).toHaveAttribute('href', '/dashboard/payment-arrangement');

  // Betaal nu on the first instalment: the test checkout, paid there, and the instalment reads paid.
  await page.goto('/dashboard/payment-arrangement');
  const due = page.getByTestId('next-instalment');
  await expect(due.getByText('Testmodus', { exact: true })).toBeVisible();
  await due.getByRole('button', { name: 'Betaal nu Termijn 1' }).click();
  await expect(page).toHaveURL(/\/__fake-mollie\/checkout\/tr_/);
  await expect(page.getByText('Testmodus — er wordt geen echt geld betaald')).toBeVisible();
  await page.getByLabel('iDEAL | Wero').check();
  await page.getByRole('button', { name: 'Betaald' }).click();
  await expect(page).toHaveURL(/\/betalen\/status\//);
  await expect(page.getByRole('heading', { name: 'Betaling ontvangen' })).toBeVisible();
  await expect(
    page.getByText(
      `Bedankt voor je betaling! Termijn 1 van betalingsregeling ${arrangement?.number} is nu betaald.`,
    ),
  ).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Naar je betalingsregeling' }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment-arrangement$/);
  const after = page.getByRole('region', { name: /^Betalingsregeling BR-\d{4}-\d+/ });
  await expect(after.getByTestId('instalment-row').nth(0)).toContainText('Betaald');
  await expect(
    after.getByTestId('next-instalment').getByRole('button', { name: 'Betaal nu Termijn 2' }),
  ).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Staff's list of online payments names the arrangement and the instalment.
  const online = await request.get('/api/admin/online-payments', { headers, params: { status: 'paid' } });
  expect((await online.json()).data.payments).toContainEqual(
    expect.objectContaining({
      customerEmail: customer.email,
      scope: 'instalment',
      arrangementNumber: arrangement?.number,
      instalmentSequence: 1,
    }),
  );
});
