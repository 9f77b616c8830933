import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrangementCollections, sepaMandates } from '../../db/schema/index.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { insertMandate } from '../../db/seed/mandate-factory.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertUser } from '../../db/seed/user-factory.ts';
import {
  type ClaimsApp,
  expectMoneyAddsUp,
  expectNothingStranded,
  invoiceRow,
  mailsTo,
  notificationOf,
  openClaimsApp,
  signedIn,
  statementOf,
  submitBatch,
  uploadBankFile,
  type WrittenBatch,
  writeBatch,
  writeDueBatch,
} from '../claims/claim-test-scenario.ts';
import { runArrangements } from './arrangement-run.ts';

// Instalments by SEPA direct debit through HTTP (issue 30): the batch collects each instalment due by its
// date with an EndToEndId of its own, in a block of its own, and never the invoices the arrangement holds;
// the bank file books a collected instalment on the arrangement, AM04 is tried once more in the next batch,
// MD06 takes the money back and lapses the arrangement. A cancelled batch gives its instalments back.

let app: ClaimsApp;
const at = (date: string) => app.t.clock.set(new Date(`${date}T08:00:00Z`));
let counter = 0;

/** A consumer with a valid mandate and two overdue direct-debit invoices of € 60,50 each (€ 121,00). */
async function debtor() {
  counter += 1;
  const db = app.t.database.db;
  const email = `termijn-incasso-${counter}@example.test`;
  const customer = await insertUser(db, { email });
  const mandate = await insertMandate(db, customer.id);
  const subscription = await insertSubscription(db, {
    userId: customer.id,
    packageId: app.packageId,
    mandateId: mandate.id,
    startDate: '2026-09-01',
  });
  const made = [];
  for (const [issueDate, dueDate] of [
    ['2026-09-01', '2026-09-15'],
    ['2026-10-01', '2026-10-15'],
  ] as const)
    made.push(
      (
        await insertInvoice(db, {
          userId: customer.id,
          subscriptionId: subscription.id,
          mandateId: mandate.id,
          issueDate,
          dueDate,
          status: 'overdue',
          lines: [
            { description: 'Webhosting', unitPriceCents: 5000, periodStart: issueDate, periodEnd: issueDate },
          ],
        })
      ).invoice,
    );
  return { customer, mandate, email, invoices: made, portal: signedIn(app.t, email) };
}

type Instalment = { sequence: number; amountCents: number; dueDate: string; paymentReference: string };

/** The instalment collections the file holds, by EndToEndId, with their block. */
function instalmentsIn(batch: WrittenBatch) {
  return batch.file.paymentInformations.flatMap((information) =>
    information.transactions
      .filter((transaction) => transaction.endToEndId.startsWith('PAY-'))
      .map((transaction) => ({
        endToEndId: transaction.endToEndId,
        amountCents: transaction.amountCents,
        sequenceType: information.sequenceType,
        block: information.paymentInformationId,
        mandateId: transaction.mandateId,
      })),
  );
}

async function agreeBySepa(who: Awaited<ReturnType<typeof debtor>>) {
  const early = await who.portal('POST', '/api/arrangements', {
    instalments: 3,
    firstDueDate: '2026-12-14',
    method: 'sepa',
  });
  // The confirmation is the pre-notification: the first debit waits the company's 14 days for it.
  expect(early.statusCode, early.body).toBe(422);
  expect(early.json()).toMatchObject({
    reason: 'arrangement_first_debit_too_soon',
    params: { date: '2026-12-21' },
  });
  const created = await who.portal('POST', '/api/arrangements', {
    instalments: 3,
    firstDueDate: '2026-12-21',
    method: 'sepa',
  });
  expect(created.statusCode, created.body).toBe(201);
  const arrangement = created.json().data;
  expect(arrangement).toMatchObject({ status: 'active', method: 'sepa' });
  return arrangement as { id: string; number: string; instalments: Instalment[] };
}

const arrangementOf = async (who: Awaited<ReturnType<typeof debtor>>, id: string) =>
  ((await who.portal('GET', '/api/arrangements')).json().data as { id: string }[]).find(
    (row) => row.id === id,
  ) as { status: string; paidCents: number } | undefined;

beforeAll(async () => {
  app = await openClaimsApp(new Date('2026-12-07T08:00:00Z'));
});
afterAll(async () => {
  await app.t.close();
});

describe('instalments by direct debit', () => {
  it('are collected on their dates in blocks of their own; AM04 is tried once more, MD06 lapses the arrangement', async () => {
    at('2026-12-07');
    const who = await debtor();
    const options = await who.portal('GET', '/api/arrangements/options');
    expect(options.json().data).toMatchObject({
      methods: ['sepa', 'transfer'],
      firstDebitDate: '2026-12-21',
    });
    const arrangement = await agreeBySepa(who);
    const [one, two] = arrangement.instalments as [Instalment, Instalment, Instalment];
    const [first, second] = who.invoices as [(typeof who.invoices)[0], (typeof who.invoices)[0]];

    // Nothing is due yet, and the held invoices are not debited themselves.
    expect(await writeBatch(app)).toBeNull();

    // The batch collecting on 21 December takes instalment 1 (FRST: the mandate's first), its own EndToEndId.
    at('2026-12-17');
    const batch1 = await writeDueBatch(app);
    expect(batch1.collectionDate).toBe('2026-12-21');
    expect(instalmentsIn(batch1)).toEqual([
      {
        endToEndId: `${one.paymentReference}-1`,
        amountCents: 4033,
        sequenceType: 'FRST',
        block: `${batch1.messageId}-BR-FRST`,
        mandateId: who.mandate.reference,
      },
    ]);
    expect(batch1.numberOfTransactions).toBe(1);
    await submitBatch(app, batch1);

    // No funds: the bank returns it. The arrangement runs on; the customer hears it is tried again.
    at('2026-12-22');
    const returned = await uploadBankFile(
      app,
      'camt.054.001.02',
      notificationOf('ing', [
        {
          kind: 'return',
          endToEndId: `${one.paymentReference}-1`,
          mandateId: who.mandate.reference,
          amountCents: 4033,
          reasonCode: 'AM04',
        },
      ]),
    );
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json().data.lines[0]).toMatchObject({
      outcome: 'matched',
      actionCode: 'arrangement_collection_returned',
      actionParams: { arrangementNumber: arrangement.number, sequence: 1, returnCode: 'AM04', next: 'retry' },
    });
    const [failedMail] = await mailsTo(app, who.email, 'arrangement_debit_failed');
    expect(failedMail?.subject).toBe(
      `De incasso van termijn 1 van je betalingsregeling ${arrangement.number} is mislukt`,
    );
    expect(failedMail?.textBody).toContain('nog één keer af te schrijven');
    expect((await arrangementOf(who, arrangement.id))?.status).toBe('active');

    // The next batch tries it again (RCUR now), with the next EndToEndId.
    at('2026-12-23');
    const batch2 = await writeDueBatch(app);
    expect(instalmentsIn(batch2)).toEqual([
      expect.objectContaining({
        endToEndId: `${one.paymentReference}-2`,
        amountCents: 4033,
        sequenceType: 'RCUR',
      }),
    ]);
    await submitBatch(app, batch2);

    // At the bank past its grace days, it is not reminded: the bank file decides.
    at('2026-12-30');
    expect(await runArrangements(app.t.database.db, app.t.clock.now())).toMatchObject({
      reminded: 0,
      lapsed: 0,
    });
    expect(await mailsTo(app, who.email, 'arrangement_reminder')).toEqual([]);
    const collected = notificationOf('ing', [
      {
        kind: 'collection',
        endToEndId: `${one.paymentReference}-2`,
        mandateId: who.mandate.reference,
        amountCents: 4033,
      },
    ]);
    const booked = await uploadBankFile(app, 'camt.054.001.02', collected);
    expect(booked.json().data.lines[0]).toMatchObject({
      outcome: 'matched',
      actionCode: 'arrangement_collection_paid',
      actionParams: { arrangementNumber: arrangement.number, sequence: 1 },
    });
    expect(await invoiceRow(app, first?.id ?? '')).toMatchObject({ paidCents: 4033 });
    expect(await arrangementOf(who, arrangement.id)).toMatchObject({ status: 'active', paidCents: 4033 });
    // The same line in another file books nothing twice.
    const again = await uploadBankFile(
      app,
      'camt.054.001.02',
      notificationOf('ing', [
        {
          kind: 'collection',
          endToEndId: `${one.paymentReference}-2`,
          mandateId: who.mandate.reference,
          amountCents: 4033,
        },
      ]),
    );
    expect(again.json().data.lines[0]).toMatchObject({ outcome: 'already_known' });
    expect(await arrangementOf(who, arrangement.id)).toMatchObject({ paidCents: 4033 });

    // Instalment 2 is collected on its date, then the customer has the bank refund it (MD06).
    at('2027-01-19');
    const batch3 = await writeDueBatch(app);
    expect(instalmentsIn(batch3)).toEqual([
      expect.objectContaining({ endToEndId: `${two.paymentReference}-1`, amountCents: 4033 }),
    ]);
    await submitBatch(app, batch3);
    at('2027-01-21');
    const paid2 = await uploadBankFile(
      app,
      'camt.054.001.02',
      notificationOf('ing', [
        {
          kind: 'collection',
          endToEndId: `${two.paymentReference}-1`,
          mandateId: who.mandate.reference,
          amountCents: 4033,
        },
      ]),
    );
    expect(paid2.json().data.lines[0]).toMatchObject({ actionCode: 'arrangement_collection_paid' });
    expect(await invoiceRow(app, first?.id ?? '')).toMatchObject({ paidCents: 6050, status: 'paid' });
    expect(await invoiceRow(app, second?.id ?? '')).toMatchObject({ paidCents: 2016 });

    at('2027-02-02');
    const refunded = await uploadBankFile(
      app,
      'camt.054.001.02',
      notificationOf('ing', [
        {
          kind: 'return',
          endToEndId: `${two.paymentReference}-1`,
          mandateId: who.mandate.reference,
          amountCents: 4033,
          reasonCode: 'MD06',
        },
      ]),
    );
    expect(refunded.json().data.lines[0]).toMatchObject({
      outcome: 'matched',
      actionCode: 'arrangement_collection_returned',
      actionParams: { sequence: 2, returnCode: 'MD06', next: 'lapse' },
    });
    // What instalment 2 paid is owed again, the claims it paid wait for staff (disputed), and it lapsed.
    expect(await invoiceRow(app, first?.id ?? '')).toMatchObject({ paidCents: 4033, status: 'failed' });
    expect(await invoiceRow(app, second?.id ?? '')).toMatchObject({ paidCents: 0, status: 'failed' });
    expect((await arrangementOf(who, arrangement.id))?.status).toBe('lapsed');
    const [lapsedMail] = await mailsTo(app, who.email, 'arrangement_lapsed');
    expect(lapsedMail?.textBody).toContain('laten terugboeken');
    expect(lapsedMail?.textBody).toContain('80,67');
    // Nothing of it is debited again by itself: the next batch holds neither the invoices nor an instalment.
    at('2027-02-03');
    expect(await writeBatch(app)).toBeNull();
    await expectMoneyAddsUp(app, [who.customer]);
    await expectNothingStranded(app);
  });

  it('a cancelled batch gives its instalment back to the next one and its mandate its first collection', async () => {
    at('2026-12-07');
    const who = await debtor();
    const arrangement = await agreeBySepa(who);
    const [one] = arrangement.instalments as [Instalment];
    at('2026-12-17');
    const batch = await writeDueBatch(app);
    expect(instalmentsIn(batch).map((row) => row.endToEndId)).toContain(`${one.paymentReference}-1`);
    const cancelled = await app.admin('POST', `/api/admin/sepa-batches/${batch.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [mandate] = await app.t.database.db
      .select()
      .from(sepaMandates)
      .where(eq(sepaMandates.id, who.mandate.id));
    expect(mandate?.firstCollectionDone).toBe(false);
    const rows = await app.t.database.db
      .select()
      .from(arrangementCollections)
      .where(eq(arrangementCollections.arrangementId, arrangement.id));
    expect(rows.map((row) => row.status)).toEqual(['cancelled']);
    const next = await writeDueBatch(app);
    expect(instalmentsIn(next)).toEqual([
      expect.objectContaining({ endToEndId: `${one.paymentReference}-2`, sequenceType: 'FRST' }),
    ]);
    // Staff end the arrangement before the file goes to the bank: it may no longer go.
    const ended = await app.admin('POST', `/api/admin/arrangements/${arrangement.id}/end`, {
      reason: 'Klant betaalt alles in één keer.',
    });
    expect(ended.statusCode, ended.body).toBe(200);
    const submitted = await app.admin('POST', `/api/admin/sepa-batches/${next.id}/submit`);
    expect(submitted.statusCode).toBe(409);
    expect(submitted.json()).toMatchObject({
      reason: 'batch_claims_refused',
      params: { invoices: expect.stringContaining(arrangement.number) },
    });
    expect(submitted.json().error).toContain(`betalingsregeling ${arrangement.number} loopt niet meer`);
  });

  it('a file the bank refused whole was no attempt: the instalment goes with the next batch', async () => {
    at('2026-12-07');
    const who = await debtor();
    const arrangement = await agreeBySepa(who);
    const [one] = arrangement.instalments as [Instalment];
    at('2026-12-17');
    const batch = await writeDueBatch(app);
    await submitBatch(app, batch);
    const report = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.03"><CstmrPmtStsRpt>
<GrpHdr><MsgId>RJCT-${batch.messageId}</MsgId><CreDtTm>2026-12-17T10:00:00</CreDtTm></GrpHdr>
<OrgnlGrpInfAndSts><OrgnlMsgId>${batch.messageId}</OrgnlMsgId><OrgnlMsgNmId>pain.008.001.08</OrgnlMsgNmId><GrpSts>RJCT</GrpSts>
<StsRsnInf><Rsn><Cd>FF01</Cd></Rsn></StsRsnInf></OrgnlGrpInfAndSts>
</CstmrPmtStsRpt></Document>`;
    const rejected = await uploadBankFile(app, 'pain.002.001.03', report);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data.lines).toContainEqual(
      expect.objectContaining({
        endToEndId: `${one.paymentReference}-1`,
        actionParams: expect.objectContaining({ next: 'retry' }),
      }),
    );
    at('2026-12-18');
    const next = await writeDueBatch(app);
    expect(instalmentsIn(next)).toContainEqual(
      expect.objectContaining({ endToEndId: `${one.paymentReference}-2` }),
    );
    expect((await arrangementOf(who, arrangement.id))?.status).toBe('active');
  });

  it('a batch booking of the instalments block books each instalment in it', async () => {
    at('2026-12-07');
    const who = await debtor();
    const arrangement = await agreeBySepa(who);
    at('2026-12-17');
    const batch = await writeDueBatch(app);
    const mine = instalmentsIn(batch).filter((row) => row.mandateId === who.mandate.reference);
    expect(mine).toHaveLength(1);
    await submitBatch(app, batch);
    const block = instalmentsIn(batch).filter((row) => row.block === mine[0]?.block);
    at('2026-12-21');
    const booked = await uploadBankFile(
      app,
      'camt.053.001.02',
      statementOf('abn-amro', [
        {
          kind: 'batch-collection',
          paymentInformationId: mine[0]?.block ?? '',
          numberOfTransactions: block.length,
          amountCents: block.reduce((sum, row) => sum + row.amountCents, 0),
        },
      ]),
    );
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().data.lines[0]).toMatchObject({
      outcome: 'matched',
      actionCode: 'arrangement_collections_paid',
      actionParams: { count: block.length },
    });
    expect(await arrangementOf(who, arrangement.id)).toMatchObject({ paidCents: 4033 });
  });
});
