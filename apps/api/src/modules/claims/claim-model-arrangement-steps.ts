// The model-based claim test's steps of issue 30: a payment arrangement agreed over a customer's open
// claims, instalments paid (some ahead, some not at all), the daily run reminding and lapsing, staff ending
// one. While an arrangement holds a claim nothing debits or dunns it; money on it is accounted like any other.
import { addDays, amsterdamToday } from '@hostportaal/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { DbOrTx } from '../../db/client.ts';
import { endArrangement } from '../payment-arrangements/arrangement-actions.ts';
import { runArrangements } from '../payment-arrangements/arrangement-run.ts';
import { createArrangement } from '../payment-arrangements/create-arrangement.ts';
import { payArrangement } from '../payment-arrangements/pay-arrangement.ts';
import {
  actor,
  add,
  allowingRefusal,
  BANKS,
  importFile,
  now,
  pick,
  type Step,
  statement,
  step,
} from './claim-model-support.ts';

const agreed: [number, fc.Arbitrary<Step>] = [
  2,
  fc.tuple(fc.nat(), fc.integer({ min: 2, max: 4 }), fc.boolean()).map(([index, instalments, byDebit]) =>
    step(`arrangementAgreed(${index}, ${instalments}${byDebit ? ', sepa' : ''})`, async (_model, real) => {
      const customer = real.customers[index % real.customers.length];
      if (!customer) return;
      // By direct debit (refused without a valid mandate) the first falls after the pre-notification days.
      await allowingRefusal(() =>
        createArrangement(real.t.database.db, {
          userId: customer.user.id,
          body: {
            instalments,
            firstDueDate: addDays(amsterdamToday(now(real)), byDebit ? 15 : 3),
            method: byDebit ? 'sepa' : 'transfer',
            note: '',
          },
          origin: 'staff',
          actor: actor(real),
        }),
      );
    }),
  ),
];

const instalmentPaid: [number, fc.Arbitrary<Step>] = [
  2,
  fc.tuple(fc.nat(), fc.integer({ min: 100, max: 2500 })).map(([index, cents]) =>
    step(`instalmentPaid(${index}, ${cents})`, async (model, real) => {
      const arrangement = await pick<{ id: string; user_id: string }>(
        real,
        sql`select id, user_id from payment_arrangements where status = 'active' order by seq`,
        index,
      );
      if (!arrangement) return;
      let booked = false;
      await allowingRefusal(async () => {
        await real.t.database.db.transaction((tx) =>
          payArrangement(
            tx,
            arrangement.id,
            { amountCents: cents, route: 'manual', method: 'bank_transfer', notes: '' },
            actor(real),
          ),
        );
        booked = true;
      });
      if (booked) add(model.moneyIn, arrangement.user_id, cents);
    }),
  ),
];

/** Days pass and the daily run reminds late instalments and lapses missed ones. */
const daysPass: [number, fc.Arbitrary<Step>] = [
  1,
  fc.integer({ min: 5, max: 20 }).map((days) =>
    step(`arrangementDaysPass(${days})`, async (_model, real) => {
      real.t.clock.set(new Date(now(real).getTime() + days * 86_400_000));
      const result = await runArrangements(real.t.database.db, now(real));
      if (result.failures.length > 0)
        throw new Error(`arrangement run failed: ${JSON.stringify(result.failures)}`);
    }),
  ),
];

const ended: [number, fc.Arbitrary<Step>] = [
  1,
  fc.nat().map((index) =>
    step(`arrangementEnded(${index})`, async (_model, real) => {
      const arrangement = await pick<{ id: string }>(
        real,
        sql`select id from payment_arrangements where status in ('proposed', 'active') order by seq`,
        index,
      );
      if (!arrangement) return;
      await allowingRefusal(() =>
        endArrangement(real.t.database.db, arrangement.id, 'Model: beëindigd', actor(real)),
      );
    }),
  ),
];

type InstalmentDebit = {
  id: string;
  user_id: string;
  end_to_end_id: string;
  amount_cents: number;
  status: string;
  mandate_reference: string;
  payment_information_id: string;
};
const instalmentDebits = (where: ReturnType<typeof sql>) => sql`
  select c.id, a.user_id, c.end_to_end_id, c.amount_cents, c.status::text, m.reference as mandate_reference,
    c.payment_information_id
  from payment_arrangement_collections c join payment_arrangements a on a.id = c.arrangement_id
  join sepa_mandates m on m.id = c.mandate_id join sepa_batches b on b.id = c.batch_id
  where ${where} order by c.end_to_end_id`;

/** The bank's statement books an instalment's direct debit: its own credit, or its block's as one. */
const instalmentCollected: [number, fc.Arbitrary<Step>] = [
  2,
  fc.tuple(fc.nat(), fc.constantFrom(...BANKS), fc.boolean()).map(([index, bank, asBlock]) =>
    step(`instalmentCollected(${index}, ${bank}${asBlock ? ', block' : ''})`, async (model, real) => {
      const debit = await pick<InstalmentDebit>(
        real,
        instalmentDebits(sql`c.status = 'pending' and b.status = 'submitted'`),
        index,
      );
      if (!debit) return;
      const block = asBlock
        ? (
            await real.t.database.db.execute<InstalmentDebit>(
              instalmentDebits(
                sql`c.status = 'pending' and c.payment_information_id = ${debit.payment_information_id}`,
              ),
            )
          ).rows
        : [debit];
      const total = block.reduce((sum, row) => sum + Number(row.amount_cents), 0);
      await importFile(
        real,
        statement(real, bank, [
          asBlock
            ? {
                kind: 'batch-collection',
                paymentInformationId: debit.payment_information_id,
                numberOfTransactions: block.length,
                amountCents: total,
              }
            : {
                kind: 'collection',
                endToEndId: debit.end_to_end_id,
                mandateId: debit.mandate_reference,
                amountCents: Number(debit.amount_cents),
              },
        ]),
      );
      for (const row of block) add(model.moneyIn, row.user_id, Number(row.amount_cents));
    }),
  ),
];

/** The bank returns an instalment's direct debit, before or after it booked it (AM04, MD06, AC04...). */
const instalmentReturned: [number, fc.Arbitrary<Step>] = [
  2,
  fc
    .tuple(fc.nat(), fc.constantFrom('AM04', 'AM04', 'MD06', 'AC04'), fc.constantFrom(...BANKS))
    .map(([index, code, bank]) =>
      step(`instalmentReturned(${index}, ${code}, ${bank})`, async (model, real) => {
        const debit = await pick<InstalmentDebit>(
          real,
          instalmentDebits(sql`(c.status = 'pending' and b.status = 'submitted') or c.status = 'collected'`),
          index,
        );
        if (!debit) return;
        await importFile(
          real,
          statement(real, bank, [
            {
              kind: 'return',
              endToEndId: debit.end_to_end_id,
              mandateId: debit.mandate_reference,
              amountCents: Number(debit.amount_cents),
              reasonCode: code,
            },
          ]),
        );
        if (debit.status === 'collected') add(model.moneyIn, debit.user_id, -Number(debit.amount_cents));
      }),
    ),
];

export const arrangementSteps: [number, fc.Arbitrary<Step>][] = [
  agreed,
  instalmentPaid,
  daysPass,
  ended,
  instalmentCollected,
  instalmentReturned,
];

/**
 * Issue 30: while an arrangement holds a claim, no collection of it is written and no letter or reminder
 * goes out about it; a completed arrangement has nothing open; one customer has one open arrangement.
 */
export async function arrangementProblems(db: DbOrTx): Promise<string[]> {
  const { rows: debited } = await db.execute<{ number: string }>(sql`
    select i.invoice_number as number from payment_arrangement_claims pac
    join payment_arrangements pa on pa.id = pac.arrangement_id
    join invoices i on i.id = pac.invoice_id
    join sepa_batch_items it on it.invoice_id = i.id
    join sepa_batches b on b.id = it.batch_id
    where pac.holding and b.created_at > pa.created_at`);
  const { rows: dunned } = await db.execute<{ number: string }>(sql`
    select i.invoice_number as number from payment_arrangement_claims pac
    join payment_arrangements pa on pa.id = pac.arrangement_id
    join invoices i on i.id = pac.invoice_id
    join collection_letter_claims lc on lc.invoice_id = i.id
    join collection_letters l on l.id = lc.letter_id
    where pac.holding and l.created_at > pa.created_at`);
  const { rows: unpaidDone } = await db.execute<{ id: string }>(sql`
    select pa.id from payment_arrangements pa join payment_arrangement_claims pac on pac.arrangement_id = pa.id
    join invoices i on i.id = pac.invoice_id
    where pa.status = 'completed' and i.status not in ('paid', 'cancelled', 'expired') and i.total_cents > i.paid_cents`);
  const { rows: heldClosed } = await db.execute<{ id: string }>(sql`
    select pa.id from payment_arrangements pa join payment_arrangement_claims pac on pac.arrangement_id = pa.id
    where pac.holding and pa.status not in ('proposed', 'active')`);
  // Instalment debits: never two at the bank for one instalment, never one in a file written after the
  // arrangement closed.
  const { rows: twice } = await db.execute<{ id: string }>(sql`
    select instalment_id as id from payment_arrangement_collections where status = 'pending'
    group by instalment_id having count(*) > 1`);
  const { rows: afterClose } = await db.execute<{ id: string }>(sql`
    select c.end_to_end_id as id from payment_arrangement_collections c
    join payment_arrangements pa on pa.id = c.arrangement_id join sepa_batches b on b.id = c.batch_id
    where pa.closed_at is not null and b.created_at > pa.closed_at`);
  return [
    ...twice.map((row) => `instalment ${row.id}: two debits at the bank at once`),
    ...afterClose.map((row) => `${row.id}: debited after its arrangement closed`),
    ...debited.map((row) => `${row.number}: debited while an arrangement held it`),
    ...dunned.map((row) => `${row.number}: dunned while an arrangement held it`),
    ...unpaidDone.map((row) => `${row.id}: completed with a claim still open`),
    ...heldClosed.map((row) => `${row.id}: closed but still holding a claim`),
  ];
}
