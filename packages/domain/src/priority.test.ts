import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysOverdueSeverity, priorityByDaysOverdue } from './priority';

describe('priorityByDaysOverdue', () => {
  it.each([
    [0, 'high', 'Urgent'],
    [7, 'high', 'Urgent'],
    [8, 'medium', 'Medium Priority'],
    [14, 'medium', 'Medium Priority'],
    [15, 'low', 'Low Priority'],
    [400, 'low', 'Low Priority'],
  ])('%d days → %s', (days, level, label) => {
    expect(priorityByDaysOverdue(days)).toEqual({ level, label });
  });

  it('never rises as the debt gets older', () => {
    const rank = { high: 2, medium: 1, low: 0 };
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), (a, b) => {
        const [younger, older] = a <= b ? [a, b] : [b, a];
        expect(rank[priorityByDaysOverdue(older).level]).toBeLessThanOrEqual(
          rank[priorityByDaysOverdue(younger).level],
        );
      }),
    );
  });
});

describe('daysOverdueSeverity', () => {
  it.each([
    [0, 'medium'],
    [30, 'medium'],
    [31, 'high'],
    [60, 'high'],
    [61, 'critical'],
  ])('%d days → %s', (days, severity) => {
    expect(daysOverdueSeverity(days)).toBe(severity);
  });
});
