import { describe, expect, it } from 'vitest';
import type { DirectDebitFile } from './direct-debit-types.ts';
import { readPain008 } from './pain008-reader.ts';
import { writePain008ToString } from './pain008-writer.ts';
import { readBankSample } from './test-fixtures/fixture-files.ts';
import { SepaFileError } from './xml-parse.ts';

describe('readPain008 on the public samples', () => {
  it('ABN AMRO voorbeeldbestand (.02): creditor id at transaction level, unstructured address', () => {
    expect(readPain008(readBankSample('pain008v02_nl-abnamro-voorbeeldbestand.xml'))).toEqual({
      version: 'pain.008.001.02',
      messageId: '1000004207',
      createdAt: '2012-02-22T09:29:54',
      localInstrument: 'CORE',
      creditor: {
        name: 'Naam',
        address: {
          street: 'Dorpstraat 1',
          buildingNumber: null,
          postCode: '',
          townName: 'Amsterdam',
          country: 'NL',
        },
        iban: 'DE12345678901234567890',
        bic: 'ABNADEFFFRA',
        creditorId: 'NL89ZZZ011234567890',
      },
      paymentInformations: [
        {
          paymentInformationId: '1000004207',
          sequenceType: 'RCUR',
          collectionDate: '2012-02-21',
          transactions: [
            {
              endToEndId: '2000000038',
              amountCents: 160000,
              mandateId: 'MANDAAT123456',
              mandateSignedOn: '2010-09-05',
              amendment: null,
              debtorName: 'FICO Customer account',
              debtorAddress: null,
              debtorIban: 'DE12345678901234567890',
              debtorBic: 'NBAGDE3E',
              remittanceInformation: '/INV/ 8/29/2011',
            },
          ],
        },
      ],
    });
  });

  it('ING voorbeeldbestand (.02): OOFF of EUR 1.01, creditor id at transaction level', () => {
    const file = readPain008(readBankSample('pain008v02_nl-ing-voorbeeldbestand.xml'));
    expect(file.creditor).toMatchObject({
      iban: 'NL28INGB0000000001',
      bic: 'INGBNL2A',
      creditorId: 'NL89ZZZ011234567890',
    });
    expect(file.paymentInformations[0]).toMatchObject({ sequenceType: 'OOFF', collectionDate: '2012-02-05' });
    expect(file.paymentInformations[0]?.transactions[0]).toMatchObject({
      endToEndId: 'E2EID001',
      amountCents: 101,
      mandateId: 'MANDAATIDNR001',
      mandateSignedOn: '2011-12-31',
      debtorIban: 'NL98INGB0000000002',
      debtorBic: 'INGBNL2A',
    });
  });

  it('php-sepa-xml (.08): BICFI and a structured debtor address', () => {
    const file = readPain008(readBankSample('pain008v08_php-sepa-xml.xml'));
    expect(file).toMatchObject({
      version: 'pain.008.001.08',
      messageId: 'OurMessageIdentification',
      localInstrument: 'CORE',
    });
    expect(file.creditor).toMatchObject({
      name: 'OurCorp',
      iban: 'BG87200500001234567890',
      bic: 'BANKBGFFXXX',
      creditorId: 'BG40ZZZ507778',
    });
    expect(file.paymentInformations[0]?.transactions[0]).toMatchObject({
      endToEndId: 'SomethingUnique',
      amountCents: 1234,
      mandateId: 'SomeOtherUniqueThing',
      debtorAddress: {
        street: 'Some Street',
        buildingNumber: '12',
        postCode: '1000',
        townName: 'Nowhere',
        country: 'BG',
      },
      debtorIban: 'DE87200500001234567890',
      debtorBic: 'BANKDEFFXXX',
      remittanceInformation: 'OurCorp Billing',
    });
  });

  it('refuses a pain.008 without a creditor identifier', () => {
    const xml = new TextDecoder()
      .decode(readBankSample('pain008v08_php-sepa-xml.xml'))
      .replace(/<CdtrSchmeId>[\s\S]*<\/CdtrSchmeId>/, '');
    expect(() => readPain008(xml)).toThrow(SepaFileError);
  });
});

function ourFile(version: DirectDebitFile['version']): DirectDebitFile {
  const address = {
    street: 'Stationsplein',
    buildingNumber: '1',
    postCode: '3511 ED',
    townName: 'Utrecht',
    country: 'NL',
  };
  const transaction = {
    endToEndId: 'HP-INV-2026-000123',
    amountCents: 1815,
    mandateId: 'HP-MANDATE-0001',
    mandateSignedOn: '2025-03-14',
    amendment: null,
    debtorName: 'Zoe Jansen',
    debtorAddress: {
      street: 'Keizersgracht',
      buildingNumber: '12a',
      postCode: '1015 CS',
      townName: 'Amsterdam',
      country: 'NL',
    },
    debtorIban: 'NL91ABNA0417164300',
    debtorBic: 'ABNANL2A',
    remittanceInformation: 'Factuur 2026-000123 PAY-2026-0123',
  };
  return {
    version,
    messageId: 'HP-20261121-0001',
    createdAt: '2026-11-21T10:00:00Z',
    localInstrument: 'CORE',
    creditor: {
      name: 'Hostportaal B.V.',
      address,
      iban: 'NL44RABO0123456789',
      bic: 'RABONL2U',
      creditorId: 'NL51ZZZ405365330000',
    },
    paymentInformations: [
      {
        paymentInformationId: 'HP-20261121-0001-FRST',
        sequenceType: 'FRST',
        collectionDate: '2026-11-24',
        transactions: [
          { ...transaction, endToEndId: 'HP-INV-2026-000124', debtorBic: null, debtorAddress: null },
        ],
      },
      {
        paymentInformationId: 'HP-20261121-0001-RCUR',
        sequenceType: 'RCUR',
        collectionDate: '2026-11-24',
        transactions: [
          transaction,
          {
            ...transaction,
            endToEndId: 'HP-INV-2026-000125',
            amountCents: 123456,
            amendment: { originalDebtorIban: 'NL36INGB0007654321' },
          },
          {
            ...transaction,
            endToEndId: 'HP-INV-2026-000126',
            amendment: { originalMandateId: 'HP-OLD-0009', otherBank: true },
          },
        ],
      },
    ],
  };
}

describe('readPain008 round-trips our writer', () => {
  it.each(['pain.008.001.08', 'pain.008.001.02'] as const)('%s', (version) => {
    const file = ourFile(version);
    expect(readPain008(writePain008ToString(file))).toEqual(file);
  });
});
