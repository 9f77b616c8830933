import { createHash, randomBytes } from 'node:crypto';
import { amsterdamDateTime, amsterdamToday, decideClaimEvent } from '@hostportaal/domain';
import {
  type DirectDebitTransaction,
  type PaymentInformation,
  type SequenceType,
  toSepaId,
  writePain008ToString,
} from '@hostportaal/sepa';
import { sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type SepaBatch, sepaBatches, sepaBatchItems } from '../../db/schema/index.ts';
import { applyAvailableCredit } from '../account-credit/apply-available-credit.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { debtorOf } from '../claims/claim-debtor.ts';
import { writeClaims } from '../claims/claim-executor.ts';
import { type Claim, claimCustomer, claimMandate, loadClaimsById } from '../claims/claim-facts.ts';
import { getCompanySettings } from '../company/company-settings.ts';
import {
  collectableInstalments,
  instalmentPaymentInformations,
  recordInstalmentCollections,
} from '../payment-arrangements/arrangement-collections.ts';
import { batchCollectionDate, collectableInvoices } from './collectable-invoices.ts';
import { remittanceOf } from './debtor-details.ts';

type Actor = { id: string | null; ip?: string; now: Date };

type Collectable = { claim: Claim; firstCollectionDone: boolean };

function transactionOf({ claim }: Collectable): DirectDebitTransaction {
  const { row } = claim;
  const mandate = claimMandate(row);
  if (!mandate) throw new Error(`invoice ${row.invoice_number} has no mandate`);
  return {
    endToEndId: toSepaId(`${row.invoice_number}-${Number(row.all_items) + 1}`),
    amountCents: Number(row.total_cents) - Number(row.paid_cents),
    // The debtor exactly as the claim's facts screened it with the writer's rules (claim-debtor.ts).
    ...debtorOf(mandate, claimCustomer(row)),
    remittanceInformation: remittanceOf(row.invoice_number, row.payment_reference),
  };
}

/**
 * Writes the next pain.008 batch: every collectable invoice, collected on the first TARGET2 business day
 * after the bank's lead time. One transaction, serialised on the company settings row, so two clicks or
 * two instances never put an invoice in two batches (a partial unique index backs that up). Returns null
 * when nothing is due.
 */
export async function createSepaBatch(db: DbOrTx, actor: Actor): Promise<SepaBatch | null> {
  const today = amsterdamToday(actor.now);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from company_settings where id = 1 for update`);
    const settings = await getCompanySettings(tx);
    if (!settings.creditorId) {
      throw new AppError('CONFLICT', {
        reason: 'creditor_id_missing',
        message:
          'Stel eerst het incassant-ID in bij de bedrijfsinstellingen; zonder kan er niet worden geïncasseerd.',
      });
    }
    // Money we owe a customer settles what they owe before we debit them for it (issue 27, case 7).
    await applyAvailableCredit(tx, {}, actor);
    const collectionDate = batchCollectionDate(actor.now, settings);
    const candidates = await collectableInvoices(tx, {
      collectionDate,
      preNotificationDays: settings.preNotificationDays,
      lock: true,
    });
    const firstDone = new Map(candidates.map((row) => [row.invoiceId, row.firstCollectionDone]));
    const claims = await loadClaimsById(
      tx,
      candidates.map((row) => row.invoiceId),
    );
    // Whether each may be debited is the lifecycle's answer; a customer whose data no SEPA file can carry
    // is left out (its claim waits for staff), never the reason the others get no batch (issue 26).
    const included = claims.flatMap((claim) => {
      const decision = decideClaimEvent(
        claim.facts,
        { type: 'batch_include' },
        { today, dueDate: claim.row.due_date },
      );
      return decision.allowed ? [{ claim, decision }] : [];
    });
    const rows: Collectable[] = included.map(({ claim }) => ({
      claim,
      firstCollectionDone: firstDone.get(claim.row.id) ?? false,
    }));
    // Instalments of payment arrangements paid by direct debit, due by the same date (issue 30).
    const instalments = await collectableInstalments(tx, {
      collectionDate,
      preNotificationDays: settings.preNotificationDays,
      now: actor.now,
    });
    if (rows.length === 0 && instalments.length === 0) return null;

    const messageId = `HP-${today.replaceAll('-', '')}-${randomBytes(4).toString('hex').toUpperCase()}`;
    const bySequence = new Map<SequenceType, Collectable[]>();
    for (const row of rows) {
      const sequence: SequenceType = row.firstCollectionDone ? 'RCUR' : 'FRST';
      bySequence.set(sequence, [...(bySequence.get(sequence) ?? []), row]);
    }
    const invoiceInformations: PaymentInformation[] = [...bySequence].map(([sequenceType, group]) => ({
      paymentInformationId: toSepaId(`${messageId}-${sequenceType}`),
      sequenceType,
      collectionDate,
      transactions: group.map(transactionOf),
    }));
    const instalmentInformations = instalmentPaymentInformations(messageId, collectionDate, instalments);
    const paymentInformations = [...invoiceInformations, ...instalmentInformations];
    const xml = writePain008ToString({
      version: settings.pain008Version,
      messageId,
      createdAt: amsterdamDateTime(actor.now),
      localInstrument: settings.sepaScheme,
      creditor: {
        name: settings.name,
        address: {
          street: settings.street,
          buildingNumber: settings.houseNumber,
          postCode: settings.zipcode,
          townName: settings.city,
          country: settings.country,
        },
        iban: settings.iban,
        bic: settings.bic,
        creditorId: settings.creditorId,
      },
      paymentInformations,
    });
    const file = Buffer.from(xml, 'utf8');
    const transactions = paymentInformations.flatMap((information) =>
      information.transactions.map((transaction) => ({ information, transaction })),
    );
    const [batch] = await tx
      .insert(sepaBatches)
      .values({
        messageId,
        collectionDate,
        version: settings.pain008Version,
        numberOfTransactions: transactions.length,
        controlSumCents: transactions.reduce((sum, { transaction }) => sum + transaction.amountCents, 0),
        file,
        sha256: createHash('sha256').update(file).digest('hex'),
        createdBy: actor.id,
        createdAt: actor.now,
      })
      .returning();
    if (!batch) throw new Error('batch insert returned nothing');
    const byEndToEnd = new Map(rows.map((row) => [transactionOf(row).endToEndId, row]));
    const invoiceTransactions = invoiceInformations.flatMap((information) =>
      information.transactions.map((transaction) => ({ information, transaction })),
    );
    for (let start = 0; start < invoiceTransactions.length; start += 1000) {
      await tx.insert(sepaBatchItems).values(
        invoiceTransactions.slice(start, start + 1000).map(({ information, transaction }) => {
          const row = byEndToEnd.get(transaction.endToEndId) as Collectable;
          return {
            batchId: batch.id,
            invoiceId: row.claim.row.id,
            mandateId: row.claim.row.mandate_id as string,
            endToEndId: transaction.endToEndId,
            sequenceType: information.sequenceType,
            amountCents: transaction.amountCents,
            amendedFromIban: transaction.amendment?.originalDebtorIban ?? null,
            debtorIban: transaction.debtorIban,
          };
        }),
      );
    }
    await recordInstalmentCollections(tx, batch, instalments, instalmentInformations, actor.now);
    await writeClaims(
      tx,
      included.map(({ claim, decision }) => ({
        id: claim.row.id,
        status: decision.status,
        submittedForCollectionAt: actor.now,
      })),
    );
    await tx.execute(sql`
      update sepa_mandates set first_collection_done = true, last_collection_date = ${collectionDate}::date,
        amendment_pending = false, updated_at = ${actor.now}
      where id in (select mandate_id from sepa_batch_items where batch_id = ${batch.id}::uuid)`);
    await recordActivity(tx, {
      userId: null,
      actorId: actor.id,
      type: 'invoice_sent_to_collection',
      action: 'Incassobestand aangemaakt',
      description: `Incassobestand ${messageId}: ${transactions.length} incasso's op ${collectionDate}`,
      ip: actor.ip,
      now: actor.now,
      metadata: { batchId: batch.id, sha256: batch.sha256 },
    });
    return batch;
  });
}
