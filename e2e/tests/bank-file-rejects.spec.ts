import {
  bankNotification,
  type Collection,
  collectFromTheDueDate,
  collectionsOf,
  companyIbanOf,
  createBatch,
  customerWithOrder,
  markBatchSent,
  uploadBankFile,
} from './direct-debit-flow.ts';
import { demo, expect, login, seriousAxeViolations, test } from './fixtures.ts';

// Issue 26: the bank refuses a whole file (Rabobank's pain.002: GrpSts RJCT, the reason on the group) but for
// the collections it lists as accepted; finance sees each collection the refusal covered in the import report
// with its reason and next step. A manual payment on a claim whose direct debit is already at the bank is
// warned first; the collection that then comes in is the customer's account credit, shown on their invoices.

const finance = { email: 'finance@hostportaal.test', password: demo.admin.password };

collectFromTheDueDate(test);

/** Rabobank's status report refusing the whole file with this code, but for the collections it accepts. */
function fileRefused(messageId: string, pain008: string, code: string, accepted: Collection[]) {
  const blocks = [...pain008.matchAll(/<PmtInf>([\s\S]*?)<\/PmtInf>/g)].map(([, block = '']) => {
    const id = /<PmtInfId>([^<]+)</.exec(block)?.[1] ?? '';
    const listed = collectionsOf(block).filter((collection) =>
      accepted.some((one) => one.endToEndId === collection.endToEndId),
    );
    return `<OrgnlPmtInfAndSts><OrgnlPmtInfId>${id}</OrgnlPmtInfId>${listed
      .map(
        (collection, index) =>
          `<TxInfAndSts><StsId>ACCP-${index + 1}</StsId><OrgnlEndToEndId>${collection.endToEndId}</OrgnlEndToEndId><TxSts>ACCP</TxSts></TxInfAndSts>`,
      )
      .join('')}</OrgnlPmtInfAndSts>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.03">
  <CstmrPmtStsRpt>
    <GrpHdr><MsgId>RABO-PAIN002-E2E-${Date.now()}</MsgId><CreDtTm>2026-11-27T16:42:08</CreDtTm></GrpHdr>
    <OrgnlGrpInfAndSts>
      <OrgnlMsgId>${messageId}</OrgnlMsgId><OrgnlMsgNmId>pain.008.001.08</OrgnlMsgNmId>
      <GrpSts>RJCT</GrpSts><StsRsnInf><Rsn><Cd>${code}</Cd></Rsn><AddtlInf>Bestand afgekeurd</AddtlInf></StsRsnInf>
    </OrgnlGrpInfAndSts>${blocks.join('')}
  </CstmrPmtStsRpt>
</Document>`;
}

test.describe('bank files that refuse a whole file; a payment on a claim at the bank', () => {
  test('finance sees every refused collection and is warned before booking; the customer sees their credit', async ({
    page,
    request,
    browser,
  }) => {
    // Two orders that wait for their invoice e-mail, four uploads and three accessibility scans.
    test.setTimeout(240_000);
    const [refused, twice] = await Promise.all([
      customerWithOrder(request, 'bestand.geweigerd'),
      customerWithOrder(request, 'dubbel.betaald'),
    ]);

    await login(page, finance.email, finance.password);
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto('/dashboard/admin?section=payments&view=batches');
    const batch = await createBatch(page);
    const collections = collectionsOf(batch.pain008);
    const ofRefused = collections.find((collection) => collection.endToEndId === `${refused.invoice}-1`);
    const ofTwice = collections.find((collection) => collection.endToEndId === `${twice.invoice}-1`);
    if (!ofRefused || !ofTwice) throw new Error(`the claims are not in batch ${batch.messageId}`);
    await markBatchSent(page, batch.messageId);

    // The customer pays by transfer too: finance books it, warned that the bank still collects.
    await page.goto(`/dashboard/admin?section=payments&view=manual&reference=${twice.paymentReference}`);
    const dialog = page.getByRole('dialog', { name: 'Register payment' });
    await expect(dialog.getByText('The direct debit of this invoice is already with the bank')).toBeVisible();
    await expect(dialog).toContainText(`(file ${batch.messageId}), whatever is booked here.`);
    const process = dialog.getByRole('button', { name: 'Process payment' });
    await expect(process).toBeDisabled();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByLabel('Book it anyway; the direct debit becomes account credit').check();
    await process.click();
    await expect(
      page.getByText(`Payment for ${twice.paymentReference} registered; still open €\u00a00,00`, {
        exact: true,
      }),
    ).toBeVisible();

    // Rabobank refuses the whole file (FF01) but for the collections it lists as accepted.
    await page.goto('/dashboard/admin?section=payments&view=batches');
    const accepted = collections.filter((collection) => collection !== ofRefused);
    await uploadBankFile(
      page,
      'pain002-bestand-geweigerd.xml',
      fileRefused(batch.messageId, batch.pain008, 'FF01', accepted),
    );
    await expect(page.getByTestId('bank-file-counts')).toHaveText(
      '1 matched · 0 already known · 0 unmatched',
    );
    const line = page.getByTestId('bank-file-line').filter({ hasText: refused.invoice });
    await expect(line).toContainText('FF01');
    await expect(line.getByTestId('bank-file-batch-rejection')).toHaveText('Whole file rejected');
    await expect(line.getByTestId('bank-file-action')).toHaveText(
      `Invoice ${refused.invoice}: the bank refused the whole direct debit file (FF01)`,
    );
    await expect(line.getByTestId('bank-file-next-step')).toHaveText(
      'Next step: Waiting for a staff member: the bank refused the whole direct debit file; fix the cause and offer the invoice again',
    );
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The accepted ones come in or back: the claim paid by hand is collected as well, as account credit. The
    // rest (the demo's claims due today) come back for insufficient funds, so they stay collectable for the
    // other specs instead of waiting in a submitted batch.
    const entries = accepted.map((collection) =>
      collection === ofTwice ? { collection } : { collection, code: 'AM04' },
    );
    await uploadBankFile(page, 'camt054.xml', bankNotification(companyIbanOf(batch.pain008), entries));
    await expect(page.getByTestId('bank-file-counts')).toHaveText(
      `${entries.length} matched · 0 already known · 0 unmatched`,
    );
    const credit = `€\u00a0${ofTwice.amount.replace('.', ',')}`;
    await expect(
      page.getByTestId('bank-file-line').filter({ hasText: twice.invoice }).getByTestId('bank-file-action'),
    ).toHaveText(
      `Invoice ${twice.invoice} paid by direct debit; ${credit} as account credit (the invoice had already been paid)`,
    );

    // The customer sees the credit on their invoices page, and where it came from.
    const customerContext = await browser.newContext();
    const customer = await customerContext.newPage();
    await login(customer, twice.email, twice.password);
    await expect(customer).toHaveURL(/\/dashboard$/);
    await customer.goto('/dashboard/invoices');
    await expect(customer.getByTestId('account-credit')).toHaveText(
      `Je hebt ${credit} tegoed. Dat verrekenen we met je volgende factuur: we schrijven dan minder af, of niets.`,
    );
    const table = customer.getByRole('table');
    await table.getByRole('button', { name: `Details van ${twice.invoice} tonen` }).click();
    await expect(table.getByText('Naar je tegoed')).toBeVisible();
    await expect(
      table.getByText(
        'Op deze factuur is meer betaald dan het factuurbedrag; het verschil staat als tegoed op je account.',
      ),
    ).toBeVisible();
    expect(await seriousAxeViolations(customer)).toEqual([]);
    await customerContext.close();
  });
});
