import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  amsterdamDateTime,
  amsterdamToday,
  compareIsoDates,
  daysBetween,
  isIsoDate,
  isWeekend,
  toAmsterdamDate,
} from './amsterdam-date';

const isoDateArbitrary = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

// EU summer time: from the last Sunday of March 01:00 UTC to the last Sunday of October 01:00 UTC.
function lastSundayUtc(year: number, monthIndex: number): number {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 86_400_000;
}

function referenceAmsterdamDate(instant: Date): string {
  const year = instant.getUTCFullYear();
  const summer = instant.getTime() >= lastSundayUtc(year, 2) && instant.getTime() < lastSundayUtc(year, 9);
  const shifted = new Date(instant.getTime() + (summer ? 2 : 1) * 3_600_000);
  return shifted.toISOString().slice(0, 10);
}

describe('amsterdamToday', () => {
  it.each([
    ['2026-01-05T12:00:00Z', '2026-01-05'],
    ['2026-12-31T22:59:59Z', '2026-12-31'],
    ['2026-12-31T23:00:00Z', '2027-01-01'],
    ['2026-06-30T21:59:59Z', '2026-06-30'],
    ['2026-06-30T22:00:00Z', '2026-07-01'],
    ['2026-03-28T23:30:00Z', '2026-03-29'],
    ['2026-03-29T22:30:00Z', '2026-03-30'],
    ['2026-10-25T22:59:00Z', '2026-10-25'],
    ['2026-10-25T23:00:00Z', '2026-10-26'],
  ])('%s is %s in Amsterdam', (instant, expected) => {
    expect(amsterdamToday(new Date(instant))).toBe(expected);
  });

  it('follows the EU summer-time rule at every instant', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2099-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (instant) => {
          expect(amsterdamToday(instant)).toBe(referenceAmsterdamDate(instant));
        },
      ),
    );
  });
});

describe('amsterdamDateTime', () => {
  it.each([
    ['2026-11-21T10:00:00Z', '2026-11-21T11:00:00+01:00'],
    ['2026-07-01T10:00:00Z', '2026-07-01T12:00:00+02:00'],
    ['2026-12-31T23:30:00Z', '2027-01-01T00:30:00+01:00'],
    ['2026-11-21T10:00:59.999Z', '2026-11-21T11:00:59+01:00'],
    // Summer time starts on 29 March 2026 at 01:00 UTC: the clock jumps from 02:00 to 03:00.
    ['2026-03-29T00:59:59Z', '2026-03-29T01:59:59+01:00'],
    ['2026-03-29T01:00:00Z', '2026-03-29T03:00:00+02:00'],
    // Winter time returns on 25 October 2026 at 01:00 UTC: 02:00–03:00 local happens twice.
    ['2026-10-25T00:30:00Z', '2026-10-25T02:30:00+02:00'],
    ['2026-10-25T00:59:59Z', '2026-10-25T02:59:59+02:00'],
    ['2026-10-25T01:00:00Z', '2026-10-25T02:00:00+01:00'],
    ['2026-10-25T01:30:00Z', '2026-10-25T02:30:00+01:00'],
  ])('%s is %s', (instant, expected) => {
    expect(amsterdamDateTime(new Date(instant))).toBe(expected);
  });

  it('names the same instant, to the second, with the EU summer-time offset', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2099-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (instant) => {
          const text = amsterdamDateTime(instant);
          expect(text).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/);
          expect(new Date(text).getTime()).toBe(Math.floor(instant.getTime() / 1000) * 1000);
          expect(text.slice(0, 10)).toBe(referenceAmsterdamDate(instant));
        },
      ),
    );
  });

  it('refuses an invalid date', () => {
    expect(() => amsterdamDateTime(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('toAmsterdamDate', () => {
  it('keeps a calendar date and converts an instant', () => {
    expect(toAmsterdamDate('2026-03-01')).toBe('2026-03-01');
    expect(toAmsterdamDate('2026-06-30T22:00:00.000Z')).toBe('2026-07-01');
    expect(toAmsterdamDate(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });

  it('returns null for what is not a date', () => {
    expect(toAmsterdamDate('2026-02-30')).toBeNull();
    expect(toAmsterdamDate('gisteren')).toBeNull();
    expect(toAmsterdamDate(new Date(Number.NaN))).toBeNull();
  });
});

describe('isIsoDate', () => {
  it('accepts only existing dates written YYYY-MM-DD', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-1-5')).toBe(false);
    expect(isIsoDate('2026-01-05T00:00:00Z')).toBe(false);
    expect(isIsoDate(20260105)).toBe(false);
  });
});

describe('addDays', () => {
  it('crosses months, years and DST changes by calendar days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('refuses malformed input', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2026-02-01', 1.5)).toThrow(RangeError);
  });

  it('is undone by adding the opposite and counted back by daysBetween', () => {
    fc.assert(
      fc.property(isoDateArbitrary, fc.integer({ min: -5000, max: 5000 }), (date, days) => {
        expect(addDays(addDays(date, days), -days)).toBe(date);
        expect(daysBetween(date, addDays(date, days))).toBe(days);
      }),
    );
  });
});

describe('addMonths', () => {
  it('clamps to the end of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-08-31', 1)).toBe('2026-09-30');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(addMonths('2026-01-15', -13)).toBe('2024-12-15');
    expect(addMonths('2026-05-31', 12)).toBe('2027-05-31');
  });

  it('keeps the day when it exists and otherwise lands on the last day of the month', () => {
    fc.assert(
      fc.property(isoDateArbitrary, fc.integer({ min: -240, max: 240 }), (date, months) => {
        const result = addMonths(date, months);
        const day = Number(date.slice(8));
        const resultDay = Number(result.slice(8));
        if (day <= 28) expect(resultDay).toBe(day);
        else expect(resultDay === day || addDays(result, 1).endsWith('-01')).toBe(true);
        const monthsApart =
          (Number(result.slice(0, 4)) - Number(date.slice(0, 4))) * 12 +
          Number(result.slice(5, 7)) -
          Number(date.slice(5, 7));
        expect(monthsApart).toBe(months);
      }),
    );
  });
});

describe('daysBetween', () => {
  it('counts whole days, signed', () => {
    expect(daysBetween('2026-01-01', '2026-01-31')).toBe(30);
    expect(daysBetween('2026-01-31', '2026-01-01')).toBe(-30);
    expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
  });

  it('adds up', () => {
    fc.assert(
      fc.property(isoDateArbitrary, isoDateArbitrary, isoDateArbitrary, (a, b, c) => {
        expect(daysBetween(a, b) + daysBetween(b, c)).toBe(daysBetween(a, c));
      }),
    );
  });
});

describe('isWeekend', () => {
  it('knows Saturday and Sunday', () => {
    expect(isWeekend('2026-01-03')).toBe(true);
    expect(isWeekend('2026-01-04')).toBe(true);
    expect(isWeekend('2026-01-05')).toBe(false);
    expect(isWeekend('2026-01-09')).toBe(false);
  });

  it('finds two weekend days in every seven consecutive days', () => {
    fc.assert(
      fc.property(isoDateArbitrary, (date) => {
        const week = [0, 1, 2, 3, 4, 5, 6].map((offset) => isWeekend(addDays(date, offset)));
        expect(week.filter(Boolean)).toHaveLength(2);
      }),
    );
  });
});

describe('compareIsoDates', () => {
  it('sorts dates in calendar order', () => {
    expect(['2026-02-01', '2025-12-31', '2026-01-15'].sort(compareIsoDates)).toEqual([
      '2025-12-31',
      '2026-01-15',
      '2026-02-01',
    ]);
    expect(compareIsoDates('2026-01-01', '2026-01-01')).toBe(0);
  });

  it('agrees with the order of the strings', () => {
    fc.assert(
      fc.property(isoDateArbitrary, isoDateArbitrary, (a, b) => {
        expect(compareIsoDates(a, b)).toBe(a < b ? -1 : a > b ? 1 : 0);
      }),
    );
  });
});
