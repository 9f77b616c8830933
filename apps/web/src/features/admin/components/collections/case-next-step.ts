import type { CollectionCase } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';
import { bankFileNextStepText } from '../payments/bank-file-line-words';

/**
 * A case's next step in the screen's words (issue 28), from the claim lifecycle's state the server sends: who
 * moves the claim next (the next batch, the bank, staff, the dunning run) and why nothing else happens to it.
 */
export function useCaseNextStep(): (row: CollectionCase) => string | null {
  const { t, i18n } = useTranslation();
  return (row) => bankFileNextStepText(row, t, (key, options) => i18n.exists(key, options));
}
