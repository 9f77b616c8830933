import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import {
  type ClaimsApp,
  collectedEntry,
  collectionsOf,
  expectMoneyAddsUp,
  expectNothingStranded,
  invoiceRow,
  lineFor,
  notificationOf,
  openClaimsApp,
  returnEntry,
  sepaDebtor,
  statementOf,
  statusReportOf,
  submitBatch,
  transactionOf,
  uploadBankFile,
  writeBatch,
  writeDueBatch,
} from './claim-test-scenario.ts';

// Issue 17 item 3 (and the address rule of item 9 for the batch): "naar incasso" offers a claim to the next
// batch, which really collects it, as far as the claim lifecycle allows; what it refuses is skipped with the
// lifecycle's reason, and no claim is ever left pending without a collection.

let app: ClaimsApp;

beforeAll(async () => {
  app = await openClaimsApp();
});
afterAll(() => app.t.close());

const naarIncasso = (invoiceIds: string[]) =>
  app.admin('POST', '/api/admin/invoices/bulk-action', { action: 'mark_sent_to_collection', invoiceIds });

describe('naar incasso', () => {
  it('offers a refused (MS02) claim to the next batch, which collects it; a waiting claim stays waiting', async () => {
    const refused = await sepaDebtor(app, { email: 'geweigerd@example.nl' });
    const batch = await writeDueBatch(app);
    await submitBatch(app, batch);
    const report = await uploadBankFile(
      app,
      'pain.002.001.03',
      statusReportOf('ing', batch, [{ claim: refused, attempt: 1, reasonCode: 'MS02' }]),
    );
    expect(lineFor(report, refused.invoice.invoiceNumber)?.nextStep).toBe(
      'De klant betaalt per overboeking; de aanmaanrun herinnert',
    );
    expect(await invoiceRow(app, refused.invoice.id)).toMatchObject({ status: 'failed' });

    // Another customer's invoice that was never collected yet: nothing to change, and never 'pending'.
    const waiting = await sepaDebtor(app, { email: 'wacht.op.incasso@example.nl' });
    const offered = await naarIncasso([refused.invoice.id, waiting.invoice.id]);
    expect(offered.statusCode).toBe(200);
    expect(offered.json().data).toEqual({ succeeded: 2, skipped: [] });
    expect(await invoiceRow(app, refused.invoice.id)).toMatchObject({ status: 'overdue' });
    expect(await invoiceRow(app, waiting.invoice.id)).toMatchObject({ status: 'open' });
    await expectNothingStranded(app);

    const next = await writeDueBatch(app);
    expect(transactionOf(next, refused.invoice.invoiceNumber)?.endToEndId).toBe(
      `${refused.invoice.invoiceNumber}-2`,
    );
    expect(transactionOf(next, waiting.invoice.invoiceNumber)?.endToEndId).toBe(
      `${waiting.invoice.invoiceNumber}-1`,
    );
    await submitBatch(app, next);
    const collected = await uploadBankFile(
      app,
      'camt.053.001.02',
      statementOf('rabobank', [collectedEntry(refused, 2), collectedEntry(waiting, 1)]),
    );
    expect(collected.json().data.import).toMatchObject({ matched: 2, unmatched: 0 });
    for (const { invoice } of [refused, waiting])
      expect(await invoiceRow(app, invoice.id)).toMatchObject({ status: 'paid', paidCents: 1210 });
    await expectNothingStranded(app);
    await expectMoneyAddsUp(app, [refused.customer, waiting.customer]);
  });

  it('skips what the lifecycle refuses, each with its reason: MD06, AC04, a 14-dagenbrief, no address', async () => {
    const chargedBack = await sepaDebtor(app, { email: 'teruggeboekt@example.nl' });
    const closed = await sepaDebtor(app, { email: 'opgeheven@example.nl' });
    const lettered = await sepaDebtor(app, { email: 'veertiendagenbrief@example.nl' });
    const homeless = await sepaDebtor(app, { email: 'zonder.adres.incasso@example.nl' });
    // The address was taken away after the invoice: the pain.008 would have no structured address.
    await app.t.database.db
      .update(users)
      .set({ street: null, houseNumber: null, zipcode: null, city: null })
      .where(eq(users.id, homeless.customer.id));

    const batch = await writeDueBatch(app);
    expect(transactionOf(batch, homeless.invoice.invoiceNumber)).toBeUndefined();
    await submitBatch(app, batch);
    await uploadBankFile(app, 'camt.053.001.02', statementOf('abn-amro', [collectedEntry(chargedBack, 1)]));
    const returns = await uploadBankFile(
      app,
      'camt.054.001.02',
      notificationOf('ing', [
        returnEntry(chargedBack, 1, 'MD06'),
        returnEntry(closed, 1, 'AC04'),
        returnEntry(lettered, 1, 'MS02'),
      ]),
    );
    expect(returns.json().data.import).toMatchObject({ matched: 3, unmatched: 0 });
    const notice = await app.admin('POST', `/api/admin/letters/notice/${lettered.customer.id}`, {
      sendEmail: false,
    });
    expect(notice.statusCode, notice.body).toBe(201);

    const debtors = [chargedBack, closed, lettered, homeless];
    const response = await naarIncasso(debtors.map((debtor) => debtor.invoice.id));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      succeeded: 0,
      skipped: [
        {
          id: chargedBack.invoice.id,
          reason:
            'Een teruggeboekte incasso (MD06) wordt niet opnieuw afgeschreven; de klant betaalt per overboeking.',
          code: 'CONFLICT',
          refusal: 'debit_chargeback',
        },
        {
          id: closed.invoice.id,
          reason:
            'De vorige incasso kwam terug (AC04: rekening opgeheven); eerst een nieuw IBAN of een nieuwe machtiging.',
          code: 'CONFLICT',
          refusal: 'debit_needs_payment_method',
          params: { returnCode: 'AC04' },
        },
        {
          id: lettered.invoice.id,
          reason:
            'De klant heeft een aanmaning gekregen die om een overboeking vraagt; we schrijven niet ook nog af.',
          code: 'CONFLICT',
          refusal: 'debit_letter',
        },
        {
          id: homeless.invoice.id,
          reason:
            'Het adres van de klant is niet volledig (straat, huisnummer, postcode, plaats, land); dat is nodig voor de incasso.',
          code: 'CONFLICT',
          refusal: 'debit_address',
        },
      ],
    });
    for (const { invoice } of [chargedBack, closed, lettered])
      expect(await invoiceRow(app, invoice.id)).toMatchObject({ status: 'failed', paidCents: 0 });
    expect(await invoiceRow(app, homeless.invoice.id)).toMatchObject({ status: 'open' });

    const next = await writeBatch(app);
    for (const { invoice } of debtors)
      if (next) expect(transactionOf(next, invoice.invoiceNumber)).toBeUndefined();
    expect(await collectionsOf(app, homeless.invoice.id)).toEqual([]);
    await expectNothingStranded(app);
    await expectMoneyAddsUp(
      app,
      debtors.map((debtor) => debtor.customer),
    );
  });
});
