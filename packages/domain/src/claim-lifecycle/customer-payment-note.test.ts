import { describe, expect, it } from 'vitest';
import { type ClaimFacts, claimState } from './claim-state';
import { customerPaymentNote } from './customer-payment-note';

const open: ClaimFacts = {
  paymentType: 'sepa',
  status: 'open',
  openCents: 1210,
  mandate: { id: 'm1', iban: 'NL91ABNA0417164300', usable: true },
  addressComplete: true,
  debtorData: null,
  collection: null,
  bankAttempts: 0,
  lastReturn: null,
  chargedBack: false,
  dunning: null,
};
const note = (facts: Partial<ClaimFacts>, collectedBySepa = false) =>
  customerPaymentNote(claimState({ ...open, ...facts }).name, collectedBySepa);

// Issue 20: the column said "Automatisch afgeschreven" for transfers and "Wordt automatisch afgeschreven"
// for claims under a 14-dagenbrief.
describe('customerPaymentNote', () => {
  it('says "collected" only for money that came in by direct debit', () => {
    expect(note({ status: 'paid', openCents: 0 }, true)).toBe('collected');
    expect(note({ status: 'paid', openCents: 0 }, false)).toBe('paid');
    expect(note({ status: 'paid', openCents: 0, paymentType: 'bank_transfer' }, false)).toBe('paid');
  });

  it('promises a debit only when the next batch takes the claim', () => {
    expect(note({})).toBe('willBeCollected');
    expect(note({ collection: 'batch_submitted', status: 'pending' })).toBe('beingCollected');
    // A 14-dagenbrief asks for a transfer: no debit follows.
    expect(note({ status: 'overdue', dunning: { stage: 'initial_notice', noticeSent: true } })).toBe(
      'payByTransfer',
    );
    expect(note({ status: 'overdue', dunning: { stage: 'final_notice', noticeSent: true } })).toBe(
      'payByTransfer',
    );
    expect(note({ paymentType: 'bank_transfer' })).toBe('payByTransfer');
    expect(note({ status: 'failed', mandate: null })).toBe('newPaymentMethod');
  });

  it('tells a credited or written-off invoice apart from a paid one', () => {
    expect(note({ status: 'cancelled' })).toBe('credited');
    expect(note({ status: 'expired' })).toBe('writtenOff');
  });
});
