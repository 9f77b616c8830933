import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './amsterdam-date';
import { isDueSoon, nextPaymentText } from './next-payment';

const today = '2026-01-15';
const inDays = (days: number) => addDays(today, days);

describe('nextPaymentText', () => {
  it.each([
    [-30, 'Achterstallig'],
    [-1, 'Achterstallig'],
    [0, 'Vandaag'],
    [1, 'Morgen'],
    [2, '2 dagen'],
    [7, '7 dagen'],
    [8, '2 weken'],
    [10, '2 weken'],
    [11, '2 weken'],
    [17, '2 weken'],
    [18, '3 weken'],
    [24, '3 weken'],
    [25, '4 weken'],
    [30, '4 weken'],
    [31, '1 maand'],
    [44, '1 maand'],
    [45, '2 maanden'],
    [60, '2 maanden'],
    [365, '12 maanden'],
  ])('%d days ahead → %s', (days, text) => {
    expect(nextPaymentText(inDays(days), today)).toBe(text);
  });

  it('says not available without a date', () => {
    expect(nextPaymentText(null, today)).toBe('Niet beschikbaar');
    expect(nextPaymentText(undefined, today)).toBe('Niet beschikbaar');
    expect(nextPaymentText('', today)).toBe('Niet beschikbaar');
    expect(nextPaymentText('onbekend', today)).toBe('Niet beschikbaar');
  });

  it('reads a timestamp as its date in Amsterdam', () => {
    expect(nextPaymentText('2026-01-15T23:30:00Z', today)).toBe('Morgen');
    expect(nextPaymentText(new Date('2026-01-15T22:00:00Z'), today)).toBe('Vandaag');
  });

  it('never counts fewer than two weeks or one month', () => {
    fc.assert(
      fc.property(fc.integer({ min: 8, max: 3000 }), (days) => {
        const [count = '', unit] = nextPaymentText(inDays(days), today).split(' ');
        if (unit === 'weken') expect(Number(count)).toBeGreaterThanOrEqual(2);
        else expect(['maand', 'maanden']).toContain(unit);
        expect(Number(count)).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});

describe('isDueSoon', () => {
  it('warns from today up to seven days ahead', () => {
    expect(isDueSoon(inDays(-1), today)).toBe(false);
    expect(isDueSoon(inDays(0), today)).toBe(true);
    expect(isDueSoon(inDays(7), today)).toBe(true);
    expect(isDueSoon(inDays(8), today)).toBe(false);
    expect(isDueSoon(null, today)).toBe(false);
  });

  it('agrees with the day texts', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 100 }), (days) => {
        const text = nextPaymentText(inDays(days), today);
        const dayText = text === 'Vandaag' || text === 'Morgen' || text.endsWith(' dagen');
        expect(isDueSoon(inDays(days), today)).toBe(dayText);
      }),
    );
  });
});
