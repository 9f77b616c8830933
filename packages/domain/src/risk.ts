// SPEC §4: risk levels low, medium, high (collection cases also critical) and how risk is derived.

export const RISK_LEVELS = ['low', 'medium', 'high', 'critical'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export interface RiskInput {
  riskLevel?: string | null;
  paymentStatus?: string | null;
  failedPayments?: number | null;
  hasChargebacks?: boolean | null;
}

function isRiskLevel(value: unknown): value is RiskLevel {
  return typeof value === 'string' && (RISK_LEVELS as readonly string[]).includes(value);
}

/**
 * SPEC §4: the stated riskLevel; else high if the payment failed or more than 2 payments failed; else
 * medium on a chargeback or any failed payment; else low. A chargeback counts whether it comes as
 * hasChargebacks or as paymentStatus 'chargeback'.
 */
export function deriveRiskLevel({
  riskLevel,
  paymentStatus,
  failedPayments,
  hasChargebacks,
}: RiskInput): RiskLevel {
  if (isRiskLevel(riskLevel)) return riskLevel;
  const failed = failedPayments ?? 0;
  if (paymentStatus === 'failed' || failed > 2) return 'high';
  if (hasChargebacks || paymentStatus === 'chargeback' || failed > 0) return 'medium';
  return 'low';
}
