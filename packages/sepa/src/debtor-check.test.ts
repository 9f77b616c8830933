import { describe, expect, it } from 'vitest';
import { debtorProblem } from './debtor-check.ts';
import type { DirectDebitTransaction } from './direct-debit-types.ts';
import { firstBatch, sampleFile, sampleTransaction } from './pain008-test-support.ts';
import { writePain008 } from './pain008-writer.ts';

const address = sampleTransaction().debtorAddress as NonNullable<DirectDebitTransaction['debtorAddress']>;

// What customers have typed (or what data from before the input rules holds), and what the writer makes of it.
const refused: [string, Partial<DirectDebitTransaction>, string][] = [
  ['a town in Japanese script', { debtorAddress: { ...address, townName: '東京' } }, 'town'],
  ['a town of one bullet', { debtorAddress: { ...address, townName: '•' } }, 'town'],
  ['a town of a control character', { debtorAddress: { ...address, townName: '\u0001' } }, 'town'],
  ['a country spelt out', { debtorAddress: { ...address, country: 'Nederland' } }, 'country'],
  ['a name of control characters', { debtorName: '\u0001\u0002\u001f' }, 'name'],
  ['a name in Arabic script', { debtorName: 'محمد' }, 'name'],
  ['a broken IBAN', { debtorIban: 'NL00ABNA0417164300' }, 'iban'],
  ['an IBAN outside SEPA', { debtorIban: 'BR1800360305000010009795493C1' }, 'iban'],
  ['a broken BIC', { debtorBic: 'XX' }, 'bic'],
  ['a mandate reference with a slash first', { mandateId: '/HP-1' }, 'mandate_reference'],
  ['a mandate reference of 36 characters', { mandateId: 'M'.repeat(36) }, 'mandate_reference'],
  ['a signature date that is no date', { mandateSignedOn: '2025-02-30' }, 'mandate_signed_on'],
  ['an amendment from a broken IBAN', { amendment: { originalDebtorIban: 'NL00' } }, 'original_iban'],
];

describe('debtorProblem: the writer’s rules for one debtor', () => {
  it.each(refused)(
    'names the field of %s, and the writer refuses it the same way',
    (_what, change, field) => {
      const transaction = sampleTransaction(change);
      const problem = debtorProblem(transaction);
      expect(problem?.field).toBe(field);
      const file = sampleFile();
      firstBatch(file).transactions = [transaction];
      expect(() => writePain008(file)).toThrow(problem?.problem);
    },
  );

  it('passes what the writer transliterates: diacritics, the IJ, a control character inside a word', () => {
    for (const change of [
      { debtorName: 'Ĳsbrand Özdemir' },
      { debtorAddress: { ...address, townName: 'Den\u0001 Haag' } },
      { debtorAddress: { ...address, townName: "'s-Hertogenbosch" } },
      { debtorAddress: null },
      { debtorBic: null },
    ])
      expect(debtorProblem(sampleTransaction(change))).toBeNull();
  });
});
