import { describe, expect, it } from 'vitest';
import { decideClaimEvent } from './claim-events';
import { type ClaimFacts, claimState, debitBlock } from './claim-state';
import {
  arrangementBreaches,
  arrangementDailyAction,
  arrangementNumberOf,
  arrangementProgress,
  DEFAULT_ARRANGEMENT_RULES,
  decideArrangement,
  decideInstalmentPayment,
  instalmentReturnOutcome,
  instalmentSchedule,
  instalmentsToCollect,
  invalidSchedule,
  offersInstalmentPayment,
  selfServiceChoices,
} from './payment-arrangement';

const rules = DEFAULT_ARRANGEMENT_RULES;
const none = new Set<number>();

describe('instalmentSchedule', () => {
  it('splits in equal instalments a month apart, the last one carrying the cents', () => {
    expect(instalmentSchedule(10_000, 3, '2027-01-31')).toEqual([
      { sequence: 1, amountCents: 3333, dueDate: '2027-01-31' },
      { sequence: 2, amountCents: 3333, dueDate: '2027-02-28' },
      { sequence: 3, amountCents: 3334, dueDate: '2027-03-31' },
    ]);
  });

  it('always adds up to the total', () => {
    for (const total of [5000, 5001, 12_345, 99_999])
      for (let count = 2; count <= 12; count++) {
        const schedule = instalmentSchedule(total, count, '2026-12-15');
        expect(schedule.reduce((sum, item) => sum + item.amountCents, 0)).toBe(total);
        expect(
          Math.max(...schedule.map((i) => i.amountCents)) - Math.min(...schedule.map((i) => i.amountCents)),
        ).toBeLessThan(count);
      }
  });
});

describe('the company rules', () => {
  const today = '2026-12-07';
  it('lets a proposal within them through and names each rule a proposal breaks', () => {
    expect(
      arrangementBreaches(
        { totalCents: 15_000, instalments: 3, firstDueDate: '2026-12-20', lapsedWithinYear: false },
        rules,
        today,
      ),
    ).toEqual([]);
    const codes = arrangementBreaches(
      { totalCents: 4_000, instalments: 8, firstDueDate: '2027-02-01', lapsedWithinYear: true },
      rules,
      today,
    ).map((breach) => breach.code);
    expect(codes).toEqual([
      'arrangement_total_too_small',
      'arrangement_too_many_instalments',
      'arrangement_instalment_too_small',
      'arrangement_recent_lapse',
      'arrangement_first_due_too_late',
    ]);
  });

  it('offers as choices only the counts the rules allow', () => {
    expect(selfServiceChoices(15_000, rules, false)).toEqual([2, 3, 4, 5, 6]);
    expect(selfServiceChoices(6_000, rules, false)).toEqual([2]);
    expect(selfServiceChoices(4_999, rules, false)).toEqual([]);
    expect(selfServiceChoices(15_000, rules, true)).toEqual([]);
    expect(selfServiceChoices(15_000, { ...rules, allowAfterLapse: true }, true)).toEqual([2, 3, 4, 5, 6]);
  });

  it('refuses outright a schedule nobody may agree', () => {
    expect(invalidSchedule({ totalCents: 10_000, instalments: 1, firstDueDate: today }, today)?.code).toBe(
      'arrangement_too_few_instalments',
    );
    expect(
      invalidSchedule({ totalCents: 10_000, instalments: 3, firstDueDate: '2026-12-06' }, today)?.code,
    ).toBe('arrangement_first_due_past');
    expect(invalidSchedule({ totalCents: 0, instalments: 3, firstDueDate: today }, today)?.code).toBe(
      'arrangement_no_claims',
    );
    expect(invalidSchedule({ totalCents: 10_000, instalments: 3, firstDueDate: today }, today)).toBeNull();
  });
});

describe('arrangementProgress', () => {
  const schedule = instalmentSchedule(9_000, 3, '2027-01-01');

  it('fills the instalments in order, so paying ahead pays the next ones', () => {
    const progress = arrangementProgress(schedule, 4_500, '2027-01-02', 7);
    expect(progress.instalments.map((i) => [i.state, i.paidCents])).toEqual([
      ['paid', 3000],
      ['partly_paid', 1500],
      ['upcoming', 0],
    ]);
    expect(progress.remainingCents).toBe(4_500);
    expect(progress.next?.sequence).toBe(2);
    expect(progress.firstPaid).toBe(true);
  });

  it('is late after the grace days and missed after a second grace period', () => {
    expect(arrangementProgress(schedule, 0, '2027-01-01', 7).instalments[0]?.state).toBe('due');
    expect(arrangementProgress(schedule, 0, '2027-01-08', 7).instalments[0]?.state).toBe('due');
    expect(arrangementProgress(schedule, 0, '2027-01-09', 7).instalments[0]?.state).toBe('late');
    expect(arrangementProgress(schedule, 0, '2027-01-15', 7).instalments[0]?.state).toBe('late');
    expect(arrangementProgress(schedule, 0, '2027-01-17', 7).instalments[0]?.state).toBe('missed');
  });
});

describe('arrangementDailyAction', () => {
  const schedule = instalmentSchedule(9_000, 3, '2027-01-01');
  it('reminds a late instalment once, lapses a missed one, completes a paid arrangement', () => {
    const late = arrangementProgress(schedule, 3_000, '2027-02-09', 7);
    expect(arrangementDailyAction(late, { remindedSequences: none, atBankSequences: none })).toEqual({
      type: 'remind',
      sequence: 2,
    });
    expect(arrangementDailyAction(late, { remindedSequences: new Set([2]), atBankSequences: none })).toEqual({
      type: 'none',
    });
    const missed = arrangementProgress(schedule, 3_000, '2027-02-16', 7);
    expect(
      arrangementDailyAction(missed, { remindedSequences: new Set([2]), atBankSequences: none }),
    ).toEqual({
      type: 'lapse',
      sequence: 2,
      reason: 'missed',
    });
    // A direct debit of the instalment still at the bank: the bank file decides, not the calendar.
    expect(
      arrangementDailyAction(missed, { remindedSequences: none, atBankSequences: new Set([2]) }),
    ).toEqual({
      type: 'none',
    });
    expect(
      arrangementDailyAction(arrangementProgress(schedule, 9_000, '2027-02-16', 7), {
        remindedSequences: none,
        atBankSequences: none,
      }),
    ).toEqual({ type: 'complete' });
  });

  it('tries AM04 again, lapses on a refund (MD06), and otherwise asks for a transfer', () => {
    expect(instalmentReturnOutcome('AM04', 1)).toBe('retry');
    expect(instalmentReturnOutcome('AM04', 2)).toBe('pay_by_transfer');
    expect(instalmentReturnOutcome('MD06', 1)).toBe('lapse');
    expect(instalmentReturnOutcome('AC04', 1)).toBe('pay_by_transfer');
  });
});

describe('decideArrangement', () => {
  it('approves only proposals and closes only open arrangements', () => {
    expect(decideArrangement('proposed', { type: 'approve' })).toEqual({ allowed: true, status: 'active' });
    expect(decideArrangement('active', { type: 'approve' })).toMatchObject({
      allowed: false,
      code: 'arrangement_not_proposed',
    });
    expect(decideArrangement('active', { type: 'lapse' })).toEqual({ allowed: true, status: 'lapsed' });
    expect(decideArrangement('lapsed', { type: 'end' })).toMatchObject({
      allowed: false,
      code: 'arrangement_closed',
    });
    expect(decideArrangement('proposed', { type: 'end' })).toEqual({ allowed: true, status: 'ended' });
  });
});

describe('a claim held by an arrangement', () => {
  const facts: ClaimFacts = {
    paymentType: 'sepa',
    status: 'overdue',
    openCents: 4_478,
    mandate: { id: 'm1', iban: 'NL91ABNA0417164300', usable: true },
    addressComplete: true,
    debtorData: null,
    collection: null,
    bankAttempts: 1,
    lastReturn: { code: 'AM04', mandateId: 'm1', iban: 'NL91ABNA0417164300' },
    chargedBack: false,
    dunning: { stage: 'final_notice', noticeSent: true },
    arrangement: { id: 'a1', status: 'active' },
  };
  const context = { today: '2027-01-10', dueDate: '2026-12-01' };

  it('is neither debited nor dunned, but may be paid', () => {
    expect(debitBlock(facts)?.code).toBe('arrangement');
    expect(claimState(facts)).toMatchObject({ name: 'in_arrangement', nextActor: 'arrangement' });
    expect(decideClaimEvent(facts, { type: 'dunning_step' }, context)).toMatchObject({
      allowed: false,
      code: 'claim_in_arrangement',
    });
    expect(decideClaimEvent(facts, { type: 'staff_retry' }, context)).toMatchObject({
      allowed: false,
      code: 'debit_arrangement',
    });
    expect(
      decideClaimEvent(facts, { type: 'payment', amountCents: 1_000, route: 'bank_transfer' }, context),
    ).toMatchObject({ allowed: true });
  });

  it('goes back to the dunning run at its stage once the arrangement lets go', () => {
    const released = { ...facts, arrangement: null };
    expect(claimState(released)).toMatchObject({ name: 'in_collection', nextActor: 'dunning_run' });
    expect(decideClaimEvent(released, { type: 'dunning_step' }, context)).toMatchObject({ allowed: true });
  });
});

describe('paying an instalment online', () => {
  const schedule = [
    { sequence: 1, amountCents: 4033, dueDate: '2026-12-14' },
    { sequence: 2, amountCents: 4033, dueDate: '2027-01-14' },
    { sequence: 3, amountCents: 4034, dueDate: '2027-02-14' },
  ];
  const active = { status: 'active' as const, number: 'BR-2026-000042' };

  it('asks what is left of the instalment due next, and refuses one already paid or not yet due', () => {
    const progress = arrangementProgress(schedule, 5000, '2026-12-20', 7);
    expect(decideInstalmentPayment(active, progress, 2)).toMatchObject({ allowed: true, amountCents: 3066 });
    expect(decideInstalmentPayment(active, progress, 1)).toMatchObject({
      allowed: false,
      code: 'instalment_paid',
      reason: 'Termijn 1 van betalingsregeling BR-2026-000042 is al betaald.',
    });
    expect(decideInstalmentPayment(active, progress, 3)).toMatchObject({
      allowed: false,
      code: 'instalment_not_due',
      params: { arrangementNumber: 'BR-2026-000042', sequence: 3, next: 2 },
    });
    expect(decideInstalmentPayment(active, progress, 4)).toMatchObject({ code: 'instalment_not_found' });
  });

  it('offers one past its due date too, and none of an arrangement that does not run', () => {
    const progress = arrangementProgress(schedule, 0, '2027-01-20', 7);
    const [first, second, third] = progress.instalments;
    expect(first && offersInstalmentPayment('active', first, 1)).toBe(true);
    expect(second && offersInstalmentPayment('active', second, 1)).toBe(true);
    expect(third && offersInstalmentPayment('active', third, 1)).toBe(false);
    for (const status of ['proposed', 'completed', 'lapsed', 'ended', 'rejected'] as const)
      expect(first && offersInstalmentPayment(status, first, 1)).toBe(false);
    expect(decideInstalmentPayment({ ...active, status: 'lapsed' }, progress, 1)).toMatchObject({
      code: 'arrangement_closed',
      reason: 'Betalingsregeling BR-2026-000042 is afgesloten; er valt geen termijn meer te betalen.',
    });
    expect(decideInstalmentPayment({ ...active, status: 'proposed' }, progress, 1)).toMatchObject({
      code: 'arrangement_not_agreed',
    });
  });

  it('numbers an arrangement by the Amsterdam year it was made in', () => {
    expect(arrangementNumberOf(42, new Date('2026-12-31T23:30:00Z'))).toBe('BR-2027-000042');
  });
});

describe('instalmentsToCollect', () => {
  const schedule = instalmentSchedule(9_000, 3, '2027-01-10');
  const clean = () => ({ returnCodes: [], atBank: false });

  it('takes what is left of each instalment due by the batch, none ahead of its date', () => {
    const progress = arrangementProgress(schedule, 1_000, '2027-01-05', 7);
    expect(instalmentsToCollect(progress, '2027-01-10', clean)).toEqual([
      { sequence: 1, amountCents: 2_000, attempt: 1 },
    ]);
    expect(instalmentsToCollect(progress, '2027-01-09', clean)).toEqual([]);
  });

  it('never takes one at the bank; after AM04 once more, after a second AM04 or MD06 never', () => {
    const progress = arrangementProgress(schedule, 0, '2027-01-05', 7);
    const at =
      (codes: string[], atBank = false) =>
      () => ({ returnCodes: codes, atBank });
    expect(instalmentsToCollect(progress, '2027-01-10', at([], true))).toEqual([]);
    expect(instalmentsToCollect(progress, '2027-01-10', at(['AM04']))).toEqual([
      { sequence: 1, amountCents: 3_000, attempt: 2 },
    ]);
    expect(instalmentsToCollect(progress, '2027-01-10', at(['AM04', 'AM04']))).toEqual([]);
    expect(instalmentsToCollect(progress, '2027-01-10', at(['MD06']))).toEqual([]);
  });
});

describe('instalment_returned', () => {
  it('owes again what the returned instalment paid; disputed, staff decide', () => {
    const paid: ClaimFacts = {
      paymentType: 'sepa',
      status: 'paid',
      openCents: 0,
      mandate: { id: 'm1', iban: 'NL91ABNA0417164300', usable: true },
      addressComplete: true,
      debtorData: null,
      collection: null,
      bankAttempts: 0,
      lastReturn: null,
      chargedBack: false,
      dunning: { stage: 'final_notice', noticeSent: true },
      arrangement: { id: 'a1', status: 'active' },
    };
    const context = { today: '2027-02-01', dueDate: '2027-01-01' };
    const back = decideClaimEvent(
      paid,
      { type: 'instalment_returned', amountCents: 1_500, disputed: false },
      context,
    );
    expect(back).toMatchObject({
      allowed: true,
      status: 'overdue',
      reopens: true,
      money: { claimCents: -1_500 },
    });
    const disputed = decideClaimEvent(
      paid,
      { type: 'instalment_returned', amountCents: 1_500, disputed: true },
      context,
    );
    expect(disputed).toMatchObject({ allowed: true, status: 'failed' });
  });
});
