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

describe('a payment booked by hand', () => {
  it('is allowed while the collection is at the bank, flagged: the bank still debits', () => {
    const atBank = { ...open, status: 'pending' as const, collection: 'batch_submitted' as const };
    expect(decideClaimEvent(atBank, { type: 'payment' }, context)).toMatchObject({
      allowed: true,
      collectionAtBank: true,
    });
    for (const collection of [null, 'batch_created' as const])
      expect(decideClaimEvent({ ...open, collection }, { type: 'payment' }, context)).not.toHaveProperty(
        'collectionAtBank',
      );
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
    { type: 'bank_collected' },
    { type: 'payment' },
    { type: 'credit_note' },
    { type: 'payment_method_renewed' },
    { type: 'staff_retry' },
    { type: 'dunning_step' },
  ),
  fc.record({
    type: fc.constant('bank_returned' as const),
    code: fc.constantFrom(...RETURN_REASONS.keys()),
    afterCollection: fc.boolean(),
    item: fc.record({ mandateId: fc.constantFrom('m1', 'm2'), iban: fc.constantFrom('A', 'B') }),
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
});
