import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMegabytes, usagePercent } from './data-size';

describe('formatMegabytes', () => {
  it.each([
    [0, '0 MB'],
    [512, '512 MB'],
    [1023.4, '1.023,4 MB'],
    [1024, '1 GB'],
    [1536, '1,5 GB'],
    [2_097_152, '2.048 GB'],
  ])('%d MB reads %s', (megabytes, text) => {
    expect(formatMegabytes(megabytes)).toBe(text);
  });
});

describe('usagePercent', () => {
  it('rounds to whole percent and stops at 100 when an account runs over', () => {
    expect(usagePercent(256, 1024)).toBe(25);
    expect(usagePercent(1, 3)).toBe(33);
    expect(usagePercent(3000, 1024)).toBe(100);
  });

  it('treats a zero limit as full once anything is used', () => {
    expect(usagePercent(0, 0)).toBe(0);
    expect(usagePercent(5, 0)).toBe(100);
  });

  it('always lies between 0 and 100', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        (used, limit) => {
          const percent = usagePercent(used, limit);
          return Number.isInteger(percent) && percent >= 0 && percent <= 100;
        },
      ),
    );
  });
});
