import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amsterdamToday } from './amsterdam-date';
import { formatDateLong, formatDateShort, formatDateTime } from './format-date';

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
