import type { ReportTable } from '@hostportaal/documents';
import { centsToEuroString, formatDateShort } from '@hostportaal/domain';
import type { ExportColumn, ExportRow } from './billing-export.ts';

// Dutch Excel opens a file with a BOM as UTF-8 and splits on ';' (the comma is the decimal separator).
const BOM = '\uFEFF';
const SEPARATOR = ';';
// A text starting like a formula would run as one when the file is opened in a spreadsheet.
const FORMULA_START = /^[=+\-@\t\r]/;

function quote(text: string): string {
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function csvValue(column: ExportColumn, value: string | number | null): string {
  if (value === null) return '';
  if (column.type === 'money') return centsToEuroString(Number(value)).replace('.', ',');
  if (column.type === 'date') return formatDateShort(String(value));
  if (column.type === 'number') return String(value).replace('.', ',');
  const text = String(value);
  return quote(FORMULA_START.test(text) ? `'${text}` : text);
}

function csvLine(columns: ExportColumn[], row: ExportRow): string {
  return `${columns.map((column, index) => csvValue(column, row[index] ?? null)).join(SEPARATOR)}\r\n`;
}

const headerLine = (columns: ExportColumn[]) =>
  `${columns.map((column) => quote(column.header)).join(SEPARATOR)}\r\n`;

/**
 * The CSV file in chunks: the header, then one chunk per batch, so the reply streams as rows come in.
 * Summary tables (totals per stage, ageing…) follow the rows, each after an empty line and its title.
 */
export async function* csvChunks(
  columns: ExportColumn[],
  batches: AsyncIterable<ExportRow[]>,
  summary?: () => Promise<ReportTable[]>,
) {
  yield `${BOM}${headerLine(columns)}`;
  for await (const rows of batches) yield rows.map((row) => csvLine(columns, row)).join('');
  for (const table of (await summary?.()) ?? []) {
    yield `\r\n${quote(table.title)}\r\n${headerLine(table.columns)}${table.rows
      .map((row) => csvLine(table.columns, row))
      .join('')}`;
  }
}
