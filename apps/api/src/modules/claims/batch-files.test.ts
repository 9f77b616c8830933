import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW } from '../../../test/test-app.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import {
  type ClaimsApp,
  collectionsOf,
  expectNothingStranded,
  invoiceRow,
  openClaimsApp,
  sepaDebtor,
  submitBatch,
  transactionOf,
  writeDueBatch,
} from './claim-test-scenario.ts';

// Issue 17 item 10: marking a batch sent re-checks the bank's lead time; the pain.008 carries its creation
// time with the Amsterdam offset, and the Dutch Ĳ becomes IJ in the SEPA character set.

let app: ClaimsApp;

beforeAll(async () => {
  // Saturday 21 November 2026: a batch written today collects on Tuesday the 24th.
  app = await openClaimsApp();
});
afterEach(() => app.t.clock.set(TEST_NOW));
afterAll(() => app.t.close());

describe('marking a batch sent', () => {
  it('is refused once the bank can no longer collect on the file’s date, naming both dates', async () => {
    const debtor = await sepaDebtor(app, { email: 'te.laat.aangeleverd@example.nl' });
    const batch = await writeDueBatch(app);
    expect(batch.collectionDate).toBe('2026-11-24');

    // Monday the 23rd: what is handed in today is collected Wednesday the 25th at the earliest.
    app.t.clock.set(new Date('2026-11-23T10:00:00Z'));
    const late = await app.admin('POST', `/api/admin/sepa-batches/${batch.id}/submit`);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(
      'Te laat voor de bank: dit bestand incasseert op 24 november 2026, maar wat vandaag wordt aangeleverd kan pas op 25 november 2026 worden afgeschreven. Annuleer het en maak een nieuw incassobestand.',
    );
    expect(await invoiceRow(app, debtor.invoice.id)).toMatchObject({ status: 'pending' });

    const cancelled = await app.admin('POST', `/api/admin/sepa-batches/${batch.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(await invoiceRow(app, debtor.invoice.id)).toMatchObject({ status: 'overdue' });

    // A new file written today asks for the 25th and may go.
    const again = await writeDueBatch(app);
    expect(again.collectionDate).toBe('2026-11-25');
    expect(transactionOf(again, debtor.invoice.invoiceNumber)?.endToEndId).toBe(
      `${debtor.invoice.invoiceNumber}-2`,
    );
    await submitBatch(app, again);
    expect((await collectionsOf(app, debtor.invoice.id)).map((item) => item.status)).toEqual([
      'cancelled',
      'pending',
    ]);
    await expectNothingStranded(app);
  });
});

describe('the pain.008', () => {
  it('writes CreDtTm with the Amsterdam offset and Ĳsselstein as IJsselstein', async () => {
    const debtor = await sepaDebtor(app, {
      email: 'ijsselstein@example.nl',
      user: { street: 'Benschopperstraat', houseNumber: '1', zipcode: '3401 AA', city: 'Ĳsselstein' },
      mandate: { accountHolder: 'Ĳsselstein BV' },
    });
    const batch = await writeDueBatch(app);
    // 10:00 UTC on 21 November is 11:00 in Amsterdam, winter time.
    expect(batch.file.createdAt).toBe('2026-11-21T11:00:00+01:00');
    expect(transactionOf(batch, debtor.invoice.invoiceNumber)).toMatchObject({
      debtorName: 'IJsselstein BV',
      debtorAddress: { street: 'Benschopperstraat', townName: 'IJsselstein' },
    });
    expect(batch.xml).toContain('<Nm>IJsselstein BV</Nm>');
    expect(batch.xml).toContain('<TwnNm>IJsselstein</TwnNm>');
    expect(batch.xml).not.toMatch(/>sselstein/);
    await submitBatch(app, batch);
  });

  it('writes +02:00 in summer', async () => {
    const debtor = await sepaDebtor(app, { email: 'zomertijd@example.nl' });
    const { invoice } = await insertInvoice(app.t.database.db, {
      userId: debtor.customer.id,
      subscriptionId: debtor.subscription.id,
      mandateId: debtor.mandate.id,
      issueDate: '2027-06-01',
      dueDate: '2027-06-15',
      sentAt: new Date('2027-06-01T09:00:00Z'),
      lines: [{ description: 'Webhosting juni', unitPriceCents: 1000 }],
    });
    app.t.clock.set(new Date('2027-06-21T10:00:00Z'));
    const batch = await writeDueBatch(app);
    expect(batch.file.createdAt).toBe('2027-06-21T12:00:00+02:00');
    expect(transactionOf(batch, invoice.invoiceNumber)).toBeDefined();
  });
});
