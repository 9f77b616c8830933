import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv, pdfText, readWorkbook } from '../../../test/report-files.ts';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { Invoice } from '../../db/schema/index.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { insertPayment } from '../../db/seed/payment-factory.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';

let t: TestApp;
let adminToken: string;
let customerToken: string;
let company: Invoice;
let creditNote: Invoice;
const period = 'from=2026-11-01&to=2026-11-30';
// More than one batch of 1000, all on one day, so the keyset has to break ties on the id.
const bulkInvoices = 1_205;
const bulkPayments = 1_003;

const get = (url: string, token = adminToken) => t.inject({ method: 'GET', url, headers: bearer(token) });

const euroCents = (text: string) => {
  expect(text).toMatch(/^-?\d+,\d{2}$/);
  return Math.round(Number(text.replace(',', '.')) * 100);
};

async function periodSum(query: ReturnType<typeof sql>) {
  const result = await t.database.db.execute(query);
  return Number((result.rows[0] as { total: string | number }).total);
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const admin = await insertAdmin(db, { email: 'boekhouding@example.nl' });
  const customer = await insertUser(db, {
    firstname: 'Sanne',
    lastname: 'Visser',
    email: 'sanne@example.nl',
  });
  const business = await insertUser(db, {
    firstname: 'Marieke',
    lastname: 'de Boer',
    company: 'De Boer; "Web & Zo" BV',
    vatId: 'NL123456789B01',
    email: 'marieke@deboer.nl',
  });
  const trickster = await insertUser(db, { firstname: '=HYPERLINK("x")', lastname: 'Jansen' });
  await insertInvoice(db, { userId: customer.id, issueDate: '2026-10-31' });
  await insertInvoice(db, { userId: customer.id, issueDate: '2026-12-01' });
  company = (
    await insertInvoice(db, {
      userId: business.id,
      issueDate: '2026-11-02',
      status: 'paid',
      lines: [{ description: 'Managed VPS', unitPriceCents: 123_456 }],
    })
  ).invoice;
  creditNote = (
    await insertInvoice(db, {
      userId: business.id,
      issueDate: '2026-11-20',
      kind: 'credit_note',
      creditForInvoiceId: company.id,
      status: 'paid',
      paymentReference: null,
      lines: [{ description: 'Creditering', unitPriceCents: -1_000 }],
    })
  ).invoice;
  await insertInvoice(db, { userId: trickster.id, issueDate: '2026-11-30', status: 'overdue' });
  await db.execute(sql`
    insert into invoices (invoice_number, year, sequence, user_id, status, description, issue_date,
      due_date, subtotal_cents, vat_cents, total_cents, customer, payment_type)
    select '2026-9' || lpad(n::text, 5, '0'), 2026, 900000 + n, ${customer.id}, 'open', 'Webhosting',
      '2026-11-15', '2026-11-29', 100 + n, 21, 121 + n,
      '{"name":"Sanne Visser","company":null,"vatId":null,"email":"sanne@example.nl"}'::jsonb, 'sepa'
    from generate_series(1, ${bulkInvoices}) n`);

  // Amsterdam is UTC+1 in November: 23:30 UTC on 31 October is already 1 November there.
  await insertPayment(db, {
    userId: customer.id,
    amountCents: 100,
    receivedAt: new Date('2026-10-31T22:30:00Z'),
  });
  await insertPayment(db, {
    userId: business.id,
    invoiceId: company.id,
    amountCents: company.totalCents,
    method: 'sepa',
    receivedAt: new Date('2026-10-31T23:30:00Z'),
  });
  await insertPayment(db, {
    userId: customer.id,
    amountCents: 200,
    receivedAt: new Date('2026-11-30T23:30:00Z'),
  });
  await insertPayment(db, {
    userId: customer.id,
    amountCents: -841,
    method: 'manual',
    status: 'reversed',
    reference: 'PAY-2026-0042',
    receivedAt: new Date('2026-11-30T22:59:59Z'),
  });
  // Same instant with microseconds for all of them: the cursor must not lose precision.
  await db.execute(sql`
    insert into payments (user_id, amount_cents, method, status, received_at)
    select ${customer.id}, n, 'bank_transfer', 'received', '2026-11-15 10:00:00.123456+00'
    from generate_series(1, ${bulkPayments}) n`);
  adminToken = (await t.login(admin.email, 'Test!2026pass')).token;
  customerToken = (await t.login(customer.email, 'Test!2026pass')).token;
});
afterAll(() => t.close());

describe('export access and input', () => {
  it('is for admins only and refuses a bad period or format', async () => {
    expect((await get(`/api/admin/exports/invoices?${period}`, customerToken)).statusCode).toBe(403);
    expect((await get(`/api/admin/exports/payments?${period}`, customerToken)).statusCode).toBe(403);
    const reversed = await get('/api/admin/exports/invoices?from=2026-11-30&to=2026-11-01');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().details).toEqual([
      { field: 'to', message: 'De einddatum ligt voor de begindatum' },
    ]);
    expect((await get(`/api/admin/exports/payments?${period}&format=docx`)).statusCode).toBe(422);
    expect((await get('/api/admin/exports/invoices?to=2026-11-30')).statusCode).toBe(422);
  });
});

describe('GET /api/admin/exports/invoices', () => {
  it('writes a Dutch CSV of the period whose amounts add up to the database', async () => {
    const response = await get(`/api/admin/exports/invoices?${period}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="facturen-2026-11-01-2026-11-30.csv"',
    );
    expect(response.rawPayload.subarray(0, 3).toString('hex')).toBe('efbbbf');
    const [header, ...rows] = parseCsv(response.rawPayload.toString('utf8').slice(1));
    expect(header).toEqual([
      'Factuurnummer',
      'Factuurdatum',
      'Klant',
      'Btw-nummer klant',
      'Soort',
      'Excl. btw',
      'Btw',
      'Incl. btw',
      'Status',
    ]);
    expect(rows).toHaveLength(3 + bulkInvoices);
    expect(new Set(rows.map((row) => row[0])).size).toBe(rows.length);
    expect(rows[0]).toEqual([
      company.invoiceNumber,
      '02-11-2026',
      'De Boer; "Web & Zo" BV',
      'NL123456789B01',
      'Factuur',
      '1234,56',
      '259,26',
      '1493,82',
      'Betaald',
    ]);
    const credit = rows.find((row) => row[0] === creditNote.invoiceNumber);
    expect(credit?.slice(4)).toEqual(['Creditnota', '-10,00', '-2,10', '-12,10', 'Betaald']);
    // A name that looks like a formula is written as text, so a spreadsheet never runs it.
    expect(rows.at(-1)?.[2]).toBe(`'=HYPERLINK("x") Jansen`);
    expect(rows.at(-1)?.[8]).toBe('Achterstallig');

    const expected = await periodSum(
      sql`select sum(total_cents) as total from invoices where issue_date between '2026-11-01' and '2026-11-30'`,
    );
    expect(rows.reduce((sum, row) => sum + euroCents(row[7] ?? ''), 0)).toBe(expected);
  });

  it('writes an Excel workbook with a bold header, euro amounts and a totals row', async () => {
    const response = await get(`/api/admin/exports/invoices?${period}&format=xlsx`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toContain('facturen-2026-11-01-2026-11-30.xlsx');
    const workbook = await readWorkbook(response.rawPayload);
    const sheet = workbook.getWorksheet('Facturen');
    if (!sheet) throw new Error('no sheet Facturen');
    expect(sheet.rowCount).toBe(1 + 3 + bulkInvoices + 1);
    expect(sheet.getRow(1).getCell(1).value).toBe('Factuurnummer');
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe(company.invoiceNumber);
    expect(first.getCell(2).value).toEqual(new Date('2026-11-02T00:00:00Z'));
    expect(first.getCell(8).value).toBe(1493.82);
    expect(first.getCell(8).numFmt).toContain('€');

    const totals = sheet.getRow(sheet.rowCount);
    expect(totals.getCell(1).value).toBe('Totaal');
    expect(totals.getCell(1).font?.bold).toBe(true);
    const expected = await periodSum(
      sql`select sum(total_cents) as total from invoices where issue_date between '2026-11-01' and '2026-11-30'`,
    );
    const incl = totals.getCell(8).value as { formula: string; result: number };
    expect(incl.formula).toBe(`SUM(H2:H${sheet.rowCount - 1})`);
    expect(Math.round(incl.result * 100)).toBe(expected);
  });
});

describe('PDF registers', () => {
  it('prints the invoice register with every row and the total', async () => {
    const response = await get(`/api/admin/exports/invoices?${period}&format=pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="facturen-2026-11-01-2026-11-30.pdf"',
    );
    expect(response.headers['x-total-rows']).toBe(String(3 + bulkInvoices));
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Facturenregister');
    expect(text).toContain('Periode 01-11-2026 t/m 30-11-2026');
    expect(text).toMatch(new RegExp(`${company.invoiceNumber}\\s+02-11-2026\\s+De Boer; "Web & Zo" BV`));
    expect(text).toContain(creditNote.invoiceNumber);
    const numbers = text.match(/2026-9\d{5}/g) ?? [];
    expect(new Set(numbers).size).toBe(bulkInvoices);
    const expected = await periodSum(
      sql`select sum(total_cents) as total from invoices where issue_date between '2026-11-01' and '2026-11-30'`,
    );
    const euros = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' })
      .format(expected / 100)
      .replaceAll('\u00a0', ' ');
    expect(text).toMatch(new RegExp(`Totaal.*${euros.replace(/[.$€]/g, '\\$&')}`));
  });

  it('prints the payment register', async () => {
    const response = await get(`/api/admin/exports/payments?${period}&format=pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-rows']).toBe(String(2 + bulkPayments));
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Betalingenregister');
    expect(text).toContain('PAY-2026-0042');
    expect(text).toContain('Teruggeboekt');
  });
});

describe('GET /api/admin/exports/payments', () => {
  it('takes the payments received on the Amsterdam days of the period', async () => {
    const response = await get(`/api/admin/exports/payments?${period}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="betalingen-2026-11-01-2026-11-30.csv"',
    );
    const [header, ...rows] = parseCsv(response.rawPayload.toString('utf8').slice(1));
    expect(header).toEqual([
      'Datum',
      'Betalingsreferentie',
      'Factuurnummer',
      'Klant',
      'Methode',
      'Bedrag',
      'Status',
    ]);
    expect(rows).toHaveLength(2 + bulkPayments);
    expect(rows[0]).toEqual([
      '01-11-2026',
      company.paymentReference ?? '',
      company.invoiceNumber,
      'De Boer; "Web & Zo" BV',
      'SEPA-incasso',
      '1493,82',
      'Ontvangen',
    ]);
    expect(rows.at(-1)).toEqual([
      '30-11-2026',
      'PAY-2026-0042',
      '',
      'Sanne Visser',
      'Handmatig',
      '-8,41',
      'Teruggeboekt',
    ]);
    const expected = await periodSum(sql`select sum(amount_cents) as total from payments
      where received_at >= '2026-10-31T23:00:00Z' and received_at < '2026-11-30T23:00:00Z'`);
    expect(rows.reduce((sum, row) => sum + euroCents(row[5] ?? ''), 0)).toBe(expected);
  });

  it('writes the payments as Excel with their total', async () => {
    const response = await get(`/api/admin/exports/payments?${period}&format=xlsx`);
    const workbook = await readWorkbook(response.rawPayload);
    const sheet = workbook.getWorksheet('Betalingen');
    if (!sheet) throw new Error('no sheet Betalingen');
    expect(sheet.rowCount).toBe(1 + 2 + bulkPayments + 1);
    const total = sheet.getRow(sheet.rowCount).getCell(6).value as { result: number };
    const expected = 149_382 + (bulkPayments * (bulkPayments + 1)) / 2 - 841;
    expect(Math.round(total.result * 100)).toBe(expected);
  });

  it('gives an empty period a header and a zero total', async () => {
    const csv = await get('/api/admin/exports/payments?from=2025-01-01&to=2025-01-31');
    expect(parseCsv(csv.rawPayload.toString('utf8').slice(1))).toHaveLength(1);
    const xlsx = await get('/api/admin/exports/invoices?from=2025-01-01&to=2025-01-31&format=xlsx');
    const workbook = await readWorkbook(xlsx.rawPayload);
    const sheet = workbook.getWorksheet('Facturen');
    expect(sheet?.rowCount).toBe(2);
    expect(sheet?.getRow(2).getCell(8).value).toBe(0);
  });
});
