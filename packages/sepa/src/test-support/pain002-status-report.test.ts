import { describe, expect, it } from 'vitest';
import { readPaymentStatusReport, statusOfBlock, statusOfTransaction } from '../status-report-reader.ts';
import { writePain002 } from './bank-files.ts';
import { xsdErrors } from './xsd-errors.ts';

describe.each(['ing', 'rabobank'] as const)('%s pain.002', (bank) => {
  const xml = writePain002({
    bank,
    originalMessageId: 'HP-20261127-0001',
    blocks: [
      {
        paymentInformationId: 'HP-20261201-RCUR',
        numberOfTransactions: 3,
        controlSumCents: 9680,
        rejected: [
          {
            endToEndId: 'HP-INV-2026-000201',
            mandateId: 'HP-MANDATE-0201',
            amountCents: 3630,
            reasonCode: 'AM04',
          },
          {
            endToEndId: 'HP-INV-2026-000202',
            mandateId: 'HP-MANDATE-0202',
            amountCents: 1815,
            reasonCode: 'MD01',
            sequenceType: 'FRST',
          },
        ],
      },
      {
        paymentInformationId: 'HP-20261201-FRST',
        numberOfTransactions: 2,
        controlSumCents: 3630,
        blockReasonCode: 'AM05',
      },
    ],
  });

  it('validates against the pain.002.001.03 XSD', () => {
    expect(xsdErrors(xml, 'pain.002.001.03')).toBe('');
  });

  it('reads back the rejected transactions and the block rejected as a whole', () => {
    const report = readPaymentStatusReport(xml);
    expect(report).toMatchObject({
      messageType: 'pain.002.001.03',
      originalMessageId: 'HP-20261127-0001',
      originalMessageType: 'pain.008.001.08',
      groupStatus: 'PART',
    });
    expect(report.paymentInformations).toEqual([
      expect.objectContaining({
        originalPaymentInformationId: 'HP-20261201-RCUR',
        status: 'PART',
        reasonCode: null,
      }),
      expect.objectContaining({
        originalPaymentInformationId: 'HP-20261201-FRST',
        status: 'RJCT',
        reasonCode: 'AM05',
      }),
    ]);
    expect(
      report.transactions.map((tx) => [
        tx.originalEndToEndId,
        tx.status,
        tx.reasonCode,
        tx.amountCents,
        tx.mandateId,
      ]),
    ).toEqual([
      ['HP-INV-2026-000201', 'RJCT', 'AM04', 3630, 'HP-MANDATE-0201'],
      ['HP-INV-2026-000202', 'RJCT', 'MD01', 1815, 'HP-MANDATE-0202'],
    ]);
    expect(report.transactions[1]?.sequenceType).toBe('FRST');
  });
});

const collection = (n: number, sequenceType: 'FRST' | 'RCUR' = 'RCUR') => ({
  endToEndId: `HP-INV-2026-00030${n}-1`,
  mandateId: `HP-MANDATE-030${n}`,
  amountCents: 1210 * n,
  sequenceType,
});

describe.each([
  ['rabobank', 'pain.002.001.03'],
  ['ing', 'pain.002.001.10'],
  ['ing', 'pain.002.001.03'],
  ['abn-amro', 'pain.002.001.03'],
] as const)('%s %s: whole file and whole block rejects', (bank, version) => {
  it('a file refused whole: GrpSts RJCT with its reason and no blocks', () => {
    const xml = writePain002({
      bank,
      version,
      originalMessageId: 'HP-20261127-0002',
      groupReasonCode: 'FF01',
      numberOfTransactions: 3,
      controlSumCents: 9680,
      blocks: [],
    });
    expect(xsdErrors(xml, version)).toBe('');
    const report = readPaymentStatusReport(xml);
    expect(report).toMatchObject({ groupStatus: 'RJCT', paymentInformations: [], transactions: [] });
    expect(statusOfBlock(report, null)).toMatchObject({ status: 'RJCT', reasonCode: 'FF01', level: 'group' });
  });

  it('a refused file with one transaction accepted of its own; a refused block listing its transactions bare', () => {
    const xml = writePain002({
      bank,
      version,
      originalMessageId: 'HP-20261127-0004',
      groupReasonCode: 'AM18',
      blocks: [
        {
          paymentInformationId: 'HP-20261127-0004-RCUR',
          numberOfTransactions: 2,
          controlSumCents: 3630,
          status: null,
          listed: [{ ...collection(1), status: 'ACCP' }],
        },
        {
          paymentInformationId: 'HP-20261127-0004-FRST',
          numberOfTransactions: 1,
          controlSumCents: 3630,
          blockReasonCode: 'DT01',
          listed: [{ ...collection(3, 'FRST'), status: null }],
        },
      ],
    });
    expect(xsdErrors(xml, version)).toBe('');
    const report = readPaymentStatusReport(xml);
    expect(report.paymentInformations.map((block) => block.status)).toEqual([null, 'RJCT']);
    expect(report.transactions.map((tx) => [tx.originalEndToEndId, statusOfTransaction(report, tx)])).toEqual(
      [
        [
          'HP-INV-2026-000301-1',
          { status: 'ACCP', reasonCode: null, additionalInfo: null, level: 'transaction' },
        ],
        [
          'HP-INV-2026-000303-1',
          expect.objectContaining({ status: 'RJCT', reasonCode: 'DT01', level: 'payment_information' }),
        ],
      ],
    );
    // The unlisted transaction of the first block takes the group's status.
    expect(statusOfBlock(report, report.paymentInformations[0] ?? null)).toMatchObject({
      status: 'RJCT',
      reasonCode: 'AM18',
      level: 'group',
    });
  });
});
