import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv, pdfText, readWorkbook } from '../../../test/report-files.ts';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { collectionCases, companySettings, type Invoice, invoices } from '../../db/schema/index.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { insertPackage } from '../../db/seed/package-factory.ts';
import { demoCompany } from '../../db/seed/portal-seed.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';
import { billDueSubscriptions } from '../billing/billing-run.ts';
import { collectionStageLabels } from '../billing/open-items.ts';

// One small quarter (Q3 2026) made through the product's own paths: a billing run on 1 July for three
// customers (21%, 9%, and a Belgian business with the VAT reverse-charged), a partial credit note in
// August, a payment in July, a full credit note in October (Q4), and a customer in collection with a
// 14-dagenbrief, an incassobrief and a part payment that first pays the EUR 40 fee (art. 6:44 BW).

let t: TestApp;
const at = (date: string) => t.clock.set(new Date(`${date}T08:00:00Z`));
const admin = async () => bearer((await t.login('rapporten@example.nl', 'Test!2026pass')).token);
const get = async (url: string) => t.inject({ method: 'GET', url, headers: await admin() });
const post = async (url: string, payload: object = {}) =>
  t.inject({ method: 'POST', url, headers: await admin(), payload });

let consumerInvoice: Invoice; // 21%: net 10,00 + VAT 2,10 = 12,10
let lowRateInvoice: Invoice; // 9%: net 20,00 + VAT 1,80 = 21,80
let reverseChargeInvoice: Invoice; // btw verlegd: net 50,00, VAT 0
let collectionInvoice: Invoice; // Q2, 121,00, in collection

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-07-01T08:00:00Z') });
  const db = t.database.db;
  await db.insert(companySettings).values({ id: 1, ...demoCompany });
  await insertAdmin(db, { email: 'rapporten@example.nl' });
  await insertUser(db, { email: 'klant.rapport@example.nl' });
  const standard = await insertPackage(db, { priceMonthlyCents: 1000 });
  const lowRate = await insertPackage(db, { priceMonthlyCents: 2000, vatRateBp: 900 });
  const business = await insertPackage(db, { priceMonthlyCents: 5000 });
  const anna = await insertUser(db, { email: 'anna@example.nl', firstname: 'Anna', lastname: 'Smit' });
  const bram = await insertUser(db, { email: 'bram@example.nl', firstname: 'Bram', lastname: 'Kok' });
  const brussel = await insertUser(db, {
    email: 'info@brussel.example',
    firstname: 'Luc',
    lastname: 'Peeters',
    company: 'Brussel Hosting BV',
    country: 'BE',
    vatId: 'BE0123456789',
  });
  const subscriptionIds = [];
  for (const [user, pkg] of [
    [anna, standard],
    [bram, lowRate],
    [brussel, business],
  ] as const) {
    const subscription = await insertSubscription(db, {
      userId: user.id,
      packageId: pkg.id,
      startDate: '2026-06-01',
      nextBillingDate: '2026-07-01',
    });
    subscriptionIds.push(subscription.id);
  }
  const run = await billDueSubscriptions(db, {
    today: '2026-07-01',
    now: new Date('2026-07-01T08:00:00Z'),
    subscriptionIds,
  });
  expect(run.invoicesCreated).toBe(3);
  const billed = await db.select().from(invoices);
  const of = (userId: string) => {
    const invoice = billed.find((row) => row.userId === userId);
    if (!invoice) throw new Error('not billed');
    return invoice;
  };
  consumerInvoice = of(anna.id);
  lowRateInvoice = of(bram.id);
  reverseChargeInvoice = of(brussel.id);
  expect(reverseChargeInvoice.reverseCharge).toBe(true);

  const debtor = await insertUser(db, {
    email: 'wanbetaler@example.nl',
    firstname: 'Dirk',
    lastname: 'Dekker',
  });
  collectionInvoice = (
    await insertInvoice(db, {
      userId: debtor.id,
      issueDate: '2026-06-15',
      dueDate: '2026-06-29',
      status: 'overdue',
      paymentType: 'bank_transfer',
      lines: [{ description: 'Managed VPS', unitPriceCents: 10_000 }],
    })
  ).invoice;

  at('2026-07-06');
  expect((await post('/api/admin/collections/run')).statusCode).toBe(200);
  expect((await post(`/api/admin/letters/notice/${debtor.id}`, { sendEmail: false })).statusCode).toBe(201);
  at('2026-07-10');
  const paid = await post(`/api/admin/payments/${lowRateInvoice.id}/mark-paid`, {
    amount: 2180,
    paymentMethod: 'bank_transfer',
  });
  expect(paid.statusCode).toBe(200);
  at('2026-07-23');
  const collection = await post(`/api/admin/letters/collection/${debtor.id}`, { sendEmail: false });
  expect(collection.statusCode).toBe(201);
  at('2026-07-24');
  const part = await post(`/api/admin/payments/${collection.json().data.letter.id}/mark-paid`, {
    amount: 5000,
    reactivateSubscription: false,
  });
  expect(part.statusCode).toBe(200);
  at('2026-08-10');
  // Partial credit of 6,05 incl. VAT: net round(605 / 1.21) = 5,00, VAT 1,05.
  expect(
    (
      await post(`/api/admin/invoices/${consumerInvoice.id}/credit-note`, {
        reason: 'Storing',
        amountCents: 605,
      })
    ).statusCode,
  ).toBe(201);
  at('2026-10-02');
  expect(
    (
      await post(`/api/admin/invoices/${reverseChargeInvoice.id}/credit-note`, {
        reason: 'Opgezegd',
        amountCents: null,
      })
    ).statusCode,
  ).toBe(201);
  at('2026-11-24');
});
afterAll(() => t.close());

describe('access and input', () => {
  it('answers 401 without a token, 403 for a customer and 422 on bad parameters', async () => {
    const urls = [
      '/api/admin/reports/vat-summary?year=2026&quarter=3',
      '/api/admin/exports/vat-summary?year=2026&quarter=3',
      '/api/admin/exports/open-items?date=2026-09-30',
      '/api/admin/exports/collections?from=2026-07-01&to=2026-09-30',
    ];
    const customer = bearer((await t.login('klant.rapport@example.nl', 'Test!2026pass')).token);
    for (const url of urls) {
      expect((await t.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await t.inject({ method: 'GET', url, headers: customer })).statusCode).toBe(403);
    }
    const quarter5 = await get('/api/admin/reports/vat-summary?year=2026&quarter=5');
    expect(quarter5.statusCode).toBe(422);
    expect(quarter5.json().details[0].message).toBe('Het kwartaal is 1, 2, 3 of 4');
    for (const url of [
      '/api/admin/exports/vat-summary?year=2026&quarter=0',
      '/api/admin/exports/vat-summary?year=2026&quarter=3&format=docx',
      '/api/admin/exports/open-items?date=30-09-2026',
      '/api/admin/exports/collections?from=2026-09-30&to=2026-07-01',
    ]) {
      expect((await get(url)).statusCode, url).toBe(422);
    }
  });
});

describe('VAT summary', () => {
  it('gives the Q3 figures per rubriek, the credit note netted in its own quarter', async () => {
    const response = await get('/api/admin/reports/vat-summary?year=2026&quarter=3');
    expect(response.statusCode).toBe(200);
    const summary = response.json().data;
    expect(summary).toMatchObject({ year: 2026, quarter: 3, from: '2026-07-01', to: '2026-09-30' });
    const line = (rubriek: string) =>
      summary.lines.find((row: { rubriek: string }) => row.rubriek === rubriek);
    // 1a: invoice 10,00 / 2,10 minus the August credit note 5,00 / 1,05 = 5,00 / 1,05.
    expect(line('1a')).toEqual({
      rubriek: '1a',
      vatRateBp: 2100,
      turnoverCents: 500,
      vatCents: 105,
      declaredTurnoverEuros: 5,
      declaredVatEuros: 1,
      invoiceCount: 1,
      creditNoteCount: 1,
    });
    // 1b: 20,00 at 9% = 1,80.
    expect(line('1b')).toMatchObject({
      turnoverCents: 2000,
      vatCents: 180,
      declaredVatEuros: 1,
      invoiceCount: 1,
    });
    expect(line('1c')).toMatchObject({ turnoverCents: 0, vatCents: 0, invoiceCount: 0 });
    expect(line('1e')).toMatchObject({ turnoverCents: 0, vatCents: 0 });
    // 3b: 50,00 to the Belgian business, VAT reverse-charged; its credit note is in Q4.
    expect(line('3b')).toMatchObject({
      turnoverCents: 5000,
      vatCents: 0,
      declaredTurnoverEuros: 50,
      invoiceCount: 1,
    });
    // 5,00 + 20,00 + 50,00 = 75,00; VAT 1,05 + 1,80 = 2,85; 5a in whole euros 1 + 1 = 2.
    expect(summary.totals).toEqual({
      turnoverCents: 7500,
      vatCents: 285,
      declaredVatEuros: 2,
      invoiceCount: 3,
      creditNoteCount: 1,
    });
  });

  it('nets the October credit note of the reverse-charged invoice in Q4, and Q2 holds the collection claim', async () => {
    const q4 = (await get('/api/admin/reports/vat-summary?year=2026&quarter=4')).json().data;
    expect(q4.lines.find((row: { rubriek: string }) => row.rubriek === '3b')).toMatchObject({
      turnoverCents: -5000,
      declaredTurnoverEuros: -50,
      invoiceCount: 0,
      creditNoteCount: 1,
    });
    expect(q4.totals).toMatchObject({
      turnoverCents: -5000,
      vatCents: 0,
      invoiceCount: 0,
      creditNoteCount: 1,
    });
    const q2 = (await get('/api/admin/reports/vat-summary?year=2026&quarter=2')).json().data;
    // 100,00 + 21,00 VAT.
    expect(q2.totals).toMatchObject({ turnoverCents: 10_000, vatCents: 2100, invoiceCount: 1 });
  });

  it('downloads the summary as CSV, Excel and PDF with the same figures', async () => {
    const csv = await get('/api/admin/exports/vat-summary?year=2026&quarter=3&format=csv');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="btw-overzicht-2026-K3.csv"');
    expect(csv.headers['x-total-rows']).toBe('5');
    const rows = parseCsv(csv.rawPayload.toString('utf8').slice(1));
    expect(rows[0]?.slice(0, 5)).toEqual(['Rubriek', 'Omschrijving', 'Tarief', 'Omzet excl. btw', 'Btw']);
    expect(rows[1]).toEqual([
      '1a',
      'Leveringen/diensten belast met hoog tarief',
      '21%',
      '5,00',
      '1,05',
      '5',
      '1',
      '1',
      '1',
    ]);
    expect(rows[5]?.slice(0, 5)).toEqual([
      '3b',
      'Leveringen naar of diensten in landen binnen de EU',
      'verlegd',
      '50,00',
      '0,00',
    ]);
    expect(rows).toContainEqual(['5a Verschuldigde btw', '2,85', '2', '']);

    const xlsx = await get('/api/admin/exports/vat-summary?year=2026&quarter=3&format=xlsx');
    const workbook = await readWorkbook(xlsx.rawPayload);
    const sheet = workbook.getWorksheet('Btw-aangifte');
    expect(sheet?.getRow(3).getCell(1).value).toBe('1b');
    expect(sheet?.getRow(3).getCell(4).value).toBe(20);
    expect(sheet?.getRow(3).getCell(5).value).toBe(1.8);
    const total = sheet?.getRow(7).getCell(5).value as { result: number };
    expect(sheet?.getRow(7).getCell(1).value).toBe('Totaal');
    expect(total.result).toBeCloseTo(2.85);

    const pdf = await get('/api/admin/exports/vat-summary?year=2026&quarter=3&format=pdf');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Btw-overzicht voor de aangifte');
    expect(text).toContain('Kwartaal 3 2026');
    expect(text).toMatch(/1b\s+Leveringen\/diensten belast met laag tarief\s+9%\s+€ 20,00\s+€ 1,80/);
    expect(text).toMatch(/5a Verschuldigde btw\s+€ 2,85\s+2/);
  });
});

describe('open-items list', () => {
  it('lists what was open at the end of 30 September, with ageing buckets', async () => {
    const response = await get('/api/admin/exports/open-items?date=2026-09-30');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="openstaande-posten-2026-09-30.csv"',
    );
    expect(response.headers['x-total-rows']).toBe('3');
    const rows = parseCsv(response.rawPayload.toString('utf8').slice(1));
    const [stage] = await t.database.db
      .select({ stage: collectionCases.stage })
      .from(collectionCases)
      .where(eq(collectionCases.invoiceId, collectionInvoice.id));
    // Same due date: by invoice number, which the billing run gave in its own (user id) order.
    const sameDay = (row: string[]) => row[1] ?? '';
    const dueJuly = [
      // The August credit note settled 6,05 of 12,10; due 15-07: 77 days.
      ['Anna Smit', consumerInvoice.invoiceNumber, '01-07-2026', '15-07-2026', '77', '12,10', '6,05', ''],
      // Fully credited on 2 October, so on 30 September still wholly open.
      [
        'Brussel Hosting BV',
        reverseChargeInvoice.invoiceNumber,
        '01-07-2026',
        '15-07-2026',
        '77',
        '50,00',
        '50,00',
        '',
      ],
    ].sort((a, b) => sameDay(a).localeCompare(sameDay(b)));
    expect(rows.slice(0, 4)).toEqual([
      [
        'Klant',
        'Factuurnummer',
        'Factuurdatum',
        'Vervaldatum',
        'Dagen te laat',
        'Factuurbedrag',
        'Openstaand',
        'Incassofase',
      ],
      // 121,00 minus the 10,00 of the 50,00 part payment that did not go to the fee; due 29-06: 93 days.
      [
        'Dirk Dekker',
        collectionInvoice.invoiceNumber,
        '15-06-2026',
        '29-06-2026',
        '93',
        '121,00',
        '111,00',
        collectionStageLabels[stage?.stage ?? ''] ?? '',
      ],
      ...dueJuly,
    ]);
    // Ageing: 61-90 days 6,05 + 50,00 = 56,05 (2); more than 90 days 111,00 (1); total 167,05 (3).
    expect(rows).toContainEqual(['61 t/m 90 dagen', '2', '56,05']);
    expect(rows).toContainEqual(['Meer dan 90 dagen', '1', '111,00']);
    expect(rows).toContainEqual(['Totaal', '3', '167,05']);
  });

  it('rolls later payments and credits back for an earlier date', async () => {
    const response = await get('/api/admin/exports/open-items?date=2026-07-05&format=xlsx');
    const workbook = await readWorkbook(response.rawPayload);
    const sheet = workbook.getWorksheet('Openstaande posten');
    // 4 invoices (all unpaid on 5 July) + header + Totaal: 121,00 + 12,10 + 21,80 + 50,00 = 204,90.
    expect(sheet?.rowCount).toBe(6);
    const total = sheet?.getRow(6).getCell(7).value as { result: number };
    expect(total.result).toBeCloseTo(204.9);
    const summary = workbook.getWorksheet('Samenvatting');
    const values = summary?.getSheetValues().map((row) => (Array.isArray(row) ? row.slice(1, 4) : []));
    expect(values).toContainEqual(['Nog niet vervallen', 3, 83.9]);
    expect(values).toContainEqual(['1 t/m 30 dagen', 1, 121]);
  });

  it('prints the list as PDF', async () => {
    const text = await pdfText(
      (await get('/api/admin/exports/open-items?date=2026-09-30&format=pdf')).rawPayload,
    );
    expect(text).toContain('Openstaande posten');
    expect(text).toContain('Stand per 30-09-2026');
    expect(text).toMatch(/Brussel Hosting BV\s+\S+\s+01-07-2026\s+15-07-2026\s+77\s+€ 50,00\s+€ 50,00/);
    expect(text).toMatch(/Meer dan 90 dagen\s+1\s+€ 111,00/);
  });
});

describe('collection report', () => {
  const q3 = 'from=2026-07-01&to=2026-09-30';

  it('lists the letters with the fee announced and charged, the cases per stage and what came in', async () => {
    const response = await get(`/api/admin/exports/collections?${q3}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-rows']).toBe('2');
    const rows = parseCsv(response.rawPayload.toString('utf8').slice(1));
    // BIK minimum EUR 40 on a principal of 121,00; the part payment of 50,00 paid the fee first. The notice
    // was not e-mailed, so it went by post (received 8 July, fee from 23 July).
    expect(rows[1]?.slice(1)).toEqual([
      '06-07-2026',
      '14-dagenbrief',
      'Dirk Dekker',
      'Post',
      '121,00',
      '40,00',
      '',
      '0,00',
    ]);
    expect(rows[2]?.slice(1)).toEqual([
      '23-07-2026',
      'Incassobrief',
      'Dirk Dekker',
      'E-mail',
      '121,00',
      '',
      '40,00',
      '40,00',
    ]);
    expect(rows).toContainEqual(['14-dagenbrief (kosten aangekondigd)', '1', '121,00', '40,00', '0,00']);
    expect(rows).toContainEqual([
      'Incassobrief (kosten in rekening gebracht)',
      '1',
      '121,00',
      '40,00',
      '40,00',
    ]);
    // Recovered: 10,00 on the claim + 40,00 fee; the 21,80 paid outside collection does not count.
    expect(rows).toContainEqual(['Vorderingen in incasso', '1', '10,00']);
    expect(rows).toContainEqual(['Incassokosten', '1', '40,00']);
    expect(rows).toContainEqual(['Totaal geïnd', '2', '50,00']);
    const [stage] = await t.database.db
      .select({ stage: collectionCases.stage })
      .from(collectionCases)
      .where(eq(collectionCases.invoiceId, collectionInvoice.id));
    expect(rows).toContainEqual([collectionStageLabels[stage?.stage ?? ''], '1', '1', '0', '111,00']);
  });

  it('writes Excel and PDF with the same letters', async () => {
    const workbook = await readWorkbook(
      (await get(`/api/admin/exports/collections?${q3}&format=xlsx`)).rawPayload,
    );
    const sheet = workbook.getWorksheet('Brieven');
    expect(sheet?.rowCount).toBe(3);
    expect(sheet?.getRow(3).getCell(3).value).toBe('Incassobrief');
    expect(sheet?.getRow(3).getCell(8).value).toBe(40);
    const text = await pdfText((await get(`/api/admin/exports/collections?${q3}&format=pdf`)).rawPayload);
    expect(text).toContain('Incassorapport');
    expect(text).toMatch(/Incassobrief\s+Dirk Dekker\s+E-mail\s+€ 121,00\s+€ 40,00\s+€ 40,00/);
    expect(text).toMatch(/Totaal geïnd\s+2\s+€ 50,00/);
  });

  it('gives an empty period its headers and zero totals', async () => {
    const rows = parseCsv(
      (await get('/api/admin/exports/collections?from=2025-01-01&to=2025-01-31')).rawPayload
        .toString('utf8')
        .slice(1),
    );
    expect(rows[1]).toEqual(['']);
    expect(rows).toContainEqual(['Totaal geïnd', '0', '0,00']);
  });
});
