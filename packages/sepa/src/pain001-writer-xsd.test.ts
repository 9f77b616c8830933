// Every payout file the writer produces must validate against the official ISO 20022 schema (xmllint).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pain001XsdErrors, sampleCreditTransferFile, sampleTransfer } from './pain001-test-support.ts';
import { writePain001 } from './pain001-writer.ts';
import { dutchIban } from './pain008-test-support.ts';

describe('pain.001.001.09 output validates against the XSD', () => {
  it('a file with BIC and IBAN-only creditors and a debtor without BIC', () => {
    const file = sampleCreditTransferFile();
    file.debtor.bic = null;
    file.transfers.push(
      sampleTransfer({ endToEndId: 'HP-PO-2', creditorBic: null, remittanceInformation: '' }),
      sampleTransfer({
        endToEndId: 'HP-PO-3',
        creditorName: 'Jürgen Müller',
        creditorIban: 'DE89370400440532013000',
      }),
    );
    expect(pain001XsdErrors(writePain001(file))).toBe('');
  });

  it('the schema check itself catches a broken file', () => {
    const xml = writePain001(sampleCreditTransferFile()).replace(
      '<PmtMtd>TRF</PmtMtd>',
      '<PmtMtd>DD</PmtMtd>',
    );
    expect(pain001XsdErrors(xml)).toMatch(/PmtMtd/);
  });

  it('generated files with any text always validate (property test)', () => {
    const text = fc.string({
      unit: fc.constantFrom(...'abcXYZ 019ëéüöäßæøåçñ&ÆÅ/-?:().,\'+<>"_#€@李😀\t'.split('')),
      maxLength: 180,
    });
    const transfer = fc.record({
      amountCents: fc.integer({ min: 1, max: 1_000_000_000 }),
      creditorName: text.map((value) => `K${value}`),
      account: fc.integer({ min: 1, max: 9_999_999_999 }),
      creditorBic: fc.option(fc.constantFrom('INGBNL2A', 'ABNANL2A', 'DEUTDEFF500'), { nil: null }),
      remittanceInformation: text,
    });
    fc.assert(
      fc.property(fc.array(transfer, { minLength: 1, maxLength: 10 }), (transfers) => {
        const file = sampleCreditTransferFile({
          transfers: transfers.map(({ account, ...rest }, index) => ({
            ...rest,
            endToEndId: `HP-PO-${index}`,
            creditorIban: dutchIban('INGB', account),
          })),
        });
        expect(pain001XsdErrors(writePain001(file))).toBe('');
      }),
      { numRuns: 20 },
    );
  });
});
