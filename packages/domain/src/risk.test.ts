import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveRiskLevel, RISK_LEVELS } from './risk';

describe('deriveRiskLevel', () => {
  it('takes the stated risk level first', () => {
    expect(deriveRiskLevel({ riskLevel: 'low', paymentStatus: 'failed', failedPayments: 9 })).toBe('low');
    expect(deriveRiskLevel({ riskLevel: 'critical' })).toBe('critical');
  });

  it('derives high from a failed payment or more than two failures', () => {
    expect(deriveRiskLevel({ paymentStatus: 'failed' })).toBe('high');
    expect(deriveRiskLevel({ failedPayments: 3 })).toBe('high');
    expect(deriveRiskLevel({ riskLevel: 'unknown', failedPayments: 3 })).toBe('high');
  });

  it('derives medium from a chargeback or any failure', () => {
    expect(deriveRiskLevel({ hasChargebacks: true })).toBe('medium');
    expect(deriveRiskLevel({ paymentStatus: 'chargeback' })).toBe('medium');
    expect(deriveRiskLevel({ failedPayments: 1 })).toBe('medium');
    expect(deriveRiskLevel({ failedPayments: 2, paymentStatus: 'success' })).toBe('medium');
  });

  it('is low otherwise', () => {
    expect(deriveRiskLevel({})).toBe('low');
    expect(deriveRiskLevel({ riskLevel: null, paymentStatus: 'success', failedPayments: 0 })).toBe('low');
    expect(deriveRiskLevel({ riskLevel: '', hasChargebacks: false })).toBe('low');
  });

  it('never derives a lower risk when more payments failed', () => {
    const rank = { low: 0, medium: 1, high: 2, critical: 3 };
    fc.assert(
      fc.property(
        fc.nat(20),
        fc.nat(20),
        fc.constantFrom(null, 'success', 'failed', 'chargeback', 'overdue', 'payment_pending'),
        fc.boolean(),
        (a, b, paymentStatus, hasChargebacks) => {
          const [fewer, more] = a <= b ? [a, b] : [b, a];
          const level = (failedPayments: number) =>
            rank[deriveRiskLevel({ paymentStatus, hasChargebacks, failedPayments })];
          expect(level(more)).toBeGreaterThanOrEqual(level(fewer));
          expect(RISK_LEVELS).toContain(
            deriveRiskLevel({ paymentStatus, hasChargebacks, failedPayments: a }),
          );
        },
      ),
    );
  });
});
