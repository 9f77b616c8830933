import type { Writable } from 'node:stream';
import { outputDrained, type ReportTable } from '@hostportaal/documents';
import type ExcelJS from 'exceljs';
import type { ExportColumn, ExportRow } from './billing-export.ts';

const EURO_FORMAT = '"€" #,##0.00;"€" -#,##0.00';
const DATE_FORMAT = 'dd-mm-yyyy';

// A calendar date as an Excel date: UTC midnight, which exceljs stores without a time zone shift.
const excelDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

function cellValue(column: ExportColumn, value: string | number | null) {
  if (value === null) return null;
  if (column.type === 'money') return Number(value) / 100;
  if (column.type === 'date') return excelDate(String(value));
  if (column.type === 'number') return Number(value);
  return String(value);
}

function columnLetter(index: number): string {
  let letter = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letter = String.fromCharCode(65 + ((n - 1) % 26)) + letter;
  }
  return letter;
}

function columnStyle(column: ExportColumn) {
  if (column.type === 'money') return { numFmt: EURO_FORMAT };
  if (column.type === 'date') return { numFmt: DATE_FORMAT };
  return {};
}

type LegacyWritable = Writable & { _writableState?: { needDrain?: boolean } };

/**
 * exceljs pipes the sheet's XML into its zip entry (a readable-stream v2 PassThrough) without waiting for
 * the compressor, so rows written faster than zlib packs them would queue in memory (~0.4 KB a row).
 * Waits for that entry to drain too; false when the download was cancelled meanwhile.
 */
function zipCaughtUp(sheet: ExcelJS.Worksheet, output: Writable): Promise<boolean> {
  const entry = (sheet as unknown as { stream?: { pipes?: LegacyWritable[] } }).stream?.pipes?.[0];
  if (output.destroyed) return Promise.resolve(false);
  if (!entry?._writableState?.needDrain) return Promise.resolve(true);
  return new Promise((resolve) => {
    const settle = (caughtUp: boolean) => {
      entry.off('drain', onDrain);
      output.off('close', onClose);
      resolve(caughtUp);
    };
    const onDrain = () => settle(true);
    const onClose = () => settle(false);
    entry.on('drain', onDrain);
    output.on('close', onClose);
  });
}

export type XlsxOptions = {
  /** A closing 'Totaal' row with a SUM formula under every money column (default true). */
  totals?: boolean;
  /** Tables for a second sheet 'Samenvatting', read once the rows are written. */
  summary?: () => Promise<ReportTable[]>;
};

/**
 * Writes the workbook to `output` with exceljs' streaming writer: every row is committed (written out)
 * as it is added, and we wait for the output to drain between batches, so memory stays flat.
 */
export async function writeXlsx(
  sheetName: string,
  columns: ExportColumn[],
  batches: AsyncIterable<ExportRow[]>,
  output: Writable,
  { totals: withTotals = true, summary }: XlsxOptions = {},
) {
  // exceljs (some 8 MB of heap and 0.4 s to load) comes in with the first Excel export, not at start-up.
  const { default: excel } = await import('exceljs');
  const workbook = new excel.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: column.width,
    style: columnStyle(column),
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();

  const totals = columns.map(() => 0);
  let rowCount = 0;
  for await (const rows of batches) {
    for (const row of rows) {
      sheet.addRow(columns.map((column, index) => cellValue(column, row[index] ?? null))).commit();
      columns.forEach((column, index) => {
        if (column.type === 'money') totals[index] = (totals[index] ?? 0) + Number(row[index] ?? 0);
      });
      rowCount += 1;
    }
    if (!(await zipCaughtUp(sheet, output)) || !(await outputDrained(output))) return;
  }
  if (withTotals) writeTotalRow(sheet, columns, totals, rowCount);
  sheet.commit();
  if (summary) writeSummarySheet(workbook, await summary());
  await workbook.commit();
}

function writeTotalRow(
  sheet: ExcelJS.Worksheet,
  columns: ExportColumn[],
  totals: number[],
  rowCount: number,
) {
  // Totals as formulas with their result, so the sheet stays right when the accountant filters or edits.
  const lastDataRow = rowCount + 1;
  const totalRow = sheet.addRow(
    columns.map((column, index) => {
      if (index === 0) return 'Totaal';
      if (column.type !== 'money') return null;
      const result = (totals[index] ?? 0) / 100;
      if (rowCount === 0) return result;
      const letter = columnLetter(index);
      return { formula: `SUM(${letter}2:${letter}${lastDataRow})`, result };
    }),
  );
  totalRow.font = { bold: true };
  totalRow.commit();
}

function writeSummarySheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, tables: ReportTable[]) {
  if (tables.length === 0) return;
  const sheet = workbook.addWorksheet('Samenvatting');
  const widest = Math.max(...tables.map((table) => table.columns.length));
  sheet.columns = Array.from({ length: widest }, (_, index) => ({
    width: Math.max(...tables.map((table) => table.columns[index]?.width ?? 0), 10),
  }));
  for (const [position, table] of tables.entries()) {
    if (position > 0) sheet.addRow([]).commit();
    const title = sheet.addRow([table.title]);
    title.font = { bold: true, size: 12 };
    title.commit();
    const header = sheet.addRow(table.columns.map((column) => column.header));
    header.font = { bold: true };
    header.commit();
    for (const values of table.rows) {
      const row = sheet.addRow(
        table.columns.map((column, index) => cellValue(column, values[index] ?? null)),
      );
      table.columns.forEach((column, index) => {
        const style = columnStyle(column);
        if (style.numFmt) row.getCell(index + 1).numFmt = style.numFmt;
      });
      row.commit();
    }
  }
  sheet.commit();
}
