// The generated bank files must be files a bank could send (XSD) and must read back with every fact intact.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BankStatement, readBankToCustomer } from '../bank-statement-reader.ts';
import {
  type BankFileEntry,
  closingBalanceCents,
  type DutchBank,
  writeCamt053,
  writeCamt054,
} from './bank-files.ts';
import { xsdErrors } from './xsd-errors.ts';

const banks: DutchBank[] = ['abn-amro', 'ing', 'rabobank'];

const mixedDay: BankFileEntry[] = [
  {
    kind: 'collection',
    endToEndId: 'HP-INV-2026-000101',
    mandateId: 'HP-MANDATE-0001',
    amountCents: 1815,
    debtorName: 'Zoë & Zonen <BV>',
    remittance: 'Factuur 2026-000101',
  },
  {
    kind: 'batch-collection',
    paymentInformationId: 'HP-20261201-RCUR',
    numberOfTransactions: 57,
    amountCents: 187035,
  },
  {
    kind: 'return',
    endToEndId: 'HP-INV-2026-000102',
    mandateId: 'HP-MANDATE-0002',
    amountCents: 3630,
    reasonCode: 'AM04',
  },
  {
    kind: 'return',
    endToEndId: 'HP-INV-2026-000090',
    mandateId: 'HP-MANDATE-0009',
    amountCents: 6050,
    reasonCode: 'MD06',
  },
  { kind: 'credit-transfer', amountCents: 12100, remittance: 'Betaling PAY-2026-0123 factuur 2026-000088' },
];

/** What a bank entry must read back as, whatever the bank's shape. */
function expectEntriesReadBack(statement: BankStatement, entries: BankFileEntry[]): void {
  expect(statement.entries).toHaveLength(entries.length);
  entries.forEach((entry, index) => {
    const read = statement.entries[index];
    expect(read?.amountCents).toBe(entry.amountCents);
    expect(read?.creditDebit).toBe(entry.kind === 'return' ? 'DBIT' : 'CRDT');
    expect(read?.status).toBe('BOOK');
    const detail = read?.details[0];
    switch (entry.kind) {
      case 'collection':
        expect(read?.bankTransactionCode).toMatchObject({
          domain: 'PMNT',
          family: 'IDDT',
          subFamily: 'ESDD',
        });
        expect(read?.reversal).toBe(false);
        expect(detail).toMatchObject({
          endToEndId: entry.endToEndId,
          mandateId: entry.mandateId,
          amountCents: entry.amountCents,
          creditorId: 'NL51ZZZ405365330000',
        });
        if (entry.debtorName) expect(detail?.debtorName).toBe(entry.debtorName);
        break;
      case 'batch-collection':
        expect(read?.batch).toEqual({
          paymentInformationId: entry.paymentInformationId,
          numberOfTransactions: entry.numberOfTransactions,
          totalAmountCents: entry.amountCents,
        });
        expect(read?.details).toHaveLength(1);
        expect(detail).toMatchObject({ endToEndId: null, mandateId: null, amountCents: entry.amountCents });
        break;
      case 'return':
        expect(read?.bankTransactionCode).toMatchObject({ family: 'IDDT', subFamily: 'UPDD' });
        expect(detail).toMatchObject({
          endToEndId: entry.endToEndId,
          mandateId: entry.mandateId,
          amountCents: entry.amountCents,
          returnReasonCode: entry.reasonCode,
          creditDebit: 'DBIT',
        });
        break;
      case 'credit-transfer':
        expect(read?.bankTransactionCode).toMatchObject({ family: 'RCDT', subFamily: 'ESCT' });
        expect(detail?.endToEndId).toBeNull();
        expect(detail?.remittanceText).toContain(entry.remittance);
        break;
    }
  });
}

describe.each(banks)('%s camt.053', (bank) => {
  const xml = writeCamt053({ bank, openingBalanceCents: 25_000, entries: mixedDay });

  it('validates against the camt.053.001.02 XSD', () => {
    expect(xsdErrors(xml, 'camt.053.001.02')).toBe('');
  });

  it('reads back with amounts, ids, reason codes, batch and balances that add up', () => {
    const message = readBankToCustomer(xml);
    expect(message.messageType).toBe('camt.053.001.02');
    const [statement] = message.statements;
    if (!statement) throw new Error('no statement');
    expect(statement.currency).toBe('EUR');
    expect(statement.accountIban).toMatch(/^NL\d{2}(ABNA|INGB|RABO)\d{10}$/);
    expect(statement.openingBalanceCents).toBe(25_000);
    expect(statement.closingBalanceCents).toBe(closingBalanceCents(25_000, mixedDay));
    const net = statement.entries.reduce(
      (sum, entry) => sum + (entry.creditDebit === 'CRDT' ? entry.amountCents : -entry.amountCents),
      0,
    );
    expect((statement.openingBalanceCents ?? 0) + net).toBe(statement.closingBalanceCents);
    expectEntriesReadBack(statement, mixedDay);
  });

  it('tells a file that is not ours by its account and currency', () => {
    const other = writeCamt053({
      bank,
      accountIban: 'CH9300762011623852957',
      currency: 'CHF',
      messageId: 'NOT-OURS-1',
      entries: [mixedDay[4] as BankFileEntry],
    });
    expect(xsdErrors(other, 'camt.053.001.02')).toBe('');
    const message = readBankToCustomer(other);
    expect(message.messageId).toBe('NOT-OURS-1');
    expect(message.statements[0]).toMatchObject({ accountIban: 'CH9300762011623852957', currency: 'CHF' });
    expect(message.statements[0]?.entries[0]?.currency).toBe('CHF');
  });

  it('gives the currency of a statement without entries', () => {
    const quiet = writeCamt053({ bank, currency: 'CHF', entries: [] });
    expect(xsdErrors(quiet, 'camt.053.001.02')).toBe('');
    expect(readBankToCustomer(quiet).statements[0]).toMatchObject({ currency: 'CHF', entries: [] });
  });

  it('writes a negative closing balance as a debit balance', () => {
    const overdrawn = writeCamt053({
      bank,
      openingBalanceCents: 1000,
      entries: [mixedDay[3] as BankFileEntry],
    });
    expect(xsdErrors(overdrawn, 'camt.053.001.02')).toBe('');
    expect(readBankToCustomer(overdrawn).statements[0]?.closingBalanceCents).toBe(1000 - 6050);
  });
});

describe.each(banks)('%s camt.054', (bank) => {
  it('validates and reads back the returns of the day', () => {
    const returns = mixedDay.filter((entry) => entry.kind === 'return');
    const xml = writeCamt054({ bank, messageId: `${bank}-NTFCTN-1`, entries: returns });
    expect(xsdErrors(xml, 'camt.054.001.02')).toBe('');
    const message = readBankToCustomer(xml);
    expect(message).toMatchObject({ messageType: 'camt.054.001.02', messageId: `${bank}-NTFCTN-1` });
    const [notification] = message.statements;
    if (!notification) throw new Error('no notification');
    expect(notification.currency).toBe('EUR');
    expect(notification.openingBalanceCents).toBeNull();
    expectEntriesReadBack(notification, returns);
  });
});

const entryArbitrary: fc.Arbitrary<BankFileEntry> = fc.oneof(
  fc.record({
    kind: fc.constant('collection' as const),
    endToEndId: fc.stringMatching(/^HP-[A-Z0-9]{1,20}$/),
    mandateId: fc.stringMatching(/^M-[A-Z0-9]{1,20}$/),
    amountCents: fc.integer({ min: 1, max: 99_999_999 }),
  }),
  fc.record({
    kind: fc.constant('batch-collection' as const),
    paymentInformationId: fc.stringMatching(/^HP-[A-Z0-9]{1,20}$/),
    numberOfTransactions: fc.integer({ min: 1, max: 50_000 }),
    amountCents: fc.integer({ min: 1, max: 99_999_999_999 }),
  }),
  fc.record({
    kind: fc.constant('return' as const),
    endToEndId: fc.stringMatching(/^HP-[A-Z0-9]{1,20}$/),
    mandateId: fc.stringMatching(/^M-[A-Z0-9]{1,20}$/),
    amountCents: fc.integer({ min: 1, max: 99_999_999 }),
    reasonCode: fc.constantFrom('AM04', 'MD06', 'MD01', 'MS02', 'AC04', 'AC06', 'SL01'),
  }),
  fc.record({
    kind: fc.constant('credit-transfer' as const),
    amountCents: fc.integer({ min: 1, max: 99_999_999 }),
    remittance: fc.stringMatching(/^PAY-20\d{2}-\d{4}$/),
  }),
);

describe('any day of entries (property test)', () => {
  it('validates and reads back in every bank’s shape', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...banks),
        fc.array(entryArbitrary, { maxLength: 6 }),
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        (bank, entries, openingBalanceCents) => {
          const xml = writeCamt053({ bank, openingBalanceCents, entries });
          expect(xsdErrors(xml, 'camt.053.001.02')).toBe('');
          const [statement] = readBankToCustomer(xml).statements;
          if (!statement) throw new Error('no statement');
          expect(statement.openingBalanceCents).toBe(openingBalanceCents);
          expect(statement.closingBalanceCents).toBe(closingBalanceCents(openingBalanceCents, entries));
          expectEntriesReadBack(statement, entries);
        },
      ),
      { numRuns: 30 },
    );
  });
});
