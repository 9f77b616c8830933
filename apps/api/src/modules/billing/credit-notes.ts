import type { DbOrTx } from '../../db/client.ts';

export type Actor = { id: string | null; ip?: string; now: Date };

export type CreatedCreditNote = { id: string; invoiceNumber: string; totalCents: number };

/**
 * Makes a credit note (negative amounts, referring to the original) for the whole creditable amount
 * (amountCents null) or part of it (incl. VAT). Scaffold: implemented by the lead in issue 4.
 */
export async function createCreditNote(
  _db: DbOrTx,
  _input: { invoiceId: string; amountCents: number | null; reason: string; actor: Actor; today: string },
): Promise<CreatedCreditNote> {
  throw new Error('createCreditNote: not implemented yet');
}
