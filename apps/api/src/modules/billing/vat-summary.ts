import type { VatQuarterQuery, VatRubriek, VatSummary, VatSummaryLine } from '@hostportaal/contract';
import { addDays, addMonths } from '@hostportaal/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type ExportSource, periodText } from './billing-export.ts';

// The quarter's figures for the Dutch BTW return (factuurstelsel: an invoice counts in the quarter of its
// issue date; a credit note in its own quarter, so it lowers that quarter's turnover and VAT).
// Rubriek 1a: 21%; 1b: 9%; 1c: any other rate above 0%; 1e: 0% or not taxed here; 3b: services to
// business customers elsewhere in the EU with the VAT reverse-charged ("btw verlegd", DOMAIN-NL §4).
const RUBRIEKEN: readonly { rubriek: VatRubriek; vatRateBp: number | null; description: string }[] = [
  { rubriek: '1a', vatRateBp: 2100, description: 'Leveringen/diensten belast met hoog tarief' },
  { rubriek: '1b', vatRateBp: 900, description: 'Leveringen/diensten belast met laag tarief' },
  {
    rubriek: '1c',
    vatRateBp: null,
    description: 'Leveringen/diensten belast met overige tarieven, behalve 0%',
  },
  { rubriek: '1e', vatRateBp: 0, description: 'Leveringen/diensten belast met 0% of niet bij u belast' },
  { rubriek: '3b', vatRateBp: null, description: 'Leveringen naar of diensten in landen binnen de EU' },
];

export function quarterPeriod({ year, quarter }: VatQuarterQuery) {
  const from = `${year}-${String(quarter * 3 - 2).padStart(2, '0')}-01`;
  return { from, to: addDays(addMonths(from, 3), -1) };
}

// The return takes whole euros; rounding down is in the filer's favour, which the Belastingdienst allows.
const wholeEuros = (cents: number) => Math.floor(cents / 100);

type RubriekRow = {
  rubriek: VatRubriek;
  turnover: string | number;
  vat: string | number;
  invoices: string | number;
  credit_notes: string | number;
};

export async function vatSummary(db: DbOrTx, query: VatQuarterQuery): Promise<VatSummary> {
  const { from, to } = quarterPeriod(query);
  // Amounts per invoice line (an invoice may mix rates); an invoice without lines falls back on its own
  // totals, its rate read back from its VAT.
  const result = await db.execute(sql`
    with quarter as (
      select id, kind, reverse_charge, subtotal_cents, vat_cents from invoices
      where issue_date between ${from}::date and ${to}::date
    ),
    amounts as (
      select q.id, q.kind, q.reverse_charge, l.vat_rate_bp as rate, l.net_cents as net, l.vat_cents as vat
      from quarter q join invoice_lines l on l.invoice_id = q.id
      union all
      select q.id, q.kind, q.reverse_charge,
        case when q.vat_cents = 0 or q.subtotal_cents = 0 then 0
          else (round(q.vat_cents * 100.0 / q.subtotal_cents) * 100)::int end,
        q.subtotal_cents, q.vat_cents
      from quarter q
      where not exists (select 1 from invoice_lines l where l.invoice_id = q.id)
    )
    select
      case when reverse_charge then '3b' when rate = 2100 then '1a' when rate = 900 then '1b'
        when rate > 0 then '1c' else '1e' end as rubriek,
      coalesce(sum(net), 0)::bigint as turnover,
      coalesce(sum(vat), 0)::bigint as vat,
      count(distinct id) filter (where kind = 'invoice') as invoices,
      count(distinct id) filter (where kind = 'credit_note') as credit_notes
    from amounts
    group by 1`);
  const found = new Map((result.rows as RubriekRow[]).map((row) => [row.rubriek, row]));
  const lines: VatSummaryLine[] = RUBRIEKEN.map(({ rubriek, vatRateBp }) => {
    const row = found.get(rubriek);
    const turnoverCents = Number(row?.turnover ?? 0);
    // Reverse-charged: the customer pays the VAT in their own country, so 3b carries turnover only.
    const vatCents = rubriek === '3b' ? 0 : Number(row?.vat ?? 0);
    return {
      rubriek,
      vatRateBp,
      turnoverCents,
      vatCents,
      declaredTurnoverEuros: wholeEuros(turnoverCents),
      declaredVatEuros: wholeEuros(vatCents),
      invoiceCount: Number(row?.invoices ?? 0),
      creditNoteCount: Number(row?.credit_notes ?? 0),
    };
  });
  const counts = await db.execute(sql`
    select count(*) filter (where kind = 'invoice') as invoices,
      count(*) filter (where kind = 'credit_note') as credit_notes
    from invoices where issue_date between ${from}::date and ${to}::date`);
  const total = counts.rows[0] as { invoices: string | number; credit_notes: string | number };
  const vatCents = lines.reduce((sum, line) => sum + line.vatCents, 0);
  return {
    year: query.year,
    quarter: query.quarter,
    from,
    to,
    lines,
    totals: {
      turnoverCents: lines.reduce((sum, line) => sum + line.turnoverCents, 0),
      vatCents,
      // Rubriek 5a is the sum of the rounded VAT of the rubrieken above it.
      declaredVatEuros: lines.reduce((sum, line) => sum + line.declaredVatEuros, 0),
      invoiceCount: Number(total.invoices),
      creditNoteCount: Number(total.credit_notes),
    },
  };
}

const rateText = (vatRateBp: number | null, rubriek: VatRubriek) =>
  rubriek === '3b' ? 'verlegd' : vatRateBp === null ? 'overig' : `${vatRateBp / 100}%`;

/** The VAT summary as a downloadable report: one row per rubriek, the totals under it. */
export const vatSummaryExport: ExportSource<VatQuarterQuery> = {
  title: 'Btw-overzicht voor de aangifte',
  sheetName: 'Btw-aangifte',
  totals: true,
  fileStem: (query) => `btw-overzicht-${query.year}-K${query.quarter}`,
  subtitle: (query) =>
    `Kwartaal ${query.quarter} ${query.year}, ${periodText(quarterPeriod(query)).toLowerCase()} (factuurdatum)`,
  count: async () => RUBRIEKEN.length,
  columns: [
    { header: 'Rubriek', type: 'text', width: 9 },
    { header: 'Omschrijving', type: 'text', width: 52 },
    { header: 'Tarief', type: 'text', width: 9 },
    { header: 'Omzet excl. btw', type: 'money', width: 16 },
    { header: 'Btw', type: 'money', width: 14 },
    { header: 'Aangifte omzet (hele euro)', type: 'number', width: 14 },
    { header: 'Aangifte btw (hele euro)', type: 'number', width: 14 },
    { header: 'Facturen', type: 'number', width: 10 },
    { header: 'Creditnota', type: 'number', width: 11 },
  ],
  async *batches(db, query) {
    const summary = await vatSummary(db, query);
    yield summary.lines.map((line) => [
      line.rubriek,
      RUBRIEKEN.find((entry) => entry.rubriek === line.rubriek)?.description ?? '',
      rateText(line.vatRateBp, line.rubriek),
      line.turnoverCents,
      line.vatCents,
      line.declaredTurnoverEuros,
      line.declaredVatEuros,
      line.invoiceCount,
      line.creditNoteCount,
    ]);
  },
  async summary(db, query) {
    const { totals } = await vatSummary(db, query);
    return [
      {
        title: 'Totalen',
        columns: [
          { header: 'Omschrijving', type: 'text', width: 52 },
          { header: 'Bedrag', type: 'money', width: 16 },
          { header: 'Aangifte (hele euro)', type: 'number', width: 14 },
          { header: 'Aantal', type: 'number', width: 10 },
        ],
        rows: [
          ['Omzet excl. btw', totals.turnoverCents, null, null],
          ['5a Verschuldigde btw', totals.vatCents, totals.declaredVatEuros, null],
          ['Facturen in het kwartaal', null, null, totals.invoiceCount],
          ["Creditnota's in het kwartaal", null, null, totals.creditNoteCount],
        ],
      },
    ];
  },
};
