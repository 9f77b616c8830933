import { describe, expect, it } from 'vitest';
import { lastServiceDay } from './cancellation';

describe('lastServiceDay', () => {
  it('is the paid period’s last day, the day before the next billing date', () => {
    // Issue 20: the dialog said "tot en met 26-12" while the paid period ends on 25-12.
    expect(lastServiceDay('2026-12-26', '2026-11-26')).toBe('2026-12-25');
    expect(lastServiceDay('2027-01-01', '2026-12-01')).toBe('2026-12-31');
    expect(lastServiceDay('2028-03-01', '2028-02-10')).toBe('2028-02-29');
  });

  it('is today when the next billing date is today, has passed, or is not known', () => {
    expect(lastServiceDay('2026-11-26', '2026-11-26')).toBe('2026-11-26');
    expect(lastServiceDay('2026-11-20', '2026-11-26')).toBe('2026-11-26');
    expect(lastServiceDay(null, '2026-11-26')).toBe('2026-11-26');
  });
});
