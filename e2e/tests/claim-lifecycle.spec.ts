import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { adminHeaders, demo, expect, giveAddress, login, seriousAxeViolations, test } from './fixtures.ts';

const finance = { email: 'finance@hostportaal.test', password: demo.admin.password };
const firstIban = 'NL91 ABNA 0417 1643 00';
// Another account at the same bank: the amendment names the old account (OrgnlDbtrAcct), not SMNDA.
const newIban = 'NL02 ABNA 0123 4567 89';

type Collection = { endToEndId: string; mandateId: string; amount: string; block: string };

function collectionsOf(pain008: string): Collection[] {
  return [...pain008.matchAll(/<DrctDbtTxInf>([\s\S]*?)<\/DrctDbtTxInf>/g)].map(([, block = '']) => ({
    endToEndId: /<EndToEndId>([^<]+)</.exec(block)?.[1] ?? '',
    mandateId: /<MndtId>([^<]+)</.exec(block)?.[1] ?? '',
    amount: /<InstdAmt Ccy="EUR">([^<]+)</.exec(block)?.[1] ?? '',
    block,
  }));
}

/** The bank's camt.054 debit notification: each collection booked back with its reason code. */
function returnNotification(account: string, returns: { collection: Collection; code: string }[]) {
  const id = `E2E-${Date.now()}`;
  const entries = returns.map(
    ({ collection, code }) => `
      <Ntry>
        <Amt Ccy="EUR">${collection.amount}</Amt><CdtDbtInd>DBIT</CdtDbtInd><RvslInd>true</RvslInd><Sts>BOOK</Sts>
        <BookgDt><Dt>2026-12-01</Dt></BookgDt><ValDt><Dt>2026-12-01</Dt></ValDt>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>IDDT</Cd><SubFmlyCd>UPDD</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls><TxDtls>
          <Refs><EndToEndId>${collection.endToEndId}</EndToEndId><MndtId>${collection.mandateId}</MndtId></Refs>
          <AmtDtls><TxAmt><Amt Ccy="EUR">${collection.amount}</Amt></TxAmt></AmtDtls>
          <RtrInf><Rsn><Cd>${code}</Cd></Rsn></RtrInf>
        </TxDtls></NtryDtls>
      </Ntry>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.02">
  <BkToCstmrDbtCdtNtfctn>
    <GrpHdr><MsgId>${id}</MsgId><CreDtTm>2026-12-01T07:30:00</CreDtTm></GrpHdr>
    <Ntfctn>
      <Id>${id}/1</Id><CreDtTm>2026-12-01T07:30:00</CreDtTm>
      <Acct><Id><IBAN>${account}</IBAN></Id><Ccy>EUR</Ccy></Acct>${entries.join('')}
    </Ntfctn>
  </BkToCstmrDbtCdtNtfctn>
</Document>`;
}

async function textOf(download: Promise<Download>) {
  return readFile((await (await download).path()) ?? '', 'utf8');
}

async function uploadBankFile(page: Page, name: string, content: string) {
  await page.getByLabel('Bank file (XML)').setInputFiles({
    name,
    mimeType: 'application/xml',
    buffer: Buffer.from(content, 'utf8'),
  });
  await page.getByRole('button', { name: 'Upload' }).click();
}

/** Creates the batch of everything due on the Batches tab and returns its pain.008. */
async function createBatch(page: Page) {
  await page.getByRole('button', { name: 'Create batch' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Create batch' }).click();
  const created = page.getByText(/^Batch HP-\d{8}-[0-9A-F]{8} created: \d+ transactions?, /);
  await expect(created).toBeVisible();
  const messageId = /HP-\d{8}-[0-9A-F]{8}/.exec((await created.textContent()) ?? '')?.[0] ?? '';
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download ${messageId}` }).click();
  return { messageId, pain008: await textOf(download) };
}

/** A new customer who ordered with a mandate: the claim this spec follows is theirs. */
async function customerWithOrder(request: APIRequestContext) {
  const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const customer = {
    email: `ac04.${stamp}@example.nl`,
    password: 'Incasso!2026',
    firstname: 'Iris',
    lastname: `Incasso${stamp}`,
  };
  expect((await request.post('/auth/register', { data: customer })).status()).toBe(201);
  await giveAddress(request, customer);
  const loggedIn = await request.post('/auth/login', { data: customer });
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
      mandate: {
        iban: firstIban,
        bic: null,
        accountHolder: 'I. Incasso',
        signedPlace: 'Utrecht',
        mandateConsent: true,
      },
    },
  });
  expect(ordered.status()).toBe(201);
  const { mandateReference, invoices } = (await ordered.json()).data;
  // The invoice e-mail is the pre-notification: a batch takes the claim only once it went out. The mail job
  // runs on its own; on a busy machine that can be after the spec would otherwise create its batch.
  const invoiceNumber = invoices[0].invoiceNumber as string;
  const admin = await adminHeaders(request);
  await expect
    .poll(
      async () => {
        const found = await request.get('/api/admin/invoices', {
          headers: admin,
          params: { search: invoiceNumber },
        });
        const rows: { invoiceNumber: string; sentAt: string | null }[] = (await found.json()).data.invoices;
        return rows.find((row) => row.invoiceNumber === invoiceNumber)?.sentAt ?? null;
      },
      { message: `the invoice e-mail of ${invoiceNumber} went out`, timeout: 30_000 },
    )
    .not.toBeNull();
  return {
    ...customer,
    mandateReference: mandateReference as string,
    invoice: invoiceNumber,
  };
}

// A new invoice is only collected 14 days after its invoice e-mail and from its due date. So that the spec can
// follow a claim of its own today, the company collects from the due date with one day's notice while it runs;
// the settings are put back afterwards, whatever happens.
let savedSettings: Record<string, unknown> | null = null;

test.beforeEach(async ({ request }) => {
  const headers = await adminHeaders(request);
  const { updatedAt: _updatedAt, ...settings } = (
    await (await request.get('/api/admin/company-settings', { headers })).json()
  ).data.settings;
  savedSettings = settings;
  const quick = await request.put('/api/admin/company-settings', {
    headers,
    data: { ...settings, paymentTermDays: 0, preNotificationDays: 1 },
  });
  expect(quick.status()).toBe(200);
});

test.afterEach(async ({ request }) => {
  if (!savedSettings) return;
  const headers = await adminHeaders(request);
  await request.put('/api/admin/company-settings', { headers, data: savedSettings });
  savedSettings = null;
});

test.describe('claim lifecycle: a return, a new IBAN and the next batch', () => {
  test('finance imports an AC04 return, records the new IBAN and collects the claim with the amendment', async ({
    page,
    request,
  }) => {
    const customer = await customerWithOrder(request);
    const name = `${customer.firstname} ${customer.lastname}`;

    await login(page, finance.email, finance.password);
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto('/dashboard/admin?section=payments&view=batches');
    const first = await createBatch(page);
    const collections = collectionsOf(first.pain008);
    const ours = collections.find((collection) => collection.endToEndId === `${customer.invoice}-1`);
    if (!ours) throw new Error(`invoice ${customer.invoice} is not in batch ${first.messageId}`);
    expect(ours.mandateId).toBe(customer.mandateReference);
    await page.getByRole('button', { name: `Mark ${first.messageId} as sent` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mark as sent' }).click();
    await expect(page.getByText(`Batch ${first.messageId} marked as sent`, { exact: true })).toBeVisible();

    // The bank's notification: our customer's account was closed (AC04). Whatever else the batch held (the
    // demo's claims due today) comes back for insufficient funds (AM04), so it stays collectable for the
    // other specs instead of waiting in a submitted batch for a bank file that never comes.
    const companyIban = /<CdtrAcct>\s*<Id>\s*<IBAN>([^<]+)</.exec(first.pain008)?.[1] ?? '';
    const returns = [
      { collection: ours, code: 'AC04' },
      ...collections.filter((c) => c !== ours).map((collection) => ({ collection, code: 'AM04' })),
    ];
    // A statement of somebody else's account is refused whole, with the reason in the upload card.
    await uploadBankFile(page, 'not-ours.xml', returnNotification('NL30ABNA0512345678', returns));
    await expect(page.getByRole('alert').filter({ hasText: 'The import failed' })).toContainText(
      'This bank file is not about our account or one of our direct debit files; nothing was booked.',
    );
    await expect(page.getByTestId('bank-file-counts')).toHaveCount(0);

    await uploadBankFile(page, 'camt054-returns.xml', returnNotification(companyIban, returns));
    await expect(page.getByTestId('bank-file-counts')).toHaveText(
      `${returns.length} matched · 0 already known · 0 unmatched`,
    );
    const line = page.getByTestId('bank-file-line').filter({ hasText: customer.invoice });
    await expect(line).toContainText('AC04');
    // The admin screen words the line in English, the Payments screen's language in nl too (issue 20).
    await expect(line.getByTestId('bank-file-action')).toHaveText(
      `Invoice ${customer.invoice}: Account closed (AC04); mandate invalid`,
    );
    await expect(line.getByTestId('bank-file-next-step')).toContainText(
      'Next step: Waiting for a new IBAN or a new mandate from the customer',
    );
    // Every returned line says what happens next to its claim (what that is for the others depends on their past).
    for (const other of await page.getByTestId('bank-file-line').all())
      await expect(other.getByTestId('bank-file-next-step')).toContainText(/^Next step: \S/);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The customer sent a signed form with a new account: finance records it on the customer's page.
    await page.goto('/dashboard/admin?section=users');
    await page.getByLabel('Search').fill(customer.email);
    await page.getByRole('button', { name: `View ${name}` }).click();
    const mandates = page.getByRole('row').filter({ hasText: customer.mandateReference });
    await expect(mandates.getByText('Invalid', { exact: true })).toBeVisible();
    await mandates
      .getByRole('button', { name: `Change IBAN of mandate ${customer.mandateReference}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Change IBAN of mandate ${customer.mandateReference}` });
    await dialog.getByLabel('New IBAN').fill(newIban);
    await dialog.getByLabel('Account holder').fill('I. Incasso');
    await dialog.getByLabel('How the customer signed').selectOption({ label: 'Paper form' });
    await dialog.getByRole('checkbox', { name: /signed for this account is on file/ }).check();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save new IBAN' }).click();
    await expect(
      page.getByText(
        `Mandate ${customer.mandateReference} now collects from NL** **** **** **** 6789. Invoice ${customer.invoice} goes with the next collection.`,
        { exact: true },
      ),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(mandates.getByText('Valid', { exact: true })).toBeVisible();

    // The next batch collects the claim again from the new account and tells the bank about the change.
    await page.goto('/dashboard/admin?section=payments&view=batches');
    const next = await createBatch(page);
    const again = collectionsOf(next.pain008).find((c) => c.endToEndId === `${customer.invoice}-2`);
    if (!again) throw new Error(`invoice ${customer.invoice} is not in batch ${next.messageId}`);
    expect(again.mandateId).toBe(customer.mandateReference);
    expect(again.block).toContain('<AmdmntInd>true</AmdmntInd>');
    expect(again.block).toMatch(/<OrgnlDbtrAcct>\s*<Id>\s*<IBAN>NL91ABNA0417164300<\/IBAN>/);
    expect(again.block).toMatch(/<DbtrAcct>\s*<Id>\s*<IBAN>NL02ABNA0123456789<\/IBAN>/);

    // Not sent to a bank: cancelled, so other specs find what is due open for their own batch.
    await page.getByRole('button', { name: `Cancel ${next.messageId}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel batch' }).click();
    await expect(page.getByText(`Batch ${next.messageId} cancelled`, { exact: true })).toBeVisible();
  });
});
