import type { APIRequestContext, Page } from '@playwright/test';
import { formatDateLong } from '../../packages/domain/src/format-date.ts';
import { addTarget2BusinessDays, isTarget2BusinessDay } from '../../packages/domain/src/target2-calendar.ts';
import { e2ePort } from '../peppol-access-point.ts';
import {
  bankNotification,
  collectionsOf,
  companyIbanOf,
  createBatch,
  customerWithOrder,
  markBatchSent,
  textOf,
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

// Issue 30, end to end: a customer whose direct debit failed (AC04: the account is closed) and who has had the
// 14-dagenbrief gives a new IBAN in the portal, then proposes three instalments by automatische incasso and
// gets them at once; finance sees the case read "Payment arrangement" with its next instalment; the SEPA batch
// collects the first instalment, booked from the bank's camt.054; the second is returned for lack of funds
// (AM04), tried once more in the next batch and returned again, so the customer must transfer it; it is not,
// and is reminded after the grace days and, a second grace period later, the arrangement lapses: the case is
// back in collection where it was, with no second 14-dagenbrief, and the customer reads in Dutch what happened.
//
// Dates come from the server: the due dates from the schedule it made, each batch's collection date from the
// file it wrote (and its table), the retry's from its e-mail. The spec only picks the working day finance
// writes a batch, with the TARGET2 calendar the server's batches use (packages/domain), so it passes whatever
// the real date it starts on, Christmas, New Year and Easter included.
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
type Arrangement = {
  id: string;
  number: string;
  status: string;
  method: 'sepa' | 'transfer';
  instalments: Instalment[];
};

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

/** The day after or before `date` that is a TARGET2 business day (the calendar the server's batches use). */
function businessDayFrom(date: string, step: 1 | -1): string {
  let day = addDays(date, step);
  while (!isTarget2BusinessDay(day)) day = addDays(day, step);
  return day;
}

/**
 * The working day finance writes the batch that debits an instalment due on `due`: the last TARGET2 business
 * day whose batch (collected `leadDays` TARGET2 business days later, as the server writes it) is collected on
 * or after the due date — a weekend or holiday between moves it earlier, a due date on one makes it collected
 * the next business day.
 */
function batchDayFor(due: string, leadDays: number): string {
  let day = isTarget2BusinessDay(due) ? due : businessDayFrom(due, -1);
  for (;;) {
    const before = businessDayFrom(day, -1);
    if (addTarget2BusinessDays(before, leadDays) < due) return day;
    day = before;
  }
}

/** The payment-information block of a pain.008 that holds the direct debit `endToEndId`, with that debit. */
function blockHolding(pain008: string, endToEndId: string) {
  for (const [, block = ''] of pain008.matchAll(/<PmtInf>([\s\S]*?)<\/PmtInf>/g)) {
    const collection = collectionsOf(block).find((candidate) => candidate.endToEndId === endToEndId);
    if (!collection) continue;
    return {
      paymentInformationId: /<PmtInfId>([^<]+)</.exec(block)?.[1] ?? '',
      sequenceType: /<SeqTp>([^<]+)</.exec(block)?.[1] ?? '',
      // pain.008.001.08 nests the date in <Dt>, .001.02 does not.
      collectionDate: /<ReqdColltnDt>(?:\s*<Dt>)?([\d-]+)</.exec(block)?.[1] ?? '',
      collection,
    };
  }
  return null;
}

/**
 * On the Batches tab: finance creates the day's batch and downloads its pain.008; it must hold the instalment
 * debit `endToEndId` (in its own block, for its amount) and none of the held invoice's. Returns the batch and
 * the instalment's block.
 */
async function batchCollecting(page: Page, endToEndId: string, amountCents: number, heldInvoice: string) {
  await page.goto('/dashboard/admin?section=payments&view=batches');
  const batch = await createBatch(page);
  const block = blockHolding(batch.pain008, endToEndId);
  if (!block) throw new Error(`instalment debit ${endToEndId} is not in batch ${batch.messageId}`);
  expect(block.collection.amount).toBe(euro(amountCents));
  expect(block.paymentInformationId).toBe(`${batch.messageId}-BR-${block.sequenceType}`);
  expect(
    collectionsOf(batch.pain008).filter((debit) => debit.endToEndId.startsWith(`${heldInvoice}-`)),
  ).toEqual([]);
  // The table says the collection date the file asks for.
  await expect(page.getByTestId('sepa-batch-row').filter({ hasText: batch.messageId })).toContainText(
    block.collectionDate.split('-').reverse().join('-'),
  );
  return { ...batch, ...block };
}

/** The day's batch, if anything is due: whatever it holds, no debit whose EndToEndId starts with `prefixes`. */
async function batchWithout(page: Page, prefixes: string[]) {
  await page.goto('/dashboard/admin?section=payments&view=batches');
  await page.getByRole('button', { name: 'Create batch' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Create batch' }).click();
  const created = page.getByText(/^Batch HP-\d{8}-[0-9A-F]{8} created: \d+ transactions?, /);
  const nothing = page.getByText('Nothing is due for collection yet.', { exact: true });
  await expect(created.or(nothing)).toBeVisible();
  if (await nothing.isVisible()) return;
  const messageId = /HP-\d{8}-[0-9A-F]{8}/.exec((await created.textContent()) ?? '')?.[0] ?? '';
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download ${messageId}` }).click();
  const debits = collectionsOf(await textOf(download));
  expect(debits.filter((debit) => prefixes.some((prefix) => debit.endToEndId.startsWith(prefix)))).toEqual(
    [],
  );
}

/** The ISO date within `days` after `from` that the server's e-mails write as `written` ('5 januari 2027'). */
function dateWritten(written: string, from: string, days = 31): string {
  for (let offset = 0; offset <= days; offset += 1) {
    const day = addDays(from, offset);
    if (formatDateLong(day) === written) return day;
  }
  throw new Error(`no date within ${days} days after ${from} reads “${written}”`);
}

test('a customer with a 14-dagenbrief agrees three instalments by direct debit, the first is collected, the second returned twice and the arrangement lapses', async ({
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
  const company = (await (await request.get('/api/admin/company-settings', { headers: admin })).json()).data
    .settings as { collectionLeadDays: number; preNotificationDays: number };
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

  // 1. The customer gives a new account in the portal (Instellingen → Betaalgegevens), as their mandate asks
  // after the AC04: the mandate is valid again. Their invoice stays the 14-dagenbrief's, to be paid as the
  // letter asks (a claim under a letter is never debited), so nothing is said to go with the next batch.
  await signIn(page, customer.email, customer.password);
  await page.goto('/dashboard/instellingen');
  await page.getByRole('tab', { name: 'Betaalgegevens' }).click();
  const mandate = page.getByRole('article', { name: `Machtiging ${customer.mandateReference}` });
  await expect(mandate.getByText('Ongeldig', { exact: true })).toBeVisible();
  await expect(
    mandate.getByText('Je bank meldde dat deze rekening is opgeheven. Geef een nieuw IBAN op.'),
  ).toBeVisible();
  await mandate.getByRole('button', { name: 'Rekeningnummer wijzigen' }).click();
  await mandate.getByLabel('IBAN', { exact: true }).fill('NL20 INGB 0001 2345 67');
  await mandate.getByRole('checkbox', { name: /geef .* toestemming/ }).check();
  await mandate.getByRole('button', { name: 'Rekeningnummer opslaan' }).click();
  await expect(
    page.getByText('Je rekeningnummer is gewijzigd. We hebben je een bevestiging gemaild.', { exact: true }),
  ).toBeVisible();
  await expect(mandate.getByText('Geldig', { exact: true })).toBeVisible();
  await expect(mandate.getByText('NL** **** **** **** 4567')).toBeVisible();
  const [ibanMail] = await mailsTo(request, customer.email, 'mandate_iban_changed');
  expect(ibanMail?.text).toContain(`Deze facturen schrijven we niet af; maak ze over zoals gevraagd`);
  expect(ibanMail?.text).toContain(`- factuur ${customer.invoice}: `);

  // 2. The customer proposes three instalments by automatische incasso, offered now that the mandate is valid,
  // with the first due date the form suggests: the company's pre-notification days after today, since the
  // confirmation is the pre-notification of every debit.
  const customerToken = (await (await request.post('/auth/login', { data: customer })).json()).data
    .accessToken as string;
  const options = (
    await (
      await request.get('/api/arrangements/options', {
        headers: { Authorization: `Bearer ${customerToken}` },
      })
    ).json()
  ).data as { methods: string[]; firstDebitDate: string };
  expect(options.methods).toContain('sepa');
  expect(options.firstDebitDate).toBe(addDays(addDays(due, 21), company.preNotificationDays));
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
  const byDebit = form.getByRole('radio', { name: /^Automatische incasso/ });
  await byDebit.check();
  await expect(byDebit).toBeChecked();
  await expect(form.getByLabel('Eerste termijn op')).toHaveValue(options.firstDebitDate);
  await form.getByRole('button', { name: 'Bekijk het schema' }).click();
  const preview = page.getByTestId('arrangement-preview');
  await expect(preview.getByText(`${total} in 3 termijnen`)).toBeVisible();
  await expect(preview.getByTestId('instalment-row')).toHaveCount(3);
  await expect(preview.getByTestId('instalment-row').first()).toContainText(
    options.firstDebitDate.split('-').reverse().join('-'),
  );
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
  await expect(view.getByText('Automatische incasso', { exact: true })).toBeVisible();
  await expect(
    view.getByText(/wordt automatisch afgeschreven van de rekening van je machtiging/),
  ).toBeVisible();

  const agreed = await arrangementOf(request, userId);
  expect(agreed.status).toBe('active');
  expect(agreed.method).toBe('sepa');
  expect(agreed.instalments).toHaveLength(3);
  const [first, second] = agreed.instalments;
  if (!first?.paymentReference || !second?.paymentReference)
    throw new Error('the schedule has no first and second instalment with references');
  expect(first.dueDate).toBe(options.firstDebitDate);
  expect(agreed.instalments.reduce((sum, instalment) => sum + instalment.amountCents, 0)).toBe(9069);

  // Finance sees the case read "Payment arrangement" with its next instalment (the staff screens are in
  // English), not the next dunning step.
  await signIn(page, finance.email, finance.password);
  await page.goto('/dashboard/admin?section=collections');
  await page.getByLabel('Search', { exact: true }).fill(customer.email);
  // The row whose invoice cell reads our invoice number: a later demo invoice's number can begin with it
  // ('2027-000001', '2027-0000012'), and the table lists every case until the search has applied.
  const row = page
    .getByRole('table')
    .first()
    .locator('tbody tr')
    .filter({ has: page.getByText(customer.invoice, { exact: true }) });
  await expect(row).toHaveCount(1);
  const firstDue = first.dueDate.split('-').reverse().join('-');
  await expect(row).toContainText(
    new RegExp(
      `Payment arrangement ${agreed.number} · next instalment €\\s${euro(first.amountCents).replace('.', ',')} on ${firstDue}`,
    ),
  );
  await expect(row).not.toContainText('Next: ');

  // 3. The lead time before instalment 1's due date finance writes the day's batch: it collects the instalment
  // on (or, past a weekend or holiday, just after) its due date, in a block of its own with the instalment's
  // own EndToEndId, and never the held invoice. Sent to the bank, it is credited in the bank's camt.054.
  const lead = company.collectionLeadDays;
  await server.moveTo(amsterdamInstant(batchDayFor(first.dueDate, lead), '12:00:00'));
  await signIn(page, finance.email, finance.password);
  const batch1 = await batchCollecting(
    page,
    `${first.paymentReference}-1`,
    first.amountCents,
    customer.invoice,
  );
  expect(batch1.collectionDate >= first.dueDate, `${batch1.collectionDate} ≥ ${first.dueDate}`).toBe(true);
  // The first debit since the new IBAN tells the bank the mandate moved to another bank (SMNDA).
  expect(batch1.collection.block).toContain('<AmdmntInd>true</AmdmntInd>');
  expect(batch1.collection.block).toContain('<Id>SMNDA</Id>');
  await markBatchSent(page, batch1.messageId);
  await server.moveTo(amsterdamInstant(batch1.collectionDate, '12:00:00'));
  await signIn(page, finance.email, finance.password);
  await page.goto('/dashboard/admin?section=payments&view=batches');
  await uploadBankFile(
    page,
    'camt054-termijn-1.xml',
    bankNotification(companyIbanOf(batch1.pain008), [{ collection: batch1.collection }]),
  );
  await expect(page.getByTestId('bank-file-counts')).toHaveText('1 matched · 0 already known · 0 unmatched');
  await expect(
    page.getByTestId('bank-file-line').filter({ hasText: batch1.collection.endToEndId }),
  ).toContainText(`Instalment 1 of payment arrangement ${agreed.number} collected`);
  const paid = await arrangementOf(request, userId);
  expect(paid.instalments.map((instalment) => instalment.state)).toEqual(['paid', 'upcoming', 'upcoming']);

  // The customer's page says instalment 1 is paid and instalment 2 comes next.
  await signIn(page, customer.email, customer.password);
  await page.goto('/dashboard/payment-arrangement');
  const schedule = view.getByTestId('instalment-row');
  await expect(schedule.nth(0)).toContainText('Betaald');
  await expect(schedule.nth(1)).toContainText('Komt nog');
  await expect(schedule.nth(1)).toHaveAttribute('aria-current', 'step');
  await page.screenshot({ path: testInfo.outputPath('customer-after-instalment-1.png'), fullPage: true });

  // 4. Instalment 2: the batch for its date collects it (RCUR now the mandate has been collected on) and the
  // bank returns it on the collection date: no funds (AM04). The customer is told it is tried once more, on
  // the date the next batch collects.
  await server.moveTo(amsterdamInstant(batchDayFor(second.dueDate, lead), '12:00:00'));
  // A month later on the server's clock the customer's session has ended (the browser's clock, still real,
  // holds cookies and a token the server no longer takes): the portal asks to sign in again, nothing breaks.
  await page.goto('/dashboard/payment-arrangement');
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, finance.email, finance.password);
  const batch2 = await batchCollecting(
    page,
    `${second.paymentReference}-1`,
    second.amountCents,
    customer.invoice,
  );
  expect(batch2.sequenceType).toBe('RCUR');
  expect(batch2.collection.block).toContain('<AmdmntInd>false</AmdmntInd>');
  expect(batch2.collectionDate >= second.dueDate, `${batch2.collectionDate} ≥ ${second.dueDate}`).toBe(true);
  await markBatchSent(page, batch2.messageId);
  await server.moveTo(amsterdamInstant(batch2.collectionDate, '12:00:00'));
  await signIn(page, finance.email, finance.password);
  await page.goto('/dashboard/admin?section=payments&view=batches');
  await uploadBankFile(
    page,
    'camt054-termijn-2-am04.xml',
    bankNotification(companyIbanOf(batch2.pain008), [{ collection: batch2.collection, code: 'AM04' }]),
  );
  await expect(page.getByTestId('bank-file-counts')).toHaveText('1 matched · 0 already known · 0 unmatched');
  await expect(
    page.getByTestId('bank-file-line').filter({ hasText: batch2.collection.endToEndId }),
  ).toContainText(
    `Instalment 2 of payment arrangement ${agreed.number} returned (AM04): collected again in the next batch`,
  );
  const failedSubject = `De incasso van termijn 2 van je betalingsregeling ${agreed.number} is mislukt`;
  const [retryMail] = await mailsTo(request, customer.email, 'arrangement_debit_failed');
  expect(retryMail?.subject).toBe(failedSubject);
  const retryWritten = /We proberen het bedrag op (.+?) nog één keer af te schrijven/.exec(
    retryMail?.text ?? '',
  );
  if (!retryWritten?.[1]) throw new Error(`the e-mail names no date to try again:\n${retryMail?.text}`);
  const retryOn = dateWritten(retryWritten[1], batch2.collectionDate);

  // The next working day's batch tries it again, with the next EndToEndId: collected on the date the e-mail
  // named (later only when the next weekday is a TARGET2 holiday, on which the server's own 06:00 batch would
  // have been written). The bank returns it AM04 again: now the customer must transfer it, and is told so.
  await server.moveTo(amsterdamInstant(businessDayFrom(batch2.collectionDate, 1), '12:00:00'));
  await signIn(page, finance.email, finance.password);
  const batch3 = await batchCollecting(
    page,
    `${second.paymentReference}-2`,
    second.amountCents,
    customer.invoice,
  );
  expect(batch3.sequenceType).toBe('RCUR');
  expect(batch3.collectionDate >= retryOn, `${batch3.collectionDate} ≥ ${retryOn}`).toBe(true);
  await markBatchSent(page, batch3.messageId);
  await server.moveTo(amsterdamInstant(batch3.collectionDate, '12:00:00'));
  await signIn(page, finance.email, finance.password);
  await page.goto('/dashboard/admin?section=payments&view=batches');
  await uploadBankFile(
    page,
    'camt054-termijn-2-am04-again.xml',
    bankNotification(companyIbanOf(batch3.pain008), [{ collection: batch3.collection, code: 'AM04' }]),
  );
  await expect(page.getByTestId('bank-file-counts')).toHaveText('1 matched · 0 already known · 0 unmatched');
  await expect(
    page.getByTestId('bank-file-line').filter({ hasText: batch3.collection.endToEndId }),
  ).toContainText(
    `Instalment 2 of payment arrangement ${agreed.number} returned (AM04): the customer pays it by transfer`,
  );
  const failedMails = await mailsTo(request, customer.email, 'arrangement_debit_failed');
  expect(failedMails.map((mail) => mail.subject)).toEqual([failedSubject, failedSubject]);
  const transferMail = failedMails.find((mail) =>
    mail.text.includes('We schrijven deze termijn niet nog eens af.'),
  );
  expect(transferMail?.text).toContain(`met kenmerk ${second.paymentReference}`);

  // No batch takes it any more (nor the held invoice): the next working day's, if anything is due at all.
  const lastBatchDay = businessDayFrom(batch3.collectionDate, 1);
  await server.moveTo(amsterdamInstant(lastBatchDay, '12:00:00'));
  await signIn(page, finance.email, finance.password);
  await batchWithout(page, [`${second.paymentReference}-`, `${customer.invoice}-`]);

  // 5. Not transferred either. The day after its grace days the arrangement check reminds the customer; the
  // day after a second grace period it lapses.
  // (A fresh token: the one from before the clock moved has expired on the server's clock.)
  const rules = (
    await (
      await request.get('/api/admin/settings/arrangements', { headers: await adminHeaders(request) })
    ).json()
  ).data as { graceDays: number };
  // The day after the grace days, or after the last batch if that was later (holidays can push it that far:
  // around Christmas 2028 the last batch falls on 2 January); still within the second grace period.
  const remindDay = [addDays(second.dueDate, rules.graceDays + 1), addDays(lastBatchDay, 1)].sort()[1] ?? '';
  expect(remindDay <= addDays(second.dueDate, 2 * rules.graceDays), `${remindDay} is still late`).toBe(true);
  await server.moveTo(amsterdamInstant(remindDay, '12:00:00'));
  await signIn(page, finance.email, finance.password);
  await page.goto('/dashboard/admin?section=collections');
  await page.getByRole('button', { name: 'Run arrangement check' }).click();
  await expect(
    // The demo's own arrangements (seeded weeks before the clock moved) may be reminded or lapse too.
    page.getByText(/^\d+ checked: [1-9]\d* reminded of a late instalment, \d+ lapsed, /),
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
    page.getByText(/^\d+ checked: \d+ reminded of a late instalment, [1-9]\d* lapsed, /),
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
