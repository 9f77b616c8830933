import { describe, expect, it } from 'vitest';
import { readPaymentStatusReport } from './status-report-reader.ts';
import { readBankSample, readFixture } from './test-fixtures/fixture-files.ts';

describe('readPaymentStatusReport', () => {
  it('pain.002.001.03 (Bank of Ireland style): 4 collections rejected with AC01, MS02, MD06 and AM04', () => {
    const report = readPaymentStatusReport(readBankSample('pain002v03_dd-rejections_oca-ap.xml'));
    expect(report).toMatchObject({
      messageType: 'pain.002.001.03',
      messageId: 'MSGID99345678912',
      originalMessageId: 'MSGID12345678912',
      originalMessageType: 'pain.008.001.02',
      groupStatus: null,
    });
    expect(report.paymentInformations.map((block) => block.originalPaymentInformationId)).toEqual([
      'PMTINFID1',
      'PMTINFID2',
    ]);
    expect(
      report.transactions.map((transaction) => [
        transaction.originalPaymentInformationId,
        transaction.originalEndToEndId,
        transaction.status,
        transaction.reasonCode,
        transaction.mandateId,
        transaction.sequenceType,
        transaction.amountCents,
      ]),
    ).toEqual([
      ['PMTINFID1', 'E2EID1', 'RJCT', 'AC01', 'MANDATEID1', 'FRST', 10000],
      ['PMTINFID1', 'E2EID2', 'RJCT', 'MS02', 'MANDATEID2', 'FRST', 10000],
      ['PMTINFID2', 'E2EID3', 'RJCT', 'MD06', 'MANDATEID3', 'RCUR', 10000],
      ['PMTINFID2', 'E2EID4', 'RJCT', 'AM04', 'MANDATEID4', 'RCUR', 10000],
    ]);
    expect(report.transactions[0]).toMatchObject({
      additionalInfo: 'ACC NUMBER INVALID',
      collectionDate: '2016-10-09',
    });
  });

  it('pain.002.001.10 (PostFinance): a whole payment information block rejected with AC01', () => {
    const report = readPaymentStatusReport(
      readBankSample('pain002v10_ch-postfinance_rjct-AC01_libeufin.xml'),
    );
    expect(report).toMatchObject({
      messageType: 'pain.002.001.10',
      messageId: '204691ACFC/071125/023362',
      originalMessageId: 'MSG-02-QRR-SCOR',
      originalMessageType: 'pain.001.001.09.ch.03',
      transactions: [],
    });
    expect(report.paymentInformations).toEqual([
      {
        originalPaymentInformationId: 'PMTINF-02',
        status: 'RJCT',
        reasonCode: 'AC01',
        additionalInfo: '0999;CH7280005000088877766 Lastkonto unbekannt',
      },
    ]);
  });

  it('our ING pain.002.001.10 fixture: partly accepted, AM04 and MD01 rejected, one accepted', () => {
    const report = readPaymentStatusReport(readFixture('ing-pain002v10-rjct-am04-md01.xml'));
    expect(report).toMatchObject({
      originalMessageId: 'HP-20261127-0001',
      originalMessageType: 'pain.008.001.08',
      groupStatus: 'PART',
    });
    expect(report.paymentInformations).toEqual([
      {
        originalPaymentInformationId: 'HP-20261201-RCUR',
        status: 'PART',
        reasonCode: null,
        additionalInfo: null,
      },
    ]);
    expect(report.transactions).toEqual([
      {
        originalPaymentInformationId: 'HP-20261201-RCUR',
        originalEndToEndId: 'HP-INV-2026-000201',
        originalInstructionId: 'HP-INV-2026-000201',
        status: 'RJCT',
        reasonCode: 'AM04',
        additionalInfo: 'Onvoldoende saldo',
        amountCents: 3630,
        mandateId: 'HP-MANDATE-0201',
        sequenceType: 'RCUR',
        collectionDate: '2026-12-01',
      },
      expect.objectContaining({
        originalEndToEndId: 'HP-INV-2026-000202',
        status: 'RJCT',
        reasonCode: 'MD01',
        amountCents: 4235,
        sequenceType: 'FRST',
      }),
      expect.objectContaining({
        originalEndToEndId: 'HP-INV-2026-000203',
        status: 'ACCP',
        reasonCode: null,
        amountCents: null,
      }),
    ]);
  });
});
