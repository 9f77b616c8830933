import type { ClaimStateName } from './claim-state';

/** What the customer's invoice list says about paying a claim (a key of the web's catalogue). */
export type CustomerPaymentNote =
  | 'collected'
  | 'paid'
  | 'credited'
  | 'writtenOff'
  | 'willBeCollected'
  | 'beingCollected'
  | 'payByTransfer'
  | 'newPaymentMethod'
  | 'staffReview'
  | 'inArrangement';

/**
 * The payment column of the customer's invoices (SPEC §4), from the claim's state (claimState): what
 * happened, or what happens next. It promises a debit only where the lifecycle will make one, so a claim
 * under a 14-dagenbrief (the letter asks for a transfer) never reads "Wordt automatisch afgeschreven", and
 * "Automatisch afgeschreven" is said only of money that came in by direct debit.
 */
export function customerPaymentNote(state: ClaimStateName, collectedBySepa: boolean): CustomerPaymentNote {
  switch (state) {
    case 'paid':
      return collectedBySepa ? 'collected' : 'paid';
    case 'credited':
      return 'credited';
    case 'written_off':
      return 'writtenOff';
    case 'awaiting_collection':
    case 'retry_scheduled':
      return 'willBeCollected';
    case 'in_batch':
    case 'submitted':
      return 'beingCollected';
    case 'awaiting_payment_method':
      return 'newPaymentMethod';
    case 'staff_review':
      return 'staffReview';
    case 'in_arrangement':
      return 'inArrangement';
    case 'awaiting_transfer':
    case 'in_collection':
      return 'payByTransfer';
  }
}
