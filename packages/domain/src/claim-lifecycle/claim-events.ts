import {
  allow,
  type ClaimContext,
  type ClaimDecision,
  type ClaimEvent,
  offeredStatus,
  refuse,
  refuseDebit,
} from './claim-decision';
import { type ClaimFacts, type ClaimState, claimState, debitBlock } from './claim-state';
import { decideCollectionEvent } from './collection-events';
import { decideMoneyEvent } from './money-events';
import { decideOnlineEvent } from './online-events';
import { NEEDS_NEW_PAYMENT_METHOD, reasonOfReturn } from './return-reasons';

export type {
  AllowedClaimEvent,
  ClaimContext,
  ClaimDecision,
  ClaimEvent,
  ClaimRefusalCode,
  PaymentRoute,
  RefusedClaimEvent,
} from './claim-decision';

function whyNotDunning(state: ClaimState): ClaimDecision {
  switch (state.nextActor) {
    case null:
      return refuse('claim_nothing_open', 'Er staat op deze factuur niets meer open.');
    case 'next_batch':
      return refuse(
        'claim_next_batch',
        'Deze factuur gaat mee in de volgende incasso; er wordt nu niet aangemaand.',
      );
    case 'bank':
      return refuse(
        'claim_bank_deciding',
        'De incasso van deze factuur ligt bij de bank; wacht op de uitslag.',
      );
    case 'staff':
      return state.name === 'in_batch'
        ? refuse(
            'claim_in_unsent_batch',
            'Deze factuur zit in een incassobestand dat nog niet naar de bank is.',
          )
        : refuse(
            'claim_awaits_staff',
            'Deze factuur wacht op een medewerker; de aanmaanrun slaat haar over.',
          );
    case 'arrangement':
      return refuse(
        'claim_in_arrangement',
        'Deze factuur valt onder een betalingsregeling; de aanmaanrun slaat haar over.',
      );
    default:
      return refuse('claim_step_not_due', 'Deze stap is nu niet aan de orde.');
  }
}

/**
 * Whether the event may happen to the claim now, and what the claim becomes: the one decision every service
 * asks (decision 022); the claim's executor writes it (decision 037).
 */
export function decideClaimEvent(facts: ClaimFacts, event: ClaimEvent, context: ClaimContext): ClaimDecision {
  switch (event.type) {
    case 'batch_include':
    case 'batch_cancel':
    case 'batch_submit':
    case 'bank_collected':
    case 'bank_returned':
    case 'batch_rejected':
      return decideCollectionEvent(facts, event, context);
    case 'payment':
    case 'credit_note':
      return decideMoneyEvent(facts, event, context);
    case 'online_payment_started':
    case 'online_payment_ended':
    case 'online_refunded':
    case 'online_charged_back':
    case 'instalment_returned':
      return decideOnlineEvent(facts, event, context);
    case 'due_date_passed': {
      if (facts.status !== 'open' || context.dueDate >= context.today)
        return allow(facts, facts.status, { unchanged: true });
      return allow(facts, 'overdue');
    }
    case 'payment_method_renewed': {
      // Only a claim that waited for a new IBAN or mandate goes back to the next batch by itself. The facts
      // are those after the renewal, so the return that asked for it no longer stands: its class tells.
      const asked = facts.lastReturn ? reasonOfReturn(facts.lastReturn).reasonClass : null;
      const waited = facts.status === 'failed' && asked !== null && NEEDS_NEW_PAYMENT_METHOD.has(asked);
      if (!waited || debitBlock({ ...facts, status: 'open' }) !== null)
        return allow(facts, facts.status, { unchanged: true });
      return allow(facts, offeredStatus(context));
    }
    case 'staff_retry': {
      if (facts.collection === 'batch_created')
        return refuse('claim_in_batch', 'Deze factuur zit al in een incassobestand.');
      if (facts.collection === 'batch_submitted' || facts.status === 'pending')
        return refuse('claim_at_bank', 'De incasso van deze factuur ligt al bij de bank.');
      if (facts.status === 'paid' || facts.openCents <= 0)
        return refuse('claim_paid', 'Deze factuur is al betaald.');
      if (facts.status === 'cancelled' || facts.status === 'expired')
        return refuse('claim_closed', 'Deze factuur staat niet meer open.');
      const blocked = debitBlock(facts);
      if (blocked) return refuseDebit(blocked);
      if (facts.status === 'open' || facts.status === 'overdue')
        return allow(facts, facts.status, { unchanged: true });
      return allow(facts, offeredStatus(context));
    }
    case 'dunning_step': {
      const state = claimState(facts);
      if (state.nextActor !== 'dunning_run') return whyNotDunning(state);
      return allow(facts, facts.status, { unchanged: true });
    }
  }
}
