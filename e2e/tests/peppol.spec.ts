import {
  type FakePeppolAccessPoint,
  startFakePeppolAccessPoint,
} from '../../apps/api/test/fake-peppol-access-point.ts';
import { peppolAccessPoint } from '../peppol-access-point.ts';
import { acceptedTerms, adminHeaders, demo, expect, giveAddress, login, test } from './fixtures.ts';

// Sending e-invoices over Peppol (issue 21, decision 030): a company gives its Peppol ID in Instellingen and
// orders; its first invoice goes to the access point (a fake on loopback, where the e2e server's
// PEPPOL_ACCESS_POINT_URL points), which refuses it once. Staff see the refusal in the invoice dialog, send
// it again, and see it sent.

let accessPoint: FakePeppolAccessPoint;
test.beforeAll(async () => {
  accessPoint = await startFakePeppolAccessPoint(peppolAccessPoint);
});
test.afterAll(() => accessPoint?.close());

test("a company's invoice goes over Peppol; staff see the access point's refusal and send it again", async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const customer = {
    email: `peppol.${stamp}@example.nl`,
    password: 'Peppol!2026pass',
    firstname: 'Sanne',
    lastname: `Jansen${stamp}`,
  };
  expect((await request.post('/auth/register', { data: customer })).status()).toBe(201);
  await giveAddress(request, customer);

  // The customer gives the KvK number and the Peppol ID their bookkeeping receives e-invoices under.
  await login(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.getByRole('link', { name: 'Instellingen' }).click();
  await page.getByRole('button', { name: 'Bewerken' }).click();
  const profile = page.locator('form').filter({ has: page.getByLabel('Peppol-ID') });
  await profile.getByLabel('KvK-nummer').fill('12345678');
  await profile.getByLabel('Peppol-ID').fill('0106:12345678');
  await profile.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Profiel succesvol bijgewerkt!')).toBeVisible();

  // Their order's invoice is e-mailed and handed to the access point, which refuses it the first time.
  accessPoint.answerNext({
    status: 422,
    body: { code: 'RECEIVER_NOT_FOUND', message: 'Participant 0106:12345678 is not reachable on Peppol' },
  });
  const loggedIn = await request.post('/auth/login', { data: customer });
  const headers = { Authorization: `Bearer ${(await loggedIn.json()).data.accessToken}` };
  const packages: { id: string; slug: string }[] = (await (await request.get('/api/packages')).json()).data;
  const plus = packages.find((candidate) => candidate.slug === 'webhosting-plus');
  if (!plus) throw new Error('the demo catalogue has no webhosting-plus');
  expect(
    (
      await request.post('/api/cart/items', { headers, data: { packageId: plus.id, interval: 'monthly' } })
    ).status(),
  ).toBe(200);
  const ordered = await request.post('/api/cart/checkout', {
    headers,
    data: {
      acceptance: await acceptedTerms(request),
      mandate: {
        iban: 'NL91ABNA0417164300',
        bic: null,
        accountHolder: 'S. Jansen',
        signedPlace: 'Utrecht',
        mandateConsent: true,
      },
    },
  });
  expect(ordered.status()).toBe(201);
  const [invoice] = (await ordered.json()).data.invoices as { id: string; invoiceNumber: string }[];
  if (!invoice) throw new Error('the order made no invoice');

  // The delivery and Peppol jobs run on their own; the refusal is on record once they have.
  const staff = await adminHeaders(request);
  await expect
    .poll(
      async () =>
        (await (await request.get(`/api/admin/invoices/${invoice.id}/peppol`, { headers: staff })).json())
          .data.delivery?.status,
    )
    .toBe('failed');
  const [refused] = accessPoint.requests;
  expect(refused?.authorized).toBe(true);
  expect(refused?.body).toContain(`<cbc:ID>${invoice.invoiceNumber}</cbc:ID>`);

  await page.context().clearCookies();
  await login(page, demo.admin.email, demo.admin.password);
  await page.getByRole('link', { name: 'Admin Panel' }).click();
  await page.getByRole('tab', { name: 'Invoices' }).click();
  await page.getByLabel('Search').fill(customer.email);
  const row = page.getByRole('row').filter({ hasText: invoice.invoiceNumber });
  await row.getByRole('button', { name: /View invoice/ }).click();
  const dialog = page.getByRole('dialog', { name: `Invoice ${invoice.invoiceNumber}` });
  const peppol = dialog.getByRole('region', { name: 'Peppol' });
  await expect(peppol).toContainText('Failed');
  await expect(peppol).toContainText('To 0106:12345678');
  await expect(peppol).toContainText('Participant 0106:12345678 is not reachable on Peppol');

  await peppol.getByRole('button', { name: 'Send via Peppol again' }).click();
  // The dialog follows the delivery until the access point has taken it.
  await expect(peppol).toContainText('Sent');
  await expect(peppol).toContainText('message msg-1');
  await expect(peppol.getByRole('button', { name: 'Send via Peppol again' })).toHaveCount(0);

  // Sent once, under a key of its own: the access point will not take the refused attempt for this one.
  expect(accessPoint.accepted.size).toBe(1);
  const [key, sent] = [...accessPoint.accepted][0] ?? [];
  expect(key).not.toBe(refused?.headers['idempotency-key']);
  expect(sent?.request.body).toContain(`<cbc:ID>${invoice.invoiceNumber}</cbc:ID>`);
});
