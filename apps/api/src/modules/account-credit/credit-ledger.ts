import type { ClaimMoney, CreditKind } from '@hostportaal/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accountCreditEntries } from '../../db/schema/index.ts';

// The customer's account credit as a ledger (issue 27): every change is an entry with its source and the
// claim and payment it came from or went to. The balance (users.credit_balance_cents) is the entries' sum,
// kept by the table's trigger: this module adds entries and never writes the balance itself.

export type NewCreditEntry = {
  userId: string;
  kind: CreditKind;
  amountCents: number;
  invoiceId?: string | null;
  paymentId?: string | null;
  creditNoteId?: string | null;
  refundDue?: boolean;
  refundIban?: string | null;
  description: string;
  createdBy?: string | null;
};

/** Adds entries (zero amounts are skipped), a statement per thousand. */
export async function addCreditEntries(tx: DbOrTx, entries: NewCreditEntry[], now: Date): Promise<void> {
  const rows = entries.filter((entry) => entry.amountCents !== 0);
  for (let start = 0; start < rows.length; start += 1000) {
    await tx.insert(accountCreditEntries).values(
      rows.slice(start, start + 1000).map((entry) => ({
        userId: entry.userId,
        kind: entry.kind,
        amountCents: entry.amountCents,
        invoiceId: entry.invoiceId ?? null,
        paymentId: entry.paymentId ?? null,
        creditNoteId: entry.creditNoteId ?? null,
        refundDue: entry.refundDue ?? false,
        refundIban: entry.refundIban ?? null,
        description: entry.description,
        createdBy: entry.createdBy ?? null,
        createdAt: now,
      })),
    );
  }
}

const descriptions: Record<CreditKind, (invoiceNumber: string) => string> = {
  overpayment: (number) => `Meer betaald dan factuur ${number} vroeg`,
  double_payment: (number) => `Factuur ${number} twee keer betaald`,
  credit_note: (number) => `Creditnota op het betaalde deel van factuur ${number}`,
  applied: (number) => `Verrekend met factuur ${number}`,
  reversal: (number) => `Incasso van factuur ${number} door de bank teruggeboekt`,
  refund: () => 'Terugbetaald',
  opening_balance: () => 'Tegoed van voor het tegoedregister',
};

/**
 * The ledger entry of a claim event's money, or null when the credit does not change. Money paid twice is
 * marked for refund: the customer did not mean to pay it (issue 27, case 1).
 */
export function creditEntryOf(
  money: ClaimMoney | undefined,
  claim: { userId: string; invoiceId: string; invoiceNumber: string },
  source: { paymentId?: string | null; creditNoteId?: string | null; createdBy?: string | null } = {},
): NewCreditEntry | null {
  if (!money || money.creditCents === 0 || !money.creditKind) return null;
  return {
    userId: claim.userId,
    kind: money.creditKind,
    amountCents: money.creditCents,
    invoiceId: claim.invoiceId,
    paymentId: source.paymentId ?? null,
    creditNoteId: source.creditNoteId ?? null,
    refundDue: money.creditKind === 'double_payment',
    description: descriptions[money.creditKind](claim.invoiceNumber),
    createdBy: source.createdBy ?? null,
  };
}

/**
 * What each payment (a collection) put on its customer's credit and is still there: its surplus entries
 * minus what was taken back of them, and never more than the balance (credit spent since is gone). A bank
 * that refunds the collection takes this back first (issue 27, case 2).
 */
export async function surplusStillOnCredit(tx: DbOrTx, paymentIds: string[]): Promise<Map<string, number>> {
  if (paymentIds.length === 0) return new Map();
  const result = await tx.execute<{ payment_id: string; cents: number }>(sql`
    select e.payment_id, least(greatest(sum(e.amount_cents), 0), max(u.credit_balance_cents))::int as cents
    from account_credit_entries e join users u on u.id = e.user_id
    where e.payment_id = any(${`{${paymentIds.join(',')}}`}::uuid[])
      and e.kind in ('overpayment', 'double_payment', 'reversal')
    group by e.payment_id`);
  return new Map(result.rows.map((row) => [row.payment_id, Number(row.cents)]));
}
