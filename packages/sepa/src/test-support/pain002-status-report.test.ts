import { describe, expect, it } from 'vitest';
import { readPaymentStatusReport } from '../status-report-reader.ts';
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
