import type { OpenItemsQuery } from '@hostportaal/contract';
import type { ReportTable } from '@hostportaal/documents';
import { formatDateShort } from '@hostportaal/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { unpaidInvoiceStatuses } from '../invoices/customer-invoices.ts';
import type { ExportRow, ExportSource } from './billing-export.ts';

// The open-items list (openstaande posten) as of a date: every invoice issued by then that was not (fully)
// paid at the end of that day. Payments received after the date are added back to what is open, so a
// list of an earlier date still shows what was open then; the collection stage is the case's stage now.

export const collectionStageLabels: Record<string, string> = {
  initial_notice: 'Eerste melding',
  first_reminder: 'Eerste herinnering',
  second_reminder: 'Tweede herinnering',
  final_notice: 'Laatste aanmaning',
  legal_action: 'Juridische stappen',
  resolved: 'Afgehandeld',
};

const unpaid = sql.raw(unpaidInvoiceStatuses.map((status) => `'${status}'`).join(', '));

/** Invoices open at the end of `date` (`items`, with `open_cents` then) and their collection case (`c`). */
function openItemsFrom(date: string): SQL {
  const endOfDay = sql`((${date}::date + 1)::timestamp at time zone 'Europe/Amsterdam')`;
  return sql`
    from (
      select i.*, i.total_cents - i.paid_cents + coalesce((
          select sum(p.amount_cents) from payments p
          where p.invoice_id = i.id and p.status = 'received' and p.received_at >= ${endOfDay}
        ), 0) as open_cents,
        ${date}::date - i.due_date as days_past_due
      from invoices i
      where i.kind = 'invoice' and i.issue_date <= ${date}::date and i.status <> 'expired'
        and (i.status in (${unpaid}) or i.id in (
          select p.invoice_id from payments p
          where p.status = 'received' and p.received_at >= ${endOfDay} and p.invoice_id is not null))
    ) items
    left join collection_cases c on c.invoice_id = items.id
    where items.open_cents > 0`;
}

// Each batch sorts the open invoices after the cursor (no index gives the due-date order across the
// unpaid statuses), so fewer, larger batches: 5,000 rows are still only a few MB.
const OPEN_ITEMS_BATCH_SIZE = 5000;

type OpenItemRow = {
  customer: string;
  invoice_number: string;
  issue_date: string;
  due_date: string;
  days_past_due: number;
  total_cents: number;
  open_cents: string | number;
  stage: string | null;
};

async function* openItemBatches(db: DbOrTx, query: OpenItemsQuery): AsyncGenerator<ExportRow[]> {
  let after: { dueDate: string; number: string } | null = null;
  for (;;) {
    const cursor: SQL = after
      ? sql`and (items.due_date, items.invoice_number) > (${after.dueDate}::date, ${after.number})`
      : sql``;
    const result = await db.execute(sql`
      select coalesce(nullif(items.customer->>'company', ''), items.customer->>'name') as customer,
        items.invoice_number, items.issue_date::text as issue_date, items.due_date::text as due_date,
        items.days_past_due, items.total_cents, items.open_cents, c.stage
      ${openItemsFrom(query.date)} ${cursor}
      order by items.due_date, items.invoice_number
      limit ${OPEN_ITEMS_BATCH_SIZE}`);
    const rows = result.rows as OpenItemRow[];
    if (rows.length === 0) return;
    yield rows.map((row) => [
      row.customer,
      row.invoice_number,
      row.issue_date,
      row.due_date,
      Math.max(0, Number(row.days_past_due)),
      Number(row.total_cents),
      Number(row.open_cents),
      row.stage ? (collectionStageLabels[row.stage] ?? row.stage) : null,
    ]);
    const last = rows.at(-1);
    if (!last || rows.length < OPEN_ITEMS_BATCH_SIZE) return;
    after = { dueDate: last.due_date, number: last.invoice_number };
  }
}

const AGEING_BUCKETS = [
  { label: 'Nog niet vervallen', min: null, max: 0 },
  { label: '1 t/m 30 dagen', min: 1, max: 30 },
  { label: '31 t/m 60 dagen', min: 31, max: 60 },
  { label: '61 t/m 90 dagen', min: 61, max: 90 },
  { label: 'Meer dan 90 dagen', min: 91, max: null },
] as const;

export const openItemsExport: ExportSource<OpenItemsQuery> = {
  title: 'Openstaande posten',
  sheetName: 'Openstaande posten',
  totals: true,
  fileStem: (query) => `openstaande-posten-${query.date}`,
  subtitle: (query) => `Stand per ${formatDateShort(query.date)} (einde van de dag)`,
  columns: [
    { header: 'Klant', type: 'text', width: 30 },
    { header: 'Factuurnummer', type: 'text', width: 16 },
    { header: 'Factuurdatum', type: 'date', width: 13 },
    { header: 'Vervaldatum', type: 'date', width: 13 },
    { header: 'Dagen te laat', type: 'number', width: 12 },
    { header: 'Factuurbedrag', type: 'money', width: 14 },
    { header: 'Openstaand', type: 'money', width: 14 },
    { header: 'Incassofase', type: 'text', width: 20 },
  ],
  async count(db, query) {
    const result = await db.execute(sql`select count(*) as rows ${openItemsFrom(query.date)}`);
    return Number((result.rows[0] as { rows: string | number }).rows);
  },
  batches: openItemBatches,
  async summary(db, query) {
    const result = await db.execute(sql`
      select
        ${sql.join(
          AGEING_BUCKETS.map(
            (bucket, index) => sql`
              count(*) filter (where ${bucketCondition(bucket)}) as ${sql.raw(`count_${index}`)},
              coalesce(sum(open_cents) filter (where ${bucketCondition(bucket)}), 0) as ${sql.raw(`open_${index}`)}`,
          ),
          sql`,`,
        )},
        count(*) as count_total, coalesce(sum(open_cents), 0) as open_total
      ${openItemsFrom(query.date)}`);
    const row = result.rows[0] as Record<string, string | number>;
    return [
      {
        title: 'Ouderdom (dagen over vervaldatum)',
        columns: [
          { header: 'Ouderdom', type: 'text', width: 30 },
          { header: 'Facturen', type: 'number', width: 12 },
          { header: 'Openstaand', type: 'money', width: 16 },
        ],
        rows: [
          ...AGEING_BUCKETS.map(
            (bucket, index): ExportRow => [
              bucket.label,
              Number(row[`count_${index}`]),
              Number(row[`open_${index}`]),
            ],
          ),
          ['Totaal', Number(row.count_total), Number(row.open_total)],
        ],
      },
      ...(await feesAndCredit(db, query.date)),
    ];
  },
};

/**
 * Beside the invoices, what else is open between us and our customers at the end of `date` (issue 27): the
 * collection costs of incassobrieven still unpaid (a claim of ours, never on an invoice: art. 6:96 BW), and
 * the customers' account credit, which is money we owe them — a liability, not a lower receivable.
 */
async function feesAndCredit(db: DbOrTx, date: string): Promise<ReportTable[]> {
  const endOfDay = sql`((${date}::date + 1)::timestamp at time zone 'Europe/Amsterdam')`;
  const result = await db.execute<Record<string, string | number>>(sql`
    with fees as (
      select l.fee_cents
        - (l.fee_paid_cents - coalesce((select sum(p.amount_cents) from payments p
            where p.invoice_id is null and p.reference = l.payment_reference and p.status = 'received'
              and p.received_at >= ${endOfDay}), 0))
        - (case when l.fee_waived_at < ${endOfDay} then l.fee_waived_cents else 0 end) as open_cents
      from collection_letters l
      where l.letter_type = 'collection' and l.superseded_by_id is null and l.letter_date <= ${date}::date
    ), credit as (
      select e.user_id, sum(e.amount_cents) as cents from account_credit_entries e
      where e.created_at < ${endOfDay} group by e.user_id
    )
    select
      (select count(*) from fees where open_cents > 0) as fee_count,
      (select coalesce(sum(open_cents), 0) from fees where open_cents > 0) as fee_cents,
      (select count(*) from credit where cents > 0) as credit_count,
      (select coalesce(sum(cents), 0) from credit where cents > 0) as credit_cents`);
  const row = result.rows[0] ?? {};
  return [
    {
      title: 'Naast de facturen',
      columns: [
        { header: 'Post', type: 'text', width: 40 },
        { header: 'Aantal', type: 'number', width: 12 },
        { header: 'Bedrag', type: 'money', width: 16 },
      ],
      rows: [
        ['Incassokosten open (incassobrieven)', Number(row.fee_count ?? 0), Number(row.fee_cents ?? 0)],
        [
          'Tegoed van klanten (schuld aan klanten)',
          Number(row.credit_count ?? 0),
          Number(row.credit_cents ?? 0),
        ],
      ],
    },
  ];
}

function bucketCondition(bucket: (typeof AGEING_BUCKETS)[number]): SQL {
  if (bucket.min === null) return sql`days_past_due <= ${bucket.max}`;
  if (bucket.max === null) return sql`days_past_due >= ${bucket.min}`;
  return sql`days_past_due between ${bucket.min} and ${bucket.max}`;
}
