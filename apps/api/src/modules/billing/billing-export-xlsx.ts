import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ExportColumn, ExportRow } from './billing-export.ts';

const EURO_FORMAT = '"€" #,##0.00;"€" -#,##0.00';
const DATE_FORMAT = 'dd-mm-yyyy';

// A calendar date as an Excel date: UTC midnight, which exceljs stores without a time zone shift.
const excelDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

function cellValue(column: ExportColumn, value: string | number | null) {
  if (value === null) return null;
  if (column.type === 'money') return Number(value) / 100;
  if (column.type === 'date') return excelDate(String(value));
  return String(value);
}

function columnLetter(index: number): string {
  let letter = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letter = String.fromCharCode(65 + ((n - 1) % 26)) + letter;
  }
  return letter;
}

/**
 * Writes the workbook to `output` with exceljs' streaming writer: every row is committed (written out)
 * as it is added, and we wait for the output to drain between batches, so memory stays flat.
 */
export async function writeXlsx(
  sheetName: string,
  columns: ExportColumn[],
  batches: AsyncIterable<ExportRow[]>,
  output: Writable,
) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: column.width,
    style:
      column.type === 'money'
        ? { numFmt: EURO_FORMAT }
        : column.type === 'date'
          ? { numFmt: DATE_FORMAT }
          : {},
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
    if (output.writableNeedDrain) await once(output, 'drain');
  }

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
  sheet.commit();
  await workbook.commit();
}
