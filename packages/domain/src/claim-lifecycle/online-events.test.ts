import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideClaimEvent } from './claim-events';
import type { ClaimFacts } from './claim-state';

const open: ClaimFacts = {
  paymentType: 'bank_transfer',
  status: 'overdue',
  openCents: 478,
  mandate: null,
  addressComplete: true,
  debtorData: null,
  collection: null,
  bankAttempts: 0,
  lastReturn: null,
  chargedBack: false,
  dunning: null,
};
const context = { today: '2026-12-03', dueDate: '2026-11-15' };
const paid: ClaimFacts = { ...open, status: 'paid', openCents: 0 };

describe('paying a claim online', () => {
  it('may start on an open or overdue claim, and changes nothing by starting', () => {
    for (const status of ['open', 'overdue', 'failed'] as const) {
      const decision = decideClaimEvent({ ...open, status }, { type: 'online_payment_started' }, context);
      expect(decision).toMatchObject({ allowed: true, unchanged: true, status });
    }
  });

  it('is refused on a claim that is paid, credited, or whose direct debit is under way', () => {
    const cases: [Partial<ClaimFacts>, string][] = [
      [{ status: 'paid', openCents: 0 }, 'claim_paid'],
      [{ status: 'cancelled', openCents: 0 }, 'claim_closed'],
      [{ status: 'pending', collection: 'batch_created' }, 'claim_in_batch'],
      [{ status: 'pending', collection: 'batch_submitted' }, 'claim_at_bank'],
    ];
    for (const [facts, code] of cases) {
      const decision = decideClaimEvent({ ...open, ...facts }, { type: 'online_payment_started' }, context);
      expect(decision).toMatchObject({ allowed: false, code });
    }
  });

  it('is refused on a claim a running arrangement holds, except as part of that arrangement’s instalment', () => {
    const held: ClaimFacts = {
      ...open,
      arrangement: { id: 'arr-1', status: 'active', number: 'BR-2026-000042' },
    };
    expect(decideClaimEvent(held, { type: 'online_payment_started' }, context)).toEqual({
      allowed: false,
      code: 'claim_held_by_arrangement',
      reason:
        'Deze factuur valt onder betalingsregeling BR-2026-000042; betaal de termijn van de regeling in plaats van de factuur.',
      params: { arrangementNumber: 'BR-2026-000042' },
    });
    expect(
      decideClaimEvent(held, { type: 'online_payment_started', arrangementId: 'arr-1' }, context),
    ).toMatchObject({ allowed: true, unchanged: true });
    expect(
      decideClaimEvent(held, { type: 'online_payment_started', arrangementId: 'arr-2' }, context),
    ).toMatchObject({ allowed: false, code: 'claim_held_by_arrangement' });
    // A proposal waiting for staff does not stop the customer paying the invoice itself.
    const proposed: ClaimFacts = { ...open, arrangement: { id: 'arr-1', status: 'proposed' } };
    expect(decideClaimEvent(proposed, { type: 'online_payment_started' }, context)).toMatchObject({
      allowed: true,
    });
  });

  it('that failed, was canceled or expired leaves the claim as it was', () => {
    for (const outcome of ['failed', 'canceled', 'expired'] as const) {
      const decision = decideClaimEvent(open, { type: 'online_payment_ended', outcome }, context);
      expect(decision).toMatchObject({ allowed: true, unchanged: true, status: 'overdue', facts: open });
    }
  });

  it('arriving for a settled claim becomes the customer’s credit (paid twice)', () => {
    const decision = decideClaimEvent(paid, { type: 'payment', amountCents: 478, route: 'online' }, context);
    expect(decision).toMatchObject({
      allowed: true,
      status: 'paid',
      money: { claimCents: 0, creditCents: 478, creditKind: 'double_payment' },
    });
  });
});

describe('money an online payment gives back', () => {
  it('a refund comes off the credit the payment made first, only the rest is owed again', () => {
    const decision = decideClaimEvent(
      paid,
      { type: 'online_refunded', amountCents: 478, surplusOnCreditCents: 200 },
      context,
    );
    expect(decision).toMatchObject({
      allowed: true,
      status: 'overdue',
      reopens: true,
      money: { claimCents: -278, creditCents: -200, creditKind: 'refund' },
      facts: { openCents: 278 },
    });
  });

  it('a claim a refund left open is paid by transfer, not debited again unasked', () => {
    const decision = decideClaimEvent(
      { ...paid, paymentType: 'sepa' },
      { type: 'online_refunded', amountCents: 478, surplusOnCreditCents: 0 },
      context,
    );
    expect(decision).toMatchObject({ allowed: true, facts: { refundedOnline: true } });
    if (!decision.allowed) return;
    expect(
      decideClaimEvent({ ...decision.facts, status: 'overdue' }, { type: 'batch_include' }, context),
    ).toEqual({
      allowed: false,
      code: 'debit_refunded',
      reason:
        'Op deze factuur is een online betaling terugbetaald; we schrijven niet opnieuw af, de klant betaalt per overboeking.',
    });
  });

  it('a refund of what is all still on credit keeps the claim paid', () => {
    const decision = decideClaimEvent(
      paid,
      { type: 'online_refunded', amountCents: 478, surplusOnCreditCents: 478 },
      context,
    );
    expect(decision).toMatchObject({
      allowed: true,
      status: 'paid',
      money: { claimCents: 0, creditCents: -478 },
    });
  });

  it('a chargeback reopens the claim for staff, as an MD06 does', () => {
    const decision = decideClaimEvent(
      paid,
      { type: 'online_charged_back', amountCents: 478, surplusOnCreditCents: 0 },
      context,
    );
    expect(decision).toMatchObject({
      allowed: true,
      status: 'failed',
      reopens: true,
      facts: { openCents: 478, chargedBack: true },
    });
    if (!decision.allowed) return;
    const retry = decideClaimEvent(decision.facts, { type: 'staff_retry' }, context);
    expect(retry).toMatchObject({ allowed: false });
  });

  it('never makes money: what comes back off the claim and the credit is what the provider gave back', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.boolean(),
        (amount, surplus, chargeback) => {
          const decision = decideClaimEvent(
            paid,
            {
              type: chargeback ? 'online_charged_back' : 'online_refunded',
              amountCents: amount,
              surplusOnCreditCents: surplus,
            },
            context,
          );
          if (!decision.allowed) return false;
          const money = decision.money ?? { claimCents: 0, creditCents: 0 };
          return money.claimCents + money.creditCents === -amount && decision.facts.openCents >= 0;
        },
      ),
    );
  });
});
