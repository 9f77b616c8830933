import { describe, expect, it } from 'vitest';
import { trendPercent } from './stat-trend';

describe('trendPercent', () => {
  it('signs a rise with + and a fall with -, in Dutch notation', () => {
    expect(trendPercent(9, 8)).toBe('+12,5%');
    expect(trendPercent(6, 8)).toMatch(/^[-−]25%$/);
    expect(trendPercent(8, 8)).toBe('0%');
  });

  it('has no trend without an earlier figure', () => {
    expect(trendPercent(5, 0)).toBeUndefined();
  });
});
