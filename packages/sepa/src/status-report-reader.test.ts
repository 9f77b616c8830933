import { describe, expect, it } from 'vitest';
import { readPaymentStatusReport, statusOfBlock, statusOfTransaction } from './status-report-reader.ts';
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

  it('our Rabobank pain.002.001.03 fixture: the whole file refused (GrpSts RJCT, FF01) with no blocks', () => {
    const report = readPaymentStatusReport(readFixture('rabobank-pain002v03-file-rejected-ff01.xml'));
    expect(report).toMatchObject({
      messageType: 'pain.002.001.03',
      originalMessageId: 'HP-20261127-0002',
      groupStatus: 'RJCT',
      groupReasonCode: 'FF01',
      groupAdditionalInfo: 'Bestand afgekeurd: het bestand voldoet niet aan het formaat',
      paymentInformations: [],
      transactions: [],
    });
    // Every collection of the file takes the group's status: none is listed.
    expect(statusOfBlock(report, null)).toEqual({
      status: 'RJCT',
      reasonCode: 'FF01',
      additionalInfo: 'Bestand afgekeurd: het bestand voldoet niet aan het formaat',
      level: 'group',
    });
  });

  it('our ING pain.002.001.10 fixture: the whole file refused with BE05, originator and counts per status', () => {
    const report = readPaymentStatusReport(readFixture('ing-pain002v10-file-rejected-be05.xml'));
    expect(report).toMatchObject({
      messageType: 'pain.002.001.10',
      originalMessageId: 'HP-20261127-0003',
      groupStatus: 'RJCT',
      groupReasonCode: 'BE05',
      groupAdditionalInfo: null,
      paymentInformations: [],
      transactions: [],
    });
    expect(statusOfBlock(report, null)).toMatchObject({ status: 'RJCT', reasonCode: 'BE05', level: 'group' });
  });

  it('our ABN AMRO fixture: a block refused whole lists its transactions without a TxSts; they take its status', () => {
    const report = readPaymentStatusReport(readFixture('abnamro-pain002v03-block-rejected-dt01.xml'));
    expect(report).toMatchObject({ groupStatus: 'PART', groupReasonCode: null });
    expect(
      report.paymentInformations.map((block) => [block.originalPaymentInformationId, block.status]),
    ).toEqual([
      ['HP-20261127-0004-FRST', 'RJCT'],
      ['HP-20261127-0004-RCUR', 'ACCP'],
    ]);
    expect(report.transactions.map((tx) => [tx.originalEndToEndId, tx.status, tx.amountCents])).toEqual([
      ['HP-INV-2026-000301-1', null, 1210],
      ['HP-INV-2026-000302-1', null, 1815],
    ]);
    for (const transaction of report.transactions)
      expect(statusOfTransaction(report, transaction)).toEqual({
        status: 'RJCT',
        reasonCode: 'DT01',
        additionalInfo: null,
        level: 'payment_information',
      });
    // The accepted block's transactions (not listed) are accepted.
    expect(statusOfBlock(report, report.paymentInformations[1] ?? null)).toMatchObject({ status: 'ACCP' });
  });

  it('a transaction with a status of its own keeps it inside a refused group', () => {
    const report = readPaymentStatusReport(readFixture('ing-pain002v10-rjct-am04-md01.xml'));
    const accepted = report.transactions.find((tx) => tx.originalEndToEndId === 'HP-INV-2026-000203');
    if (!accepted) throw new Error('fixture changed');
    const refused = { ...report, groupStatus: 'RJCT', groupReasonCode: 'FF01' };
    expect(statusOfTransaction(refused, accepted)).toMatchObject({ status: 'ACCP', level: 'transaction' });
    // Without a TxSts of its own the block's PART would stand: not a rejection.
    expect(statusOfTransaction(refused, { ...accepted, status: null })).toMatchObject({
      status: 'PART',
      level: 'payment_information',
    });
  });
});
