import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addTarget2BusinessDays,
  easterSunday,
  isTarget2BusinessDay,
  nextTarget2BusinessDay,
} from './target2-calendar';

describe('TARGET2 calendar', () => {
  it('knows Easter', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2024)).toBe('2024-03-31');
  });

  it('closes on weekends, New Year, Good Friday, Easter Monday, 1 May and Christmas', () => {
    for (const closed of [
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-01',
      '2026-12-25',
      '2026-12-26',
      '2026-11-22',
    ]) {
      expect(isTarget2BusinessDay(closed)).toBe(false);
    }
    // King's Day and Ascension are Dutch holidays but TARGET2 business days.
    expect(isTarget2BusinessDay('2026-04-27')).toBe(true);
    expect(isTarget2BusinessDay('2026-05-14')).toBe(true);
  });

  it('moves to the next business day and counts business days', () => {
    expect(nextTarget2BusinessDay('2026-12-25')).toBe('2026-12-28');
    expect(nextTarget2BusinessDay('2026-11-23')).toBe('2026-11-23');
    expect(addTarget2BusinessDays('2026-12-23', 2)).toBe('2026-12-28');
    expect(addTarget2BusinessDays('2026-04-02', 1)).toBe('2026-04-07');
  });

  it('always lands on a business day after the start', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3650 }), fc.integer({ min: 1, max: 10 }), (offset, count) => {
        const start = new Date(Date.UTC(2024, 0, 1 + offset)).toISOString().slice(0, 10);
        const result = addTarget2BusinessDays(start, count);
        expect(isTarget2BusinessDay(result)).toBe(true);
        expect(result > start).toBe(true);
      }),
    );
  });
});
