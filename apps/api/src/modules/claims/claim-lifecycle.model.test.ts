// Model-based test of the claim lifecycle (issues 17, 27, 29 and 30): random sequences of what happens to claims
// (claim-model-steps.ts) on a real database through the services. After every step the invariants of
// claim-invariants.ts hold. CLAIM_MODEL_RUNS and CLAIM_MODEL_SEED run more or other sequences.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listCreditBalances } from '../account-credit/credit-balances.ts';
import {
  changedDocuments,
  closedAccountsWithMoney,
  creditLedgerProblems,
  debitsAfterChargebacks,
  debitsAfterLetters,
  doubleCollections,
  feesWithoutCase,
  lifecycleProblems,
  messageProblems,
  moneyMismatches,
  sittingCredit,
  strandedClaims,
} from './claim-invariants.ts';
import { arrangementProblems } from './claim-model-arrangement-steps.ts';
import {
  events,
  type Model,
  moneyTwiceEvents,
  now,
  type Real,
  type Step,
  setUp,
} from './claim-model-steps.ts';

const RUNS = Number(process.env.CLAIM_MODEL_RUNS ?? 6);
const SEED = Number(process.env.CLAIM_MODEL_SEED ?? 20_261_126);

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
    arrangements: await arrangementProblems(db),
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
    arrangements: [],
    steps: [],
  });
}

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
