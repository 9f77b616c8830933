import { describe, expect, it } from 'vitest';
import { DAYS_BETWEEN_STEPS, type PlannedCase, planDunning } from './dunning-plan.ts';

const settings = {
  firstReminderDays: 7,
  secondReminderDays: 14,
  finalNoticeDays: 21,
  suspensionDays: 35,
  collectionLetterDays: 42,
};
const consumer = { isBusiness: false };

function claim(overrides: Partial<PlannedCase> = {}): PlannedCase {
  return {
    id: 'case-1',
    stage: 'initial_notice',
    stageChangedOn: '2026-11-01',
    dueDate: '2026-11-01',
    inDefault: true,
    subscriptionId: 'sub-1',
    subscriptionActive: true,
    notice: null,
    ...overrides,
  };
}

describe('planDunning', () => {
  it('takes one step at a time, a week apart, however late the case was opened', () => {
    const late = claim({ dueDate: '2026-10-01', stageChangedOn: '2026-11-21' });
    expect(planDunning([late], settings, consumer, '2026-11-21').firstReminder).toEqual(['case-1']);
    const reminded = claim({ dueDate: '2026-10-01', stage: 'first_reminder', stageChangedOn: '2026-11-21' });
    expect(planDunning([reminded], settings, consumer, '2026-11-27').secondReminder).toEqual([]);
    expect(
      planDunning([reminded], settings, consumer, `2026-11-${21 + DAYS_BETWEEN_STEPS}`).secondReminder,
    ).toEqual(['case-1']);
  });

  it('waits for the schedule and leaves a claim that is not in default alone', () => {
    expect(planDunning([claim()], settings, consumer, '2026-11-07').firstReminder).toEqual([]);
    expect(
      planDunning([claim({ inDefault: false })], settings, consumer, '2026-12-31').firstReminder,
    ).toEqual([]);
  });

  it('puts every claim in default without a notice into the one notice', () => {
    const due = claim({ stage: 'second_reminder', dueDate: '2026-10-01', stageChangedOn: '2026-10-20' });
    const younger = claim({ id: 'case-2', dueDate: '2026-11-10', stageChangedOn: '2026-11-10' });
    const plan = planDunning([due, younger], settings, consumer, '2026-11-21');
    expect(plan.finalNotice).toEqual(['case-1', 'case-2']);
    expect(plan.firstReminder).toEqual([]);
  });

  it('neither suspends nor charges before the notice term has passed; then both', () => {
    const noticed = claim({
      stage: 'final_notice',
      dueDate: '2026-10-01',
      stageChangedOn: '2026-10-22',
      notice: { id: 'letter-1', firstFeeDate: '2026-11-15' },
    });
    const before = planDunning([noticed], settings, consumer, '2026-11-14');
    expect([before.suspend, before.collection]).toEqual([[], []]);
    const after = planDunning([noticed], settings, consumer, '2026-11-15');
    expect(after.suspend).toEqual(['sub-1']);
    expect(after.collection).toEqual([['case-1']]);
  });

  it('gives a consumer moved to final notice by hand the 14-dagenbrief it lacks', () => {
    const moved = claim({ stage: 'final_notice', dueDate: '2026-11-01', stageChangedOn: '2026-11-02' });
    expect(planDunning([moved], settings, consumer, '2026-11-21').finalNotice).toEqual(['case-1']);
    expect(planDunning([moved], settings, { isBusiness: true }, '2026-11-21').finalNotice).toEqual([]);
  });
});
