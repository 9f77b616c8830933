import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, amsterdamToday, isWeekend } from '../amsterdam-date';
import { isTarget2BusinessDay } from '../target2-calendar';
import {
  batchClaimLimits,
  batchTakesClaim,
  claimCollectionDate,
  collectionDateOf,
  nextBatchDay,
} from './collection-schedule';

const settings = { leadDays: 2, preNotificationDays: 14 };

describe('the SEPA batch calendar', () => {
  it('runs the batch on weekdays at 06:00 Amsterdam time', () => {
    // 05:59 and 06:00 in winter time (UTC+1) on Monday 23 November 2026.
    expect(nextBatchDay(new Date('2026-11-23T04:59:00Z'))).toBe('2026-11-23');
    expect(nextBatchDay(new Date('2026-11-23T05:00:00Z'))).toBe('2026-11-24');
    expect(nextBatchDay(new Date('2026-11-27T09:00:00Z'))).toBe('2026-11-30');
    expect(nextBatchDay(new Date('2026-11-21T10:00:00Z'))).toBe('2026-11-23');
    // Summer time (UTC+2): 05:30 Amsterdam is 03:30 UTC.
    expect(nextBatchDay(new Date('2026-06-15T03:30:00Z'))).toBe('2026-06-15');
  });

  it('collects the lead time later in TARGET2 business days, past weekends and the TARGET2 holidays', () => {
    expect(collectionDateOf('2026-11-23', 2)).toBe('2026-11-25');
    expect(collectionDateOf('2026-11-26', 2)).toBe('2026-11-30');
    expect(collectionDateOf('2026-12-23', 2)).toBe('2026-12-28');
    expect(collectionDateOf('2026-04-02', 2)).toBe('2026-04-08');
    expect(collectionDateOf('2026-12-31', 1)).toBe('2027-01-04');
  });

  it('takes a claim due by the collection date whose pre-notification went out the agreed days before', () => {
    expect(batchClaimLimits('2026-12-07', 14)).toEqual({ dueBy: '2026-12-07', notifiedBy: '2026-11-23' });
    expect(batchTakesClaim('2026-12-07', { dueDate: '2026-12-05', notifiedOn: '2026-11-21' }, 14)).toBe(true);
    expect(batchTakesClaim('2026-12-04', { dueDate: '2026-12-05', notifiedOn: '2026-11-21' }, 14)).toBe(
      false,
    );
    expect(batchTakesClaim('2026-12-07', { dueDate: '2026-12-01', notifiedOn: '2026-11-24' }, 14)).toBe(
      false,
    );
  });
});

describe('the collection date a pre-notification names', () => {
  it('is the first batch collecting on or after a due date on a Saturday', () => {
    // Issued Saturday 21 November, due Saturday 5 December: the batch of Thursday 3 December collects Monday.
    const now = new Date('2026-11-21T10:00:00Z');
    const claim = { dueDate: '2026-12-05', notifiedOn: '2026-11-21' };
    expect(claimCollectionDate(now, claim, settings)).toBe('2026-12-07');
    expect(batchTakesClaim(collectionDateOf('2026-12-02', 2), claim, 14)).toBe(false);
  });

  it('goes past Christmas when the due date is a TARGET2 holiday', () => {
    const now = new Date('2026-12-11T10:00:00Z');
    const claim = { dueDate: '2026-12-25', notifiedOn: '2026-12-11' };
    // Tuesday's batch collects on 24 December (too early), Wednesday's after Christmas and the weekend.
    expect(collectionDateOf('2026-12-22', 2)).toBe('2026-12-24');
    expect(claimCollectionDate(now, claim, settings)).toBe('2026-12-28');
  });

  it('waits for the pre-notification term when the claim is due sooner', () => {
    // Notified on 25 November for 1 December: not before 9 December, 14 days after the e-mail.
    const now = new Date('2026-11-25T10:00:00Z');
    expect(claimCollectionDate(now, { dueDate: '2026-12-01', notifiedOn: '2026-11-25' }, settings)).toBe(
      '2026-12-09',
    );
  });

  it('is the next batch for a claim that has long been due and notified (a debit again)', () => {
    const now = new Date('2027-01-08T12:00:00Z');
    expect(claimCollectionDate(now, { dueDate: '2026-11-05', notifiedOn: '2026-10-22' }, settings)).toBe(
      '2027-01-13',
    );
  });

  it('always names a TARGET2 business day that the first batch taking the claim collects on', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2026-01-01T00:00:00Z'),
          max: new Date('2028-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: -60, max: 60 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 0, max: 21 }),
        (now, dueOffset, noticeDelay, leadDays, preNotificationDays) => {
          const today = amsterdamToday(now);
          const claim = { dueDate: addDays(today, dueOffset), notifiedOn: addDays(today, -noticeDelay) };
          const date = claimCollectionDate(now, claim, { leadDays, preNotificationDays });
          expect(isTarget2BusinessDay(date)).toBe(true);
          expect(batchTakesClaim(date, claim, preNotificationDays)).toBe(true);
          // No batch between now and then takes it: every weekday batch before collects too early.
          for (
            let batch = nextBatchDay(now);
            collectionDateOf(batch, leadDays) < date;
            batch = addDays(batch, 1)
          )
            if (!isWeekend(batch))
              expect(batchTakesClaim(collectionDateOf(batch, leadDays), claim, preNotificationDays)).toBe(
                false,
              );
        },
      ),
      { numRuns: 300 },
    );
  });
});
