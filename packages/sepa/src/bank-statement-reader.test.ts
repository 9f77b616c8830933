import { describe, expect, it } from 'vitest';
import { type BankEntry, readBankToCustomer } from './bank-statement-reader.ts';
import { readBankSample, readFixture } from './test-fixtures/fixture-files.ts';
import { generateCamt053 } from './test-fixtures/generate-camt053.ts';

function onlyStatement(xml: string | Uint8Array) {
  const message = readBankToCustomer(xml);
  expect(message.statements).toHaveLength(1);
  const [statement] = message.statements;
  if (!statement) throw new Error('no statement');
  return { message, statement };
}

function entryAt(entries: BankEntry[], index: number): BankEntry {
  const entry = entries[index];
  if (!entry) throw new Error(`no entry ${index}`);
  return entry;
}

describe('readBankToCustomer on the public bank samples', () => {
  it('ABN AMRO camt.053.001.02: a collection, a returned batch of 2 (AC06) and a credit transfer', () => {
    const { message, statement } = onlyStatement(
      readBankSample('camt053_nl-abnamro_dd-collection-and-return_oca-bsi.xml'),
    );
    expect(message).toMatchObject({ messageType: 'camt.053.001.02', messageId: 'TESTBANK/NL/1420561226673' });
    expect(statement).toMatchObject({
      id: '1234Test/1',
      accountIban: 'NL77ABNA0574908765',
      currency: 'EUR',
      openingBalanceCents: 1556827,
      closingBalanceCents: 1512112,
    });
    expect(statement.entries).toHaveLength(3);
    const [collection, returns, transfer] = statement.entries;
    expect(collection).toMatchObject({
      amountCents: 75425,
      creditDebit: 'DBIT',
      reversal: false,
      bookingDate: '2014-01-05',
      bankTransactionCode: { domain: 'PMNT', family: 'RDDT', subFamily: 'ESDD', proprietary: 'EI' },
      batch: null,
    });
    expect(collection?.details).toEqual([
      expect.objectContaining({ mandateId: '1880000341866', amountCents: 75425 }),
    ]);
    expect(returns).toMatchObject({
      amountCents: 66405,
      creditDebit: 'DBIT',
      reversal: true,
      status: 'BOOK',
      bankTransactionCode: { family: 'IDDT', subFamily: 'UPDD' },
      batch: {
        paymentInformationId: '2018/125-20141229-NORM',
        numberOfTransactions: 2,
        totalAmountCents: 66405,
      },
    });
    expect(
      returns?.details.map((detail) => [
        detail.endToEndId,
        detail.mandateId,
        detail.amountCents,
        detail.returnReasonCode,
      ]),
    ).toEqual([
      ['TESTBANK/NL/20141229/01206408', 'NL22ZZZ524885430000-C0125.1', 56405, 'AC06'],
      ['TESTBANK/NL/20141229/01206407', 'NL22ZZZ524885430000-C0125.2', 10000, 'AC06'],
    ]);
    expect(returns?.details[0]?.additionalTransactionInfo).toContain('AC07 Rek.nummer blokkade');
    expect(transfer).toMatchObject({
      amountCents: 140531,
      creditDebit: 'CRDT',
      bankTransactionCode: { family: 'RCDT', subFamily: 'ESCT' },
    });
    expect(transfer?.details[0]).toMatchObject({
      endToEndId: '115',
      debtorIban: 'NL69ABNA0522123643',
      debtorName: '3rd party Media',
    });
  });

  it.each([
    ['camt053_dd-return-AC06_oca-ap-pr321.xml', 'camt.053.001.02'],
    ['camt054_dd-return_oca-ap.xml', 'camt.054.001.02'],
  ])('%s: one returned RCUR collection with AC06', (file, messageType) => {
    const { message, statement } = onlyStatement(readBankSample(file));
    expect(message.messageType).toBe(messageType);
    expect(statement.accountIban).toBe('NL77ABNA0574908765');
    expect(statement.entries).toHaveLength(1);
    const entry = entryAt(statement.entries, 0);
    expect(entry).toMatchObject({
      amountCents: 10000,
      creditDebit: 'DBIT',
      bookingDate: '2016-10-08',
      bankTransactionCode: { family: 'IDDT', subFamily: 'UPDD', proprietary: 'B3/0811' },
    });
    expect(entry.details).toEqual([
      {
        endToEndId: 'E2EID1',
        accountServicerReference: null,
        instructionId: 'FA031615104',
        mandateId: 'MANDATEID2',
        amountCents: 10000,
        creditDebit: 'DBIT',
        returnReasonCode: 'AC06',
        returnAdditionalInfo: '/RTYP/RTRN',
        remittanceText: 'FACTURE DU 15.03.16',
        remittanceReference: null,
        debtorName: 'DEBTOR4',
        debtorIban: 'IE16AIBK93110187654321',
        creditorId: 'IE03ZZZ123456',
        sequenceType: 'RCUR',
        additionalTransactionInfo: '/SQTP/RCUR/DTOFSGNT/2013-11-14',
      },
    ]);
  });

  it('PostFinance camt.053.001.08: five entries with .08 status codes and balances', () => {
    const { message, statement } = onlyStatement(
      readBankSample('camt053v08_ch-postfinance_with-dd_libeufin.xml'),
    );
    expect(message.messageType).toBe('camt.053.001.08');
    expect(statement).toMatchObject({
      accountIban: 'CH2909000000250094239',
      currency: 'CHF',
      openingBalanceCents: 21199319,
      closingBalanceCents: 21511221,
    });
    expect(
      statement.entries.map((entry) => [
        entry.amountCents,
        entry.creditDebit,
        entry.status,
        entry.bankTransactionCode.subFamily,
      ]),
    ).toEqual([
      [450, 'CRDT', 'BOOK', 'PMDD'],
      [7770, 'DBIT', 'BOOK', 'AUTT'],
      [150000, 'CRDT', 'BOOK', 'AUTT'],
      [153700, 'CRDT', 'BOOK', 'VCOM'],
      [169222, 'CRDT', 'BOOK', 'VCOM'],
    ]);
    expect(statement.entries.every((entry) => !entry.reversal)).toBe(true);
  });

  it('PostFinance camt.054.001.08: one collection credit with 2 details (.08 Amt and Dbtr/Pty)', () => {
    const { statement } = onlyStatement(
      readBankSample('camt054v08_ch-postfinance_dd-collection-credit_libeufin.xml'),
    );
    const entry = entryAt(statement.entries, 0);
    expect(entry).toMatchObject({
      amountCents: 450,
      creditDebit: 'CRDT',
      // PostFinance leaves Btch/TtlAmt out.
      batch: { paymentInformationId: 'PmtInfId-CHDD-1', numberOfTransactions: 2, totalAmountCents: null },
    });
    expect(
      entry.details.map((detail) => [
        detail.endToEndId,
        detail.amountCents,
        detail.debtorName,
        detail.debtorIban,
      ]),
    ).toEqual([
      ['E2EId-CHDD-1', 150, 'Maria Bernasconi', 'CH5109000000250092291'],
      ['E2EId-CHDD-2', 300, 'Maria Bernasconi', 'CH5109000000250092291'],
    ]);
  });

  it('PostFinance camt.054.001.08: a reversed credit transfer with AC01', () => {
    const { statement } = onlyStatement(
      readBankSample('camt054v08_ch-postfinance_ct-return-AC01_libeufin.xml'),
    );
    const entry = entryAt(statement.entries, 0);
    expect(entry).toMatchObject({
      amountCents: 50000,
      creditDebit: 'CRDT',
      reversal: true,
      bankTransactionCode: { family: 'ICDT', subFamily: 'RRTN' },
    });
    expect(entry.details[0]).toMatchObject({
      endToEndId: 'EndToEndId-001-03-04',
      returnReasonCode: 'AC01',
      returnAdditionalInfo: 'Kontonummer falsch',
      debtorName: 'Robert Schneider SA',
    });
    expect(entry.additionalInfo).toContain('AUSFÜHRBAR');
  });
});

describe('readBankToCustomer on our Dutch bank fixtures', () => {
  it('ING camt.053: a collection booked as one batch entry with details, an AM04 return and a PAY- transfer', () => {
    const { statement } = onlyStatement(readFixture('ing-camt053-collection-batch-am04.xml'));
    expect(statement).toMatchObject({
      accountIban: 'NL20INGB0001234567',
      openingBalanceCents: 100000,
      closingBalanceCents: 108383,
    });
    const [batch, returned, transfer] = statement.entries;
    expect(batch).toMatchObject({
      amountCents: 7260,
      creditDebit: 'CRDT',
      entryReference: 'ING-0000000000000101',
      batch: { paymentInformationId: 'HP-20261201-RCUR', numberOfTransactions: 3, totalAmountCents: 7260 },
    });
    expect(
      batch?.details.map((detail) => [
        detail.endToEndId,
        detail.mandateId,
        detail.amountCents,
        detail.sequenceType,
      ]),
    ).toEqual([
      ['HP-INV-2026-000101', 'HP-MANDATE-0001', 1815, 'RCUR'],
      ['HP-INV-2026-000102', 'HP-MANDATE-0002', 3630, 'RCUR'],
      ['HP-INV-2026-000103', 'HP-MANDATE-0003', 1815, 'RCUR'],
    ]);
    expect(batch?.details.reduce((sum, detail) => sum + (detail.amountCents ?? 0), 0)).toBe(
      batch?.amountCents,
    );
    expect(batch?.details[0]?.creditorId).toBe('NL51ZZZ405365330000');
    expect(batch?.details[2]?.debtorName).toBe('P. Bakker & Zn');
    expect(returned).toMatchObject({
      amountCents: 3630,
      creditDebit: 'DBIT',
      reversal: true,
      bookingDate: '2026-12-03',
      valueDate: '2026-12-01',
    });
    expect(returned?.details[0]).toMatchObject({
      endToEndId: 'HP-INV-2026-000102',
      mandateId: 'HP-MANDATE-0002',
      returnReasonCode: 'AM04',
      returnAdditionalInfo: 'Onvoldoende saldo',
    });
    expect(transfer?.details[0]).toMatchObject({
      endToEndId: null,
      remittanceText: 'PAY-2026-0199 factuur 2026-000199',
      debtorName: 'Studio Ëlla',
    });
  });

  it('ABN AMRO camt.054: an MD06 refund and an AC04 return, both reversals', () => {
    const { message, statement } = onlyStatement(readFixture('abnamro-camt054-md06-refund-ac04.xml'));
    expect(message.messageType).toBe('camt.054.001.02');
    expect(statement.openingBalanceCents).toBeNull();
    expect(
      statement.entries.map((entry) => [
        entry.amountCents,
        entry.reversal,
        entry.details[0]?.returnReasonCode,
        entry.details[0]?.endToEndId,
      ]),
    ).toEqual([
      [1815, true, 'MD06', 'HP-INV-2026-000101'],
      [12100, true, 'AC04', 'HP-INV-2026-000144'],
    ]);
    expect(statement.entries[0]?.details[0]).toMatchObject({
      returnAdditionalInfo: '/RTYP/RFND',
      creditorId: 'NL51ZZZ405365330000',
      sequenceType: 'RCUR',
    });
    expect(statement.entries[1]?.details[0]).toMatchObject({
      returnAdditionalInfo: '/RTYP/RTRN Rekening opgeheven',
      sequenceType: 'FRST',
      debtorIban: 'NL71INGB0009876543',
    });
  });

  it('Rabobank camt.053: a batch without details gets one detail; a return batch carries MS02 and AM04', () => {
    const { statement } = onlyStatement(readFixture('rabobank-camt053-return-batch-ms02-am04.xml'));
    expect(statement).toMatchObject({ openingBalanceCents: -2500, closingBalanceCents: 178505 });
    const [collection, returns] = statement.entries;
    expect(collection?.batch).toEqual({
      paymentInformationId: 'HP-20261208-RCUR',
      numberOfTransactions: 57,
      totalAmountCents: 187035,
    });
    expect(collection?.details).toEqual([
      expect.objectContaining({
        endToEndId: null,
        amountCents: 187035,
        creditDebit: 'CRDT',
        remittanceText: 'Incasso batch HP-20261208-RCUR 57 posten',
      }),
    ]);
    expect(returns?.batch).toEqual({
      paymentInformationId: 'HP-20261201-RCUR',
      numberOfTransactions: 2,
      totalAmountCents: 6030,
    });
    expect(
      returns?.details.map((detail) => [detail.endToEndId, detail.amountCents, detail.returnReasonCode]),
    ).toEqual([
      ['HP-INV-2026-000177', 4215, 'MS02'],
      ['HP-INV-2026-000178', 1815, 'AM04'],
    ]);
    expect(returns?.details[0]?.remittanceText).toBe('Factuur 2026-000177 PAY-2026-0177');
    expect(returns?.details[1]?.remittanceReference).toBe('1234567890123456');
  });

  it('keeps each statement with its own entries and says where a broken entry is', () => {
    const entry = (amount: string, endToEndId: string) =>
      `<Ntry><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts><NtryDtls><TxDtls><Refs><EndToEndId>${endToEndId}</EndToEndId></Refs></TxDtls></NtryDtls></Ntry>`;
    const statement = (id: string, entries: string) =>
      `<Stmt><Id>${id}</Id><Acct><Id><IBAN>NL20INGB0001234567</IBAN></Id></Acct>${entries}</Stmt>`;
    const camt = (second: string) =>
      `<?xml version="1.0" encoding="UTF-8"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><GrpHdr><MsgId>TWO</MsgId></GrpHdr>${statement('S1', entry('1.00', 'A'))}${statement('S2', `${entry('2.00', 'B')}${second}`)}${statement('S3', '')}</BkToCstmrStmt></Document>`;

    const message = readBankToCustomer(camt(entry('3.00', 'C')));
    expect(
      message.statements.map((read) => [read.id, read.entries.map((e) => e.details[0]?.endToEndId)]),
    ).toEqual([
      ['S1', ['A']],
      ['S2', ['B', 'C']],
      ['S3', []],
    ]);
    expect(() => readBankToCustomer(camt(entry('3.001', 'C')))).toThrow(
      "camt.053.001.02 statement 2, entry 2: '3.001' is not an amount in cents.",
    );
  });

  it('reads a camt.053 of 50,000 entries', () => {
    const { statement } = onlyStatement(generateCamt053(50_000));
    expect(statement.entries).toHaveLength(50_000);
    expect(statement.entries.filter((entry) => entry.details[0]?.returnReasonCode === 'AM04')).toHaveLength(
      5_000,
    );
    expect(statement.entries[49_999]?.details[0]?.endToEndId).toBe('HP-INV-2026-049999');
  });
});
