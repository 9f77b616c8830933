import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './amsterdam-date';
import {
  expectedReceiptDate,
  firstFeeDate,
  isDutchWorkingDay,
  noticeTerm,
  noticeTermEndDate,
} from './notice-term';

const date = fc.integer({ min: 0, max: 365 * 30 }).map((offset) => addDays('2020-01-01', offset));

describe('isDutchWorkingDay', () => {
  it('skips the holidays of the Algemene termijnenwet in 2026', () => {
    for (const holiday of [
      '2026-01-01', // Nieuwjaarsdag
      '2026-04-03', // Goede Vrijdag
      '2026-04-05', // Eerste Paasdag
      '2026-04-06', // Tweede Paasdag
      '2026-04-27', // Koningsdag
      '2026-05-05', // Bevrijdingsdag
      '2026-05-14', // Hemelvaartsdag
      '2026-05-24', // Eerste Pinksterdag
      '2026-05-25', // Tweede Pinksterdag
      '2026-12-25', // Eerste Kerstdag
      '2026-12-26', // Tweede Kerstdag
    ]) {
      expect(isDutchWorkingDay(holiday), holiday).toBe(false);
    }
  });

  it('counts Bevrijdingsdag every year, not only in lustrum years', () => {
    expect(isDutchWorkingDay('2027-05-05')).toBe(false);
  });

  it('moves Koningsdag to 26 April when 27 April is a Sunday', () => {
    expect(isDutchWorkingDay('2025-04-26')).toBe(false);
    expect(isDutchWorkingDay('2025-04-28')).toBe(true);
  });

  it('skips weekends and keeps ordinary weekdays', () => {
    expect(isDutchWorkingDay('2026-01-10')).toBe(false);
    expect(isDutchWorkingDay('2026-01-11')).toBe(false);
    expect(isDutchWorkingDay('2026-01-12')).toBe(true);
    expect(isDutchWorkingDay('2026-05-01')).toBe(true); // a TARGET2 holiday, not a Dutch one
    expect(isDutchWorkingDay('2026-04-28')).toBe(true);
  });

  it('rejects a date that does not exist', () => {
    expect(() => isDutchWorkingDay('2026-02-30')).toThrow(RangeError);
  });
});

describe('expectedReceiptDate', () => {
  it('delivers post on the second working day after sending', () => {
    expect(expectedReceiptDate('2026-01-06', 'post')).toBe('2026-01-08'); // Tuesday → Thursday
    expect(expectedReceiptDate('2026-01-08', 'post')).toBe('2026-01-12'); // Thursday → Monday
    expect(expectedReceiptDate('2026-01-09', 'post')).toBe('2026-01-13'); // Friday → Tuesday
    expect(expectedReceiptDate('2026-04-02', 'post')).toBe('2026-04-08'); // over Easter
    expect(expectedReceiptDate('2026-12-23', 'post')).toBe('2026-12-28'); // over Christmas
  });

  it('delivers e-mail on the day it is sent, weekend or not', () => {
    expect(expectedReceiptDate('2026-01-08', 'email')).toBe('2026-01-08');
    expect(expectedReceiptDate('2026-01-10', 'email')).toBe('2026-01-10');
  });
});

describe('noticeTermEndDate and firstFeeDate', () => {
  it('ends 14 days after receipt on a working day', () => {
    expect(noticeTermEndDate('2026-01-12')).toBe('2026-01-26');
    expect(firstFeeDate('2026-01-12')).toBe('2026-01-27');
  });

  it('runs on past a weekend', () => {
    expect(noticeTermEndDate('2026-01-10')).toBe('2026-01-26'); // Saturday + 14 → Monday
  });

  it('runs on past Koningsdag, Easter and Christmas', () => {
    expect(noticeTermEndDate('2026-04-13')).toBe('2026-04-28');
    expect(firstFeeDate('2026-04-13')).toBe('2026-04-29');
    expect(noticeTermEndDate('2026-03-20')).toBe('2026-04-07'); // Goede Vrijdag to Tweede Paasdag
    expect(noticeTermEndDate('2026-12-11')).toBe('2026-12-28');
    expect(firstFeeDate('2026-12-11')).toBe('2026-12-29');
  });
});

describe('noticeTerm', () => {
  it('gives all dates of a letter posted on a Thursday and on a Friday', () => {
    expect(noticeTerm('2026-01-08', 'post')).toEqual({
      expectedReceiptDate: '2026-01-12',
      termEndDate: '2026-01-26',
      firstFeeDate: '2026-01-27',
    });
    expect(noticeTerm('2026-01-09', 'post')).toEqual({
      expectedReceiptDate: '2026-01-13',
      termEndDate: '2026-01-27',
      firstFeeDate: '2026-01-28',
    });
  });

  it('gives all dates of an e-mailed letter whose term ends on Koningsdag', () => {
    expect(noticeTerm('2026-04-13', 'email')).toEqual({
      expectedReceiptDate: '2026-04-13',
      termEndDate: '2026-04-28',
      firstFeeDate: '2026-04-29',
    });
  });

  it('runs from Goede Vrijdag over Easter Monday and Koningsdag when Easter is on 25 April (2038)', () => {
    expect(noticeTerm('2038-04-07', 'post')).toEqual({
      expectedReceiptDate: '2038-04-09',
      termEndDate: '2038-04-28',
      firstFeeDate: '2038-04-29',
    });
  });

  it('never charges before the 15th day after receipt and ends the term on a working day', () => {
    // Every day of 2020–2059 by post and by e-mail: the rare Easter/Koningsdag years are all covered. The
    // breaches are collected and compared once: 29,200 terms with an expect each took seconds on busy cores.
    const breaches: string[] = [];
    for (let offset = 0; offset < 365 * 40; offset++) {
      for (const how of ['post', 'email'] as const) {
        const sentOn = addDays('2020-01-01', offset);
        const term = noticeTerm(sentOn, how);
        const termDays = daysBetween(term.expectedReceiptDate, term.termEndDate);
        const breach = (rule: string) =>
          breaches.push(`${sentOn} by ${how}: ${rule} (${JSON.stringify(term)})`);
        if (!isDutchWorkingDay(term.termEndDate)) breach('the term ends on a day off');
        if (daysBetween(term.expectedReceiptDate, term.firstFeeDate) < 15)
          breach('a fee before the 15th day');
        // Extended only over days off: at most Goede Vrijdag to Koningsdag, when Easter is on 25 April.
        if (termDays > 19) breach('the term runs longer than 19 days');
        for (let day = 14; day < termDays; day++) {
          if (isDutchWorkingDay(addDays(term.expectedReceiptDate, day)))
            breach(`extended over working day ${day}`);
        }
        if (term.firstFeeDate !== firstFeeDate(term.expectedReceiptDate)) breach('firstFeeDate disagrees');
      }
    }
    expect(breaches).toEqual([]);
  });

  it('receives e-mail on the day it is sent and post on a later working day', () => {
    fc.assert(
      fc.property(date, (sentOn) => {
        expect(noticeTerm(sentOn, 'email').expectedReceiptDate).toBe(sentOn);
        const byPost = expectedReceiptDate(sentOn, 'post');
        expect(isDutchWorkingDay(byPost)).toBe(true);
        expect(daysBetween(sentOn, byPost)).toBeGreaterThanOrEqual(2);
      }),
    );
  });
});
