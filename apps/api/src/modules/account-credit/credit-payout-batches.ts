import { createHash, randomBytes } from 'node:crypto';
import { maskIban } from '@hostportaal/documents';
import { amsterdamDateTime, amsterdamToday, formatCents, nextTarget2BusinessDay } from '@hostportaal/domain';
import { writePain001 } from '@hostportaal/sepa';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { refusal } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  type CreditPayout,
  type CreditPayoutBatch,
  creditPayoutBatches,
  creditPayouts,
  users,
} from '../../db/schema/index.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { getCompanySettings } from '../company/company-settings.ts';
import { addCreditEntries } from './credit-ledger.ts';
import { tellCreditRefunded } from './credit-refunded-message.ts';

// The payout batch of credit transfers (issue 29), like a direct-debit batch: payouts wait in the open batch;
// finance writes its pain.001 (the batch is frozen then), marks it sent once handed to the bank — only then
// does the credit fall, as a refund entry per payout, and the customer hears it — or cancels it: nothing falls.

type Actor = { id: string | null; ip?: string; now: Date };

const changed = () =>
  refusal(
    'CONFLICT',
    'payout_batch_changed',
    'Dit uitbetalingsbestand is intussen gewijzigd; ververs de lijst.',
  );

async function lockBatch(tx: DbOrTx, id: string, statuses: CreditPayoutBatch['status'][]) {
  const [batch] = await tx
    .select()
    .from(creditPayoutBatches)
    .where(eq(creditPayoutBatches.id, id))
    .for('update');
  if (!batch) throw refusal('NOT_FOUND', 'payout_batch_not_found', 'Uitbetalingsbestand niet gevonden');
  if (!statuses.includes(batch.status)) throw changed();
  return batch;
}

const reservedOf = (tx: DbOrTx, batchId: string) =>
  tx
    .select()
    .from(creditPayouts)
    .where(and(eq(creditPayouts.batchId, batchId), eq(creditPayouts.status, 'reserved')))
    .orderBy(asc(creditPayouts.createdAt), asc(creditPayouts.id))
    .for('update');

/** Writes the open batch's pain.001 with our company as debtor; from then on no payout joins it. */
export async function createPayoutFile(db: DbOrTx, batchId: string, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    await lockBatch(tx, batchId, ['open']);
    const payouts = await reservedOf(tx, batchId);
    if (payouts.length === 0) throw changed();
    const company = await getCompanySettings(tx);
    const today = amsterdamToday(actor.now);
    const messageId = `HP-PO-${today.replaceAll('-', '')}-${randomBytes(4).toString('hex').toUpperCase()}`;
    const executionDate = nextTarget2BusinessDay(today);
    const numbers = await tx
      .select({ id: users.id, customerNumber: users.customerNumber })
      .from(users)
      .where(inArray(users.id, [...new Set(payouts.map((payout) => payout.userId))]));
    const numberOf = new Map(numbers.map((row) => [row.id, row.customerNumber]));
    const xml = writePain001({
      messageId,
      createdAt: amsterdamDateTime(actor.now),
      paymentInformationId: `${messageId}-TRF`,
      executionDate,
      debtor: {
        name: company.name,
        address: {
          street: company.street,
          buildingNumber: company.houseNumber,
          postCode: company.zipcode,
          townName: company.city,
          country: company.country,
        },
        iban: company.iban,
        bic: company.bic,
      },
      transfers: payouts.map((payout) => ({
        endToEndId: payout.endToEndId as string,
        amountCents: payout.amountCents,
        creditorName: payout.accountHolder ?? '',
        creditorIban: payout.iban as string,
        creditorBic: null,
        remittanceInformation: `Terugbetaling tegoed klantnummer ${numberOf.get(payout.userId)} ${company.name}`,
      })),
    });
    const file = Buffer.from(xml, 'utf8');
    await tx
      .update(creditPayoutBatches)
      .set({
        status: 'file_created',
        messageId,
        executionDate,
        numberOfTransactions: payouts.length,
        controlSumCents: payouts.reduce((sum, payout) => sum + payout.amountCents, 0),
        file,
        sha256: createHash('sha256').update(file).digest('hex'),
        fileCreatedAt: actor.now,
        fileCreatedBy: actor.id,
      })
      .where(eq(creditPayoutBatches.id, batchId));
    await recordActivity(tx, {
      userId: null,
      actorId: actor.id,
      type: 'payment',
      action: 'Uitbetalingsbestand aangemaakt',
      description: `Uitbetalingsbestand ${messageId}: ${payouts.length} terugbetaling(en) van tegoed op ${executionDate}`,
      ip: actor.ip,
      now: actor.now,
      metadata: { batchId },
    });
  });
}

/** The written file, to download (the same bytes every time). */
export async function payoutFileOf(db: DbOrTx, batchId: string) {
  const [batch] = await db.select().from(creditPayoutBatches).where(eq(creditPayoutBatches.id, batchId));
  if (!batch?.file || !batch.messageId)
    throw refusal('NOT_FOUND', 'payout_batch_not_found', 'Dit uitbetalingsbestand heeft (nog) geen bestand');
  return { fileName: `${batch.messageId}.xml`, file: batch.file };
}

/**
 * The money of these payouts left: each takes its amount off the credit with a refund entry, and the customer
 * hears it. The customers are locked first; a credit that shrank below its payout meanwhile (a collection the
 * bank took back) is refused, as the ledger may not go below zero.
 */
export async function bookPayoutsSent(tx: DbOrTx, payouts: CreditPayout[], actor: Actor): Promise<void> {
  if (payouts.length === 0) return;
  const customers = await tx
    .select({
      id: users.id,
      email: users.email,
      firstname: users.firstname,
      customerNumber: users.customerNumber,
      balance: users.creditBalanceCents,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(payouts.map((payout) => payout.userId))]))
    .orderBy(asc(users.id))
    .for('update');
  const byId = new Map(customers.map((customer) => [customer.id, customer]));
  for (const customer of customers) {
    const owed = payouts.filter((p) => p.userId === customer.id).reduce((sum, p) => sum + p.amountCents, 0);
    if (owed > customer.balance)
      throw refusal(
        'CONFLICT',
        'payout_credit_gone',
        `Het tegoed van klant ${customer.customerNumber} is kleiner dan de uitbetaling; controleer het tegoedregister.`,
        { customerNumber: customer.customerNumber },
      );
  }
  await addCreditEntries(
    tx,
    payouts.map((payout) => ({
      userId: payout.userId,
      kind: 'refund' as const,
      amountCents: -payout.amountCents,
      refundIban: payout.iban,
      description: `Terugbetaald per overboeking op ${maskIban(payout.iban ?? '')} (${payout.endToEndId})${payout.note ? `: ${payout.note}` : ''}`,
      createdBy: actor.id,
    })),
    actor.now,
  );
  await tx
    .update(creditPayouts)
    .set({ status: 'sent', sentAt: actor.now, updatedAt: actor.now })
    .where(
      inArray(
        creditPayouts.id,
        payouts.map((payout) => payout.id),
      ),
    );
  for (const payout of payouts) {
    const customer = byId.get(payout.userId);
    if (!customer) continue;
    const account = maskIban(payout.iban ?? '');
    await tellCreditRefunded(tx, customer, { amountCents: payout.amountCents, account }, actor.now);
    await recordActivity(tx, {
      userId: payout.userId,
      actorId: actor.id,
      type: 'payment',
      action: 'Tegoed terugbetaald',
      description: `${formatCents(payout.amountCents)} tegoed terugbetaald op ${account}`,
      now: actor.now,
      metadata: { payoutId: payout.id, amountCents: payout.amountCents },
    });
  }
  // Nothing left: the customer's request to have it back is done.
  await tx.execute(sql`update users set credit_refund_requested_at = null
    where id = any(${`{${customers.map((c) => c.id).join(',')}}`}::uuid[]) and credit_balance_cents <= 0
      and credit_refund_requested_at is not null`);
}

/** Finance handed the file to the bank (or the bank's statement shows its debits). */
export async function markPayoutBatchSent(db: DbOrTx, batchId: string, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    await lockBatch(tx, batchId, ['file_created']);
    await sendBatch(tx, batchId, actor);
  });
}

/** In the caller's transaction, with the batch locked in file_created. */
export async function sendBatch(tx: DbOrTx, batchId: string, actor: Actor): Promise<void> {
  await bookPayoutsSent(tx, await reservedOf(tx, batchId), actor);
  await tx
    .update(creditPayoutBatches)
    .set({ status: 'sent', sentAt: actor.now, sentBy: actor.id })
    .where(eq(creditPayoutBatches.id, batchId));
}

/** Not sent after all: its payouts are cancelled and the credit they held is free again. */
export async function cancelPayoutBatch(db: DbOrTx, batchId: string, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    await lockBatch(tx, batchId, ['open', 'file_created']);
    const payouts = await reservedOf(tx, batchId);
    await tx
      .update(creditPayouts)
      .set({ status: 'cancelled', updatedAt: actor.now })
      .where(and(eq(creditPayouts.batchId, batchId), eq(creditPayouts.status, 'reserved')));
    await tx
      .update(creditPayoutBatches)
      .set({ status: 'cancelled', cancelledAt: actor.now })
      .where(eq(creditPayoutBatches.id, batchId));
    await recordActivity(tx, {
      userId: null,
      actorId: actor.id,
      type: 'payment',
      action: 'Uitbetalingsbestand geannuleerd',
      description: `${payouts.length} terugbetaling(en) van tegoed geannuleerd; het tegoed blijft staan`,
      ip: actor.ip,
      now: actor.now,
      metadata: { batchId },
    });
  });
}
