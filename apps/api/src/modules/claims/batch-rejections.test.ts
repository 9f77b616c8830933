import { readFileSync } from 'node:fs';
import path from 'node:path';
import { writePain002 } from '@hostportaal/sepa/test-support';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankFileImports, sepaBatchItems } from '../../db/schema/index.ts';
import {
  type ClaimsApp,
  collectedEntry,
  collectionsOf,
  type Debtor,
  expectMoneyAddsUp,
  expectNothingStranded,
  invoiceRow,
  lineFor,
  mailsTo,
  mandateRow,
  openClaimsApp,
  sepaDebtor,
  statementOf,
  submitBatch,
  transactionOf,
  uploadBankFile,
  type WrittenBatch,
  writeDueBatch,
} from './claim-test-scenario.ts';

// Issue 26 item 5: a pain.002 that refuses a whole file (GrpSts RJCT, no OrgnlPmtInfAndSts, as Rabobank and
// ING send it) or a whole block (PmtInfSts RJCT, its transactions not listed or listed without a TxSts, as
// ABN AMRO sends it) undoes every collection it covers, each claim to its next step, with the reason code,
// line by line in the report; a transaction with a status of its own keeps it (ISO 20022).

const fixtures = path.resolve(import.meta.dirname, '../../../../../packages/sepa/src/test-fixtures');
const fixture = (name: string) => readFileSync(path.join(fixtures, name), 'utf8');

let app: ClaimsApp;

beforeAll(async () => {
  app = await openClaimsApp();
});
afterAll(() => app.t.close());

/** A debtor whose mandate was collected before: the next collection is RCUR, in a block of its own. */
const knownDebtor = (email: string) => sepaDebtor(app, { email, mandate: { firstCollectionDone: true } });
const naarIncasso = (invoiceIds: string[]) =>
  app.admin('POST', '/api/admin/invoices/bulk-action', { action: 'mark_sent_to_collection', invoiceIds });
const itemOf = async (debtor: Debtor) => (await collectionsOf(app, debtor.invoice.id))[0];
const lines = (response: LightMyRequestResponse) =>
  response.json().data.lines as { outcome: string; invoiceNumber: string | null }[];

const STAFF_NEXT =
  'Wacht op een medewerker: de bank weigerde het hele incassobestand; los de oorzaak op en bied de factuur opnieuw aan';
const TOLD =
  'is niet gelukt: de bank heeft ons incassobestand niet verwerkt, dus er is niets van je rekening afgeschreven. Je hoeft nu niets te doen: we zoeken uit wat er mis ging en nemen contact met je op voordat we opnieuw afschrijven.';

/** Our file's id and counts in the place of the fixture's. */
function aboutBatch(xml: string, fixtureMessageId: string, batch: WrittenBatch): string {
  return xml
    .replaceAll(fixtureMessageId, batch.messageId)
    .replace(
      /<OrgnlNbOfTxs>\d+<\/OrgnlNbOfTxs>/,
      `<OrgnlNbOfTxs>${batch.numberOfTransactions}</OrgnlNbOfTxs>`,
    )
    .replace(
      /<OrgnlCtrlSum>[\d.]+<\/OrgnlCtrlSum>/,
      `<OrgnlCtrlSum>${(batch.controlSumCents / 100).toFixed(2)}</OrgnlCtrlSum>`,
    );
}

describe('a whole file refused (GrpSts RJCT)', () => {
  it('Rabobank, FF01 on a file marked sent: every collection to staff, reported and told; offered again as first', async () => {
    const first = await sepaDebtor(app, { email: 'bestand.eerste@example.nl' });
    const second = await sepaDebtor(app, { email: 'bestand.tweede@example.nl' });
    const known = await knownDebtor('bestand.bekend@example.nl');
    const batch = await writeDueBatch(app);
    expect(batch.file.paymentInformations.map((block) => block.sequenceType).sort()).toEqual([
      'FRST',
      'RCUR',
    ]);
    await submitBatch(app, batch);

    const report = aboutBatch(
      fixture('rabobank-pain002v03-file-rejected-ff01.xml'),
      'HP-20261127-0002',
      batch,
    );
    const imported = await uploadBankFile(app, 'pain.002.001.03', report);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().data.import).toMatchObject({ matched: 3, alreadyKnown: 0, unmatched: 0 });
    for (const debtor of [first, second, known]) {
      const number = debtor.invoice.invoiceNumber;
      expect(lineFor(imported, number)).toMatchObject({
        endToEndId: `${number}-1`,
        amountCents: 1210,
        kind: 'rejected',
        reasonCode: 'FF01',
        invoiceNumber: number,
        outcome: 'matched',
        rejectionLevel: 'group',
        rejectedPaymentInformationId: null,
        action: `Factuur ${number}: de bank weigerde het hele incassobestand (FF01: ongeldig bestandsformaat)`,
        actionCode: 'batch_rejection_applied',
        actionParams: { invoiceNumber: number, returnCode: 'FF01', level: 'group' },
        nextStep: STAFF_NEXT,
        nextStepCode: 'staff_review',
        nextStepParams: { returnClass: 'batch_rejected' },
      });
      expect(await invoiceRow(app, debtor.invoice.id)).toMatchObject({ status: 'failed', paidCents: 0 });
      expect(await itemOf(debtor)).toMatchObject({
        status: 'returned',
        returnReasonCode: 'FF01',
        batchRejected: true,
      });
      // Our file's fault: the mandate stands.
      expect(await mandateRow(app, debtor.mandate.id)).toMatchObject({ status: 'valid' });
      const [mail] = await mailsTo(app, debtor.customer.email, 'collection_failed');
      expect(mail?.textBody).toContain(
        `De automatische incasso van €\u00a012,10 voor factuur ${number} ${TOLD}`,
      );
    }
    // No debtor's bank saw the file: the next collection of a new mandate is still its first.
    expect(await mandateRow(app, first.mandate.id)).toMatchObject({ firstCollectionDone: false });
    expect(await mandateRow(app, known.mandate.id)).toMatchObject({ firstCollectionDone: true });
    // Not the customer's failure: no failed payment on their subscription's record.
    const sepa = await app.admin('GET', `/api/admin/sepa-subscriptions?search=${first.customer.email}`);
    expect(sepa.json().data.subscriptions).toEqual([expect.objectContaining({ failedPaymentCount: 0 })]);
    await expectNothingStranded(app);

    // The same file again changes nothing; the bank's second report of the same reject neither.
    const again = await uploadBankFile(app, 'pain.002.001.03', report);
    expect(again.json().data.alreadyImported).toBe(true);
    const resent = await uploadBankFile(
      app,
      'pain.002.001.03',
      report.replace('RABO-PAIN002-PO-0000000127765680042', 'RABO-PAIN002-PO-0000000127765680043'),
    );
    expect(resent.statusCode).toBe(200);
    expect(resent.json().data.import).toMatchObject({ matched: 0, alreadyKnown: 3 });
    expect(lines(resent).every((line) => line.outcome === 'already_known')).toBe(true);
    for (const debtor of [first, second, known])
      expect(await mailsTo(app, debtor.customer.email, 'collection_failed')).toHaveLength(1);

    // Staff fixed the cause and offer them again: the next file collects each, a new mandate as first.
    expect((await naarIncasso([first.invoice.id, second.invoice.id, known.invoice.id])).json().data).toEqual({
      succeeded: 3,
      skipped: [],
    });
    const next = await writeDueBatch(app);
    for (const debtor of [first, second])
      expect(transactionOf(next, debtor.invoice.invoiceNumber)).toMatchObject({
        endToEndId: `${debtor.invoice.invoiceNumber}-2`,
        sequenceType: 'FRST',
      });
    expect(transactionOf(next, known.invoice.invoiceNumber)?.sequenceType).toBe('RCUR');
    await submitBatch(app, next);
    await uploadBankFile(
      app,
      'camt.053.001.02',
      statementOf('rabobank', [
        collectedEntry(first, 2),
        collectedEntry(second, 2),
        collectedEntry(known, 2),
      ]),
    );
    for (const debtor of [first, second, known])
      expect(await invoiceRow(app, debtor.invoice.id)).toMatchObject({ status: 'paid', paidCents: 1210 });
    await expectNothingStranded(app);
    await expectMoneyAddsUp(app, [first.customer, second.customer, known.customer]);
  });

  it('ING (pain.002.001.10, BE05) on a file not marked sent: the report puts it at the bank; refused but the one accepted', async () => {
    const refused = await sepaDebtor(app, { email: 'ing.geweigerd@example.nl' });
    const accepted = await sepaDebtor(app, { email: 'ing.geaccepteerd@example.nl' });
    const batch = await writeDueBatch(app);
    const acceptedTx = transactionOf(batch, accepted.invoice.invoiceNumber);
    if (!acceptedTx) throw new Error('expected the accepted claim in the batch');

    // The file refused with BE05, one transaction listed with a status of its own: ACCP.
    const report = writePain002({
      bank: 'ing',
      version: 'pain.002.001.10',
      originalMessageId: batch.messageId,
      groupReasonCode: 'BE05',
      blocks: [
        {
          paymentInformationId: acceptedTx.paymentInformationId,
          numberOfTransactions: batch.numberOfTransactions,
          controlSumCents: batch.controlSumCents,
          status: null,
          listed: [{ ...acceptedTx, sequenceType: 'FRST', status: 'ACCP' }],
        },
      ],
    });
    const imported = await uploadBankFile(app, 'pain.002.001.10', report);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(lines(imported)).toHaveLength(1);
    expect(lineFor(imported, refused.invoice.invoiceNumber)).toMatchObject({
      reasonCode: 'BE05',
      rejectionLevel: 'group',
      outcome: 'matched',
      nextStep: STAFF_NEXT,
    });
    expect(await invoiceRow(app, refused.invoice.id)).toMatchObject({ status: 'failed' });
    expect(await invoiceRow(app, accepted.invoice.id)).toMatchObject({ status: 'pending' });
    expect(await mailsTo(app, accepted.customer.email, 'collection_failed')).toEqual([]);

    // The bank has the file: cancelling it here would put its accepted claim in a second file.
    const cancel = await app.admin('POST', `/api/admin/sepa-batches/${batch.id}/cancel`);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toMatchObject({ reason: 'batch_already_submitted' });
    await uploadBankFile(app, 'camt.053.001.02', statementOf('ing', [collectedEntry(accepted, 1)]));
    expect(await invoiceRow(app, accepted.invoice.id)).toMatchObject({ status: 'paid' });
    await expectNothingStranded(app);
    await expectMoneyAddsUp(app, [refused.customer, accepted.customer]);
  });

  it('refuses a file rejection about a message that is none of ours, and books nothing', async () => {
    const debtor = await sepaDebtor(app, { email: 'vreemd.bestand@example.nl' });
    const batch = await writeDueBatch(app);
    await submitBatch(app, batch);
    const before = (await app.t.database.db.select().from(bankFileImports)).length;
    const stranger = fixture('ing-pain002v10-file-rejected-be05.xml');
    const refused = await uploadBankFile(app, 'pain.002.001.10', stranger);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      reason: 'bank_file_not_ours',
      error:
        'Dit statusrapport gaat over bestand HP-20261127-0003, dat niet van ons is; er is niets geboekt.',
    });
    expect(await invoiceRow(app, debtor.invoice.id)).toMatchObject({ status: 'pending' });
    expect(await app.t.database.db.select().from(bankFileImports)).toHaveLength(before);
  });

  it('a duplicate upload refused whole (DU01) leaves the collections at the bank, and they come in', async () => {
    const debtor = await sepaDebtor(app, { email: 'dubbel.aangeleverd@example.nl' });
    const batch = await writeDueBatch(app);
    await submitBatch(app, batch);
    const imported = await uploadBankFile(
      app,
      'pain.002.001.03',
      writePain002({
        bank: 'rabobank',
        originalMessageId: batch.messageId,
        groupReasonCode: 'DU01',
        numberOfTransactions: batch.numberOfTransactions,
        controlSumCents: batch.controlSumCents,
        blocks: [],
      }),
    );
    expect(lineFor(imported, debtor.invoice.invoiceNumber)).toMatchObject({
      outcome: 'already_known',
      actionCode: 'return_refused',
      actionParams: { refusal: 'claim_duplicate_submission' },
      action: `Factuur ${debtor.invoice.invoiceNumber}: De bank weigerde een dubbele aanlevering van het incassobestand; de incasso uit de eerste aanlevering loopt door.`,
      nextStep: 'Ligt bij de bank; wacht op het bankbestand',
    });
    expect(await invoiceRow(app, debtor.invoice.id)).toMatchObject({ status: 'pending' });
    expect(await mailsTo(app, debtor.customer.email, 'collection_failed')).toEqual([]);
    await uploadBankFile(app, 'camt.053.001.02', statementOf('abn-amro', [collectedEntry(debtor, 1)]));
    expect(await invoiceRow(app, debtor.invoice.id)).toMatchObject({ status: 'paid', paidCents: 1210 });
    await expectMoneyAddsUp(app, [debtor.customer]);
  });
});

describe('a whole block refused (PmtInfSts RJCT)', () => {
  it('ABN AMRO: the FRST block refused with its transactions listed bare, next to the accepted RCUR block (GrpSts PART)', async () => {
    const first = await sepaDebtor(app, { email: 'blok.eerste@example.nl' });
    const second = await sepaDebtor(app, { email: 'blok.tweede@example.nl' });
    const known = await knownDebtor('blok.bekend@example.nl');
    const batch = await writeDueBatch(app);
    await submitBatch(app, batch);
    const report = fixture('abnamro-pain002v03-block-rejected-dt01.xml')
      .replaceAll('HP-20261127-0004', batch.messageId)
      .replaceAll('HP-INV-2026-000301-1', `${first.invoice.invoiceNumber}-1`)
      .replaceAll('HP-MANDATE-0301', first.mandate.reference)
      .replaceAll('HP-INV-2026-000302-1', `${second.invoice.invoiceNumber}-1`)
      .replaceAll('HP-MANDATE-0302', second.mandate.reference)
      .replaceAll('18.15', '12.10');
    const imported = await uploadBankFile(app, 'pain.002.001.03', report);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().data.import).toMatchObject({ matched: 2, unmatched: 0 });
    for (const debtor of [first, second]) {
      expect(lineFor(imported, debtor.invoice.invoiceNumber)).toMatchObject({
        reasonCode: 'DT01',
        rejectionLevel: 'payment_information',
        rejectedPaymentInformationId: `${batch.messageId}-FRST`,
        action: `Factuur ${debtor.invoice.invoiceNumber}: de bank weigerde het hele incassoblok (DT01: ongeldige datum (incassodatum))`,
        nextStep: STAFF_NEXT,
      });
      expect(await invoiceRow(app, debtor.invoice.id)).toMatchObject({ status: 'failed' });
      expect(await mailsTo(app, debtor.customer.email, 'collection_failed')).toHaveLength(1);
    }
    expect(lineFor(imported, known.invoice.invoiceNumber)).toBeUndefined();
    expect(await invoiceRow(app, known.invoice.id)).toMatchObject({ status: 'pending' });
    await expectNothingStranded(app);
  });

  it('Rabobank: a block refused whole without its transactions, one listed rejection of its own kept', async () => {
    const own = await sepaDebtor(app, { email: 'eigen.reden@example.nl' });
    const other = await sepaDebtor(app, { email: 'blok.zonder.lijst@example.nl' });
    const batch = await writeDueBatch(app);
    await submitBatch(app, batch);
    const ownTx = transactionOf(batch, own.invoice.invoiceNumber);
    if (!ownTx) throw new Error('expected the claim in the batch');
    const imported = await uploadBankFile(
      app,
      'pain.002.001.03',
      writePain002({
        bank: 'rabobank',
        originalMessageId: batch.messageId,
        blocks: [
          {
            paymentInformationId: ownTx.paymentInformationId,
            numberOfTransactions: 2,
            controlSumCents: 2420,
            status: 'RJCT',
            rejected: [{ ...ownTx, sequenceType: 'FRST', reasonCode: 'AC04' }],
          },
        ],
      }),
    );
    // The listed one by its own code (the debtor's account), the other by the block's (none given).
    expect(lineFor(imported, own.invoice.invoiceNumber)).toMatchObject({ reasonCode: 'AC04' });
    expect(lineFor(imported, own.invoice.invoiceNumber)).not.toHaveProperty('rejectionLevel');
    expect(await mandateRow(app, own.mandate.id)).toMatchObject({ status: 'invalid' });
    expect(lineFor(imported, other.invoice.invoiceNumber)).toMatchObject({
      reasonCode: null,
      rejectionLevel: 'payment_information',
      nextStep: STAFF_NEXT,
    });
    expect(await mandateRow(app, other.mandate.id)).toMatchObject({ status: 'valid' });
    const [item] = await app.t.database.db
      .select()
      .from(sepaBatchItems)
      .where(eq(sepaBatchItems.invoiceId, other.invoice.id));
    expect(item).toMatchObject({ status: 'returned', batchRejected: true });
    await expectNothingStranded(app);
  });
});
