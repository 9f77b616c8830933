// The model-based claim test's steps of issue 27: money that arrives twice, a new IBAN while in a file, an
// incassobrief paid on the invoice's reference, the e-invoice as issued, costs waived, credit paid back, an
// account deleted.
import { createHash } from 'node:crypto';
import { amsterdamToday } from '@hostportaal/domain';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { AppError } from '../../app-error.ts';
import { onlinePaymentClaims, onlinePayments, onlineRefunds } from '../../db/schema/index.ts';
import { generateDutchBankAccount } from '../../db/seed/dutch-bank-accounts.ts';
import { createSeededRandom } from '../../db/seed/seeded-random.ts';
import { recordCreditRefund } from '../account-credit/record-refund.ts';
import { deleteUserByAdmin } from '../admin-users/manage-user.ts';
import { markOverdueInvoices } from '../billing/mark-overdue-invoices.ts';
import { issueLetterForCustomer } from '../collections/staff-collection-steps.ts';
import { waiveLetterFee } from '../collections/waive-letter-fee.ts';
import { invoiceUblById } from '../invoices/invoice-ubl-download.ts';
import { changeMandateIban } from '../mandates/change-mandate-iban.ts';
import { applyChargebacks, applyRefund } from '../online-payments/online-refunds.ts';
import { applyProviderPayment } from '../online-payments/sync-online-payment.ts';
import { refundableFromInvoice } from '../online-payments/take-back-online-payment.ts';
import { markClaimPaid } from '../payments/mark-paid.ts';
import { createSepaBatch } from '../sepa/create-sepa-batch.ts';

import {
  actor,
  add,
  allowingRefusal,
  BANKS,
  bankCollects,
  importFile,
  items,
  now,
  type PendingItem,
  pick,
  type Real,
  type Step,
  statement,
  step,
  submitChecked,
} from './claim-model-support.ts';

/**
 * Issue 29: the customer pays a claim online and Mollie says paid, once or twice (a second delivery), or after
 * the claim was settled another way (its money then becomes credit). Booked through the online path itself.
 */
const paidOnline = [
  2,
  fc.tuple(fc.nat(), fc.boolean()).map(([index, twice]) =>
    step(`paidOnline(${index}, ${twice})`, async (model, real) => {
      const claim = await pick<{ id: string; user_id: string; open: number; total: number }>(
        real,
        sql`select id, user_id, total_cents - paid_cents as open, total_cents as total from invoices
          where kind = 'invoice' and status in ('open', 'overdue', 'failed', 'paid') order by invoice_number`,
        index,
      );
      if (!claim) return;
      const db = real.t.database.db;
      // What the customer was asked when they started: what was open then (the whole total when nothing was).
      const amountCents = Number(claim.open) > 0 ? Number(claim.open) : Number(claim.total);
      const providerPaymentId = `tr_model${createHash('sha256')
        .update(`${claim.id}${now(real).getTime()}${index}`)
        .digest('hex')
        .slice(0, 12)}`;
      const [row] = await db
        .insert(onlinePayments)
        .values({
          userId: claim.user_id,
          mode: 'demo',
          providerPaymentId,
          scope: 'invoice',
          amountCents,
          status: 'open',
          statusToken: providerPaymentId,
          createdAt: now(real),
          updatedAt: now(real),
        })
        .returning();
      if (!row) return;
      await db
        .insert(onlinePaymentClaims)
        .values({ onlinePaymentId: row.id, invoiceId: claim.id, amountCents });
      const fetched = {
        id: providerPaymentId,
        status: 'paid' as const,
        amountCents,
        method: 'ideal',
        checkoutUrl: null,
        expiresAt: null,
        paidAt: now(real),
        refundedCents: 0,
        chargedBackCents: 0,
        consumer: null,
      };
      await applyProviderPayment(db, row.id, fetched, { now: now(real) });
      if (twice) await applyProviderPayment(db, row.id, fetched, { now: now(real) });
      add(model.moneyIn, claim.user_id, amountCents);
    }),
  ),
] as [number, fc.Arbitrary<Step>];

/** An online payment that paid a claim and has money left to give back, with the claim it paid. */
type PaidOnline = { id: string; user_id: string; invoice_id: string; provider_payment_id: string };
const paidOnlineClaims = sql`select o.id, o.user_id, p.invoice_id, o.provider_payment_id from online_payments o
  join payments p on p.external_id = o.provider_payment_id and p.invoice_id is not null and p.amount_cents > 0
  where o.status = 'paid' and o.amount_cents > o.refunded_cents + o.charged_back_cents
  order by o.provider_payment_id, p.invoice_id`;

const modelId = (prefix: string, real: Real, ...parts: unknown[]) =>
  `${prefix}_model${createHash('sha256')
    .update(`${now(real).getTime()}${parts.join('/')}`)
    .digest('hex')
    .slice(0, 12)}`;

/** What a take-back asks of the claims rather than of the credit the payment left (the credit goes first). */
async function fromClaims(real: Real, paymentId: string, amountCents: number): Promise<number> {
  const [row] = (
    await real.t.database.db.execute<{ credit: number }>(sql`select greatest(0, least(u.credit_balance_cents,
      o.credited_cents - o.credit_returned_cents))::int as credit
      from online_payments o join users u on u.id = o.user_id where o.id = ${paymentId}::uuid`)
  ).rows;
  return amountCents - Math.min(amountCents, Number(row?.credit ?? 0));
}

/**
 * Issue 29: staff refund (part of) an online payment from the invoice; Mollie reports it pending, then refunded,
 * then refunded once more (a repeated webhook). The books change once, at refunded: the payment's credit
 * first, the rest off the claim.
 */
const refundedOnline = [
  1,
  fc.tuple(fc.nat(), fc.boolean()).map(([index, whole]) =>
    step(`refundedOnline(${index}, ${whole ? 'all' : 'part'})`, async (model, real) => {
      const paid = await pick<PaidOnline>(real, paidOnlineClaims, index);
      if (!paid) return;
      const db = real.t.database.db;
      const [payment] = await db.select().from(onlinePayments).where(eq(onlinePayments.id, paid.id));
      if (!payment) return;
      const refundable = await db.transaction((tx) => refundableFromInvoice(tx, payment, paid.invoice_id));
      if (refundable <= 0) return;
      const amountCents = whole ? refundable : Math.max(1, Math.floor(refundable / 2));
      const providerRefundId = modelId('re', real, paid.id, index);
      const [refund] = await db
        .insert(onlineRefunds)
        .values({
          onlinePaymentId: paid.id,
          invoiceId: paid.invoice_id,
          providerRefundId,
          amountCents,
          status: 'queued',
          description: 'Model',
          requestedBy: real.admin.id,
          createdAt: now(real),
          updatedAt: now(real),
        })
        .returning();
      if (!refund) return;
      const asMollie = (status: 'pending' | 'refunded') => ({
        id: providerRefundId,
        paymentId: paid.provider_payment_id,
        status,
        amountCents,
      });
      const actorNow = { id: null, now: now(real) };
      await applyRefund(db, refund.id, asMollie('pending'), actorNow);
      const offClaims = await fromClaims(real, paid.id, amountCents);
      await applyRefund(db, refund.id, asMollie('refunded'), actorNow);
      await applyRefund(db, refund.id, asMollie('refunded'), actorNow);
      add(model.moneyIn, paid.user_id, -offClaims);
    }),
  ),
] as [number, fc.Arbitrary<Step>];

/** Issue 29: the card holder's bank takes an online payment back (a chargeback), reported twice. */
const chargedBackOnline = [
  1,
  fc.nat().map((index) =>
    step(`chargedBackOnline(${index})`, async (model, real) => {
      const paid = await pick<PaidOnline>(real, paidOnlineClaims, index);
      if (!paid) return;
      const db = real.t.database.db;
      const [payment] = await db.select().from(onlinePayments).where(eq(onlinePayments.id, paid.id));
      if (!payment) return;
      const amountCents = payment.amountCents - payment.refundedCents - payment.chargedBackCents;
      const chargeback = {
        id: modelId('chb', real, paid.id),
        paymentId: paid.provider_payment_id,
        amountCents,
        reversed: false,
      };
      const claims = (
        await db.execute<{ invoice_id: string }>(sql`select distinct invoice_id from payments
          where external_id = ${paid.provider_payment_id} and invoice_id is not null and amount_cents > 0`)
      ).rows;
      await applyChargebacks(db, paid.id, [chargeback, chargeback], { id: null, now: now(real) });
      // All of it comes off the payments: what reopens a claim, and the credit it had left (money we no longer hold).
      add(model.moneyIn, paid.user_id, -amountCents);
      for (const claim of claims) model.chargedBackAt.set(claim.invoice_id, now(real));
    }),
  ),
] as [number, fc.Arbitrary<Step>];

// Issue 27: the events around account credit and letters' costs: an incassobrief, its costs waived, credit
// paid back, and an account deleted (refused while money is open between us).
export const creditSteps: [number, fc.Arbitrary<Step>][] = [
  paidOnline,
  refundedOnline,
  chargedBackOnline,
  // Case 1: staff book a payment on a claim whose debit is at the bank; then the bank collects it anyway.
  [
    2,
    fc.tuple(fc.nat(), fc.constantFrom(...BANKS)).map(([index, bank]) =>
      step(`paidThenCollected(${index}, ${bank})`, async (model, real) => {
        const item = await pick<PendingItem>(
          real,
          items(sql`it.status = 'pending' and b.status = 'submitted'`),
          index,
        );
        if (!item) return;
        const open = await pick<{ open: number }>(
          real,
          sql`select total_cents - paid_cents as open from invoices where id = ${item.invoice_id}::uuid`,
          0,
        );
        if (open && Number(open.open) > 0) {
          await markClaimPaid(
            real.t.database.db,
            item.invoice_id,
            {
              amount: Number(open.open),
              paymentMethod: 'bank_transfer',
              notes: '',
              reactivateSubscription: false,
              confirmCollectionAtBank: true,
            },
            actor(real),
          );
          add(model.moneyIn, item.user_id, Number(open.open));
        }
        await bankCollects(model, real, bank, item);
      }),
    ),
  ],
  // Case 2: the customer's bank refunds a collection that came in (MD06 within eight weeks).
  [
    2,
    fc.tuple(fc.nat(), fc.constantFrom(...BANKS)).map(([index, bank]) =>
      step(`refundedByTheBank(${index}, ${bank})`, async (model, real) => {
        const item = await pick<PendingItem>(real, items(sql`it.status = 'collected'`), index);
        if (!item) return;
        await importFile(
          real,
          statement(real, bank, [
            {
              kind: 'return',
              endToEndId: item.end_to_end_id,
              mandateId: item.mandate_reference,
              amountCents: item.amount_cents,
              reasonCode: 'MD06',
            },
          ]),
        );
        add(model.moneyIn, item.user_id, -item.amount_cents);
        model.chargedBackAt.set(item.invoice_id, now(real));
      }),
    ),
  ],
  // Case 3: the customer changes the IBAN while a written file holds their claim; staff then send the file.
  [
    1,
    fc.nat().map((who) =>
      step(`newIbanWhileInFile(${who})`, async (model, real) => {
        const batch = await createSepaBatch(real.t.database.db, actor(real)).catch((error: unknown) => {
          if (error instanceof AppError && error.status < 500) return null;
          throw error;
        });
        if (!batch) return;
        const owner = await pick<{ user_id: string; mandate_id: string }>(
          real,
          sql`select i.user_id, it.mandate_id from sepa_batch_items it join invoices i on i.id = it.invoice_id
            where it.batch_id = ${batch.id}::uuid order by it.end_to_end_id`,
          who,
        );
        const customer = real.customers.find(({ user }) => user.id === owner?.user_id);
        if (owner && customer) {
          const account = generateDutchBankAccount(
            createSeededRandom(`in-file-${who}-${now(real).getTime()}`),
          );
          await allowingRefusal(() =>
            changeMandateIban(
              real.t.database.db,
              customer.user.id,
              owner.mandate_id,
              {
                iban: account.iban,
                bic: null,
                accountHolder: `${customer.user.firstname} ${customer.user.lastname}`,
                signedPlace: 'Utrecht',
                mandateConsent: true,
              },
              { now: now(real), link: 'http://portal.test/dashboard/instellingen?tab=payment' },
            ),
          );
        }
        await submitChecked(model, real, batch.id);
      }),
    ),
  ],
  // Case 6: someone downloads the e-invoice of a claim, at any point of its life; it is the document as issued.
  [
    1,
    fc.nat().map((index) =>
      step(`eInvoice(${index})`, async (model, real) => {
        const claim = await pick<{ id: string }>(
          real,
          sql`select id from invoices where kind = 'invoice' order by year, sequence`,
          index,
        );
        const seen = [...model.documents.keys()]
          .filter((key) => key.startsWith('ubl:'))
          .map((key) => key.slice(4));
        for (const id of new Set([...(claim ? [claim.id] : []), ...seen])) {
          const ubl = await invoiceUblById(real.t.database.db, id, now(real));
          if (!ubl) continue;
          const sha = createHash('sha256').update(ubl.xml).digest('hex');
          const before = model.documents.get(`ubl:${id}`);
          if (before !== undefined && before !== sha) model.violations.push(`the e-invoice of ${id} changed`);
          model.documents.set(`ubl:${id}`, sha);
        }
      }),
    ),
  ],
  // Case 5: a 14-dagenbrief, its term passes unpaid, the incassobrief charges the costs; the customer then
  // transfers the invoice amount quoting the invoice's own reference.
  [
    1,
    fc.tuple(fc.nat(), fc.boolean()).map(([who, payInvoiceReference]) =>
      step(`feeLetter(${who}${payInvoiceReference ? ', pays the invoice' : ''})`, async (model, real) => {
        const { user } = real.customers[who % real.customers.length] as Real['customers'][number];
        const letter = (type: 'notice' | 'collection') =>
          issueLetterForCustomer(real.t.database.db, {
            customerId: user.id,
            letterType: type,
            actor: actor(real),
            sendEmail: true,
            publicUrl: 'http://portal.test',
          });
        try {
          await letter('notice');
        } catch (error) {
          if (!(error instanceof AppError) || error.status >= 500) throw error;
        }
        real.t.clock.set(new Date(now(real).getTime() + 18 * 86_400_000));
        await markOverdueInvoices(real.t.database.db, { today: amsterdamToday(now(real)), now: now(real) });
        await allowingRefusal(() => letter('collection'));
        if (!payInvoiceReference) return;
        const claim = await pick<{ open: number; payment_reference: string }>(
          real,
          sql`select i.total_cents - i.paid_cents as open, i.payment_reference from invoices i
            where i.user_id = ${user.id} and exists (select 1 from collection_letter_claims lc
              join collection_letters l on l.id = lc.letter_id
              where lc.invoice_id = i.id and l.letter_type = 'collection')
              and i.total_cents > i.paid_cents
            order by i.due_date`,
          0,
        );
        if (!claim) return;
        await importFile(
          real,
          statement(real, 'rabobank', [
            {
              kind: 'credit-transfer',
              amountCents: Number(claim.open),
              remittance: `Factuur ${claim.payment_reference}`,
            },
          ]),
        );
        add(model.moneyIn, user.id, Number(claim.open));
      }),
    ),
  ],
  [
    1,
    fc.nat().map((who) =>
      step(`collectionLetter(${who})`, async (_model, real) => {
        const { user } = real.customers[who % real.customers.length] as Real['customers'][number];
        await allowingRefusal(() =>
          issueLetterForCustomer(real.t.database.db, {
            customerId: user.id,
            letterType: 'collection',
            actor: actor(real),
            sendEmail: true,
            publicUrl: 'http://portal.test',
          }),
        );
      }),
    ),
  ],
  [
    1,
    fc.nat().map((index) =>
      step(`waiveFee(${index})`, async (_model, real) => {
        const letter = await pick<{ id: string }>(
          real,
          sql`select id from collection_letters where letter_type = 'collection'
            and fee_cents > fee_paid_cents + fee_waived_cents order by created_at`,
          index,
        );
        if (!letter) return;
        await real.t.database.db.transaction((tx) =>
          waiveLetterFee(tx, letter.id, { reason: 'Model' }, { id: real.admin.id, now: now(real) }),
        );
      }),
    ),
  ],
  [
    1,
    fc.tuple(fc.nat(), fc.boolean()).map(([index, whole]) =>
      step(`refund(${index}, ${whole ? 'all' : 'part'})`, async (_model, real) => {
        const customer = await pick<{ id: string; credit: number }>(
          real,
          sql`select id, credit_balance_cents as credit from users where credit_balance_cents > 0 order by id`,
          index,
        );
        if (!customer) return;
        const amountCents = whole
          ? Number(customer.credit)
          : Math.max(1, Math.floor(Number(customer.credit) / 2));
        await recordCreditRefund(
          real.t.database.db,
          customer.id,
          { amountCents, iban: 'NL91ABNA0417164300', note: '' },
          { id: real.admin.id, now: now(real) },
        );
      }),
    ),
  ],
  [
    1,
    fc.nat().map((who) =>
      step(`deleteAccount(${who})`, async (_model, real) => {
        if (real.customers.length <= 1) return;
        const index = who % real.customers.length;
        const { user } = real.customers[index] as Real['customers'][number];
        try {
          await deleteUserByAdmin(real.t.database.db, user.id, { id: real.admin.id, now: now(real) });
          real.customers.splice(index, 1);
        } catch (error) {
          if (!(error instanceof AppError) || error.status >= 500) throw error;
        }
      }),
    ),
  ],
];
