import { and, asc, count, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { invoices } from '../../db/schema/index.ts';

// Claims only a manual payment settles: bank-transfer invoices still open, and direct debits that failed.
const waitingForManualPayment = and(
  eq(invoices.kind, 'invoice'),
  gt(sql`${invoices.totalCents} - ${invoices.paidCents}`, 0),
  or(
    and(eq(invoices.paymentType, 'bank_transfer'), inArray(invoices.status, ['open', 'overdue'])),
    eq(invoices.status, 'failed'),
  ),
);

export async function listPendingManualPayments(
  db: DbOrTx,
  input: { page: number; limit: number; today: string },
) {
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        invoiceId: invoices.id,
        invoiceNumber: invoices.invoiceNumber,
        reference: invoices.paymentReference,
        customerName: sql<string>`${invoices.customer}->>'name'`,
        customerEmail: sql<string>`${invoices.customer}->>'email'`,
        status: invoices.status,
        dueDate: invoices.dueDate,
        totalCents: invoices.totalCents,
        openCents: sql<number>`(${invoices.totalCents} - ${invoices.paidCents})::int`,
        daysOverdue: sql<number>`greatest(0, ${input.today}::date - ${invoices.dueDate})::int`,
      })
      .from(invoices)
      .where(waitingForManualPayment)
      .orderBy(asc(invoices.dueDate), asc(invoices.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    db
      .select({
        items: count(),
        openCents: sql<number>`coalesce(sum(${invoices.totalCents} - ${invoices.paidCents}), 0)::bigint`,
      })
      .from(invoices)
      .where(waitingForManualPayment),
  ]);
  const totalItems = totals?.items ?? 0;
  return {
    payments: rows,
    pagination: {
      page: input.page,
      limit: input.limit,
      totalItems,
      totalPages: Math.max(1, Math.ceil(totalItems / input.limit)),
    },
    totalOpenCents: Number(totals?.openCents ?? 0),
  };
}
