// Model-based test of the claim lifecycle (issue 17): random sequences of what happens to claims — billing,
// batches, the bank's files in three banks' styles, payments, credit notes, new IBANs, staff retries, the
// dunning run and letters — on a real database through the services. After every step the invariants of
// claim-invariants.ts hold. CLAIM_MODEL_RUNS and CLAIM_MODEL_SEED run more or other sequences.
import { createHash } from 'node:crypto';
import { addDays, amsterdamToday } from '@hostportaal/domain';
import { type DutchBank, writeCamt053, writePain002 } from '@hostportaal/sepa/test-support';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { AppError } from '../../app-error.ts';
import { companySettings, type SepaMandate, type User } from '../../db/schema/index.ts';
import { generateDutchBankAccount } from '../../db/seed/dutch-bank-accounts.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { insertMandate } from '../../db/seed/mandate-factory.ts';
import { demoCompany } from '../../db/seed/portal-seed.ts';
import { createSeededRandom } from '../../db/seed/seeded-random.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';
import { applyAvailableCredit } from '../account-credit/apply-available-credit.ts';
import { listCreditBalances } from '../account-credit/credit-balances.ts';
import { recordCreditRefund } from '../account-credit/record-refund.ts';
import { deleteUserByAdmin } from '../admin-users/manage-user.ts';
import { createCreditNote } from '../billing/credit-notes.ts';
import { markSentToCollection } from '../billing/invoice-bulk-actions.ts';
import { markOverdueInvoices } from '../billing/mark-overdue-invoices.ts';
import { runDunning } from '../collections/dunning-run.ts';
import { issueLetterForCustomer } from '../collections/staff-collection-steps.ts';
import { waiveLetterFee } from '../collections/waive-letter-fee.ts';
import { invoiceUblById } from '../invoices/invoice-ubl-download.ts';
import { changeMandateIban } from '../mandates/change-mandate-iban.ts';
import { markClaimPaid } from '../payments/mark-paid.ts';
import { createSepaBatch } from '../sepa/create-sepa-batch.ts';
import { importBankFile } from '../sepa/import-bank-file.ts';
import { cancelSepaBatch, markSepaBatchSubmitted } from '../sepa/sepa-batch-lifecycle.ts';
import {
  changedDocuments,
  closedAccountsWithMoney,
  creditLedgerProblems,
  debitsAfterChargebacks,
  debitsAfterLetters,
  doubleCollections,
  feesWithoutCase,
  lifecycleProblems,
  type MoneyModel,
  messageProblems,
  moneyMismatches,
  sittingCredit,
  strandedClaims,
} from './claim-invariants.ts';

const RUNS = Number(process.env.CLAIM_MODEL_RUNS ?? 6);
const SEED = Number(process.env.CLAIM_MODEL_SEED ?? 20_261_126);
// The common ones more often: insufficient funds, a closed account, a refund.
const CODES = [
  'AM04',
  'AM04',
  'AC04',
  'MD01',
  'MD06',
  'MD06',
  'MS02',
  'SL01',
  'AG01',
  'MD07',
  'AM05',
  'BE05',
  'ZZ99',
];
const BANKS: DutchBank[] = ['abn-amro', 'ing', 'rabobank'];

type Real = {
  t: TestApp;
  admin: User;
  customers: { user: User; mandate: SepaMandate }[];
  files: number;
};
type Model = MoneyModel & {
  /** What a step saw and must not find otherwise later (issue 27): broken promises found inside a step. */
  violations: string[];
  /** Stored documents' hashes as first seen. */
  documents: Map<string, string>;
};

const now = (real: Real) => real.t.clock.now();
const actor = (real: Real) => ({ id: real.admin.id, now: now(real) });
const add = (map: Map<string, number>, key: string, cents: number) =>
  map.set(key, (map.get(key) ?? 0) + cents);

/** Refusals are part of the model: the lifecycle says no with a reason (a 409 or 422 over HTTP). */
async function allowingRefusal(action: () => Promise<unknown>): Promise<void> {
  try {
    await action();
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
  }
}

async function pick<T>(real: Real, query: ReturnType<typeof sql>, index: number): Promise<T | undefined> {
  const { rows } = await real.t.database.db.execute(query);
  return rows.length === 0 ? undefined : (rows[index % rows.length] as T);
}

type PendingItem = {
  end_to_end_id: string;
  amount_cents: number;
  mandate_reference: string;
  message_id: string;
  sequence_type: string;
  user_id: string;
  invoice_id: string;
  status: string;
  debtor_iban: string | null;
  mandate_id: string;
};
const items = (where: ReturnType<typeof sql>) => sql`
  select it.end_to_end_id, it.amount_cents, m.reference as mandate_reference, b.message_id,
    it.sequence_type::text as sequence_type, i.user_id, i.id as invoice_id, it.status::text as status,
    it.debtor_iban, it.mandate_id
  from sepa_batch_items it join sepa_batches b on b.id = it.batch_id join invoices i on i.id = it.invoice_id
  join sepa_mandates m on m.id = it.mandate_id
  where ${where} order by b.created_at, it.end_to_end_id`;

async function mandateOf(real: Real, id: string) {
  const { rows } = await real.t.database.db.execute<{ iban: string; status: string }>(
    sql`select iban, status::text as status from sepa_mandates where id = ${id}::uuid`,
  );
  return rows[0];
}

async function importFile(real: Real, content: string) {
  real.files += 1;
  await importBankFile(real.t.database.db, { fileName: `bank-${real.files}.xml`, content }, actor(real));
}

/**
 * Issue 27, case 3: marks a batch sent, and finds out whether a file that reached the bank debits an account a
 * debtor's mandate no longer carries (the customer gave another IBAN or mandate since it was written).
 */
async function submitChecked(model: Model, real: Real, batchId: string) {
  try {
    await markSepaBatchSubmitted(real.t.database.db, batchId, actor(real));
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return;
    throw error;
  }
  const { rows } = await real.t.database.db.execute<{ end_to_end_id: string }>(sql`
    select it.end_to_end_id from sepa_batch_items it join invoices i on i.id = it.invoice_id
    join sepa_mandates m on m.id = i.mandate_id
    where it.batch_id = ${batchId}::uuid and it.status = 'pending'
      and (it.debtor_iban is distinct from m.iban or it.mandate_id <> i.mandate_id)`);
  for (const row of rows) model.violations.push(`sent ${row.end_to_end_id} to the bank from an old account`);
}

const statement = (real: Real, bank: DutchBank, entries: Parameters<typeof writeCamt053>[0]['entries']) =>
  writeCamt053({
    bank,
    messageId: `MODEL-${real.files + 1}`,
    accountIban: demoCompany.iban,
    bookingDate: amsterdamToday(now(real)),
    // The bank numbers its bookings through the day: each file's references differ.
    firstEntryNumber: real.files * 10,
    entries,
  });

/** The bank's statement says the collection came in. */
async function bankCollects(model: Model, real: Real, bank: DutchBank, item: PendingItem) {
  await importFile(
    real,
    statement(real, bank, [
      {
        kind: 'collection',
        endToEndId: item.end_to_end_id,
        mandateId: item.mandate_reference,
        amountCents: item.amount_cents,
      },
    ]),
  );
  add(model.moneyIn, item.user_id, item.amount_cents);
}

type Step = { run: (model: Model, real: Real) => Promise<void>; toString: () => string };
const step = (name: string, run: Step['run']): Step => ({ run, toString: () => name });

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

// Issue 27: the events around account credit and letters' costs: an incassobrief, its costs waived, credit
// paid back, and an account deleted (refused while money is open between us).
const creditSteps: [number, fc.Arbitrary<Step>][] = [
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
const events = fc.oneof(
  ...[...weighted, ...creditSteps, wholeBatchRejected].map(([weight, arbitrary]) => ({ weight, arbitrary })),
);

/** Issue 27, case 1: every customer with credit has a way back: finance's list shows them, to pay back when they paid twice. */
async function creditWithoutPathBack(db: Real['t']['database']['db']) {
  const { rows } = await db.execute<{ id: string; paid_twice: boolean }>(sql`
    select u.id, exists (select 1 from account_credit_entries e where e.user_id = u.id and e.kind = 'double_payment')
      as paid_twice from users u where u.credit_balance_cents > 0`);
  const listed = await listCreditBalances(db, { page: 1, limit: 100, show: 'all' });
  const problems: string[] = [];
  for (const row of rows) {
    const balance = listed.balances.find((candidate) => candidate.userId === row.id);
    if (!balance) problems.push(`${row.id} has credit finance does not see`);
    else if (balance.paidTwiceCents > 0 && !balance.toRefund)
      problems.push(`${row.id} paid twice, not to refund`);
  }
  return problems;
}

async function checkInvariants(model: Model, real: Real, history: string) {
  const db = real.t.database.db;
  const found = {
    stranded: await strandedClaims(db),
    double: await doubleCollections(db),
    afterLetters: await debitsAfterLetters(db),
    afterChargebacks: await debitsAfterChargebacks(db, model),
    money: await moneyMismatches(db, model),
    lifecycle: await lifecycleProblems(db, now(real)),
    messages: await messageProblems(db),
    creditLedger: await creditLedgerProblems(db),
    creditPathBack: await creditWithoutPathBack(db),
    sittingCredit: await sittingCredit(db),
    feesWithoutCase: await feesWithoutCase(db),
    closedAccounts: await closedAccountsWithMoney(db),
    documents: await changedDocuments(db, model.documents),
    steps: model.violations,
  };
  expect(found, history).toEqual({
    stranded: [],
    double: [],
    afterLetters: [],
    afterChargebacks: [],
    money: [],
    lifecycle: [],
    messages: [],
    creditLedger: [],
    creditPathBack: [],
    sittingCredit: [],
    feesWithoutCase: [],
    closedAccounts: [],
    documents: [],
    steps: [],
  });
}

async function setUp(): Promise<Real> {
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
const moneyTwiceEvents = fc.oneof(
  ...[
    ...weighted.filter((_, index) => index < 9),
    ...creditSteps.map(([weight, arbitrary]): [number, fc.Arbitrary<Step>] => [weight * 3, arbitrary]),
  ].map(([weight, arbitrary]) => ({ weight, arbitrary })),
);

async function runSequence(commands: Step[]) {
  const real = await setUp();
  const model: Model = {
    moneyIn: new Map(),
    credited: new Map(),
    chargedBackAt: new Map(),
    violations: [],
    documents: new Map(),
  };
  const done: string[] = [];
  try {
    for (const command of commands) {
      await command.run(model, real);
      done.push(command.toString());
      // Events happen one after the other: the next one a minute later, so their order is on record.
      real.t.clock.set(new Date(now(real).getTime() + 60_000));
      await checkInvariants(model, real, done.join(' → '));
    }
  } finally {
    if (process.env.DEBUG_MODEL) {
      const stats = await real.t.database.db.execute(sql`select
        (select count(*) from sepa_batch_items where status = 'collected')::int as collected,
        (select count(*) from sepa_batch_items where status = 'returned')::int as returned,
        (select count(*) from sepa_batches where status = 'submitted')::int as submitted,
        (select count(*) from collection_letters)::int as letters,
        (select count(*) from invoices where kind='credit_note')::int as credit_notes,
        (select count(*) from account_credit_entries where kind = 'double_payment')::int as paid_twice,
        (select count(*) from account_credit_entries where kind = 'applied')::int as credit_used,
        (select count(*) from account_credit_entries where kind = 'reversal')::int as reversals,
        (select count(*) from account_credit_entries where kind = 'refund')::int as refunds,
        (select count(*) from collection_letters where letter_type = 'collection')::int as fee_letters,
        (select count(*) from collection_letters where fee_waived_cents > 0)::int as waived,
        (select count(*) from users where anonymized_at is not null)::int as deleted`);
      console.log(model.chargedBackAt.size, JSON.stringify(stats.rows[0]), done.join(' '));
    }
    await real.t.close();
  }
}

describe('the claim lifecycle under random events (model-based)', () => {
  it(
    'keeps every claim collectable or settled, never debits after a chargeback or a letter, and the money adds up',
    async () => {
      await fc.assert(fc.asyncProperty(fc.array(events, { minLength: 25, maxLength: 45 }), runSequence), {
        numRuns: RUNS,
        seed: SEED,
        endOnFailure: true,
      });
    },
    RUNS * 120_000,
  );

  it(
    'charges nobody twice unseen, never lets credit vanish or sit beside a debt, and leaves no fee without its case',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(moneyTwiceEvents, { minLength: 25, maxLength: 40 }), runSequence),
        { numRuns: RUNS, seed: SEED + 27, endOnFailure: true },
      );
    },
    RUNS * 120_000,
  );
});
