import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download } from '@playwright/test';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { parseCsv } from '../../apps/api/test/report-files.ts';
import { adminHeaders, demo, expect, login, seriousAxeViolations, test } from './fixtures.ts';

// Section "reports": the admin sees the quarter's VAT summary and downloads the invoice register of last
// month as CSV and Excel; both files are read back and checked against the API's own invoice list.

type InvoiceRow = { invoiceNumber: string; totalCents: number };

/** Every invoice of the period through the paged admin list (100 a page). */
async function listedInvoices(request: APIRequestContext, from: string, to: string) {
  const headers = await adminHeaders(request);
  const rows: InvoiceRow[] = [];
  for (let page = 1; ; page += 1) {
    const response = await request.get(`/api/admin/invoices?from=${from}&to=${to}&limit=100&page=${page}`, {
      headers,
    });
    expect(response.status()).toBe(200);
    const { invoices, pagination } = (await response.json()).data;
    rows.push(...invoices);
    if (page >= pagination.totalPages) return rows;
  }
}

const cents = (euros: string) => Math.round(Number(euros.replace(',', '.')) * 100);

async function saved(download: Promise<Download>) {
  const file = await download;
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path()) ?? '') };
}

test.describe('reports (Administration Dashboard)', () => {
  test('an admin reads the VAT summary and downloads the invoice register as CSV and Excel', async ({
    page,
    request,
  }) => {
    await login(page, demo.admin.email, demo.admin.password);
    await page.getByRole('link', { name: 'Admin Panel' }).click();
    await page.getByRole('tab', { name: 'Reports' }).click();
    await expect(page).toHaveURL(/section=reports/);

    // The VAT summary of the last completed quarter, as the API computes it.
    const table = page.getByRole('table', { name: /^VAT summary Q\d \d{4}$/ });
    await expect(table).toBeVisible();
    const [, quarter, year] =
      /Q(\d) (\d{4})/.exec((await table.locator('caption').textContent()) ?? '') ?? [];
    const summary = (
      await (
        await request.get(`/api/admin/reports/vat-summary?year=${year}&quarter=${quarter}`, {
          headers: await adminHeaders(request),
        })
      ).json()
    ).data;
    const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
    await expect(table.getByRole('row', { name: /^Total/ })).toContainText(
      euro.format(summary.totals.turnoverCents / 100),
    );
    await expect(table.getByRole('row', { name: /^1a/ })).toContainText(
      euro.format(summary.lines[0].vatCents / 100),
    );
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The invoice register of last month.
    await page.getByLabel(/Invoice register/).check();
    await page.getByRole('button', { name: 'Last month' }).click();
    const from = await page.getByLabel('From', { exact: true }).inputValue();
    const to = await page.getByLabel('To', { exact: true }).inputValue();
    const listed = await listedInvoices(request, from, to);
    expect(listed.length).toBeGreaterThan(0);

    const csvFile = saved(page.waitForEvent('download'));
    await page.getByRole('button', { name: 'CSV' }).click();
    const csv = await csvFile;
    expect(csv.name).toBe(`facturen-${from}-${to}.csv`);
    await expect(page.getByText(`Saved as ${csv.name}`)).toBeVisible();
    const [header, ...rows] = parseCsv(csv.bytes.toString('utf8').replace(/^\uFEFF/, ''));
    expect(header?.[0]).toBe('Factuurnummer');
    expect(header?.[7]).toBe('Incl. btw');
    const byNumber = new Map(listed.map((invoice) => [invoice.invoiceNumber, invoice.totalCents]));
    expect(rows).toHaveLength(listed.length);
    for (const row of rows) expect(cents(row[7] ?? ''), row[0]).toBe(byNumber.get(row[0] ?? ''));

    const xlsxFile = saved(page.waitForEvent('download'));
    await page.getByRole('button', { name: 'Excel' }).click();
    const xlsx = await xlsxFile;
    expect(xlsx.name).toBe(`facturen-${from}-${to}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      xlsx.bytes.buffer.slice(
        xlsx.bytes.byteOffset,
        xlsx.bytes.byteOffset + xlsx.bytes.byteLength,
      ) as ArrayBuffer,
    );
    const sheet = workbook.getWorksheet('Facturen');
    // Header, one row per invoice, the totals row.
    expect(sheet?.rowCount).toBe(listed.length + 2);
    for (let index = 2; index <= listed.length + 1; index += 1) {
      const row = sheet?.getRow(index);
      const number = String(row?.getCell(1).value);
      expect(Math.round(Number(row?.getCell(8).value) * 100), number).toBe(byNumber.get(number));
    }
    const total = sheet?.getRow(listed.length + 2).getCell(8).value as { result: number };
    expect(Math.round(total.result * 100)).toBe(listed.reduce((sum, invoice) => sum + invoice.totalCents, 0));
  });

  test("finance downloads last month's e-invoices for the accountant: UBL and PDF of every invoice", async ({
    page,
    request,
  }) => {
    await login(page, 'finance@hostportaal.test', demo.admin.password);
    await page.getByRole('link', { name: 'Admin Panel' }).click();
    await page.getByRole('tab', { name: 'Reports' }).click();
    await page.getByLabel(/E-invoices for the accountant/).check();
    await page.getByRole('button', { name: 'Last month' }).click();
    const from = await page.getByLabel('From', { exact: true }).inputValue();
    const to = await page.getByLabel('To', { exact: true }).inputValue();
    const listed = await listedInvoices(request, from, to);
    expect(listed.length).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'CSV' })).toHaveCount(0);

    const zipFile = saved(page.waitForEvent('download'));
    await page.getByRole('button', { name: 'ZIP (UBL + PDF)' }).click();
    const zip = await zipFile;
    expect(zip.name).toBe(`e-facturen-${from}-${to}.zip`);
    await expect(page.getByText(`Saved as ${zip.name}`)).toBeVisible();

    const files = unzipSync(new Uint8Array(zip.bytes));
    expect(Object.keys(files).sort()).toEqual(
      [
        ...listed.flatMap((invoice) => [
          `factuur-${invoice.invoiceNumber}.xml`,
          `factuur-${invoice.invoiceNumber}.pdf`,
        ]),
        `facturen-${from}-${to}.csv`,
      ].sort(),
    );
    for (const invoice of listed) {
      const xml = new TextDecoder().decode(files[`factuur-${invoice.invoiceNumber}.xml`]);
      expect(xml, invoice.invoiceNumber).toMatch(/<(Invoice|CreditNote) xmlns=/);
      expect(xml).toContain(`<cbc:ID>${invoice.invoiceNumber}</cbc:ID>`);
      const pdf = Buffer.from(files[`factuur-${invoice.invoiceNumber}.pdf`] ?? []);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      // The PDF beside the UBL is the one inside it.
      expect(xml).toContain(pdf.toString('base64'));
    }
  });
});
