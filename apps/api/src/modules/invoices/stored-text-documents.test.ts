// Invoices whose customer data was stored before the text rule (issue 26), inserted as data from then: a
// name of control characters, a town in another script, a company and a reference with a bidi override, a
// reference of nothing printable, a country that is no code. Followed through the UBL download, the PDF and
// the accountant's ZIP: never a 500, the party named by its customer number when its name names nothing,
// every UBL written valid by the official rules, and the one that cannot be written left out of the ZIP
// with an error file naming it while the other customers' documents are all there.
import { textProblem } from '@hostportaal/contract';
import { one, parseUbl, textAt } from '@hostportaal/documents/test-support/ubl-tree';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectValidEInvoice, prepareRules } from '../../../test/einvoice-validation.ts';
import { pdfText } from '../../../test/report-files.ts';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { companySettings, type Invoice, type User } from '../../db/schema/index.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { demoCompany } from '../../db/seed/portal-seed.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';

const password = 'Test!2026pass';
const issueDate = '2026-10-15';

let t: TestApp;
let financeToken: string;
let controlName: { user: User; invoice: Invoice };
let bidiBusiness: { user: User; invoice: Invoice };
let emptyReference: { user: User; invoice: Invoice };
let badCountry: { user: User; invoice: Invoice };
let ordinary: { user: User; invoice: Invoice };

/** A customer as stored before the rule (inserted directly), with an invoice issued to them then. */
async function storedCustomer(columns: Parameters<typeof insertUser>[1]) {
  const user = await insertUser(t.database.db, columns);
  const { invoice } = await insertInvoice(t.database.db, { userId: user.id, issueDate });
  return { user, invoice };
}

const ublUrl = ({ user, invoice }: { user: User; invoice: Invoice }, kind: 'ubl' | 'pdf' = 'ubl') =>
  `/pay/invoices/${user.id}/${invoice.id}/${kind}`;
const get = (url: string, token = financeToken) => t.inject({ method: 'GET', url, headers: bearer(token) });
/** What the text rule refuses, found anywhere in a document's text (pdftotext ends a page with a form feed). */
const refusedIn = (text: string) => textProblem(text.replaceAll('\f', '\n'), { multiLine: true });

beforeAll(async () => {
  await prepareRules();
  t = await createTestApp();
  const db = t.database.db;
  await db.insert(companySettings).values({ id: 1, ...demoCompany });
  await insertAdmin(db, { email: 'finance.tekst@example.nl', role: 'finance' });
  financeToken = (await t.login('finance.tekst@example.nl', password)).token;
  controlName = await storedCustomer({
    email: 'stuurtekens@example.nl',
    firstname: '\u0001\u0002',
    lastname: '\u0003',
    city: '東京',
  });
  bidiBusiness = await storedCustomer({
    company: '\u202eVB nesnaJ',
    lastname: 'Jansen\u202e',
    kvkNumber: '12345678',
    purchaseReference: 'INK-\u202e2026',
  });
  emptyReference = await storedCustomer({
    company: 'Smit B.V.',
    kvkNumber: '87654321',
    peppolId: '0106:87654321',
    purchaseReference: '\u0001\u0002',
  });
  // The admin form took any two characters for a country before the rule.
  badCountry = await storedCustomer({ firstname: 'Kenji', lastname: 'Sato', country: '東京' });
  ordinary = await storedCustomer({ firstname: 'Jan', lastname: 'de Vries' });
});
afterAll(() => t?.close());

describe('the UBL and the PDF of an invoice stored before the rule', () => {
  it('a name of control characters: valid UBL naming the buyer by customer number, for them and for staff', async () => {
    const customerToken = (await t.login(controlName.user.email, password)).token;
    for (const token of [customerToken, financeToken]) {
      const response = await get(ublUrl(controlName), token);
      expect(response.statusCode).toBe(200);
      await expectValidEInvoice(response.body);
      expect(refusedIn(response.body)).toBeNull();
      const party = one(parseUbl(response.body), 'AccountingCustomerParty', 'Party');
      expect(textAt(party, 'PartyLegalEntity', 'RegistrationName')).toBe(
        `Klantnummer ${controlName.user.customerNumber}`,
      );
      // The town in another script is the customer's own, and a UBL carries it.
      expect(textAt(party, 'PostalAddress', 'CityName')).toBe('東京');
    }
  });

  it('its PDF names the customer number too, and holds nothing the rule refuses', async () => {
    const response = await get(ublUrl(controlName, 'pdf'));
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(`Klantnummer ${controlName.user.customerNumber}`);
    expect(refusedIn(text)).toBeNull();
  });

  it('a company and a reference with bidi overrides: valid Peppol BIS without the overrides', async () => {
    const response = await get(ublUrl(bidiBusiness));
    expect(response.statusCode).toBe(200);
    await expectValidEInvoice(response.body);
    expect(refusedIn(response.body)).toBeNull();
    const ubl = parseUbl(response.body);
    expect(textAt(ubl, 'AccountingCustomerParty', 'Party', 'PartyLegalEntity', 'RegistrationName')).toBe(
      'VB nesnaJ',
    );
    expect(textAt(ubl, 'BuyerReference')).toBe('INK-2026');
  });

  it('a reference of nothing printable is none: Peppol BIS names the invoice number instead (R003)', async () => {
    const response = await get(ublUrl(emptyReference));
    expect(response.statusCode).toBe(200);
    await expectValidEInvoice(response.body);
    expect(textAt(parseUbl(response.body), 'BuyerReference')).toBe(emptyReference.invoice.invoiceNumber);
  });

  it('a country that is no code: 409 naming the invoice and the reason, never a 500; the PDF still opens', async () => {
    const response = await get(ublUrl(badCountry));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'CONFLICT',
      reason: 'einvoice_unwritable',
      params: {
        invoiceNumber: badCountry.invoice.invoiceNumber,
        problem: "het land '東京' van de klant is geen landcode (ISO 3166, zoals NL)",
      },
    });
    expect(response.json().error).toBe(
      `Factuur ${badCountry.invoice.invoiceNumber} kan niet als e-factuur (UBL) worden geschreven: het land '東京' van de klant is geen landcode (ISO 3166, zoals NL).`,
    );
    expect((await get(ublUrl(badCountry, 'pdf'))).statusCode).toBe(200);
  });
});

describe("the accountant's ZIP of a period holding them", () => {
  it('writes every other document, the unwritable one as PDF only, and an error file naming it', async () => {
    const response = await get(`/api/admin/exports/einvoices?from=${issueDate}&to=${issueDate}`);
    expect(response.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const all = [controlName, bidiBusiness, emptyReference, badCountry, ordinary];
    const written = all.filter((one) => one !== badCountry);
    for (const { invoice } of written) {
      const xml = new TextDecoder().decode(files[`factuur-${invoice.invoiceNumber}.xml`]);
      await expectValidEInvoice(xml);
    }
    for (const { invoice } of all)
      expect(files[`factuur-${invoice.invoiceNumber}.pdf`]?.length).toBeGreaterThan(0);
    expect(files[`factuur-${badCountry.invoice.invoiceNumber}.xml`]).toBeUndefined();

    const errors = new TextDecoder()
      .decode(files[`fouten-e-facturen-${issueDate}-${issueDate}.csv`])
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(errors[0]).toBe('Bestand;Factuurnummer;Factuurdatum;Reden');
    expect(errors.slice(1, -1)).toEqual([
      `factuur-${badCountry.invoice.invoiceNumber}.xml;${badCountry.invoice.invoiceNumber};15-10-2026;Factuur ${badCountry.invoice.invoiceNumber} kan niet als e-factuur (UBL) worden geschreven: het land '東京' van de klant is geen landcode (ISO 3166, zoals NL).`,
    ]);
    // The register of the period lists all five, the accountant's checklist.
    const register = Object.keys(files).find((name) => name.startsWith('facturen-'));
    expect(new TextDecoder().decode(files[register ?? '']).split('\r\n')).toHaveLength(1 + all.length + 1);
  });

  it('a period without such a document has no error file', async () => {
    const { invoice } = await insertInvoice(t.database.db, {
      userId: ordinary.user.id,
      issueDate: '2026-09-01',
    });
    const response = await get('/api/admin/exports/einvoices?from=2026-09-01&to=2026-09-30');
    const names = Object.keys(unzipSync(new Uint8Array(response.rawPayload)));
    expect(names).toEqual([
      `factuur-${invoice.invoiceNumber}.xml`,
      `factuur-${invoice.invoiceNumber}.pdf`,
      'facturen-2026-09-01-2026-09-30.csv',
    ]);
  });
});
