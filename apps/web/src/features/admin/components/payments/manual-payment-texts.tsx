import { createContext, type ReactNode, useContext } from 'react';

/**
 * Whose catalogue the manual payment dialog reads its texts from (`<prefix>.manualPayment.*`): the English
 * Administration Dashboard's (`adminBilling`) or the Dutch Incasso Beheer's (`enhanced`, SPEC §5, §8).
 */
export type ManualPaymentTexts = 'adminBilling' | 'enhanced';

const ManualPaymentTextsContext = createContext<ManualPaymentTexts>('adminBilling');

/** Hands the chosen catalogue to every part of the dialog, so none of them needs a prop for it. */
export function ManualPaymentTextsProvider({
  texts,
  children,
}: {
  texts: ManualPaymentTexts;
  children: ReactNode;
}) {
  return <ManualPaymentTextsContext.Provider value={texts}>{children}</ManualPaymentTextsContext.Provider>;
}

/** The key prefix of the dialog's texts; `adminBilling` outside a provider. */
export function useManualPaymentTexts(): ManualPaymentTexts {
  return useContext(ManualPaymentTextsContext);
}
