import { allow, type ClaimContext, type ClaimDecision, type ClaimEvent, refuse } from './claim-decision';
import { type ClaimMoney, moneyReceived } from './claim-money';
import { type ClaimFacts, isFinal } from './claim-state';

// Money that reaches a claim outside its collection: a payment by any route (by hand, a transfer, online, the
// customer's account credit) and a credit note (claim-events.ts dispatches here). Issue 27: what each puts on
// the claim and what on the customer's credit, and when staff are asked first.

export type MoneyEvent = Extract<ClaimEvent, { type: 'payment' | 'credit_note' }>;

export function decideMoneyEvent(
  facts: ClaimFacts,
  event: MoneyEvent,
  _context: ClaimContext,
): ClaimDecision {
  switch (event.type) {
    case 'payment': {
      const atBank = facts.collection === 'batch_submitted';
      const amount = event.amountCents;
      let money: ClaimMoney;
      if (event.route === 'account_credit') {
        if (facts.status === 'cancelled' || facts.status === 'expired')
          return refuse('claim_closed', 'Deze factuur staat niet meer open.');
        if (isFinal(facts)) return refuse('claim_paid', 'Deze factuur is al betaald.');
        // Credit waits for the outcome of a collection under way: settling it too would take the money twice.
        if (facts.collection === 'batch_created')
          return refuse('claim_in_batch', 'Deze factuur zit al in een incassobestand.');
        if (atBank) return refuse('claim_at_bank', 'De incasso van deze factuur ligt al bij de bank.');
        const used = Math.min(amount, facts.openCents);
        money = { claimCents: used, creditCents: -used, creditKind: 'applied' };
      } else if (event.route === 'manual') {
        if (facts.status === 'cancelled') return refuse('claim_credited', 'Deze factuur is gecrediteerd.');
        if (isFinal(facts)) return refuse('claim_paid', 'Deze factuur is al betaald.');
        // The bank debits the file's amount on its date whatever is booked here: staff are asked first.
        if (atBank && !event.confirmedAtBank)
          return refuse(
            'claim_collection_at_bank',
            'De incasso van deze factuur ligt al bij de bank en wordt nog afgeschreven; boek je deze betaling ook, dan betaalt de klant dubbel.',
          );
        money = moneyReceived(facts.openCents, amount);
      } else {
        // A transfer or an online payment has arrived: it is booked, on a settled claim as credit.
        money = moneyReceived(isFinal(facts) ? 0 : facts.openCents, amount);
      }
      const openAfter = facts.openCents - money.claimCents;
      const settles = !isFinal(facts) && money.claimCents > 0 && openAfter <= 0;
      return allow({ ...facts, openCents: openAfter }, settles ? 'paid' : facts.status, {
        money,
        ...(settles ? { settles } : {}),
        ...(atBank ? { collectionAtBank: true } : {}),
      });
    }
    case 'credit_note': {
      if (facts.status === 'cancelled')
        return refuse('claim_fully_credited', 'Deze factuur is al volledig gecrediteerd.');
      const atBank = facts.collection === 'batch_submitted';
      if (atBank && !event.confirmedAtBank)
        return refuse(
          'claim_collection_at_bank',
          'De incasso van deze factuur ligt al bij de bank en wordt nog afgeschreven; crediteer je haar nu, dan komt wat de bank int als tegoed bij de klant.',
        );
      // The credit settles what is open; what the customer had already paid of it becomes their credit.
      const received = moneyReceived(isFinal(facts) ? 0 : facts.openCents, event.amountCents);
      const money: ClaimMoney =
        received.creditCents > 0 ? { ...received, creditKind: 'credit_note' } : received;
      const openAfter = facts.openCents - money.claimCents;
      const credited = { ...facts, openCents: openAfter };
      const flag = atBank ? { collectionAtBank: true } : {};
      if (event.whole) return allow(credited, 'cancelled', { money, ...flag });
      const settles = !isFinal(facts) && money.claimCents > 0 && openAfter <= 0;
      return allow(credited, settles ? 'paid' : facts.status, {
        money,
        ...(settles ? { settles } : {}),
        ...flag,
      });
    }
  }
}
