import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { adminHeaders, demo, expect, login, seriousAxeViolations, test } from './fixtures.ts';

const fixtures = path.resolve(import.meta.dirname, '../../packages/sepa/src/test-fixtures');

type Collection = { endToEndId: string; mandateId: string; amount: string };

// The transactions of a pain.008 as the bank reads them.
function collectionsOf(xml: string): Collection[] {
  return [...xml.matchAll(/<DrctDbtTxInf>([\s\S]*?)<\/DrctDbtTxInf>/g)].map(([, block = '']) => ({
    endToEndId: /<EndToEndId>([^<]+)</.exec(block)?.[1] ?? '',
    mandateId: /<MndtId>([^<]+)</.exec(block)?.[1] ?? '',
    amount: /<InstdAmt Ccy="EUR">([^<]+)</.exec(block)?.[1] ?? '',
  }));
}

/**
 * Two collections of the file whose mandates each pay one subscription, so that the row a mandate search shows
 * is the row of the returned claim. One mandate can pay several subscriptions: after other specs have run, the
 * first two collections of the file may even be two claims of one subscription.
 */
async function twoSingleSubscriptionCollections(request: APIRequestContext, collections: Collection[]) {
  const headers = await adminHeaders(request);
  const chosen: Collection[] = [];
  for (const collection of collections) {
    if (chosen.some((other) => other.mandateId === collection.mandateId)) continue;
    const found = await request.get('/api/admin/sepa-subscriptions', {
      headers,
      params: { search: collection.mandateId, limit: 10 },
    });
    expect(found.status()).toBe(200);
    const rows: { mandateId: string }[] = (await found.json()).data.subscriptions;
    if (rows.filter((row) => row.mandateId === collection.mandateId).length !== 1) continue;
    chosen.push(collection);
    if (chosen.length === 2) return chosen as [Collection, Collection];
  }
  throw new Error('the batch has no two collections of mandates that each pay one subscription');
}

// One month of direct debit as finance runs it: the batch of what is due on the demo data, the file for
// the bank, the bank's camt.054 with a chargeback (MD06) and a refusal (MS02), and a retry of the refusal.
test.describe('SEPA direct debit (Administration Dashboard)', () => {
  test('an admin collects, imports the returns, sees them on the SEPA screen and retries one', async ({
    page,
    request,
  }) => {
    await login(page, demo.admin.email, demo.admin.password);
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto('/dashboard/admin?section=payments');
    await expect(page.getByRole('heading', { name: 'SEPA Direct Debit Management' })).toBeVisible();
    const chargebacks = page.getByRole('region', { name: 'Direct debit figures' }).getByRole('article', {
      name: 'Chargebacks',
    });
    await expect(chargebacks).not.toContainText('…');
    const chargebacksBefore = Number(/\d+/.exec((await chargebacks.textContent()) ?? '')?.[0]);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The batch of everything due, written to a pain.008 and downloaded.
    await page.getByRole('tab', { name: 'Batches and bank files' }).click();
    await expect(page).toHaveURL(/view=batches/);
    await page.getByRole('button', { name: 'Create batch' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Create batch' }).click();
    const created = page.getByText(/^Batch HP-\d{8}-[0-9A-F]{8} created: \d+ transactions?, /);
    await expect(created).toBeVisible();
    const messageId = /HP-\d{8}-[0-9A-F]{8}/.exec((await created.textContent()) ?? '')?.[0] ?? '';
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download ${messageId}` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${messageId}.xml`);
    const pain008 = await readFile((await file.path()) ?? '', 'utf8');
    expect(pain008).toContain('urn:iso:std:iso:20022:tech:xsd:pain.008.001.08');
    const collections = collectionsOf(pain008);
    expect(
      collections.length,
      'the demo data has at least two invoices due for collection',
    ).toBeGreaterThanOrEqual(2);
    const [refunded, refused] = await twoSingleSubscriptionCollections(request, collections);
    await page.getByRole('button', { name: `Mark ${messageId} as sent` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mark as sent' }).click();
    await expect(page.getByText(`Batch ${messageId} marked as sent`, { exact: true })).toBeVisible();

    // The bank's camt.054: the first collection refunded on the customer's request, the second refused. The
    // notification must be of our own account, or nothing is booked (issue 17).
    const companyIban = /<CdtrAcct>\s*<Id>\s*<IBAN>([^<]+)</.exec(pain008)?.[1] ?? '';
    const camt = (await readFile(path.join(fixtures, 'abnamro-camt054-md06-refund-ac04.xml'), 'utf8'))
      .replaceAll('NL30ABNA0512345678', companyIban)
      .replaceAll('HP-INV-2026-000101', refunded.endToEndId)
      .replaceAll('HP-MANDATE-0001', refunded.mandateId)
      .replaceAll('18.15', refunded.amount)
      .replaceAll('HP-INV-2026-000144', refused.endToEndId)
      .replaceAll('HP-MANDATE-0044', refused.mandateId)
      .replaceAll('121.00', refused.amount)
      .replaceAll('AC04', 'MS02');
    await page.getByLabel('Bank file (XML)').setInputFiles({
      name: 'camt054-returns.xml',
      mimeType: 'application/xml',
      buffer: Buffer.from(camt, 'utf8'),
    });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('2 matched · 0 already known · 0 unmatched', { exact: true })).toBeVisible();

    // The SEPA screen shows the chargeback and the refusal.
    await page.getByRole('tab', { name: 'Direct debits' }).click();
    await expect(chargebacks).toContainText(String(chargebacksBefore + 1));
    const search = page.getByLabel('Search');
    // One mandate can pay several subscriptions: the row of the returned invoice is the one with that status.
    await search.fill(refunded.mandateId);
    const mandateRows = (mandateId: string) => page.getByRole('row').filter({ hasText: mandateId });
    await expect(
      mandateRows(refunded.mandateId).filter({ has: page.getByText('Chargeback', { exact: true }) }),
    ).toHaveCount(1);
    await expect(page.getByText(/^Showing \d+ of \d+ subscriptions$/)).toBeVisible();

    await search.fill(refused.mandateId);
    const failedBadge = page.getByText('Failed', { exact: true });
    const refusedRow = mandateRows(refused.mandateId).filter({ has: failedBadge });
    await expect(refusedRow).toHaveCount(1);
    await expect(refusedRow).toContainText('High risk');
    await refusedRow.getByRole('button', { name: /^Actions for / }).click();
    await page.getByRole('menuitem', { name: 'Retry payment' }).click();
    await expect(
      page.getByText(/^Invoices? 20\d\d-\d{6}(, 20\d\d-\d{6})* go(es)? into the next direct-debit batch$/),
    ).toBeVisible();
    await expect(mandateRows(refused.mandateId).filter({ has: failedBadge })).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
