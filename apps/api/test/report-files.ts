import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';

// Readers for the downloaded reports (CSV, Excel, PDF), so tests check what an accountant would open.

/** A small RFC 4180 reader with ';' as separator: enough to read back what the export wrote. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      row.push(field);
      field = '';
    } else if (char === '\n') {
      row.push(field.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  return rows;
}

export async function readWorkbook(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  // exceljs declares its own Buffer type (an ArrayBuffer); JSZip reads either.
  await workbook.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  return workbook;
}

/** The text of a PDF as poppler's `pdftotext -layout` reads it, non-breaking spaces as spaces. */
export async function pdfText(bytes: Buffer): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'report-pdf-'));
  try {
    const file = path.join(folder, 'report.pdf');
    await writeFile(file, bytes);
    const { stdout } = await promisify(execFile)('pdftotext', ['-layout', file, '-'], {
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout.replaceAll('\u00a0', ' ');
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
