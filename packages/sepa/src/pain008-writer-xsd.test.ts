// Every file the writer produces must validate against the official ISO 20022 schema (xmllint).
import { closeSync, mkdtempSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildDutchCreditorId } from './creditor-id.ts';
import type {
  DirectDebitFile,
  DirectDebitTransaction,
  Pain008Version,
  PaymentInformation,
} from './direct-debit-types.ts';
import {
  dutchIban,
  sampleFile,
  sampleTransaction,
  xsdErrors,
  xsdErrorsOfFile,
} from './pain008-test-support.ts';
import { writePain008, writePain008ToString } from './pain008-writer.ts';
import { toSepaId } from './sepa-id.ts';

const versions: Pain008Version[] = ['pain.008.001.08', 'pain.008.001.02'];

const toCents = (amount: string): bigint => {
  const [whole = '0', fraction = ''] = amount.split('.');
  expect(fraction).toHaveLength(2);
  return BigInt(whole) * 100n + BigInt(fraction);
};

/** Checks NbOfTxs and CtrlSum of the group header and of each PmtInf against the amounts written. */
function expectTotalsAddUp(xml: string, file: DirectDebitFile): void {
  const [header = '', ...batches] = xml.split('<PmtInf>');
  const inputCents = file.paymentInformations
    .flatMap((b) => b.transactions)
    .reduce((sum, t) => sum + BigInt(t.amountCents), 0n);
  const inputCount = file.paymentInformations.reduce((sum, b) => sum + b.transactions.length, 0);
  expect(header).toContain(`<NbOfTxs>${inputCount}</NbOfTxs>`);
  expect(toCents(/<CtrlSum>(.*?)<\/CtrlSum>/.exec(header)?.[1] ?? '')).toBe(inputCents);
  expect(batches).toHaveLength(file.paymentInformations.length);
  let writtenCents = 0n;
  for (const batch of batches) {
    const amounts = [...batch.matchAll(/<InstdAmt Ccy="EUR">(.*?)<\/InstdAmt>/g)].map((m) =>
      toCents(m[1] ?? ''),
    );
    const sum = amounts.reduce((a, b) => a + b, 0n);
    expect(batch).toContain(`<NbOfTxs>${amounts.length}</NbOfTxs>`);
    expect(toCents(/<CtrlSum>(.*?)<\/CtrlSum>/.exec(batch)?.[1] ?? '')).toBe(sum);
    writtenCents += sum;
  }
  expect(writtenCents).toBe(inputCents);
}

describe('pain.008 output validates against the XSD', () => {
  for (const version of versions) {
    it(`${version}: a file with BIC and IBAN-only debtors, addresses and amendments`, () => {
      const file = sampleFile({ version });
      file.paymentInformations.push({
        paymentInformationId: 'HP-20261121-0001-FRST',
        sequenceType: 'FRST',
        collectionDate: '2026-11-25',
        transactions: [
          sampleTransaction({
            endToEndId: 'E-2',
            debtorBic: null,
            debtorAddress: null,
            remittanceInformation: '',
          }),
          sampleTransaction({
            endToEndId: 'E-3',
            amendment: { originalMandateId: 'OLD/1', originalDebtorIban: 'NL44RABO0123456789' },
          }),
          sampleTransaction({
            endToEndId: 'E-4',
            amendment: { otherBank: true },
            debtorAddress: {
              street: 'Hauptstraße',
              buildingNumber: null,
              postCode: '10115',
              townName: 'Berlin',
              country: 'DE',
            },
          }),
        ],
      });
      file.creditor.bic = null;
      expect(xsdErrors(writePain008ToString(file), version)).toBe('');
    });

    it(`${version}: a creation time in Amsterdam time with its offset`, () => {
      for (const createdAt of ['2026-11-21T11:00:00+01:00', '2026-07-01T12:00:00+02:00']) {
        const xml = writePain008ToString(sampleFile({ version, createdAt }));
        expect(xml).toContain(`<CreDtTm>${createdAt}</CreDtTm>`);
        expect(xsdErrors(xml, version)).toBe('');
      }
    });

    it(`${version}: the schema check itself catches a broken file`, () => {
      const xml = writePain008ToString(sampleFile({ version })).replace(
        '<PmtMtd>DD</PmtMtd>',
        '<PmtMtd>TRF</PmtMtd>',
      );
      expect(xsdErrors(xml, version)).toMatch(/PmtMtd/);
    });
  }
});

const freeText = fc
  .tuple(
    fc.constantFrom('A', 'Z', 'é', 'Ö', 'ß', 'Ø'),
    fc.string({
      unit: fc.constantFrom(...'abcXYZ 019ëéüöäßæøåçñ&ÆÅ/-?:().,\'+<>"_#€@李😀\t'.split('')),
      maxLength: 90,
    }),
  )
  .map(([first, rest]) => first + rest);

const iban = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('INGB', 'ABNA', 'RABO', 'SNSB', 'TRIO', 'BUNQ', 'KNAB'),
      fc.integer({ min: 1, max: 9_999_999_999 }),
    )
    .map(([bank, n]) => dutchIban(bank, n)),
  fc.constantFrom('DE89370400440532013000', 'BE68539007547034', 'FR1420041010050500013M02606'),
);
const bic = fc.option(fc.constantFrom('INGBNL2A', 'ABNANL2A', 'RABONL2U', 'DEUTDEFF500'), { nil: null });
const isoDate = fc
  .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const address = fc.option(
  fc.record({
    street: freeText,
    buildingNumber: fc.option(freeText, { nil: null }),
    postCode: freeText,
    townName: freeText,
    country: fc.constantFrom('NL', 'BE', 'DE'),
  }),
  { nil: null },
);
const amendment = fc.option(
  fc.oneof(
    fc.record({ originalMandateId: freeText.map(toSepaId) }),
    fc.record({ originalDebtorIban: iban }),
    fc.record({ originalMandateId: freeText.map(toSepaId), otherBank: fc.constant(true) }),
  ),
  { nil: null },
);
const transaction = fc.record({
  idText: freeText,
  amountCents: fc.integer({ min: 1, max: 1_000_000_000 }),
  mandateId: freeText.map(toSepaId),
  mandateSignedOn: isoDate,
  amendment,
  debtorName: freeText,
  debtorAddress: address,
  debtorIban: iban,
  debtorBic: bic,
  remittanceInformation: fc.string({ maxLength: 200 }),
});
const batch = fc.record({
  sequenceType: fc.constantFrom('FRST', 'RCUR', 'OOFF', 'FNAL' as const),
  collectionDate: isoDate,
  transactions: fc.array(transaction, { minLength: 1, maxLength: 8 }),
});
const generatedFile = fc
  .record({
    version: fc.constantFrom(...versions),
    localInstrument: fc.constantFrom('CORE', 'B2B' as const),
    messageText: freeText,
    createdAt: fc
      .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString()),
    creditorName: freeText,
    creditorAddress: fc.record({
      street: freeText,
      buildingNumber: fc.option(freeText, { nil: null }),
      postCode: freeText,
      townName: freeText,
      country: fc.constant('NL'),
    }),
    creditorIban: iban,
    creditorBic: bic,
    kvk: fc.integer({ min: 10_000_000, max: 99_999_999 }),
    batches: fc.array(batch, { minLength: 1, maxLength: 5 }),
  })
  .map(
    (g): DirectDebitFile => ({
      version: g.version,
      messageId: toSepaId(g.messageText),
      createdAt: g.createdAt,
      localInstrument: g.localInstrument,
      creditor: {
        name: g.creditorName,
        address: g.creditorAddress,
        iban: g.creditorIban,
        bic: g.creditorBic,
        creditorId: buildDutchCreditorId(String(g.kvk)),
      },
      paymentInformations: g.batches.map(
        (b, bi): PaymentInformation => ({
          paymentInformationId: `${toSepaId(g.messageText).slice(0, 28)}-P${bi}`,
          sequenceType: b.sequenceType,
          collectionDate: b.collectionDate,
          transactions: b.transactions.map(
            ({ idText, ...t }, ti): DirectDebitTransaction => ({
              ...t,
              // Unique per file; the random part exercises the whole id character set.
              endToEndId: `${toSepaId(idText).slice(0, 24)}-${bi}.${ti}`,
            }),
          ),
        }),
      ),
    }),
  );

describe('generated batches (property test)', () => {
  it('always validate against the XSD and have NbOfTxs and CtrlSum that add up', () => {
    fc.assert(
      fc.property(generatedFile, (file) => {
        const xml = writePain008ToString(file);
        expect(xsdErrors(xml, file.version)).toBe('');
        expectTotalsAddUp(xml, file);
      }),
      { numRuns: 30 },
    );
  });
});

describe('50,000 transactions', () => {
  it('are written chunk by chunk to a file that validates', () => {
    const directory = mkdtempSync(path.join(os.tmpdir(), 'pain008-large-'));
    try {
      const file = sampleFile();
      const banks = ['INGB', 'ABNA', 'RABO', 'SNSB'];
      file.paymentInformations = [0, 1].map((bi) => ({
        paymentInformationId: `HP-LARGE-${bi}`,
        sequenceType: bi === 0 ? 'FRST' : 'RCUR',
        collectionDate: '2026-11-24',
        transactions: Array.from({ length: 25_000 }, (_, i) =>
          sampleTransaction({
            endToEndId: `HP-2026-${bi}-${String(i).padStart(6, '0')}`,
            amountCents: 1 + ((i * 7919) % 250_000),
            mandateId: `HP-M-${bi}-${i}`,
            debtorName: `Klant ${i} Müller & Dochters`,
            debtorIban: dutchIban(banks[i % 4] ?? 'INGB', 1_000_000 + i),
            debtorBic: i % 3 === 0 ? null : 'INGBNL2A',
            amendment: i % 1000 === 0 ? { originalDebtorIban: dutchIban('ABNA', i + 1) } : null,
          }),
        ),
      }));
      const target = path.join(directory, 'large.xml');
      // How fast is measured in bench/ (`npm run bench -- sepa-files`), not here: on a busy machine any time
      // limit is luck (issue 19).
      const descriptor = openSync(target, 'w');
      let chunks = 0;
      for (const chunk of writePain008(file)) {
        writeSync(descriptor, chunk);
        chunks++;
      }
      closeSync(descriptor);
      expect(chunks).toBeGreaterThan(100);
      expect(statSync(target).size).toBeGreaterThan(10_000_000);
      expect(xsdErrorsOfFile(target, 'pain.008.001.08')).toBe('');
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
