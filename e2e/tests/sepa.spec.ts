import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type Collection,
  collectFromTheDueDate,
  collectionsOf,
  companyIbanOf,
  createBatch,
  customerWithOrder,
} from './direct-debit-flow.ts';
import { demo, expect, login, seriousAxeViolations, test } from './fixtures.ts';

const fixtures = path.resolve(import.meta.dirname, '../../packages/sepa/src/test-fixtures');

// The claims this spec follows are its own: two new customers who ordered with a mandate today, collected from
// their due date while the spec runs. What the demo data holds due on a given day (none on some days: issue
// 26) plays no part.
collectFromTheDueDate(test);

function collectionOf(collections: Collection[], invoice: string): Collection {
  const found = collections.find((collection) => collection.endToEndId === `${invoice}-1`);
  if (!found) throw new Error(`invoice ${invoice} is not in the batch`);
  return found;
}

// One month of direct debit as finance runs it: the batch of what is due, the file for the bank, the bank's
// camt.054 with a chargeback (MD06) and a refusal (MS02), and a retry of the refusal.
test.describe('SEPA direct debit (Administration Dashboard)', () => {
  test('an admin collects, imports the returns, sees them on the SEPA screen and retries one', async ({
    page,
    request,
  }) => {
    const refundedCustomer = await customerWithOrder(request, 'md06');
    const refusedCustomer = await customerWithOrder(request, 'ms02');

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
    const { messageId, pain008 } = await createBatch(page);
    expect(pain008).toContain('urn:iso:std:iso:20022:tech:xsd:pain.008.001.08');
    const collections = collectionsOf(pain008);
    const refunded = collectionOf(collections, refundedCustomer.invoice);
    const refused = collectionOf(collections, refusedCustomer.invoice);
    expect(refunded.mandateId).toBe(refundedCustomer.mandateReference);
    expect(refused.mandateId).toBe(refusedCustomer.mandateReference);
    await page.getByRole('button', { name: `Mark ${messageId} as sent` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mark as sent' }).click();
    await expect(page.getByText(`Batch ${messageId} marked as sent`, { exact: true })).toBeVisible();

    // The bank's camt.054: the first collection refunded on the customer's request, the second refused. The
    // notification must be of our own account, or nothing is booked (issue 17).
    const companyIban = companyIbanOf(pain008);
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
    // Each new customer's mandate pays one subscription: its row is the returned claim's.
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
