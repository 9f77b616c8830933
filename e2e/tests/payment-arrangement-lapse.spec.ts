import type { APIRequestContext, Page } from '@playwright/test';
import { e2ePort } from '../peppol-access-point.ts';
import {
  bankNotification,
  collectionsOf,
  companyIbanOf,
  createBatch,
  customerWithOrder,
  markBatchSent,
  uploadBankFile,
} from './direct-debit-flow.ts';
import {
  addDays,
  amsterdamInstant,
  fakedClockServer,
  libfaketimePath,
  missingLibfaketime,
} from './faked-clock-server.ts';
import { adminHeaders, demo, expect, login, test } from './fixtures.ts';

// Issue 30, end to end: a customer who has had the 14-dagenbrief proposes three instalments in the portal and
// gets them at once; finance sees the case read "Payment arrangement" with its next instalment; the first
// instalment is paid by a transfer in a bank file; the second is missed, reminded after the grace days and, a
// second grace period later, the arrangement lapses: the case is back in collection where it was, with no second
// 14-dagenbrief, and the customer reads in Dutch what happened.
//
// Nothing on the e2e server can fall due (it runs on the real clock, and a claim made today is due in the
// future), so this spec runs a server of its own under libfaketime and moves its clock forward (decision 036:
// the spec makes its data and fixes the clock, and passes on any calendar day). It starts at the real now, so
// the demo is seeded for today as on the other server; the customer, their order and every step are this
// spec's. The browser keeps the real clock: a customer returning weeks later signs in again, as they would.

const libfaketime = libfaketimePath();
const server = libfaketime ? fakedClockServer(e2ePort + 1, libfaketime) : null;
const finance = { email: 'finance@hostportaal.test', password: demo.admin.password };

test.use({ baseURL: server?.url ?? 'http://localhost:0' });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Under CI the package is installed (.ci/run); elsewhere the spec says what it needs.
  if (!server) {
    if (process.env.CI) throw new Error(missingLibfaketime);
    test.skip(true, missingLibfaketime);
    return;
  }
  test.setTimeout(240_000);
  await server.start();
});

test.afterAll(async () => {
  await server?.stop();
});

type CaseRow = {
  id: string;
  invoiceNumber: string;
  collectionStage: string;
  noticeLetter: { id: string } | null;
  arrangement: { number: string; nextInstalment: { sequence: number } | null } | null;
};
type Instalment = {
  sequence: number;
  amountCents: number;
  dueDate: string;
  paymentReference: string | null;
  state: string;
};
type Arrangement = { id: string; number: string; status: string; instalments: Instalment[] };

const euro = (cents: number) => (cents / 100).toFixed(2);

/** Signs `email` in in the page's browser, whoever was signed in before. */
async function signIn(page: Page, email: string, password: string) {
  await page.context().clearCookies();
  await page.goto('/login');
  await page.evaluate(() => window.localStorage.clear());
  await login(page, email, password);
  await expect(page).toHaveURL(/\/dashboard/);
}

async function caseOf(request: APIRequestContext, invoiceNumber: string): Promise<CaseRow | undefined> {
  const headers = await adminHeaders(request);
  const listed = await request.get('/api/admin/collections/cases', {
    headers,
    params: { search: invoiceNumber },
  });
  expect(listed.status()).toBe(200);
  return ((await listed.json()).data.cases as CaseRow[]).find((row) => row.invoiceNumber === invoiceNumber);
}

async function lettersOf(request: APIRequestContext, userId: string) {
  const headers = await adminHeaders(request);
  const listed = await request.get(`/api/admin/letters/customer/${userId}`, { headers });
  expect(listed.status()).toBe(200);
  return (await listed.json()).data.letters as { letterType: 'notice' | 'collection' }[];
}

async function arrangementOf(request: APIRequestContext, userId: string): Promise<Arrangement> {
  const headers = await adminHeaders(request);
  const listed = await request.get('/api/admin/arrangements', { headers, params: { userId } });
  expect(listed.status()).toBe(200);
  const [arrangement] = (await listed.json()).data.arrangements as Arrangement[];
  if (!arrangement) throw new Error('the customer has no payment arrangement');
  return arrangement;
}

/** The day's dunning run, as finance starts it from the Collection Center (or the 07:00 job would). */
async function runDunning(request: APIRequestContext) {
  const headers = await adminHeaders(request);
  const run = await request.post('/api/admin/collections/run', { headers, timeout: 180_000 });
  expect(run.status()).toBe(200);
  return (await run.json()).data as { notices: number; collectionLetters: number; failed: number };
}

/** Mail the outbox holds for `email` with this template, newest first, with its text. */
async function mailsTo(request: APIRequestContext, email: string, template: string) {
  const headers = await adminHeaders(request);
  const listed = await request.get('/api/admin/email-outbox', { headers, params: { search: email } });
  expect(listed.status()).toBe(200);
  const rows = ((await listed.json()).data.emails as { id: string; template: string }[]).filter(
    (row) => row.template === template,
  );
  return Promise.all(
    rows.map(
      async (row) =>
        (await (await request.get(`/api/admin/email-outbox/${row.id}`, { headers })).json()).data as {
          subject: string;
          text: string;
        },
    ),
  );
}

/** The bank's camt.054 of our account: one incoming transfer whose payer quoted `reference`. */
function transferNotification(
  account: string,
  transfer: { cents: number; reference: string; payer: string },
) {
  const id = `E2E-${Date.now()}`;
  const amount = euro(transfer.cents);
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.02">
  <BkToCstmrDbtCdtNtfctn>
    <GrpHdr><MsgId>${id}</MsgId><CreDtTm>2026-12-01T07:30:00</CreDtTm></GrpHdr>
    <Ntfctn>
      <Id>${id}/1</Id><CreDtTm>2026-12-01T07:30:00</CreDtTm>
      <Acct><Id><IBAN>${account}</IBAN></Id><Ccy>EUR</Ccy></Acct>
      <Ntry>
        <Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts>
        <BookgDt><Dt>2026-12-01</Dt></BookgDt><ValDt><Dt>2026-12-01</Dt></ValDt>
        <AcctSvcrRef>${id}-1</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls><TxDtls>
          <Refs><AcctSvcrRef>${id}-1</AcctSvcrRef><EndToEndId>NOTPROVIDED</EndToEndId></Refs>
          <AmtDtls><TxAmt><Amt Ccy="EUR">${amount}</Amt></TxAmt></AmtDtls>
          <RltdPties><Dbtr><Nm>${transfer.payer}</Nm></Dbtr><DbtrAcct><Id><IBAN>NL91ABNA0417164300</IBAN></Id></DbtrAcct></RltdPties>
          <RmtInf><Ustrd>${transfer.reference} termijn 1</Ustrd></RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>
    </Ntfctn>
  </BkToCstmrDbtCdtNtfctn>
</Document>`;
}

test('a customer with a 14-dagenbrief agrees three instalments, pays the first, misses the second and the arrangement lapses', async ({
  page,
  request,
}, testInfo) => {
  if (!server) return;
  test.setTimeout(900_000);
  const now = await server.serverNow();
  // The server starts on the real clock: the spec moves it forward only from here.
  expect(Math.abs(now.getTime() - Date.now())).toBeLessThan(10_000);

  // A new consumer orders a year of Webhosting Plus (€ 90,69): enough for three instalments within the
  // company's default rules (at least € 50 in all, € 25 an instalment).
  const customer = await customerWithOrder(request, 'regeling', 'annually');
  const name = `${customer.firstname} ${customer.lastname}`;
  const admin = await adminHeaders(request);
  const found = await request.get('/api/admin/invoices', {
    headers: admin,
    params: { search: customer.invoice },
  });
  const invoice = ((await found.json()).data.invoices as { invoiceNumber: string; dueDate: string }[]).find(
    (row) => row.invoiceNumber === customer.invoice,
  );
  if (!invoice) throw new Error(`invoice ${customer.invoice} is not listed`);
  const due = invoice.dueDate;
  const loggedIn = await request.post('/auth/login', { data: customer });
  const userId = (await loggedIn.json()).data.user.id as string;

  // On the due date finance sends the day's direct debits to the bank, which returns ours: the account is
  // closed (AC04). The claim is the customer's to pay by transfer now, and the dunning run's to remind.
  await server.moveTo(amsterdamInstant(due, '12:00:00'));
  await signIn(page, finance.email, finance.password);
  await page.goto('/dashboard/admin?section=payments&view=batches');
  const batch = await createBatch(page);
  const ours = collectionsOf(batch.pain008).find(
    (collection) => collection.endToEndId === `${customer.invoice}-1`,
  );
  if (!ours) throw new Error(`invoice ${customer.invoice} is not in batch ${batch.messageId}`);
  await markBatchSent(page, batch.messageId);
  await uploadBankFile(
    page,
    'camt054-ac04.xml',
    bankNotification(companyIbanOf(batch.pain008), [{ collection: ours, code: 'AC04' }]),
  );
  await expect(page.getByTestId('bank-file-counts')).toHaveText('1 matched · 0 already known · 0 unmatched');

  // A week past the due date the day's dunning run opens the case with the first reminder.
  await server.moveTo(amsterdamInstant(addDays(due, 7), '12:00:00'));
  await runDunning(request);
  expect((await caseOf(request, customer.invoice))?.collectionStage).toBe('first_reminder');

  // A week later the second reminder, a week after that the 14-dagenbrief (the default schedule: 7, 14 and
  // 21 days past the due date).
  await server.moveTo(amsterdamInstant(addDays(due, 14), '12:00:00'));
  await runDunning(request);
  expect((await caseOf(request, customer.invoice))?.collectionStage).toBe('second_reminder');
  await server.moveTo(amsterdamInstant(addDays(due, 21), '12:00:00'));
  await runDunning(request);
  const noticed = await caseOf(request, customer.invoice);
  expect(noticed?.collectionStage).toBe('final_notice');
  expect(noticed?.noticeLetter).not.toBeNull();
  expect((await lettersOf(request, userId)).map((letter) => letter.letterType)).toEqual(['notice']);

  // 1. The customer proposes three instalments in the portal and sees the schedule and total first.
  await signIn(page, customer.email, customer.password);
  await page.goto('/dashboard/payment-arrangement');
  await expect(page.getByRole('heading', { level: 1, name: 'Betalingsregeling' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Betalingsregeling aanvragen' });
  const claims = form.getByRole('group', { name: 'Wat je in termijnen betaalt' });
  await expect(
    claims.getByRole('checkbox', { name: new RegExp(`Factuur ${customer.invoice}`) }),
  ).toBeChecked();
  const total = ((await page.getByTestId('arrangement-total').textContent()) ?? '').replace('Totaal: ', '');
  expect(total).toBe('€\u00a090,69');
  await form.getByRole('radio', { name: /^3 termijnen van € / }).check();
  // Transfer with each instalment's PAY- reference (whatever other methods the company offers later).
  const transfer = form.getByRole('radio', { name: /^Zelf overmaken/ });
  if ((await transfer.count()) > 0) await transfer.check();
  await form.getByRole('button', { name: 'Bekijk het schema' }).click();
  const preview = page.getByTestId('arrangement-preview');
  await expect(preview.getByText(`${total} in 3 termijnen`)).toBeVisible();
  await expect(preview.getByTestId('instalment-row')).toHaveCount(3);
  await expect(
    preview.getByText(
      'Dit valt binnen onze regels: zodra je de betalingsregeling afsluit, gaat ze meteen in.',
    ),
  ).toBeVisible();
  await preview.getByRole('button', { name: 'Betalingsregeling afsluiten' }).click();
  await expect(
    page.getByText(/^Je betalingsregeling BR-\d{4}-\d+ is afgesloten en loopt vanaf nu\./),
  ).toBeVisible();
  const view = page.getByRole('region', { name: /^Betalingsregeling BR-\d{4}-\d+/ });
  await expect(view.getByText('Lopend', { exact: true })).toBeVisible();

  const agreed = await arrangementOf(request, userId);
  expect(agreed.status).toBe('active');
  expect(agreed.instalments).toHaveLength(3);
  const [first, second] = agreed.instalments;
  if (!first?.paymentReference || !second) throw new Error('the schedule has no first and second instalment');
  expect(agreed.instalments.reduce((sum, instalment) => sum + instalment.amountCents, 0)).toBe(9069);

  // 2. Finance sees the case read "Payment arrangement" with its next instalment (the staff screens are in
  // English), not the next dunning step.
  await signIn(page, finance.email, finance.password);
  await page.goto('/dashboard/admin?section=collections');
  await page.getByLabel('Search', { exact: true }).fill(customer.email);
  const row = page.getByRole('table').first().locator('tbody tr').filter({ hasText: customer.invoice });
  await expect(row).toHaveCount(1);
  const firstDue = first.dueDate.split('-').reverse().join('-');
  await expect(row).toContainText(
    new RegExp(
      `Payment arrangement ${agreed.number} · next instalment €\\s${euro(first.amountCents).replace('.', ',')} on ${firstDue}`,
    ),
  );
  await expect(row).not.toContainText('Next: ');

  // 3. The first instalment arrives by transfer quoting its PAY- reference, in the bank's camt.054 uploaded
  // on the SEPA page.
  const company = (await (await request.get('/api/company')).json()).data as { iban: string };
  await page.goto('/dashboard/admin?section=payments&view=batches');
  await uploadBankFile(
    page,
    'camt054-termijn-1.xml',
    transferNotification(company.iban.replace(/\s/g, ''), {
      cents: first.amountCents,
      reference: first.paymentReference,
      payer: name,
    }),
  );
  await expect(page.getByTestId('bank-file-counts')).toHaveText('1 matched · 0 already known · 0 unmatched');
  await expect(page.getByTestId('bank-file-line').filter({ hasText: first.paymentReference })).toContainText(
    `Bank transfer for payment arrangement ${agreed.number} booked`,
  );
  const paid = await arrangementOf(request, userId);
  expect(paid.instalments.map((instalment) => instalment.state)).toEqual(['paid', 'upcoming', 'upcoming']);

  // 4. The second instalment is not paid. The day after its grace days the arrangement check reminds the
  // customer; the day after a second grace period it lapses.
  // (A fresh token: the one from before the clock moved has expired on the server's clock.)
  const rules = (
    await (
      await request.get('/api/admin/settings/arrangements', { headers: await adminHeaders(request) })
    ).json()
  ).data as { graceDays: number };
  await server.moveTo(amsterdamInstant(addDays(second.dueDate, rules.graceDays + 1), '12:00:00'));
  // Weeks later on the server's clock finance's session has ended (the browser's clock, still real, holds
  // cookies and a token the server no longer takes): the portal asks to sign in again, nothing breaks.
  await page.goto('/dashboard/admin?section=collections');
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, finance.email, finance.password);
  await page.goto('/dashboard/admin?section=collections');
  await page.getByRole('button', { name: 'Run arrangement check' }).click();
  await expect(
    page.getByText(/^\d+ checked: [1-9]\d* reminded of a late instalment, 0 lapsed, /),
  ).toBeVisible({
    timeout: 60_000,
  });
  const arrangementRow = page.getByTestId('arrangement-row').filter({ hasText: agreed.number });
  await arrangementRow
    .getByRole('button', { name: `Open payment arrangement ${agreed.number} of ${name}` })
    .click();
  const detail = page.getByRole('dialog', { name: `Payment arrangement ${agreed.number}` });
  await expect(detail.getByText('Reminder sent for a late instalment')).toBeVisible();
  await expect(detail.getByTestId('instalment-row').nth(1)).toContainText('Late');
  await detail.getByRole('button', { name: 'Close' }).last().click();
  const [reminder] = await mailsTo(request, customer.email, 'arrangement_reminder');
  expect(reminder?.subject).toBe(`Termijn 2 van je betalingsregeling ${agreed.number} is nog niet betaald`);

  await server.moveTo(amsterdamInstant(addDays(second.dueDate, 2 * rules.graceDays + 1), '12:00:00'));
  await signIn(page, finance.email, finance.password);
  await page.goto('/dashboard/admin?section=collections');
  await page.getByRole('button', { name: 'Run arrangement check' }).click();
  await expect(
    page.getByText(/^\d+ checked: 0 reminded of a late instalment, [1-9]\d* lapsed, /),
  ).toBeVisible({
    timeout: 60_000,
  });
  await expect(arrangementRow).toContainText('Lapsed');
  await arrangementRow
    .getByRole('button', { name: `Open payment arrangement ${agreed.number} of ${name}` })
    .click();
  await expect(detail.getByText('Lapsed', { exact: true }).first()).toBeVisible();
  await expect(detail.getByTestId('instalment-row').nth(1)).toContainText('Missed');
  await detail.getByRole('button', { name: 'Close' }).last().click();

  // Back in collection at the stage it had reached: the 14-dagenbrief's stage, and its term has passed, so the
  // dunning run takes the next step (the incassobrief), not a second 14-dagenbrief.
  const released = await caseOf(request, customer.invoice);
  expect(released?.collectionStage).toBe('final_notice');
  expect(released?.arrangement ?? null).toBeNull();
  await page.getByLabel('Search', { exact: true }).fill(customer.email);
  await expect(row).toContainText('Next: ');
  await expect(row).not.toContainText('Payment arrangement');
  await runDunning(request);
  expect((await lettersOf(request, userId)).map((letter) => letter.letterType).sort()).toEqual([
    'collection',
    'notice',
  ]);
  expect((await caseOf(request, customer.invoice))?.collectionStage).toBe('legal_action');
  await page.reload();
  await page.getByLabel('Search', { exact: true }).fill(customer.email);
  await expect(row).toHaveCount(1);
  // The case and the arrangements list, for a person to look at (test-results, not kept).
  await page.screenshot({
    path: testInfo.outputPath('staff-case-after-lapse.png'),
    fullPage: true,
    clip: { x: 0, y: 0, width: 1280, height: 1900 },
  });

  // The customer reads in Dutch what happened, on the page and in the mail.
  const [lapseMail] = await mailsTo(request, customer.email, 'arrangement_lapsed');
  expect(lapseMail?.subject).toBe(`Je betalingsregeling ${agreed.number} is vervallen`);
  expect(lapseMail?.text).toContain('Daarom is de betalingsregeling vervallen.');
  expect(lapseMail?.text).toContain('de incasso van deze posten gaat verder waar die was gebleven');
  expect(lapseMail?.text).toContain('krijg je geen nieuwe 14-dagenbrief');

  await signIn(page, customer.email, customer.password);
  await page.goto('/dashboard/payment-arrangement');
  const earlier = page.getByTestId('earlier-arrangement').filter({ hasText: agreed.number });
  await expect(earlier).toContainText('Vervallen');
  await expect(earlier).toContainText(
    'Een termijn is niet betaald; het resterende bedrag moest meteen worden betaald.',
  );
  await page.screenshot({ path: testInfo.outputPath('customer-after-lapse.png'), fullPage: true });
});
