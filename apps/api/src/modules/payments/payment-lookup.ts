import type { PaymentLookup } from '@hostportaal/contract';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { invoices, subscriptions, users } from '../../db/schema/index.ts';
import { findCollectionsAtBank } from '../claims/collections-at-bank.ts';
import { findLetterByReference, letterOpenCents } from '../collections/pay-letter.ts';
import { openAmountCents } from '../invoices/customer-invoices.ts';

/**
 * SPEC §3 "Payment lookup result" for a payment reference PAY-YYYY-####. Invoices are the claims this
 * issue knows; the collection letters of the collections module answer through the same shape.
 */
export async function findClaimByReference(db: DbOrTx, reference: string): Promise<PaymentLookup> {
  const [row] = await db
    .select({
      invoice: invoices,
      user: { id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email },
      subscription: { id: subscriptions.id, planName: subscriptions.planName, status: subscriptions.status },
    })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .leftJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
    .where(eq(invoices.paymentReference, reference))
    .limit(1);
  if (!row) return findLetterClaim(db, reference);
  const { invoice } = row;
  const openCents = openAmountCents(invoice);
  const atBank = (await findCollectionsAtBank(db, [invoice.id])).get(invoice.id);
  return {
    billingLetter: {
      id: invoice.id,
      reference,
      totalAmount: openCents,
      customer: row.user,
      letterType: 'invoice',
    },
    invoice: {
      id: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      status: invoice.status,
      issueDate: invoice.issueDate,
      dueDate: invoice.dueDate,
      totalCents: invoice.totalCents,
      paidCents: invoice.paidCents,
      openCents,
      collectionAtBank: atBank
        ? {
            messageId: atBank.messageId,
            collectionDate: atBank.collectionDate,
            amountCents: atBank.amountCents,
          }
        : null,
    },
    subscription: row.subscription?.id ? row.subscription : null,
  };
}

/** A 14-dagenbrief or incassobrief has a reference of its own: what it still asks, for its customer. */
async function findLetterClaim(db: DbOrTx, reference: string): Promise<PaymentLookup> {
  const letter = await findLetterByReference(db, reference);
  if (!letter) throw new AppError('PAYMENT_REFERENCE_NOT_FOUND');
  const [customer] = await db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email })
    .from(users)
    .where(eq(users.id, letter.userId));
  if (!customer) throw new AppError('PAYMENT_REFERENCE_NOT_FOUND');
  return {
    billingLetter: {
      id: letter.id,
      reference,
      totalAmount: await letterOpenCents(db, letter),
      customer,
      letterType: letter.letterType,
    },
    invoice: null,
    subscription: null,
  };
}
