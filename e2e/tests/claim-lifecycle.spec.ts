import {
  bankNotification,
  collectFromTheDueDate,
  collectionsOf,
  companyIbanOf,
  createBatch,
  customerWithOrder,
  markBatchSent,
  uploadBankFile,
} from './direct-debit-flow.ts';
import { demo, expect, login, seriousAxeViolations, test } from './fixtures.ts';

const finance = { email: 'finance@hostportaal.test', password: demo.admin.password };
// Another account at the same bank: the amendment names the old account (OrgnlDbtrAcct), not SMNDA.
const newIban = 'NL02 ABNA 0123 4567 89';

collectFromTheDueDate(test);

test.describe('claim lifecycle: a return, a new IBAN and the next batch', () => {
  test('finance imports an AC04 return, records the new IBAN and collects the claim with the amendment', async ({
    page,
    request,
  }) => {
    const customer = await customerWithOrder(request, 'ac04');
    const name = `${customer.firstname} ${customer.lastname}`;

    await login(page, finance.email, finance.password);
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto('/dashboard/admin?section=payments&view=batches');
    const first = await createBatch(page);
    const collections = collectionsOf(first.pain008);
    const ours = collections.find((collection) => collection.endToEndId === `${customer.invoice}-1`);
    if (!ours) throw new Error(`invoice ${customer.invoice} is not in batch ${first.messageId}`);
    expect(ours.mandateId).toBe(customer.mandateReference);
    await markBatchSent(page, first.messageId);

    // The bank's notification: our customer's account was closed (AC04). Whatever else the batch held (the
    // demo's claims due today) comes back for insufficient funds (AM04), so it stays collectable for the
    // other specs instead of waiting in a submitted batch for a bank file that never comes.
    const companyIban = companyIbanOf(first.pain008);
    const returns = [
      { collection: ours, code: 'AC04' },
      ...collections.filter((c) => c !== ours).map((collection) => ({ collection, code: 'AM04' })),
    ];
    // A statement of somebody else's account is refused whole, with the reason in the upload card.
    await uploadBankFile(page, 'not-ours.xml', bankNotification('NL30ABNA0512345678', returns));
    await expect(page.getByRole('alert').filter({ hasText: 'The import failed' })).toContainText(
      'This bank file is not about our account or one of our direct debit files; nothing was booked.',
    );
    await expect(page.getByTestId('bank-file-counts')).toHaveCount(0);

    await uploadBankFile(page, 'camt054-returns.xml', bankNotification(companyIban, returns));
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
