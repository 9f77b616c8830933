import type { ReportPeriodQuery } from '@hostportaal/contract';
import type { ReportTable } from '@hostportaal/documents';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  amsterdamEndExclusive,
  amsterdamStart,
  EXPORT_BATCH_SIZE,
  type ExportRow,
  type ExportSource,
  periodText,
} from '../billing/billing-export.ts';
import { collectionStageLabels } from '../billing/open-items.ts';

// The collection report of a period: the letters sent (14-dagenbrief, incassobrief) with the fees they
// announced or charged (BIK, DOMAIN-NL §1), the cases per stage, and what the collection brought in.

const letterTypeLabels = { notice: '14-dagenbrief', collection: 'Incassobrief' } as const;
const channelLabels = { email: 'E-mail', post: 'Post' } as const;

type LetterRow = {
  id: string;
  letter_number: string;
  letter_date: string;
  letter_type: 'notice' | 'collection';
  customer: string;
  channel: 'email' | 'post';
  principal_cents: number;
  fee_cents: number;
  fee_paid_cents: number;
};

const inPeriod = (query: ReportPeriodQuery): SQL =>
  sql`l.letter_date between ${query.from}::date and ${query.to}::date`;

async function* letterBatches(db: DbOrTx, query: ReportPeriodQuery): AsyncGenerator<ExportRow[]> {
  let after: { letterDate: string; number: string } | null = null;
  for (;;) {
    const cursor = after
      ? sql`and (l.letter_date, l.letter_number) > (${after.letterDate}::date, ${after.number})`
      : sql``;
    const result = await db.execute(sql`
      select l.id, l.letter_number, l.letter_date::text as letter_date, l.letter_type, l.channel,
        coalesce(nullif(l.customer->>'company', ''), l.customer->>'name') as customer,
        l.principal_cents, l.fee_cents, l.fee_paid_cents
      from collection_letters l
      where ${inPeriod(query)} ${cursor}
      order by l.letter_date, l.letter_number
      limit ${EXPORT_BATCH_SIZE}`);
    const rows = result.rows as LetterRow[];
    if (rows.length === 0) return;
    yield rows.map((row) => [
      row.letter_number,
      row.letter_date,
      letterTypeLabels[row.letter_type],
      row.customer,
      channelLabels[row.channel],
      Number(row.principal_cents),
      // A 14-dagenbrief only announces the fee; the incassobrief charges it.
      row.letter_type === 'notice' ? Number(row.fee_cents) : null,
      row.letter_type === 'collection' ? Number(row.fee_cents) : null,
      Number(row.fee_paid_cents),
    ]);
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_BATCH_SIZE) return;
    after = { letterDate: last.letter_date, number: last.letter_number };
  }
}

const STAGE_ORDER = Object.keys(collectionStageLabels);

async function summaryTables(db: DbOrTx, query: ReportPeriodQuery): Promise<ReportTable[]> {
  const start = amsterdamStart(query.from);
  const end = amsterdamEndExclusive(query.to);
  // Cases that were open at some moment of the period, by the stage they are in now.
  const stages = await db.execute(sql`
    select c.stage::text as stage, count(*) as cases,
      count(*) filter (where c.opened_at >= ${start}) as opened,
      count(*) filter (where c.resolved_at >= ${start} and c.resolved_at < ${end}) as resolved,
      coalesce(sum(greatest(i.total_cents - i.paid_cents, 0)) filter (where c.resolved_at is null), 0) as open_cents
    from collection_cases c join invoices i on i.id = c.invoice_id
    where c.opened_at < ${end} and (c.resolved_at is null or c.resolved_at >= ${start})
    group by c.stage`);
  const byStage = new Map(
    (stages.rows as Record<string, string | number>[]).map((row) => [String(row.stage), row]),
  );
  const letters = await db.execute(sql`
    select l.letter_type::text as letter_type, count(*) as letters, coalesce(sum(l.principal_cents), 0) as principal,
      coalesce(sum(l.fee_cents), 0) as fees, coalesce(sum(l.fee_paid_cents), 0) as fees_paid
    from collection_letters l where ${inPeriod(query)}
    group by l.letter_type`);
  const byType = new Map(
    (letters.rows as Record<string, string | number>[]).map((row) => [String(row.letter_type), row]),
  );
  // Recovered: payments of the period on claims that had a collection case by then (account credit from
  // a credit note is no recovery), and the collection fees paid on incassobrieven.
  const recovered = await db.execute(sql`
    select
      count(*) filter (where p.invoice_id is not null) as claim_payments,
      coalesce(sum(p.amount_cents) filter (where p.invoice_id is not null), 0) as claim_cents,
      count(*) filter (where p.invoice_id is null) as fee_payments,
      coalesce(sum(p.amount_cents) filter (where p.invoice_id is null), 0) as fee_cents
    from payments p
    where p.status = 'received' and p.method <> 'account_credit'
      and p.received_at >= ${start} and p.received_at < ${end}
      and (
        exists (select 1 from collection_cases c where c.invoice_id = p.invoice_id and c.opened_at <= p.received_at)
        or (p.invoice_id is null and exists (select 1 from collection_letters l
          where l.letter_type = 'collection' and l.payment_reference = p.reference))
      )`);
  const money = recovered.rows[0] as Record<string, string | number>;
  const num = (value: string | number | undefined) => Number(value ?? 0);
  return [
    {
      title: 'Incassodossiers per fase',
      columns: [
        { header: 'Fase (nu)', type: 'text', width: 30 },
        { header: 'Dossiers', type: 'number', width: 12 },
        { header: 'Geopend in periode', type: 'number', width: 14 },
        { header: 'Afgehandeld in periode', type: 'number', width: 14 },
        { header: 'Openstaand', type: 'money', width: 16 },
      ],
      rows: STAGE_ORDER.map((stage): ExportRow => {
        const row = byStage.get(stage);
        return [
          collectionStageLabels[stage] ?? stage,
          num(row?.cases),
          num(row?.opened),
          num(row?.resolved),
          num(row?.open_cents),
        ];
      }),
    },
    {
      title: 'Brieven verstuurd',
      columns: [
        { header: 'Soort', type: 'text', width: 30 },
        { header: 'Brieven', type: 'number', width: 12 },
        { header: 'Hoofdsom', type: 'money', width: 16 },
        { header: 'Incassokosten', type: 'money', width: 16 },
        { header: 'Kosten betaald', type: 'money', width: 16 },
      ],
      rows: (['notice', 'collection'] as const).map((type): ExportRow => {
        const row = byType.get(type);
        const label =
          type === 'notice'
            ? '14-dagenbrief (kosten aangekondigd)'
            : 'Incassobrief (kosten in rekening gebracht)';
        return [label, num(row?.letters), num(row?.principal), num(row?.fees), num(row?.fees_paid)];
      }),
    },
    {
      title: 'Geïnd in de periode',
      columns: [
        { header: 'Omschrijving', type: 'text', width: 30 },
        { header: 'Betalingen', type: 'number', width: 12 },
        { header: 'Bedrag', type: 'money', width: 16 },
      ],
      rows: [
        ['Vorderingen in incasso', num(money.claim_payments), num(money.claim_cents)],
        ['Incassokosten', num(money.fee_payments), num(money.fee_cents)],
        [
          'Totaal geïnd',
          num(money.claim_payments) + num(money.fee_payments),
          num(money.claim_cents) + num(money.fee_cents),
        ],
      ],
    },
  ];
}

export const collectionReportExport: ExportSource<ReportPeriodQuery> = {
  title: 'Incassorapport',
  sheetName: 'Brieven',
  // A total of the principals would count a claim once per letter: the summary gives them per kind.
  totals: false,
  fileStem: (query) => `incassorapport-${query.from}-${query.to}`,
  subtitle: periodText,
  columns: [
    { header: 'Briefnummer', type: 'text', width: 17 },
    { header: 'Datum', type: 'date', width: 12 },
    { header: 'Soort', type: 'text', width: 14 },
    { header: 'Klant', type: 'text', width: 26 },
    { header: 'Kanaal', type: 'text', width: 8 },
    { header: 'Hoofdsom', type: 'money', width: 13 },
    { header: 'Kosten aangekondigd', type: 'money', width: 16 },
    { header: 'Kosten gerekend', type: 'money', width: 14 },
    { header: 'Kosten betaald', type: 'money', width: 14 },
  ],
  async count(db, query) {
    const result = await db.execute(
      sql`select count(*) as rows from collection_letters l where ${inPeriod(query)}`,
    );
    return Number((result.rows[0] as { rows: string | number }).rows);
  },
  batches: letterBatches,
  summary: summaryTables,
};
