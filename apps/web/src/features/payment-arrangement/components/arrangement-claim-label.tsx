import type { ArrangementClaim } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';

/** "Factuur 2026-000102" or "Incassokosten brief BRF-2026-0007". */
export function useClaimLabel() {
  const { t } = useTranslation();
  return (claim: ArrangementClaim) =>
    claim.kind === 'invoice'
      ? t('paymentArrangement.claim.invoice', { label: claim.label })
      : t('paymentArrangement.claim.fee', { label: claim.label });
}
