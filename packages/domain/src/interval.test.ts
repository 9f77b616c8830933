import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BILLING_INTERVALS,
  defaultInterval,
  intervalLabel,
  intervalMonths,
  intervalName,
  isBillingInterval,
  monthlyEquivalentCents,
  offeredIntervals,
  toBillingInterval,
} from './interval';

describe('intervals', () => {
  it('lists the four billing intervals with their months', () => {
    expect(BILLING_INTERVALS.map((interval) => [interval, intervalMonths(interval)])).toEqual([
      ['monthly', 1],
      ['quarterly', 3],
      ['half-yearly', 6],
      ['annually', 12],
    ]);
  });

  it.each([
    ['monthly', '/maand'],
    ['quarterly', '/kwartaal'],
    ['half-yearly', '/6 maanden'],
    ['annually', '/jaar'],
    ['month', '/maand'],
    ['year', '/jaar'],
    ['weekly', '/maand'],
    ['', '/maand'],
    [null, '/maand'],
    [undefined, '/maand'],
  ])('labels %j as %j', (interval, label) => {
    expect(intervalLabel(interval)).toBe(label);
  });

  it('names intervals in Dutch', () => {
    expect(BILLING_INTERVALS.map(intervalName)).toEqual([
      'maandelijks',
      'per kwartaal',
      'halfjaarlijks',
      'jaarlijks',
    ]);
    expect(intervalName('year')).toBe('jaarlijks');
    expect(intervalName('fortnightly')).toBe('maandelijks');
  });

  it('recognises only the four interval values', () => {
    expect(isBillingInterval('quarterly')).toBe(true);
    expect(isBillingInterval('year')).toBe(false);
    expect(isBillingInterval('toString')).toBe(false);
    expect(toBillingInterval('toString')).toBe('monthly');
    expect(toBillingInterval('year')).toBe('annually');
  });
});

describe('monthlyEquivalentCents', () => {
  it('divides by the months of the interval, rounding half up', () => {
    expect(monthlyEquivalentCents(1000, 'monthly')).toBe(1000);
    expect(monthlyEquivalentCents(1000, 'quarterly')).toBe(333);
    expect(monthlyEquivalentCents(2000, 'quarterly')).toBe(667);
    expect(monthlyEquivalentCents(9, 'half-yearly')).toBe(2);
    expect(monthlyEquivalentCents(6, 'annually')).toBe(1);
    expect(monthlyEquivalentCents(5, 'annually')).toBe(0);
    expect(monthlyEquivalentCents(11988, 'year')).toBe(999);
    expect(monthlyEquivalentCents(-6, 'annually')).toBe(0);
    expect(monthlyEquivalentCents(1500, 'unknown')).toBe(1500);
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => monthlyEquivalentCents(10.5, 'monthly')).toThrow(RangeError);
  });

  it('stays within half a cent of the exact monthly amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.constantFrom(...BILLING_INTERVALS),
        (cents, interval) => {
          const months = intervalMonths(interval);
          const monthly = monthlyEquivalentCents(cents, interval);
          expect(Number.isInteger(monthly)).toBe(true);
          const difference = monthly * months - cents;
          expect(difference * 2).toBeGreaterThan(-months);
          expect(difference * 2).toBeLessThanOrEqual(months);
        },
      ),
    );
  });
});

describe('offered intervals', () => {
  const none = { monthly: null, quarterly: null, 'half-yearly': null, annually: null };

  it('lists the priced intervals in the usual order and defaults to monthly', () => {
    const prices = { ...none, annually: 11_795, monthly: 1095 };
    expect(offeredIntervals(prices)).toEqual(['monthly', 'annually']);
    expect(defaultInterval(prices)).toBe('monthly');
  });

  it('defaults to the shortest priced interval without a monthly price, and to none without prices', () => {
    expect(defaultInterval({ ...none, annually: 7495, quarterly: 1995 })).toBe('quarterly');
    expect(offeredIntervals(none)).toEqual([]);
    expect(defaultInterval(none)).toBeNull();
  });

  it('keeps a free interval (0 cents) on offer', () => {
    expect(offeredIntervals({ ...none, monthly: 0 })).toEqual(['monthly']);
  });
});
