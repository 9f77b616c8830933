import { createHash, randomBytes } from 'node:crypto';
import {
  addDays,
  addTarget2BusinessDays,
  amsterdamDateTime,
  amsterdamToday,
  decideClaimEvent,
} from '@hostportaal/domain';
import {
  type DirectDebitTransaction,
  isSameBank,
  type MandateAmendment,
  type PaymentInformation,
  type SequenceType,
  toSepaId,
  writePain008ToString,
} from '@hostportaal/sepa';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  invoices,
  type SepaBatch,
  sepaBatches,
  sepaBatchItems,
  sepaMandates,
  users,
} from '../../db/schema/index.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { loadClaimsById } from '../claims/claim-facts.ts';
import { getCompanySettings } from '../company/company-settings.ts';
import { debtorAddressOf, remittanceOf } from './debtor-details.ts';

type Actor = { id: string | null; ip?: string; now: Date };

// The candidates of a batch: SEPA invoices offered for collection (open or overdue), due by the collection
// date, whose pre-notification (the invoice e-mail) went out at least the agreed number of days before it.
// Whether each may really be debited (mandate, returns, chargebacks, letters, address) is the claim
// lifecycle's decision (batch_include), asked for every candidate.
async function collectableInvoices(db: DbOrTx, collectionDate: string, preNotificationDays: number) {
  const latestNotice = addDays(collectionDate, -preNotificationDays);
  return (
    db
      .select({
        invoice: invoices,
        mandate: sepaMandates,
        user: {
          street: users.street,
          houseNumber: users.houseNumber,
          zipcode: users.zipcode,
          city: users.city,
          country: users.country,
        },
        attempts: sql<number>`(select count(*) from sepa_batch_items i where i.invoice_id = invoices.id)::int`,
      })
      .from(invoices)
      .innerJoin(sepaMandates, eq(sepaMandates.id, invoices.mandateId))
      .innerJoin(users, eq(users.id, invoices.userId))
      .where(
        and(
          eq(invoices.kind, 'invoice'),
          eq(invoices.paymentType, 'sepa'),
          inArray(invoices.status, ['open', 'overdue']),
          sql`${invoices.totalCents} > ${invoices.paidCents}`,
          sql`${invoices.dueDate} <= ${collectionDate}::date`,
          sql`(${invoices.sentAt} at time zone 'Europe/Amsterdam')::date <= ${latestNotice}::date`,
          sql`not exists (select 1 from sepa_batch_items i where i.invoice_id = invoices.id and i.status = 'pending')`,
        ),
      )
      .orderBy(invoices.year, invoices.sequence)
      .limit(50_000)
      // An IBAN change committing while the file is written must not lose its amendment: it waits.
      .for('update', { of: sepaMandates })
  );
}

type Collectable = Awaited<ReturnType<typeof collectableInvoices>>[number];

// An IBAN change keeps the mandate reference; the next collection tells the bank (DOMAIN-NL §2): the old
// IBAN at the same bank, or 'SMNDA' when the customer moved to another bank (EPC rulebook).
function amendmentOf(mandate: Collectable['mandate']): MandateAmendment | null {
  if (!mandate.amendmentPending || !mandate.originalIban) return null;
  return isSameBank(mandate.originalIban, mandate.iban)
    ? { originalDebtorIban: mandate.originalIban }
    : { originalDebtorIban: mandate.originalIban, otherBank: true };
}

function transactionOf(row: Collectable): DirectDebitTransaction {
  const { invoice, mandate, user } = row;
  return {
    endToEndId: toSepaId(`${invoice.invoiceNumber}-${row.attempts + 1}`),
    amountCents: invoice.totalCents - invoice.paidCents,
    mandateId: mandate.reference,
    mandateSignedOn: mandate.signedAt,
    // An IBAN change keeps the mandate reference; the next collection tells the bank (DOMAIN-NL §2).
    amendment: amendmentOf(mandate),
    debtorName: mandate.accountHolder,
    debtorAddress: debtorAddressOf(user),
    debtorIban: mandate.iban,
    debtorBic: mandate.bic,
    remittanceInformation: remittanceOf(invoice.invoiceNumber, invoice.paymentReference),
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
    const collectionDate = addTarget2BusinessDays(today, settings.collectionLeadDays);
    const candidates = await collectableInvoices(tx, collectionDate, settings.preNotificationDays);
    const claims = await loadClaimsById(
      tx,
      candidates.map((row) => row.invoice.id),
    );
    const allowed = new Set(
      claims
        .filter(
          ({ row, facts }) =>
            decideClaimEvent(facts, { type: 'batch_include' }, { today, dueDate: row.due_date }).allowed,
        )
        .map(({ row }) => row.id),
    );
    const rows = candidates.filter((row) => allowed.has(row.invoice.id));
    if (rows.length === 0) return null;

    const messageId = `HP-${today.replaceAll('-', '')}-${randomBytes(4).toString('hex').toUpperCase()}`;
    const bySequence = new Map<SequenceType, Collectable[]>();
    for (const row of rows) {
      const sequence: SequenceType = row.mandate.firstCollectionDone ? 'RCUR' : 'FRST';
      bySequence.set(sequence, [...(bySequence.get(sequence) ?? []), row]);
    }
    const paymentInformations: PaymentInformation[] = [...bySequence].map(([sequenceType, group]) => ({
      paymentInformationId: toSepaId(`${messageId}-${sequenceType}`),
      sequenceType,
      collectionDate,
      transactions: group.map(transactionOf),
    }));
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
    for (let start = 0; start < transactions.length; start += 1000) {
      await tx.insert(sepaBatchItems).values(
        transactions.slice(start, start + 1000).map(({ information, transaction }) => {
          const row = byEndToEnd.get(transaction.endToEndId) as Collectable;
          return {
            batchId: batch.id,
            invoiceId: row.invoice.id,
            mandateId: row.mandate.id,
            endToEndId: transaction.endToEndId,
            sequenceType: information.sequenceType,
            amountCents: transaction.amountCents,
            amendedFromIban: transaction.amendment?.originalDebtorIban ?? null,
            debtorIban: transaction.debtorIban,
          };
        }),
      );
    }
    await tx.execute(sql`
      update invoices set status = 'pending', submitted_for_collection_at = ${actor.now}
      where id in (select invoice_id from sepa_batch_items where batch_id = ${batch.id}::uuid)`);
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
