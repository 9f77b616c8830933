import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CollectionLetterDocument } from './collection-letter-document.ts';
import { renderCollectionLetterPdf } from './collection-letter-pdf.ts';
import type { CompanyDetails } from './invoice-document.ts';

const company: CompanyDetails = {
  name: 'Hostportaal B.V.',
  street: 'Stationsplein',
  houseNumber: '12',
  zipcode: '3511 ED',
  city: 'Utrecht',
  country: 'NL',
  kvkNumber: '40536533',
  vatId: 'NL123456789B01',
  iban: 'NL91ABNA0417164300',
  bic: 'ABNANL2A',
  email: 'facturen@hostportaal.test',
  phone: '030-1234567',
  website: null,
};

const claims = [
  { invoiceNumber: '2026-000123', issueDate: '2026-11-01', dueDate: '2026-11-15', openCents: 12_342 },
  { invoiceNumber: '2026-000140', issueDate: '2026-10-01', dueDate: '2026-10-15', openCents: 6_050 },
];

function notice(overrides: Partial<CollectionLetterDocument> = {}): CollectionLetterDocument {
  return {
    kind: 'notice',
    letterNumber: 'HB-2026-0007',
    letterDate: '2026-11-23',
    customer: {
      name: 'Jan de Vries',
      company: null,
      street: 'Oudegracht',
      houseNumber: '231',
      zipcode: '3511 NK',
      city: 'Utrecht',
      country: 'NL',
      vatId: null,
    },
    customerType: 'consumer',
    paymentReference: 'PAY-2026-0042',
    claims,
    principalCents: 18_392,
    feeCents: 4_000,
    term: { expectedReceiptDate: '2026-11-25', termEndDate: '2026-12-09', channel: 'post' },
    ...overrides,
  };
}

function collection(overrides: Partial<CollectionLetterDocument> = {}): CollectionLetterDocument {
  const { term: _term, ...base } = notice();
  return {
    ...base,
    kind: 'collection',
    letterNumber: 'IB-2026-0003',
    letterDate: '2026-12-14',
    notice: { letterNumber: 'HB-2026-0007', letterDate: '2026-11-23', termEndDate: '2026-12-09' },
    ...overrides,
  };
}

// pdftotext (poppler) reads the PDF as a reader would; whitespace is normalised for the assertions.
function pdfText(bytes: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes })
    .toString('utf8')
    .replace(/\s+/g, ' ');
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Bounding box in points of the first word on page 1 equal to `word`, from pdftotext -bbox. */
function wordBox(bytes: Buffer, word: string): { xMin: number; yMin: number; yMax: number } {
  const html = execFileSync('pdftotext', ['-bbox', '-f', '1', '-l', '1', '-', '-'], {
    input: bytes,
  }).toString();
  const match = new RegExp(
    `xMin="([\\d.]+)" yMin="([\\d.]+)" xMax="[\\d.]+" yMax="([\\d.]+)">${word}</word>`,
  ).exec(html);
  if (!match) throw new Error(`${word} not found`);
  return { xMin: Number(match[1]), yMin: Number(match[2]), yMax: Number(match[3]) };
}

const MM = 72 / 25.4;

afterEach(() => {
  vi.useRealTimers();
});

describe('renderCollectionLetterPdf: 14-dagenbrief', () => {
  it('announces the exact fee and a term of fourteen days after receipt, with its last day', async () => {
    const bytes = await renderCollectionLetterPdf(notice(), company);
    expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
    const text = pdfText(bytes);
    for (const expected of [
      'Hostportaal B.V.',
      'KvK: 40536533',
      'Jan de Vries Oudegracht 231 3511 NK Utrecht',
      'Utrecht, 23 november 2026',
      'Briefnummer: HB-2026-0007',
      'Betreft: laatste herinnering — 14 dagen om te betalen',
      'Geachte heer/mevrouw Jan de Vries,',
      'Factuurnummer Factuurdatum Vervaldatum Openstaand',
      '2026-000123 01-11-2026 15-11-2026 € 123,42',
      '2026-000140 01-10-2026 15-10-2026 € 60,50',
      'Totaal openstaand € 183,92',
      'Betaal het totaalbedrag van € 183,92 binnen veertien dagen na de dag waarop u deze brief ontvangt.',
      'Wij gaan ervan uit dat u deze brief op 25 november 2026 per post ontvangt; betaal dan uiterlijk op 9 december 2026.',
      'Betaalt u niet binnen deze termijn, dan zijn wij genoodzaakt incassokosten in rekening te brengen. Deze bedragen € 40,00 (berekend volgens het Besluit vergoeding voor buitengerechtelijke incassokosten; over dit bedrag wordt geen btw berekend).',
      'Maak het bedrag over naar NL91ABNA0417164300 (BIC ABNANL2A) t.n.v. Hostportaal B.V. o.v.v. PAY-2026-0042.',
      'Neem dan contact met ons op via facturen@hostportaal.test of 030-1234567.',
      'Met vriendelijke groet, Hostportaal B.V.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('dagtekening');
    expect(text).not.toContain('Buitengerechtelijke incassokosten (geen btw)');
  });

  it('counts an e-mailed notice as received the day it is sent', async () => {
    const term = { expectedReceiptDate: '2026-11-23', termEndDate: '2026-12-07', channel: 'email' } as const;
    const text = pdfText(await renderCollectionLetterPdf(notice({ term }), company));
    expect(text).toContain(
      'U ontvangt deze brief op 23 november 2026 per e-mail; betaal dus uiterlijk op 7 december 2026.',
    );
  });

  it('puts the address in the window of an EA5/6 or DL envelope', async () => {
    const customer = { ...notice().customer, company: 'Bakkerij Zoet', country: 'BE' };
    const bytes = await renderCollectionLetterPdf(notice({ customer }), company);
    const first = wordBox(bytes, 'Bakkerij');
    const last = wordBox(bytes, 'BE');
    expect(first.xMin).toBeCloseTo(20 * MM, 0);
    expect(first.yMin).toBeGreaterThanOrEqual(49 * MM);
    expect(last.yMax).toBeLessThanOrEqual(85 * MM);
    expect(wordBox(bytes, 'Betreft:').yMin).toBeGreaterThan(99 * MM);
  });

  it('refuses a business customer, a missing term and a term shorter than fourteen days', async () => {
    expect(() => renderCollectionLetterPdf(notice({ customerType: 'business' }), company)).toThrow(
      'Een 14-dagenbrief is alleen voor consumenten',
    );
    expect(() => renderCollectionLetterPdf(notice({ term: undefined }), company)).toThrow(
      'Een 14-dagenbrief heeft een betaaltermijn nodig',
    );
    const short = { expectedReceiptDate: '2026-11-25', termEndDate: '2026-12-08', channel: 'post' } as const;
    expect(() => renderCollectionLetterPdf(notice({ term: short }), company)).toThrow(
      'De betaaltermijn is te kort',
    );
    expect(() => renderCollectionLetterPdf(notice({ principalCents: 18_000 }), company)).toThrow(
      'is niet gelijk aan de som van de openstaande facturen',
    );
  });
});

describe('renderCollectionLetterPdf: incassobrief', () => {
  it('refers to the notice and charges the fee as a separate line', async () => {
    const text = pdfText(await renderCollectionLetterPdf(collection(), { ...company, bic: null }));
    for (const expected of [
      'Betreft: incassokosten openstaande facturen',
      'Op 23 november 2026 hebben wij u met brief HB-2026-0007 gevraagd de onderstaande facturen te betalen.',
      'De termijn in die brief eindigde op 9 december 2026',
      '2026-000123 01-11-2026 15-11-2026 € 123,42',
      'Openstaande facturen € 183,92',
      'Buitengerechtelijke incassokosten (geen btw) € 40,00',
      'Totaal te betalen € 223,92',
      'Het totaal te betalen bedrag is € 223,92.',
      'Maak het bedrag over naar NL91ABNA0417164300 t.n.v. Hostportaal B.V. o.v.v. PAY-2026-0042.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('BIC');
  });

  it('refuses a consumer without the notice, or before its term has passed', async () => {
    expect(() => renderCollectionLetterPdf(collection({ notice: undefined }), company)).toThrow(
      'Een incassobrief verwijst naar de 14-dagenbrief',
    );
    expect(() => renderCollectionLetterPdf(collection({ letterDate: '2026-12-09' }), company)).toThrow(
      'De termijn van de 14-dagenbrief is nog niet verstreken',
    );
  });

  it('charges a business customer without a notice', async () => {
    const text = pdfText(
      await renderCollectionLetterPdf(collection({ notice: undefined, customerType: 'business' }), company),
    );
    expect(text).toContain('Buitengerechtelijke incassokosten (geen btw) € 40,00');
    expect(text).toContain('Totaal te betalen € 223,92');
    expect(text).not.toContain('14-dagenbrief');
    // Nothing was announced to a business: the letter names the legal ground instead.
    expect(text).not.toContain('Zoals aangekondigd');
    expect(text).toContain(
      'Als zakelijke klant bent u bij te late betaling zonder voorafgaande aankondiging een vergoeding voor incassokosten verschuldigd (artikel 6:96 Burgerlijk Wetboek en Europese richtlijn 2011/7/EU), van ten minste € 40,00. Wij brengen u daarom € 40,00 aan buitengerechtelijke incassokosten in rekening',
    );
    expect(text).toContain(
      'over dit bedrag wordt geen btw berekend). Het totaal te betalen bedrag is € 223,92.',
    );
  });

  it('a business that did get a notice is reminded of it', async () => {
    const text = pdfText(await renderCollectionLetterPdf(collection({ customerType: 'business' }), company));
    expect(text).toContain(
      'Zoals aangekondigd brengen wij u daarom € 40,00 aan buitengerechtelijke incassokosten',
    );
    expect(text).not.toContain('Als zakelijke klant');
  });

  it('repeats the table header on the next page when there are many claims', async () => {
    const many = Array.from({ length: 45 }, (_, index) => ({
      invoiceNumber: `2026-${String(index + 1).padStart(6, '0')}`,
      issueDate: '2026-11-01',
      dueDate: '2026-11-15',
      openCents: 1_000,
    }));
    const bytes = await renderCollectionLetterPdf(
      collection({ claims: many, principalCents: 45_000 }),
      company,
    );
    const pages = execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString().split('\f');
    expect(pages.filter((page) => page.trim() !== '').length).toBeGreaterThan(1);
    expect(pages[1]).toContain('Factuurnummer');
    expect(pages[1]).toContain('Brief IB-2026-0003, pagina 2');
    expect(pdfText(bytes)).toContain(
      '2026-000045 01-11-2026 15-11-2026 € 10,00 Openstaande facturen € 450,00',
    );
  });
});

describe('renderCollectionLetterPdf: reproducibility', () => {
  it('gives byte-identical output for identical input, whenever it runs', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-01T10:00:00Z'));
    const first = await renderCollectionLetterPdf(notice(), company);
    vi.setSystemTime(new Date('2031-07-15T18:30:00Z'));
    const second = await renderCollectionLetterPdf(notice(), company);
    expect(sha256(second)).toBe(sha256(first));
    expect(second.equals(first)).toBe(true);
    const raw = first.toString('latin1');
    expect(raw).toContain('(D:20261123000000Z)');
    expect(raw).not.toMatch(/D:20(27|31)/);
  });

  it('gives a different hash for a different letter date', async () => {
    const first = await renderCollectionLetterPdf(collection(), company);
    const later = await renderCollectionLetterPdf(collection({ letterDate: '2026-12-15' }), company);
    expect(sha256(later)).not.toBe(sha256(first));
  });

  it('renders page 1 of both letters to PNG', async () => {
    for (const [name, document] of [
      ['14-dagenbrief', notice()],
      ['incassobrief', collection()],
    ] as const) {
      const bytes = await renderCollectionLetterPdf(document, company);
      const png = execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-'], { input: bytes });
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      writeFileSync(join(tmpdir(), `hostportaal-${name}.png`), png);
    }
  });
});
