// What the direct-debit specs share: a new customer who ordered with a mandate (the claim a spec follows is
// theirs), the company collecting from the due date while a spec runs, the Batches tab's create and the bank
// files a spec uploads there.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { acceptedTerms, adminHeaders, expect, giveAddress, type test } from './fixtures.ts';

export const firstIban = 'NL91 ABNA 0417 1643 00';

export type Collection = { endToEndId: string; mandateId: string; amount: string; block: string };

export function collectionsOf(pain008: string): Collection[] {
  return [...pain008.matchAll(/<DrctDbtTxInf>([\s\S]*?)<\/DrctDbtTxInf>/g)].map(([, block = '']) => ({
    endToEndId: /<EndToEndId>([^<]+)</.exec(block)?.[1] ?? '',
    mandateId: /<MndtId>([^<]+)</.exec(block)?.[1] ?? '',
    amount: /<InstdAmt Ccy="EUR">([^<]+)</.exec(block)?.[1] ?? '',
    block,
  }));
}

/**
 * The bank's camt.054 notification of our account: each collection booked back with its reason code, or
 * (without a code) credited as collected.
 */
export function bankNotification(account: string, entries: { collection: Collection; code?: string }[]) {
  const id = `E2E-${Date.now()}`;
  const xml = entries.map(({ collection, code }) => {
    const returned = code !== undefined;
    return `
      <Ntry>
        <Amt Ccy="EUR">${collection.amount}</Amt><CdtDbtInd>${returned ? 'DBIT' : 'CRDT'}</CdtDbtInd>${returned ? '<RvslInd>true</RvslInd>' : ''}<Sts>BOOK</Sts>
        <BookgDt><Dt>2026-12-01</Dt></BookgDt><ValDt><Dt>2026-12-01</Dt></ValDt>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>IDDT</Cd><SubFmlyCd>${returned ? 'UPDD' : 'ESDD'}</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls><TxDtls>
          <Refs><EndToEndId>${collection.endToEndId}</EndToEndId><MndtId>${collection.mandateId}</MndtId></Refs>
          <AmtDtls><TxAmt><Amt Ccy="EUR">${collection.amount}</Amt></TxAmt></AmtDtls>${
            returned
              ? `
          <RtrInf><Rsn><Cd>${code}</Cd></Rsn></RtrInf>`
              : ''
          }
        </TxDtls></NtryDtls>
      </Ntry>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.02">
  <BkToCstmrDbtCdtNtfctn>
    <GrpHdr><MsgId>${id}</MsgId><CreDtTm>2026-12-01T07:30:00</CreDtTm></GrpHdr>
    <Ntfctn>
      <Id>${id}/1</Id><CreDtTm>2026-12-01T07:30:00</CreDtTm>
      <Acct><Id><IBAN>${account}</IBAN></Id><Ccy>EUR</Ccy></Acct>${xml.join('')}
    </Ntfctn>
  </BkToCstmrDbtCdtNtfctn>
</Document>`;
}

/** Our account, as the pain.008 names it. */
export const companyIbanOf = (pain008: string) =>
  /<CdtrAcct>\s*<Id>\s*<IBAN>([^<]+)</.exec(pain008)?.[1] ?? '';

export async function textOf(download: Promise<Download>) {
  return readFile((await (await download).path()) ?? '', 'utf8');
}

export async function uploadBankFile(page: Page, name: string, content: string) {
  await page.getByLabel('Bank file (XML)').setInputFiles({
    name,
    mimeType: 'application/xml',
    buffer: Buffer.from(content, 'utf8'),
  });
  await page.getByRole('button', { name: 'Upload' }).click();
}

/** Creates the batch of everything due on the Batches tab and returns its pain.008. */
export async function createBatch(page: Page) {
  await page.getByRole('button', { name: 'Create batch' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Create batch' }).click();
  const created = page.getByText(/^Batch HP-\d{8}-[0-9A-F]{8} created: \d+ transactions?, /);
  await expect(created).toBeVisible();
  const messageId = /HP-\d{8}-[0-9A-F]{8}/.exec((await created.textContent()) ?? '')?.[0] ?? '';
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download ${messageId}` }).click();
  return { messageId, pain008: await textOf(download) };
}

/** Marks the batch sent on the Batches tab, as finance does once it is uploaded to the bank. */
export async function markBatchSent(page: Page, messageId: string) {
  await page.getByRole('button', { name: `Mark ${messageId} as sent` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mark as sent' }).click();
  await expect(page.getByText(`Batch ${messageId} marked as sent`, { exact: true })).toBeVisible();
}

/** A new customer who ordered with a mandate: the claim a spec follows is theirs. */
export async function customerWithOrder(
  request: APIRequestContext,
  prefix: string,
  interval: 'monthly' | 'quarterly' | 'half-yearly' | 'annually' = 'monthly',
) {
  const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const customer = {
    email: `${prefix}.${stamp}@example.nl`,
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
    data: { packageId: plus.id, interval },
  });
  expect(added.status()).toBe(200);
  const ordered = await request.post('/api/cart/checkout', {
    headers,
    data: {
      acceptance: await acceptedTerms(request),
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
    paymentReference: invoices[0].paymentReference as string,
  };
}

/**
 * A new invoice is only collected 14 days after its invoice e-mail and from its due date. So that a spec can
 * follow a claim of its own today, the company collects from the due date with one day's notice while it
 * runs; the settings are put back afterwards, whatever happens.
 */
export function collectFromTheDueDate(spec: typeof test) {
  let savedSettings: Record<string, unknown> | null = null;
  spec.beforeEach(async ({ request }) => {
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
  spec.afterEach(async ({ request }) => {
    if (!savedSettings) return;
    const headers = await adminHeaders(request);
    await request.put('/api/admin/company-settings', { headers, data: savedSettings });
    savedSettings = null;
  });
}
