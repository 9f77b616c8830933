import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amsterdamToday } from './amsterdam-date';
import {
  type DateFormat,
  formatDateLong,
  formatDateShort,
  formatDateShortAs,
  formatDateTime,
  formatDateTimeAs,
} from './format-date';

describe('formatDateShort', () => {
  it('writes dd-mm-jjjj', () => {
    expect(formatDateShort('2026-01-05')).toBe('05-01-2026');
    expect(formatDateShort('2026-12-31')).toBe('31-12-2026');
    expect(formatDateShort(new Date('2026-01-05T13:30:00Z'))).toBe('05-01-2026');
  });

  it('shows an instant as its date in Amsterdam', () => {
    expect(formatDateShort(new Date('2026-06-30T22:30:00Z'))).toBe('01-07-2026');
    expect(formatDateShort('2026-12-31T23:15:00.000Z')).toBe('01-01-2027');
  });

  it('prints the calendar date of every YYYY-MM-DD string unchanged', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1970-01-01T00:00:00Z'),
          max: new Date('2199-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (instant) => {
          const iso = instant.toISOString().slice(0, 10);
          const [year, month, day] = iso.split('-');
          expect(formatDateShort(iso)).toBe(`${day}-${month}-${year}`);
        },
      ),
    );
  });

  it('agrees with amsterdamToday for instants', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1990-01-01T00:00:00Z'),
          max: new Date('2099-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (instant) => {
          const [year, month, day] = amsterdamToday(instant).split('-');
          expect(formatDateShort(instant)).toBe(`${day}-${month}-${year}`);
        },
      ),
    );
  });

  it('refuses what is not a date', () => {
    expect(() => formatDateShort('morgen')).toThrow(RangeError);
    expect(() => formatDateShort(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('formatDateLong', () => {
  it('writes the Dutch month name without a leading zero', () => {
    expect(formatDateLong('2026-01-05')).toBe('5 januari 2026');
    expect(formatDateLong('2026-03-01')).toBe('1 maart 2026');
    expect(formatDateLong('2026-05-17')).toBe('17 mei 2026');
    expect(formatDateLong(new Date('2026-10-25T23:30:00Z'))).toBe('26 oktober 2026');
  });
});

describe('formatDateTime', () => {
  it('writes dd-mm-jjjj hh:mm in Amsterdam time', () => {
    expect(formatDateTime(new Date('2026-01-05T13:30:00Z'))).toBe('05-01-2026 14:30');
    expect(formatDateTime(new Date('2026-07-05T13:30:00Z'))).toBe('05-07-2026 15:30');
    expect(formatDateTime('2026-03-28T23:05:00Z')).toBe('29-03-2026 00:05');
  });

  it('shows a bare calendar date at midnight', () => {
    expect(formatDateTime('2026-01-05')).toBe('05-01-2026 00:00');
  });
});

describe('formatDateShortAs and formatDateTimeAs: the date format a user chose', () => {
  it('writes a calendar date in each format', () => {
    expect(formatDateShortAs('2026-01-05', 'DD-MM-YYYY')).toBe('05-01-2026');
    expect(formatDateShortAs('2026-01-05', 'DD/MM/YYYY')).toBe('05/01/2026');
    expect(formatDateShortAs('2026-01-05', 'YYYY-MM-DD')).toBe('2026-01-05');
  });

  it('writes an instant as its Amsterdam date in each format, across midnight and the year end', () => {
    // 23:15 UTC on 31 December is 00:15 on 1 January in Amsterdam (winter time, UTC+1).
    const newYear = '2026-12-31T23:15:00.000Z';
    expect(formatDateShortAs(newYear, 'DD-MM-YYYY')).toBe('01-01-2027');
    expect(formatDateShortAs(newYear, 'DD/MM/YYYY')).toBe('01/01/2027');
    expect(formatDateShortAs(newYear, 'YYYY-MM-DD')).toBe('2027-01-01');
    // 21:59 UTC on 30 June is still 30 June in Amsterdam (summer time, UTC+2); a minute later it is 1 July.
    expect(formatDateShortAs(new Date('2026-06-30T21:59:00Z'), 'YYYY-MM-DD')).toBe('2026-06-30');
    expect(formatDateShortAs(new Date('2026-06-30T22:00:00Z'), 'YYYY-MM-DD')).toBe('2026-07-01');
  });

  it('writes date and Amsterdam time in each format', () => {
    const instant = '2026-03-28T23:05:00Z';
    expect(formatDateTimeAs(instant, 'DD-MM-YYYY')).toBe('29-03-2026 00:05');
    expect(formatDateTimeAs(instant, 'DD/MM/YYYY')).toBe('29/03/2026 00:05');
    expect(formatDateTimeAs(instant, 'YYYY-MM-DD')).toBe('2026-03-29 00:05');
    expect(formatDateTimeAs(new Date('2026-07-05T13:30:00Z'), 'YYYY-MM-DD')).toBe('2026-07-05 15:30');
    expect(formatDateTimeAs('2026-01-05', 'DD/MM/YYYY')).toBe('05/01/2026 00:00');
  });

  it('writes the same day, month and year in every format, dd-mm-jjjj being the default', () => {
    const formats: DateFormat[] = ['DD-MM-YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'];
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1990-01-01T00:00:00Z'),
          max: new Date('2099-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (instant) => {
          const [year, month, day] = amsterdamToday(instant).split('-');
          const written = formats.map((format) => formatDateShortAs(instant, format));
          expect(written).toEqual([
            `${day}-${month}-${year}`,
            `${day}/${month}/${year}`,
            `${year}-${month}-${day}`,
          ]);
          expect(formatDateShort(instant)).toBe(written[0]);
          expect(formatDateTime(instant)).toBe(formatDateTimeAs(instant, 'DD-MM-YYYY'));
        },
      ),
    );
  });

  it('refuses what is not a date in any format', () => {
    expect(() => formatDateShortAs('morgen', 'YYYY-MM-DD')).toThrow(RangeError);
    expect(() => formatDateTimeAs('31-12-2026', 'DD/MM/YYYY')).toThrow(RangeError);
  });
});
