import { addDays, addMonths, amsterdamToday, intervalMonths, intervalName } from '@hostportaal/domain';
import { eq } from 'drizzle-orm';
import {
  computeInvoiceLine,
  type InvoiceLineInput,
  invoiceCustomerSnapshot,
  standardVatRateBp,
  sumInvoiceLines,
} from '../../modules/billing/invoice-amounts.ts';
import { takeInvoiceNumber, takePaymentReference } from '../../modules/billing/number-series.ts';
import type { DbOrTx } from '../client.ts';
import {
  type Invoice,
  type InvoiceLine,
  invoiceLines,
  type invoiceStatus,
  invoices,
  subscriptions,
  users,
} from '../schema/index.ts';

export type NewInvoice = typeof invoices.$inferInsert;
export type InvoiceStatus = (typeof invoiceStatus.enumValues)[number];

export type InvoiceInput = Partial<
  Omit<
    NewInvoice,
    | 'invoiceNumber'
    | 'year'
    | 'sequence'
    | 'subtotalCents'
    | 'vatCents'
    | 'totalCents'
    | 'userId'
    | 'customer'
  >
> & {
  userId: string;
  /** Defaults to one line for the subscription's period, or a Webhosting Plus month. */
  lines?: InvoiceLineInput[];
  customer?: NewInvoice['customer'];
};

// Open claims carry a PAY-YYYY-#### reference that a customer quotes with a bank transfer.
export const claimStatuses: ReadonlySet<InvoiceStatus> = new Set(['open', 'overdue', 'failed']);

async function defaultLines(db: DbOrTx, input: InvoiceInput, issueDate: string): Promise<InvoiceLineInput[]> {
  const vatRateBp = input.reverseCharge ? 0 : standardVatRateBp;
  const periodStart = input.periodStart ?? issueDate;
  if (!input.subscriptionId) {
    const periodEnd = input.periodEnd ?? addDays(addMonths(periodStart, 1), -1);
    return [
      {
        description: 'Webhosting Plus (maandelijks)',
        unitPriceCents: 695,
        vatRateBp,
        periodStart,
        periodEnd,
      },
    ];
  }
  const [subscription] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, input.subscriptionId));
  if (!subscription) throw new Error(`insertInvoice: no subscription ${input.subscriptionId}`);
  const periodEnd =
    input.periodEnd ?? addDays(addMonths(periodStart, intervalMonths(subscription.interval)), -1);
  return [
    {
      description: `${subscription.title} (${intervalName(subscription.interval)})`,
      unitPriceCents: subscription.priceCents,
      vatRateBp,
      periodStart,
      periodEnd,
    },
  ];
}

/**
 * Inserts an invoice with its lines. The number comes from the year's counter (gapless); VAT is computed
 * per line; the customer snapshot is read from the user; open, overdue and failed invoices get a payment
 * reference unless `paymentReference` is given (null for none).
 */
export async function insertInvoice(
  db: DbOrTx,
  input: InvoiceInput,
): Promise<{ invoice: Invoice; lines: InvoiceLine[] }> {
  const { lines: lineInputs, customer: customerInput, ...columns } = input;
  const issueDate = input.issueDate ?? amsterdamToday(new Date());
  const year = Number(issueDate.slice(0, 4));
  const lines = (lineInputs ?? (await defaultLines(db, input, issueDate))).map(computeInvoiceLine);
  const totals = sumInvoiceLines(lines);
  let customer = customerInput;
  if (!customer) {
    const [user] = await db.select().from(users).where(eq(users.id, input.userId));
    if (!user) throw new Error(`insertInvoice: no user ${input.userId}`);
    customer = invoiceCustomerSnapshot(user);
  }
  const status = input.status ?? 'open';
  const paymentReference =
    input.paymentReference !== undefined
      ? input.paymentReference
      : claimStatuses.has(status)
        ? await takePaymentReference(db, year)
        : null;
  const number = await takeInvoiceNumber(db, year);
  const [invoice] = await db
    .insert(invoices)
    .values({
      description: lines[0]?.description ?? 'Factuur',
      dueDate: addDays(issueDate, 14),
      periodStart: lines[0]?.periodStart ?? null,
      periodEnd: lines[0]?.periodEnd ?? null,
      paymentType: input.mandateId ? 'sepa' : 'bank_transfer',
      paidCents: status === 'paid' ? totals.totalCents : 0,
      paidAt: status === 'paid' ? new Date() : null,
      // Factory invoices count as delivered; the billing run's invoices go through the delivery job.
      sentAt: new Date(),
      ...columns,
      ...number,
      ...totals,
      issueDate,
      status,
      customer,
      paymentReference,
    })
    .returning();
  if (!invoice) throw new Error('insertInvoice returned no row');
  const insertedLines =
    lines.length === 0
      ? []
      : await db
          .insert(invoiceLines)
          .values(lines.map((line, index) => ({ ...line, invoiceId: invoice.id, position: index + 1 })))
          .returning();
  return { invoice, lines: insertedLines };
}
