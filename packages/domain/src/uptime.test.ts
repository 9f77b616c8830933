import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatUptimePercent } from './uptime';

describe('formatUptimePercent', () => {
  it.each([
    [100, '100%'],
    [99.95, '99,95%'],
    [99.999, '99,99%'],
    [98.5, '98,5%'],
    [0, '0%'],
  ])('%d reads %s', (percent, text) => {
    expect(formatUptimePercent(percent)).toBe(text);
  });

  it('shows any percentage with two decimals exactly as it is', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (hundredths) => {
        const [whole, fraction] = formatUptimePercent(hundredths / 100)
          .replace('%', '')
          .split(',');
        return Number(whole) * 100 + Number((fraction ?? '').padEnd(2, '0')) === hundredths;
      }),
    );
  });
});
