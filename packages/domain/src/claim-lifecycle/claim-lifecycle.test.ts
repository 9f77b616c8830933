import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ClaimEvent, decideClaimEvent } from './claim-events';
import { type ClaimFacts, claimState, debitBlock, isFinal, letterFeeState } from './claim-state';
import { returnMessage } from './customer-messages';
import { batchRejectionReason, RETURN_REASONS, returnReasonOf } from './return-reasons';

const mandate = { id: 'm1', iban: 'NL91ABNA0417164300', usable: true };
const open: ClaimFacts = {
  paymentType: 'sepa',
  status: 'open',
  openCents: 1210,
  mandate,
  addressComplete: true,
  debtorData: null,
  collection: null,
  bankAttempts: 0,
  lastReturn: null,
  chargedBack: false,
  dunning: null,
};
const context = { today: '2026-11-21', dueDate: '2026-11-15' };
const returned = (code: string, facts: Partial<ClaimFacts> = {}) => {
  const decision = decideClaimEvent(
    { ...open, status: 'pending', collection: 'batch_submitted', bankAttempts: 1, ...facts },
    {
      type: 'bank_returned',
      code,
      afterCollection: false,
      item: { mandateId: mandate.id, iban: mandate.iban },
    },
    context,
  );
  if (!decision.allowed) throw new Error(decision.reason);
  return decision;
};
const messageContext = {
  retryOn: '2026-11-25',
  paymentReference: 'PAY-2026-0042',
  companyIban: 'NL03RABO0312456789',
  companyName: 'Hostportaal B.V.',
};

describe('the reason-code table', () => {
  it('knows every code banks send, each with its class', () => {
    const codes = ['AC01', 'AC04', 'AC06', 'AG01', 'AG02', 'AM04', 'AM05', 'BE05', 'CNOR', 'DNOR', 'FF01'];
    codes.push(
      'MD01',
      'MD02',
      'MD06',
      'MD07',
      'MS02',
      'MS03',
      'RC01',
      'RR01',
      'RR02',
      'RR03',
      'RR04',
      'SL01',
    );
    for (const code of codes) expect(RETURN_REASONS.get(code)?.reasonClass, code).toBeDefined();
    expect(returnReasonOf('ZZ99')).toMatchObject({ reasonClass: 'unknown', invalidatesMandate: false });
    expect(returnReasonOf('sl01')).toMatchObject({
      reasonClass: 'debit_not_allowed',
      invalidatesMandate: true,
    });
  });
});

describe('returns', () => {
  it('retries AM04 with the next batch twice, then asks for a transfer', () => {
    const first = returned('AM04');
    expect(first).toMatchObject({ status: 'overdue', after: { nextActor: 'next_batch' } });
    expect(returned('AM04', { bankAttempts: 2 }).status).toBe('overdue');
    const third = returned('AM04', { bankAttempts: 3 });
    expect(third).toMatchObject({
      status: 'failed',
      after: { name: 'awaiting_transfer', nextActor: 'dunning_run' },
    });
    expect(returnMessage(first.after, returnReasonOf('AM04'), messageContext)).toMatchObject({
      promise: 'retry',
      text: expect.stringContaining('op 25 november 2026'),
    });
    expect(returnMessage(third.after, returnReasonOf('AM04'), messageContext).promise).toBe('transfer');
  });

  it('stops direct debit on the account after AC04, SL01 and AG01 until a new IBAN comes', () => {
    for (const code of ['AC04', 'SL01', 'AG01', 'MD01']) {
      const decision = returned(code);
      expect(decision, code).toMatchObject({ status: 'failed', invalidateMandate: true });
      expect(decision.after.name).toBe('awaiting_payment_method');
      expect(returnMessage(decision.after, returnReasonOf(code), messageContext).promise).toBe(
        'new_payment_method',
      );
      // The customer gives another account: the claim goes with the next batch.
      const renewed = decideClaimEvent(
        { ...decision.facts, mandate: { id: mandate.id, iban: 'NL02ABNA0123456789', usable: true } },
        { type: 'payment_method_renewed' },
        context,
      );
      expect(renewed).toMatchObject({ allowed: true, status: 'overdue', after: { nextActor: 'next_batch' } });
    }
  });

  it('never debits a chargeback again, and says so', () => {
    const decision = returned('MD06');
    expect(decision.facts.chargedBack).toBe(true);
    const reason =
      'Een teruggeboekte incasso (MD06) wordt niet opnieuw afgeschreven; de klant betaalt per overboeking.';
    for (const type of ['staff_retry', 'batch_include'] as const)
      expect(decideClaimEvent({ ...decision.facts, status: 'overdue' }, { type }, context)).toEqual({
        allowed: false,
        reason,
        code: 'debit_chargeback',
      });
    expect(returnMessage(decision.after, returnReasonOf('MD06'), messageContext).text).toContain(
      'We schrijven dit bedrag niet opnieuw af.',
    );
  });

  it('hands MD07, AM05 and technical codes to staff; the dunning run leaves them', () => {
    for (const code of ['MD07', 'AM05', 'BE05', 'ZZ99']) {
      const decision = returned(code);
      expect(decision.after, code).toMatchObject({ name: 'staff_review', nextActor: 'staff' });
      expect(decideClaimEvent(decision.facts, { type: 'dunning_step' }, context).allowed).toBe(false);
    }
    expect(returnMessage(returned('MD07').after, returnReasonOf('MD07'), messageContext).promise).toBe(
      'none',
    );
  });
});

describe('a whole batch rejected (pain.002 GrpSts or PmtInfSts RJCT)', () => {
  const atBank = {
    ...open,
    status: 'pending' as const,
    collection: 'batch_submitted' as const,
    bankAttempts: 1,
  };
  const rejectBatch = (code: string, facts: ClaimFacts = atBank) =>
    decideClaimEvent(
      facts,
      { type: 'batch_rejected', code, item: { mandateId: mandate.id, iban: mandate.iban } },
      context,
    );

  it('hands the claim to staff, whatever the code, without touching the mandate or counting an attempt', () => {
    for (const code of ['FF01', 'BE05', 'DT01', 'AC01', 'MD01', 'AM04', 'ZZ99']) {
      const decision = rejectBatch(code);
      if (!decision.allowed) throw new Error(decision.reason);
      expect(decision, code).toMatchObject({
        status: 'failed',
        invalidateMandate: false,
        returnReason: { reasonClass: 'batch_rejected', code },
        after: { name: 'staff_review', nextActor: 'staff', debitBlock: null },
      });
      expect(decision.facts).toMatchObject({ collection: null, bankAttempts: 0, mandate });
      // Not the dunning run's, and staff may offer it to the next batch once the file is fixed.
      expect(decideClaimEvent(decision.facts, { type: 'dunning_step' }, context).allowed).toBe(false);
      expect(decideClaimEvent(decision.facts, { type: 'staff_retry' }, context)).toMatchObject({
        allowed: true,
        status: 'overdue',
        after: { nextActor: 'next_batch' },
      });
    }
  });

  it('tells the customer nothing was debited and that we get in touch, never blaming their account', () => {
    const decision = rejectBatch('AC01');
    if (!decision.allowed) throw new Error(decision.reason);
    const message = returnMessage(decision.after, batchRejectionReason('AC01'), messageContext);
    expect(message.promise).toBe('staff');
    expect(message.text).toBe(
      'de bank heeft ons incassobestand niet verwerkt, dus er is niets van je rekening afgeschreven. Je hoeft nu niets te doen: we zoeken uit wat er mis ging en nemen contact met je op voordat we opnieuw afschrijven.',
    );
    expect(message.text).not.toContain('rekeningnummer');
  });

  it('leaves a claim paid meanwhile paid, with nothing to tell; refuses a duplicate upload', () => {
    const paid = rejectBatch('FF01', { ...atBank, status: 'paid', openCents: 0 });
    expect(paid).toMatchObject({ allowed: true, status: 'paid', after: { name: 'paid', nextActor: null } });
    if (paid.allowed)
      expect(returnMessage(paid.after, batchRejectionReason('FF01'), messageContext).promise).toBe('none');
    for (const code of ['DU01', 'AM05'])
      expect(rejectBatch(code)).toMatchObject({ allowed: false, code: 'claim_duplicate_submission' });
    expect(rejectBatch('FF01', open)).toMatchObject({ allowed: false, code: 'claim_no_collection' });
  });
});

const payment = (amountCents: number, extra: Partial<Extract<ClaimEvent, { type: 'payment' }>> = {}) =>
  ({ type: 'payment', amountCents, route: 'manual', ...extra }) as const;
const atBank = { ...open, status: 'pending' as const, collection: 'batch_submitted' as const };

describe('a payment booked by hand', () => {
  it('is refused while the collection is at the bank until staff confirm; then flagged: the bank still debits', () => {
    expect(decideClaimEvent(atBank, payment(1210), context)).toMatchObject({
      allowed: false,
      code: 'claim_collection_at_bank',
    });
    expect(decideClaimEvent(atBank, payment(1210, { confirmedAtBank: true }), context)).toMatchObject({
      allowed: true,
      status: 'paid',
      settles: true,
      collectionAtBank: true,
      money: { claimCents: 1210, creditCents: 0 },
    });
    for (const collection of [null, 'batch_created' as const])
      expect(decideClaimEvent({ ...open, collection }, payment(1210), context)).not.toHaveProperty(
        'collectionAtBank',
      );
  });

  it('pays what is open and puts the rest on credit as an overpayment; a transfer for a paid claim is paid twice', () => {
    expect(decideClaimEvent(open, payment(2000), context)).toMatchObject({
      status: 'paid',
      money: { claimCents: 1210, creditCents: 790, creditKind: 'overpayment' },
    });
    expect(decideClaimEvent(open, payment(500), context)).toMatchObject({
      status: 'open',
      facts: { openCents: 710 },
      money: { claimCents: 500, creditCents: 0 },
    });
    const paid = { ...open, status: 'paid' as const, openCents: 0 };
    expect(decideClaimEvent(paid, payment(1210), context)).toMatchObject({
      allowed: false,
      code: 'claim_paid',
    });
    expect(decideClaimEvent(paid, payment(1210, { route: 'bank_transfer' }), context)).toMatchObject({
      allowed: true,
      status: 'paid',
      money: { claimCents: 0, creditCents: 1210, creditKind: 'double_payment' },
    });
  });
});

describe('money that comes twice (issue 27)', () => {
  it('books a collection for a claim paid meanwhile whole: the surplus is credit, paid twice', () => {
    const paidMeanwhile = { ...atBank, status: 'paid' as const, openCents: 0 };
    expect(
      decideClaimEvent(paidMeanwhile, { type: 'bank_collected', amountCents: 1210 }, context),
    ).toMatchObject({
      status: 'paid',
      money: { claimCents: 0, creditCents: 1210, creditKind: 'double_payment' },
    });
    expect(decideClaimEvent(atBank, { type: 'bank_collected', amountCents: 1210 }, context)).toMatchObject({
      status: 'paid',
      settles: true,
      money: { claimCents: 1210, creditCents: 0 },
    });
  });

  it('takes an MD06 refund off the credit the collection became first: a claim paid net stays paid', () => {
    const paidTwice = { ...open, status: 'paid' as const, openCents: 0, collection: null };
    const refund = (surplusOnCreditCents: number) =>
      decideClaimEvent(
        paidTwice,
        {
          type: 'bank_returned',
          code: 'MD06',
          afterCollection: true,
          item: { mandateId: mandate.id, iban: mandate.iban },
          amountCents: 1210,
          surplusOnCreditCents,
        },
        context,
      );
    expect(refund(1210)).toMatchObject({
      status: 'paid',
      money: { claimCents: 0, creditCents: -1210, creditKind: 'reversal' },
    });
    expect(refund(1210)).not.toHaveProperty('reopens');
    // The credit was used meanwhile: what it no longer holds reopens the claim.
    expect(refund(210)).toMatchObject({
      status: 'failed',
      reopens: true,
      facts: { openCents: 1000 },
      money: { claimCents: -1000, creditCents: -210 },
    });
  });

  it('never lets a return from an account the mandate no longer carries make the mandate unusable', () => {
    const moved = { ...atBank, mandate: { ...mandate, iban: 'NL02RABO0123456789' } };
    const decision = decideClaimEvent(
      moved,
      {
        type: 'bank_returned',
        code: 'AC04',
        afterCollection: false,
        item: { mandateId: mandate.id, iban: mandate.iban },
      },
      context,
    );
    // The new account is the next batch's: the return was about the old one.
    expect(decision).toMatchObject({
      allowed: true,
      invalidateMandate: false,
      status: 'overdue',
      after: { nextActor: 'next_batch' },
      facts: { mandate: { usable: true } },
    });
    expect(returned('AC04')).toMatchObject({ invalidateMandate: true, status: 'failed' });
  });

  it('refuses to send a file after the debtor changed IBAN or the claim was lowered since it was written', () => {
    const written = {
      ...open,
      status: 'pending' as const,
      collection: 'batch_created' as const,
      collectionInFile: { iban: mandate.iban, amountCents: 1210, mandateId: mandate.id },
    };
    expect(decideClaimEvent(written, { type: 'batch_submit' }, context).allowed).toBe(true);
    expect(
      decideClaimEvent(
        { ...written, mandate: { ...mandate, iban: 'NL02RABO0123456789' } },
        { type: 'batch_submit' },
        context,
      ),
    ).toMatchObject({ allowed: false, code: 'claim_iban_changed' });
    expect(
      decideClaimEvent({ ...written, mandate: { ...mandate, id: 'm2' } }, { type: 'batch_submit' }, context),
    ).toMatchObject({ allowed: false, code: 'claim_iban_changed' });
    expect(decideClaimEvent({ ...written, openCents: 605 }, { type: 'batch_submit' }, context)).toMatchObject(
      {
        allowed: false,
        code: 'claim_amount_changed',
        params: { openCents: 605, fileCents: 1210 },
      },
    );
  });

  it('asks before a credit note on a claim at the bank; what was paid of a credited claim becomes credit', () => {
    const credit = (facts: ClaimFacts, confirmedAtBank?: boolean) =>
      decideClaimEvent(
        facts,
        { type: 'credit_note', amountCents: 1210, whole: true, confirmedAtBank },
        context,
      );
    expect(credit(atBank)).toMatchObject({ allowed: false, code: 'claim_collection_at_bank' });
    expect(credit(atBank, true)).toMatchObject({ status: 'cancelled', collectionAtBank: true });
    expect(credit({ ...open, status: 'paid', openCents: 0 })).toMatchObject({
      status: 'cancelled',
      money: { claimCents: 0, creditCents: 1210, creditKind: 'credit_note' },
    });
  });

  it('lets account credit settle a claim only while no collection is under way', () => {
    const byCredit = (facts: ClaimFacts) =>
      decideClaimEvent(facts, { type: 'payment', route: 'account_credit', amountCents: 5000 }, context);
    expect(byCredit(open)).toMatchObject({
      status: 'paid',
      money: { claimCents: 1210, creditCents: -1210, creditKind: 'applied' },
    });
    expect(byCredit({ ...open, status: 'pending', collection: 'batch_created' })).toMatchObject({
      allowed: false,
      code: 'claim_in_batch',
    });
    expect(byCredit(atBank)).toMatchObject({ allowed: false, code: 'claim_at_bank' });
  });
});

describe('staff and letters', () => {
  it('offers a refused claim again once staff ask, never one a letter asks to transfer', () => {
    const refused = returned('MS02').facts;
    expect(decideClaimEvent(refused, { type: 'staff_retry' }, context)).toMatchObject({ status: 'overdue' });
    const lettered = { ...refused, dunning: { stage: 'final_notice' as const, noticeSent: true } };
    expect(decideClaimEvent(lettered, { type: 'staff_retry' }, context)).toMatchObject({ allowed: false });
    expect(claimState({ ...lettered, status: 'overdue' })).toMatchObject({ nextActor: 'dunning_run' });
  });

  it('leaves a claim whose debtor data a SEPA file cannot carry to staff, and lets a written file go', () => {
    const unusable = { ...open, debtorData: { field: 'town' as const, value: '東京' } };
    expect(decideClaimEvent(unusable, { type: 'batch_include' }, context)).toMatchObject({
      allowed: false,
      code: 'debit_debtor_data',
      params: { field: 'town', value: '東京' },
    });
    expect(claimState({ ...unusable, status: 'overdue' })).toMatchObject({
      name: 'staff_review',
      nextActor: 'staff',
      debitBlock: { code: 'debtor_data' },
    });
    // The dunning run leaves it to staff as well: nobody reminds a customer whose debit staff must fix.
    expect(decideClaimEvent(unusable, { type: 'dunning_step' }, context).allowed).toBe(false);
    // A file written before the customer changed their town carries the old town: it may go to the bank.
    const inFile = { ...unusable, status: 'pending' as const, collection: 'batch_created' as const };
    expect(decideClaimEvent(inFile, { type: 'batch_submit' }, context).allowed).toBe(true);
    expect(
      decideClaimEvent({ ...inFile, addressComplete: false }, { type: 'batch_submit' }, context).allowed,
    ).toBe(true);
  });

  it('refuses a batch submit for a claim paid since the file was written', () => {
    const paid = { ...open, status: 'paid' as const, openCents: 0, collection: 'batch_created' as const };
    expect(decideClaimEvent(paid, { type: 'batch_submit' }, context)).toEqual({
      allowed: false,
      reason: 'Er staat op deze factuur niets meer open.',
      code: 'debit_settled',
    });
  });
});

const facts: fc.Arbitrary<ClaimFacts> = fc.record({
  paymentType: fc.constantFrom('sepa' as const, 'bank_transfer' as const),
  status: fc.constantFrom('open', 'pending', 'paid', 'failed', 'overdue', 'expired', 'cancelled' as const),
  openCents: fc.constantFrom(0, 605, 1210),
  mandate: fc.option(
    fc.record({ id: fc.constantFrom('m1', 'm2'), iban: fc.constantFrom('A', 'B'), usable: fc.boolean() }),
  ),
  addressComplete: fc.boolean(),
  debtorData: fc.option(
    fc.record({
      field: fc.constantFrom('town' as const, 'name' as const, 'iban' as const),
      value: fc.string(),
    }),
  ),
  collection: fc.constantFrom(null, 'batch_created' as const, 'batch_submitted' as const),
  bankAttempts: fc.integer({ min: 0, max: 5 }),
  lastReturn: fc.option(
    fc.record({
      code: fc.constantFrom(...RETURN_REASONS.keys(), 'ZZ99'),
      mandateId: fc.constantFrom('m1', 'm2'),
      iban: fc.constantFrom('A', 'B'),
      batchRejected: fc.boolean(),
    }),
  ),
  chargedBack: fc.boolean(),
  dunning: fc.option(
    fc.record({
      stage: fc.constantFrom(
        'initial_notice',
        'first_reminder',
        'second_reminder',
        'final_notice',
        'legal_action' as const,
      ),
      noticeSent: fc.boolean(),
    }),
  ),
});
const events: fc.Arbitrary<ClaimEvent> = fc.oneof(
  fc.constantFrom<ClaimEvent>(
    { type: 'batch_include' },
    { type: 'batch_cancel' },
    { type: 'batch_submit' },
    { type: 'bank_collected', amountCents: 1210 },
    { type: 'payment', amountCents: 1210, route: 'manual' },
    { type: 'payment', amountCents: 2000, route: 'bank_transfer' },
    { type: 'payment', amountCents: 900, route: 'account_credit' },
    { type: 'credit_note', amountCents: 605, whole: false },
    { type: 'credit_note', amountCents: 1210, whole: true, confirmedAtBank: true },
    { type: 'due_date_passed' },
    { type: 'payment_method_renewed' },
    { type: 'staff_retry' },
    { type: 'dunning_step' },
  ),
  fc.record({
    type: fc.constant('bank_returned' as const),
    code: fc.constantFrom(...RETURN_REASONS.keys()),
    afterCollection: fc.boolean(),
    item: fc.record({ mandateId: fc.constantFrom('m1', 'm2'), iban: fc.constantFrom('A', 'B') }),
    amountCents: fc.constantFrom(605, 1210),
    surplusOnCreditCents: fc.constantFrom(0, 605, 1210),
  }),
  fc.record({
    type: fc.constant('batch_rejected' as const),
    code: fc.constantFrom(...RETURN_REASONS.keys()),
    item: fc.record({ mandateId: fc.constantFrom('m1', 'm2'), iban: fc.constantFrom('A', 'B') }),
  }),
);

describe("a letter's fee", () => {
  it('is never debited; staff follow it up until it is paid', () => {
    expect(letterFeeState({ feeCents: 4000, feePaidCents: 1000 })).toMatchObject({
      nextActor: 'staff',
      debitBlock: { code: 'not_sepa' },
    });
    expect(letterFeeState({ feeCents: 4000, feePaidCents: 4000 }).nextActor).toBeNull();
  });
});

describe('every claim (property)', () => {
  it('has exactly one next actor unless it is final, and only the next batch sees no debit block', () => {
    fc.assert(
      fc.property(facts, (claim) => {
        const state = claimState(claim);
        expect(state.nextActor === null).toBe(isFinal(claim));
        if (state.nextActor === 'next_batch') expect(debitBlock(claim)).toBeNull();
        if (claim.chargedBack) expect(state.nextActor).not.toBe('next_batch');
      }),
    );
  });

  it('never lets a chargeback, a letter or an unusable mandate into a batch, whatever happened before', () => {
    fc.assert(
      fc.property(facts, events, (claim, event) => {
        const decision = decideClaimEvent(claim, event, context);
        if (!decision.allowed) return;
        const include = decideClaimEvent(decision.facts, { type: 'batch_include' }, context);
        if (!include.allowed) return;
        const after = decision.facts;
        expect(after.chargedBack).toBe(false);
        expect(after.mandate?.usable).toBe(true);
        expect(after.dunning?.noticeSent ?? false).toBe(false);
        expect(['final_notice', 'legal_action']).not.toContain(after.dunning?.stage);
      }),
    );
  });

  it('never loses or makes money: what an event brings is on the claim or on the credit, and a claim paid net stays paid', () => {
    fc.assert(
      fc.property(facts, events, (claim, event) => {
        const decision = decideClaimEvent(claim, event, context);
        if (!decision.allowed || !decision.money) return;
        const { claimCents, creditCents } = decision.money;
        expect(decision.facts.openCents).toBe(claim.openCents - claimCents);
        if (event.type === 'payment' && event.route !== 'account_credit')
          expect(claimCents + creditCents).toBe(event.amountCents);
        if (event.type === 'bank_collected') expect(claimCents + creditCents).toBe(event.amountCents);
        if (event.type === 'bank_returned' && event.afterCollection) {
          expect(claimCents + creditCents).toBe(-(event.amountCents ?? 0));
          expect(-creditCents).toBeLessThanOrEqual(event.surplusOnCreditCents ?? 0);
        }
        if (creditCents !== 0) expect(decision.money.creditKind).toBeDefined();
        const wasOpen = claim.openCents > 0 && !['paid', 'cancelled', 'expired'].includes(claim.status);
        if (wasOpen && decision.facts.openCents <= 0)
          expect(['paid', 'cancelled']).toContain(decision.status);
      }),
    );
  });
});
