import type { AdminOnlinePayment } from '@hostportaal/contract';
import { paginationOf } from '@hostportaal/contract';
import { arrangementNumberOf } from '@hostportaal/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

// Finance's list of online payments (issue 29): newest first, with the customer, what it was for, Mollie's id,
// the method, the state and whether it was booked. Paged and filtered on the server.

type Row = {
  id: string;
  user_id: string;
  customer_name: string;
  customer_email: string;
  mode: AdminOnlinePayment['mode'];
  provider_payment_id: string | null;
  scope: AdminOnlinePayment['scope'];
  invoice_numbers: string[] | null;
  letter_number: string | null;
  arrangement_seq: number | null;
  arrangement_created_at: Date | string | null;
  instalment_sequence: number | null;
  amount_cents: number;
  credited_cents: number;
  status: AdminOnlinePayment['status'];
  method: string | null;
  failure: string | null;
  created_at: Date | string;
  paid_at: Date | string | null;
  booked_at: Date | string | null;
  total: number;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export async function listOnlinePayments(
  db: DbOrTx,
  query: { page: number; limit: number; status?: AdminOnlinePayment['status'] },
) {
  const where = query.status ? sql`where p.status = ${query.status}` : sql``;
  const result = await db.execute<Row>(sql`
    select p.id, p.user_id, u.firstname || ' ' || u.lastname as customer_name, u.email as customer_email,
      p.mode, p.provider_payment_id, p.scope, p.amount_cents, p.credited_cents, p.status, p.method, p.failure,
      p.created_at, p.paid_at, p.booked_at, l.letter_number,
      pa.seq as arrangement_seq, pa.created_at as arrangement_created_at, ai.sequence as instalment_sequence,
      coalesce(
        (select array_agg(i.invoice_number order by i.due_date) from online_payment_claims c
          join invoices i on i.id = c.invoice_id where c.online_payment_id = p.id),
        -- An instalment pays the invoices its arrangement covers (issue 30).
        (select array_agg(i.invoice_number order by i.due_date) from payment_arrangement_claims ac
          join invoices i on i.id = ac.invoice_id where ac.arrangement_id = pa.id)
      ) as invoice_numbers,
      count(*) over ()::int as total
    from online_payments p
    join users u on u.id = p.user_id
    left join collection_letters l on l.id = p.letter_id
    left join payment_arrangement_instalments ai on ai.id = p.arrangement_instalment_id
    left join payment_arrangements pa on pa.id = ai.arrangement_id
    ${where}
    order by p.created_at desc, p.id
    limit ${query.limit} offset ${(query.page - 1) * query.limit}`);
  const total = result.rows[0]?.total ?? 0;
  return {
    payments: result.rows.map(
      (row): AdminOnlinePayment => ({
        id: row.id,
        userId: row.user_id,
        customerName: row.customer_name,
        customerEmail: row.customer_email,
        provider: 'mollie',
        mode: row.mode,
        providerPaymentId: row.provider_payment_id,
        scope: row.scope,
        invoiceNumbers: row.invoice_numbers ?? [],
        letterNumber: row.letter_number,
        arrangementNumber:
          row.arrangement_seq !== null && row.arrangement_created_at !== null
            ? arrangementNumberOf(row.arrangement_seq, new Date(row.arrangement_created_at))
            : null,
        instalmentSequence: row.instalment_sequence,
        amountCents: row.amount_cents,
        creditedCents: row.credited_cents,
        status: row.status,
        method: row.method,
        failure: row.failure,
        createdAt: iso(row.created_at) ?? '',
        paidAt: iso(row.paid_at),
        bookedAt: iso(row.booked_at),
      }),
    ),
    pagination: paginationOf(query.page, query.limit, total),
  };
}
