import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { formatCents, formatDateShort } from '@hostportaal/domain';
import { outputDrained } from './output-drained.ts';
import { loadPdfKit } from './pdfkit-loader.ts';
import type { ReportColumn, ReportRow, ReportTable, ReportValue } from './report-table.ts';

// A4 landscape: registers have up to nine columns.
const PAGE_WIDTH = 841.89;
const PAGE_HEIGHT = 595.28;
const MARGIN = 36;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const ROW_HEIGHT = 13;
const FONT_SIZE = 7.5;
const PADDING = 3;
const FOOTER_Y = PAGE_HEIGHT - MARGIN + 8;
const LAST_ROW_Y = PAGE_HEIGHT - MARGIN - ROW_HEIGHT;

export type ReportPdfInput = {
  title: string;
  /** The period or date the report covers, and when it was made. */
  subtitle: string;
  columns: ReportColumn[];
  batches: AsyncIterable<ReportRow[]>;
  /** A closing 'Totaal' row with the sum of every money column. */
  totals: boolean;
  /** Tables printed after the rows (read once the rows are written). */
  summary?: () => Promise<ReportTable[]>;
};

function cellText(column: ReportColumn, value: ReportValue): string {
  if (value === null) return '';
  if (column.type === 'money') return formatCents(Number(value));
  if (column.type === 'date') return formatDateShort(String(value));
  if (column.type === 'number') return String(value);
  return String(value);
}

/**
 * Writes a report as a PDF table to `output`, page by page as the batches come in: pdfkit hands every
 * finished page on, and we wait for `output` to drain between batches, so a 100k-row register never
 * sits in memory.
 */
export async function writeReportPdf(input: ReportPdfInput, output: Writable): Promise<void> {
  const PDFDocument = await loadPdfKit();
  const pdf = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    autoFirstPage: false,
    info: { Title: input.title },
  });
  pdf.pipe(output);
  const finished = once(output, 'finish');
  let page = 0;
  let y = 0;
  let widths: number[] = [];

  const footer = () => {
    pdf
      .font('Helvetica')
      .fontSize(FONT_SIZE)
      .fillColor('#555555')
      .text(`${input.title} · pagina ${page}`, MARGIN, FOOTER_Y, { width: CONTENT_WIDTH, lineBreak: false })
      .fillColor('black');
  };

  const fit = (text: string, width: number) => {
    if (pdf.widthOfString(text) <= width) return text;
    let end = text.length;
    while (end > 0 && pdf.widthOfString(`${text.slice(0, end)}…`) > width) end -= 1;
    return `${text.slice(0, end)}…`;
  };

  const drawRow = (columns: ReportColumn[], cells: string[], bold: boolean) => {
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(FONT_SIZE);
    let x = MARGIN;
    columns.forEach((column, index) => {
      const width = (widths[index] ?? 0) - 2 * PADDING;
      const align = column.type === 'money' || column.type === 'number' ? 'right' : 'left';
      pdf.text(fit(cells[index] ?? '', width), x + PADDING, y + 3, { width, align, lineBreak: false });
      x += widths[index] ?? 0;
    });
    y += ROW_HEIGHT;
  };

  const drawHeader = (columns: ReportColumn[]) => {
    pdf
      .moveTo(MARGIN, y + ROW_HEIGHT)
      .lineTo(MARGIN + CONTENT_WIDTH, y + ROW_HEIGHT)
      .lineWidth(0.5)
      .stroke();
    drawRow(
      columns,
      columns.map((column) => column.header),
      true,
    );
  };

  const useColumns = (columns: ReportColumn[]) => {
    const total = columns.reduce((sum, column) => sum + column.width, 0);
    widths = columns.map((column) => (column.width / total) * CONTENT_WIDTH);
  };

  const newPage = (columns: ReportColumn[] | null) => {
    if (page > 0) footer();
    pdf.addPage();
    page += 1;
    y = MARGIN;
    if (page === 1) {
      pdf.font('Helvetica-Bold').fontSize(14).text(input.title, MARGIN, y, { width: CONTENT_WIDTH });
      pdf
        .font('Helvetica')
        .fontSize(9)
        .text(input.subtitle, MARGIN, y + 20, { width: CONTENT_WIDTH });
      y += 40;
    }
    if (columns) drawHeader(columns);
  };

  const room = (columns: ReportColumn[] | null, rows: number) => {
    if (y + rows * ROW_HEIGHT > LAST_ROW_Y) newPage(columns);
  };

  useColumns(input.columns);
  newPage(input.columns);
  const sums = input.columns.map(() => 0);
  for await (const rows of input.batches) {
    for (const row of rows) {
      room(input.columns, 1);
      drawRow(
        input.columns,
        input.columns.map((column, index) => cellText(column, row[index] ?? null)),
        false,
      );
      input.columns.forEach((column, index) => {
        if (column.type === 'money') sums[index] = (sums[index] ?? 0) + Number(row[index] ?? 0);
      });
    }
    if (!(await outputDrained(output))) {
      pdf.end();
      return;
    }
  }
  if (input.totals) {
    room(input.columns, 1);
    drawRow(
      input.columns,
      input.columns.map((column, index) =>
        index === 0 ? 'Totaal' : column.type === 'money' ? formatCents(sums[index] ?? 0) : '',
      ),
      true,
    );
  }

  for (const table of (await input.summary?.()) ?? []) {
    useColumns(table.columns);
    room(null, Math.min(table.rows.length, 5) + 3);
    y += ROW_HEIGHT;
    pdf.font('Helvetica-Bold').fontSize(10).text(table.title, MARGIN, y, { width: CONTENT_WIDTH });
    y += ROW_HEIGHT + 4;
    drawHeader(table.columns);
    for (const row of table.rows) {
      room(table.columns, 1);
      drawRow(
        table.columns,
        table.columns.map((column, index) => cellText(column, row[index] ?? null)),
        false,
      );
    }
  }
  footer();
  pdf.end();
  await finished;
}
