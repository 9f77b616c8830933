import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './amsterdam-date';
import { proRataCents, unusedPeriodDays } from './pro-rata';

const amount = fc.integer({ min: 0, max: 1_000_000_000 });
const period = fc.integer({ min: 1, max: 400 });

describe('proRataCents', () => {
  it('credits the unused days of a period, rounded half up', () => {
    expect(proRataCents(3025, 15, 30)).toBe(1513); // 1512.5
    expect(proRataCents(3025, 10, 30)).toBe(1008); // 1008.33…
    expect(proRataCents(1000, 1, 3)).toBe(333);
    expect(proRataCents(1000, 2, 3)).toBe(667);
  });

  it('is never negative and never more than the total', () => {
    fc.assert(
      fc.property(amount, period, fc.nat({ max: 500 }), (total, days, unused) => {
        const credit = proRataCents(total, unused, days);
        expect(Number.isSafeInteger(credit)).toBe(true);
        expect(credit).toBeGreaterThanOrEqual(0);
        expect(credit).toBeLessThanOrEqual(total);
      }),
    );
  });

  it('gives the total for a whole unused period and 0 when nothing is left', () => {
    fc.assert(
      fc.property(amount, period, (total, days) => {
        expect(proRataCents(total, days, days)).toBe(total);
        expect(proRataCents(total, 0, days)).toBe(0);
      }),
    );
  });

  it('grows with the unused days', () => {
    fc.assert(
      fc.property(amount, period, fc.nat({ max: 400 }), (total, days, unused) => {
        const fewer = Math.min(unused, days - 1);
        expect(proRataCents(total, fewer, days)).toBeLessThanOrEqual(proRataCents(total, fewer + 1, days));
      }),
    );
  });

  it('refuses amounts and days that are not whole numbers of at least 0', () => {
    expect(() => proRataCents(10.5, 1, 30)).toThrow(RangeError);
    expect(() => proRataCents(-100, 1, 30)).toThrow(RangeError);
    expect(() => proRataCents(100, -1, 30)).toThrow(RangeError);
    expect(() => proRataCents(100, 1, 0)).toThrow(RangeError);
  });
});

describe('unusedPeriodDays', () => {
  it('counts the days after today up to and including the period end', () => {
    expect(unusedPeriodDays('2026-11-01', '2026-11-30', '2026-11-21')).toEqual({
      unusedDays: 9,
      periodDays: 30,
    });
    expect(unusedPeriodDays('2026-01-01', '2026-12-31', '2026-01-01')).toEqual({
      unusedDays: 364,
      periodDays: 365,
    });
  });

  it('leaves nothing on the last day of the period, a credit of 0', () => {
    fc.assert(
      fc.property(amount, period, (total, days) => {
        const start = '2026-02-01';
        const end = addDays(start, days - 1);
        const { unusedDays, periodDays } = unusedPeriodDays(start, end, end);
        expect(unusedDays).toBe(0);
        expect(proRataCents(total, unusedDays, periodDays)).toBe(0);
      }),
    );
  });

  it('counts the whole period when today lies before it, none when after it', () => {
    expect(unusedPeriodDays('2026-12-01', '2026-12-31', '2026-11-21').unusedDays).toBe(31);
    expect(unusedPeriodDays('2026-10-01', '2026-10-31', '2026-11-21').unusedDays).toBe(0);
    expect(() => unusedPeriodDays('2026-10-31', '2026-10-01', '2026-11-21')).toThrow(RangeError);
  });
});
