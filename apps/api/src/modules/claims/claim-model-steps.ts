// The steps of the claim lifecycle's model-based test (claim-lifecycle.model.test.ts): what can happen to
// claims — billing, batches, the bank's files in three banks' styles, payments, credit notes, new IBANs,
// staff retries, the dunning run and letters — each run on a real database through the services; the
// events of issue 27 are in claim-model-money-steps.ts, the shared world in claim-model-support.ts.
import { addDays, amsterdamToday } from '@hostportaal/domain';
import { writePain002 } from '@hostportaal/sepa/test-support';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { createTestApp } from '../../../test/test-app.ts';
import { AppError } from '../../app-error.ts';
import { companySettings } from '../../db/schema/index.ts';
import { generateDutchBankAccount } from '../../db/seed/dutch-bank-accounts.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { insertMandate } from '../../db/seed/mandate-factory.ts';
import { demoCompany } from '../../db/seed/portal-seed.ts';
import { createSeededRandom } from '../../db/seed/seeded-random.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';
import { applyAvailableCredit } from '../account-credit/apply-available-credit.ts';
import { createCreditNote } from '../billing/credit-notes.ts';
import { markSentToCollection } from '../billing/invoice-bulk-actions.ts';
import { markOverdueInvoices } from '../billing/mark-overdue-invoices.ts';
import { runDunning } from '../collections/dunning-run.ts';
import { issueLetterForCustomer } from '../collections/staff-collection-steps.ts';
import { changeMandateIban } from '../mandates/change-mandate-iban.ts';
import { markClaimPaid } from '../payments/mark-paid.ts';
import { createSepaBatch } from '../sepa/create-sepa-batch.ts';
import { cancelSepaBatch } from '../sepa/sepa-batch-lifecycle.ts';

import { arrangementSteps } from './claim-model-arrangement-steps.ts';
import { creditSteps } from './claim-model-money-steps.ts';
import {
  actor,
  add,
  allowingRefusal,
  BANKS,
  bankCollects,
  CODES,
  importFile,
  items,
  mandateOf,
  now,
  type PendingItem,
  pick,
  type Real,
  type Step,
  statement,
  step,
  submitChecked,
} from './claim-model-support.ts';

export type { Model, Real, Step } from './claim-model-support.ts';
export { now } from './claim-model-support.ts';

// Issue 26, "debtor data unusable": the customer's town or the account holder's name becomes text no SEPA
// file can carry (stored before the input rules, or typed by a careless customer), and later correct again.
// The batch must leave such a claim out (to staff) and still write the others' file.
const UNUSABLE = [
  { field: 'town', set: sql`city = '東京'` },
  { field: 'town', set: sql`city = '•'` },
  { field: 'name', set: sql`firstname = ${'\u0001'}, lastname = ${'\u0002'}` },
] as const;
const debtorDataSteps: [number, fc.Arbitrary<Step>][] = [
  [
    1,
    fc.tuple(fc.nat(), fc.nat({ max: UNUSABLE.length - 1 })).map(([who, kind]) =>
      step(`debtorUnusable(${who}, ${UNUSABLE[kind]?.field})`, async (_model, real) => {
        const { user } = real.customers[who % real.customers.length] as Real['customers'][number];
        const change = UNUSABLE[kind] as (typeof UNUSABLE)[number];
        const db = real.t.database.db;
        await db.execute(sql`update users set ${change.set} where id = ${user.id}`);
        // The mandates name the account holder as the customer was named.
        await db.execute(sql`update sepa_mandates m set account_holder = u.firstname || ' ' || u.lastname
          from users u where u.id = m.user_id and m.user_id = ${user.id}`);
      }),
    ),
  ],
  [
    1,
    fc.nat().map((who) =>
      step(`debtorFixed(${who})`, async (_model, real) => {
        const { user } = real.customers[who % real.customers.length] as Real['customers'][number];
        const db = real.t.database.db;
        await db.execute(sql`update users set city = ${user.city}, firstname = ${user.firstname},
          lastname = ${user.lastname} where id = ${user.id}`);
        await db.execute(sql`update sepa_mandates set account_holder = ${`${user.firstname} ${user.lastname}`}
          where user_id = ${user.id}`);
      }),
    ),
  ],
];

const weighted: [number, fc.Arbitrary<Step>][] = [
  [
    3,
    fc.tuple(fc.nat(), fc.constantFrom(695, 1210, 2500)).map(([who, cents]) =>
      step(`bill(${who}, ${cents})`, async (_model, real) => {
        const { user, mandate } = real.customers[who % real.customers.length] as Real['customers'][number];
        const today = amsterdamToday(now(real));
        await insertInvoice(real.t.database.db, {
          userId: user.id,
          mandateId: who % 5 === 4 ? undefined : mandate.id,
          issueDate: addDays(today, -20),
          dueDate: addDays(today, 1),
          sentAt: new Date(now(real).getTime() - 20 * 86_400_000),
          lines: [{ description: 'Webhosting', unitPriceCents: cents }],
        });
        // As the billing run does: account credit settles the new invoice first.
        await real.t.database.db.transaction((tx) =>
          applyAvailableCredit(tx, { userIds: [user.id] }, actor(real)),
        );
      }),
    ),
  ],
  [
    2,
    fc.integer({ min: 1, max: 9 }).map((days) =>
      step(`wait(${days})`, async (_model, real) => {
        real.t.clock.set(new Date(now(real).getTime() + days * 86_400_000));
        // The daily job: what passed its due date unpaid is overdue.
        await markOverdueInvoices(real.t.database.db, { today: amsterdamToday(now(real)), now: now(real) });
      }),
    ),
  ],
  [
    2,
    fc.constant(
      step('createBatch', async (_model, real) => {
        await allowingRefusal(() => createSepaBatch(real.t.database.db, actor(real)));
      }),
    ),
  ],
  [
    4,
    fc.constant(
      step('batchToBank', async (model, real) => {
        const batch = await createSepaBatch(real.t.database.db, actor(real));
        if (batch) await submitChecked(model, real, batch.id);
      }),
    ),
  ],
  [
    3,
    fc.constantFrom(false, false, false, true).map((cancel) =>
      step(cancel ? 'cancelBatch' : 'submitBatch', async (model, real) => {
        const batch = await pick<{ id: string }>(
          real,
          sql`select id from sepa_batches where status = 'created' order by created_at desc`,
          0,
        );
        if (!batch) return;
        if (cancel) await allowingRefusal(() => cancelSepaBatch(real.t.database.db, batch.id, actor(real)));
        else await submitChecked(model, real, batch.id);
      }),
    ),
  ],
  [
    3,
    fc.tuple(fc.nat(), fc.constantFrom(...BANKS)).map(([index, bank]) =>
      step(`collected(${index}, ${bank})`, async (model, real) => {
        const item = await pick<PendingItem>(
          real,
          items(sql`it.status = 'pending' and b.status = 'submitted'`),
          index,
        );
        if (!item) return;
        await bankCollects(model, real, bank, item);
      }),
    ),
  ],
  [
    1,
    fc.tuple(fc.nat(), fc.constantFrom(...BANKS)).map(([index, bank]) =>
      step(`batchBooked(${index}, ${bank})`, async (model, real) => {
        const item = await pick<PendingItem>(
          real,
          items(sql`it.status = 'pending' and b.status = 'submitted'`),
          index,
        );
        if (!item) return;
        const block = (
          await real.t.database.db.execute<PendingItem>(
            items(sql`it.status = 'pending' and b.message_id = ${item.message_id}
            and it.sequence_type = ${item.sequence_type}`),
          )
        ).rows;
        const total = block.reduce((sum, row) => sum + Number(row.amount_cents), 0);
        await importFile(
          real,
          statement(real, bank, [
            {
              kind: 'batch-collection',
              paymentInformationId: `${item.message_id}-${item.sequence_type}`,
              numberOfTransactions: block.length,
              amountCents: total,
            },
          ]),
        );
        for (const row of block) add(model.moneyIn, row.user_id, Number(row.amount_cents));
      }),
    ),
  ],
  [
    4,
    fc
      .tuple(fc.nat(), fc.constantFrom(...CODES), fc.constantFrom(...BANKS), fc.boolean())
      .map(([index, code, bank, asStatusReport]) =>
        step(
          `returned(${index}, ${code}, ${bank}${asStatusReport ? ', pain.002' : ''})`,
          async (model, real) => {
            const item = await pick<PendingItem>(
              real,
              items(sql`(it.status = 'pending' and b.status = 'submitted') or it.status = 'collected'`),
              index,
            );
            if (!item) return;
            const mandateBefore = await mandateOf(real, item.mandate_id);
            if (asStatusReport && item.status === 'pending') {
              await importFile(
                real,
                writePain002({
                  bank: bank === 'rabobank' ? 'rabobank' : 'ing',
                  messageId: `MODEL-RPT-${real.files + 1}`,
                  originalMessageId: item.message_id,
                  blocks: [
                    {
                      paymentInformationId: `${item.message_id}-${item.sequence_type}`,
                      numberOfTransactions: 1,
                      controlSumCents: item.amount_cents,
                      rejected: [
                        {
                          endToEndId: item.end_to_end_id,
                          mandateId: item.mandate_reference,
                          amountCents: item.amount_cents,
                          reasonCode: code,
                        },
                      ],
                    },
                  ],
                }),
              );
            } else {
              await importFile(
                real,
                statement(real, bank, [
                  {
                    kind: 'return',
                    endToEndId: item.end_to_end_id,
                    mandateId: item.mandate_reference,
                    amountCents: item.amount_cents,
                    reasonCode: code,
                  },
                ]),
              );
            }
            if (item.status === 'collected') add(model.moneyIn, item.user_id, -item.amount_cents);
            if (code === 'MD06') model.chargedBackAt.set(item.invoice_id, now(real));
            // Issue 27, case 3: a return from an account the mandate no longer carries never makes it unusable.
            const mandateAfter = await mandateOf(real, item.mandate_id);
            if (
              mandateBefore?.iban !== item.debtor_iban &&
              mandateBefore?.status === 'valid' &&
              mandateAfter?.status === 'invalid'
            )
              model.violations.push(`${code} from an old account made mandate ${item.mandate_id} unusable`);
          },
        ),
      ),
  ],
  [
    2,
    fc
      .tuple(
        fc.nat(),
        fc.constantFrom(0.5, 1, 1.5),
        fc.constantFrom('hand', 'transfer', 'unconfirmed', 'thrice'),
      )
      .map(([index, share, how]) =>
        step(`paid(${index}, ${share}, ${how})`, async (model, real) => {
          const byBankFile = how === 'transfer';
          const claim = await pick<{ id: string; user_id: string; open: number; payment_reference: string }>(
            real,
            sql`select id, user_id, total_cents - paid_cents as open, payment_reference from invoices
          where kind = 'invoice' and status in ('open', 'overdue', 'failed', 'pending') and paid_cents < total_cents
          order by year, sequence`,
            index,
          );
          if (!claim) return;
          const amount = Math.max(1, Math.round(Number(claim.open) * share));
          if (byBankFile) {
            await importFile(
              real,
              statement(real, 'ing', [
                {
                  kind: 'credit-transfer',
                  amountCents: amount,
                  remittance: `Factuur ${claim.payment_reference}`,
                },
              ]),
            );
            add(model.moneyIn, claim.user_id, amount);
            return;
          }
          // Staff mostly saw the warning of a collection at the bank and book it anyway; sometimes not: then
          // nothing is booked. Some clicks arrive three times at once with one idempotency key (case 8).
          const times = how === 'thrice' ? 3 : 1;
          const key = `model-${real.files}-${now(real).getTime()}`;
          const booked = await Promise.allSettled(
            Array.from({ length: times }, () =>
              markClaimPaid(
                real.t.database.db,
                claim.id,
                {
                  amount,
                  paymentMethod: 'bank_transfer',
                  notes: '',
                  reactivateSubscription: false,
                  confirmCollectionAtBank: how !== 'unconfirmed',
                },
                actor(real),
                key,
              ),
            ),
          );
          for (const outcome of booked)
            if (
              outcome.status === 'rejected' &&
              !(outcome.reason instanceof AppError && outcome.reason.status < 500)
            )
              throw outcome.reason;
          if (booked.some((outcome) => outcome.status === 'fulfilled'))
            add(model.moneyIn, claim.user_id, amount);
        }),
      ),
  ],
  [
    1,
    fc.tuple(fc.nat(), fc.boolean(), fc.boolean()).map(([index, whole, confirm]) =>
      step(
        `creditNote(${index}, ${whole ? 'whole' : 'part'}${confirm ? ', at bank ok' : ''})`,
        async (model, real) => {
          const claim = await pick<{ id: string; user_id: string; total_cents: number }>(
            real,
            sql`select id, user_id, total_cents from invoices where kind = 'invoice' and status <> 'cancelled'
          order by year, sequence`,
            index,
          );
          if (!claim) return;
          const amountCents = whole ? null : Math.floor(Number(claim.total_cents) / 2);
          try {
            const note = await createCreditNote(real.t.database.db, {
              invoiceId: claim.id,
              amountCents,
              reason: 'Model',
              actor: actor(real),
              confirmCollectionAtBank: confirm,
            });
            add(model.credited, claim.user_id, -note.totalCents);
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
          }
        },
      ),
    ),
  ],
  [
    2,
    fc.nat().map((who) =>
      step(`newIban(${who})`, async (_model, real) => {
        const customer = real.customers[who % real.customers.length] as Real['customers'][number];
        const [current] = (
          await real.t.database.db.execute<{ id: string }>(
            sql`select id from sepa_mandates where user_id = ${customer.user.id} order by created_at desc limit 1`,
          )
        ).rows;
        if (!current) return;
        const account = generateDutchBankAccount(
          createSeededRandom(`${who}-${real.files}-${now(real).getTime()}`),
        );
        await allowingRefusal(() =>
          changeMandateIban(
            real.t.database.db,
            customer.user.id,
            current.id,
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
      }),
    ),
  ],
  ...debtorDataSteps,
  [
    3,
    fc.nat({ max: 2 }).map((index) =>
      step(`naarIncasso(${index})`, async (_model, real) => {
        const claim = await pick<{ id: string }>(
          real,
          // Mostly the failed ones: offering those again is where the rules bite.
          sql`select id from invoices where kind = 'invoice' and status in ('failed', 'overdue', 'open')
          order by (status = 'failed') desc, year, sequence`,
          index,
        );
        if (claim) await markSentToCollection(real.t.database.db, [claim.id], actor(real));
      }),
    ),
  ],
  [
    1,
    fc.constant(
      step('dunningRun', async (_model, real) => {
        await runDunning(real.t.database.db, { now: now(real), publicUrl: 'http://portal.test' });
      }),
    ),
  ],
  [
    1,
    fc.tuple(fc.nat(), fc.boolean()).map(([who, byEmail]) =>
      step(`notice(${who}${byEmail ? '' : ', post'})`, async (_model, real) => {
        const { user } = real.customers[who % real.customers.length] as Real['customers'][number];
        await allowingRefusal(() =>
          issueLetterForCustomer(real.t.database.db, {
            customerId: user.id,
            letterType: 'notice',
            actor: actor(real),
            sendEmail: byEmail,
            publicUrl: 'http://portal.test',
          }),
        );
      }),
    ),
  ],
];

// Issue 26: the bank refuses a whole file (GrpSts RJCT, no blocks) or one block of it (PmtInfSts RJCT), in
// any of the three banks' shapes; a duplicate upload (DU01) among the codes changes nothing.
const wholeBatchRejected: [number, fc.Arbitrary<Step>] = [
  3,
  fc
    .tuple(
      fc.nat(),
      fc.constantFrom(...BANKS),
      fc.constantFrom('FF01', 'BE05', 'AC01', 'DT01', 'DU01'),
      fc.boolean(),
    )
    .map(([index, bank, code, wholeFile]) =>
      step(
        `wholeBatchRejected(${index}, ${bank}, ${code}${wholeFile ? '' : ', block'})`,
        async (_model, real) => {
          const item = await pick<PendingItem>(real, items(sql`it.status = 'pending'`), index);
          if (!item) return;
          const { rows: block } = await real.t.database.db.execute<PendingItem>(
            items(sql`it.status = 'pending' and b.message_id = ${item.message_id}
            and it.sequence_type = ${item.sequence_type}`),
          );
          const blockCents = block.reduce((sum, row) => sum + Number(row.amount_cents), 0);
          await importFile(
            real,
            writePain002({
              bank,
              messageId: `MODEL-RJCT-${real.files + 1}`,
              originalMessageId: item.message_id,
              ...(wholeFile
                ? {
                    groupReasonCode: code,
                    numberOfTransactions: block.length,
                    controlSumCents: blockCents,
                    blocks: [],
                  }
                : {
                    blocks: [
                      {
                        paymentInformationId: `${item.message_id}-${item.sequence_type}`,
                        numberOfTransactions: block.length,
                        controlSumCents: blockCents,
                        blockReasonCode: code,
                      },
                    ],
                  }),
            }),
          );
        },
      ),
    ),
];

/** The events, the frequent ones more often, so a sequence gets claims through batches and back. */
export const events = fc.oneof(
  ...[...weighted, ...creditSteps, wholeBatchRejected, ...arrangementSteps].map(([weight, arbitrary]) => ({
    weight,
    arbitrary,
  })),
);

export async function setUp(): Promise<Real> {
  const t = await createTestApp({ now: new Date('2026-11-02T09:00:00Z') });
  const db = t.database.db;
  await db.insert(companySettings).values({ id: 1, ...demoCompany });
  const admin = await insertAdmin(db, { email: 'model-admin@example.nl' });
  const customers = [];
  for (const name of ['anna', 'bram', 'chris']) {
    const user = await insertUser(db, { email: `${name}@example.nl`, firstname: name, lastname: 'Model' });
    const mandate = await insertMandate(db, user.id);
    customers.push({ user, mandate });
    for (const cents of [695, 1210]) {
      await insertInvoice(db, {
        userId: user.id,
        mandateId: mandate.id,
        issueDate: '2026-10-13',
        dueDate: '2026-11-03',
        sentAt: new Date('2026-10-13T09:00:00Z'),
        lines: [{ description: 'Webhosting', unitPriceCents: cents }],
      });
    }
  }
  return { t, admin, customers, files: 0 };
}

/**
 * Issue 27: money that arrives by more than one route — the everyday events with the ones around it (paid by
 * hand then collected, refunded by the bank, a new IBAN while in a file, an incassobrief paid on the invoice's
 * reference, credit paid back, an account deleted) made likely, so every sequence meets them.
 */
export const moneyTwiceEvents = fc.oneof(
  ...[
    ...weighted.filter((_, index) => index < 9),
    ...creditSteps.map(([weight, arbitrary]): [number, fc.Arbitrary<Step>] => [weight * 3, arbitrary]),
  ].map(([weight, arbitrary]) => ({ weight, arbitrary })),
);
