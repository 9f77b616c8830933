import { describe, expect, it } from 'vitest';
import type { DirectDebitFile } from './direct-debit-types.ts';
import {
  dutchIban,
  firstBatch,
  firstTransaction,
  sampleFile,
  sampleTransaction,
} from './pain008-test-support.ts';
import { centsToDecimal, escapeXml, writePain008, writePain008ToString } from './pain008-writer.ts';

const between = (xml: string, tag: string): string[] =>
  [...xml.matchAll(new RegExp(`<${tag}>(.*?)</${tag}>`, 'gs'))].map((match) => match[1] ?? '');

describe('centsToDecimal and escapeXml', () => {
  it('writes two decimals from integer cents', () => {
    expect(centsToDecimal(1)).toBe('0.01');
    expect(centsToDecimal(1815)).toBe('18.15');
    expect(centsToDecimal(100)).toBe('1.00');
    expect(centsToDecimal(99_999_999_999)).toBe('999999999.99');
    expect(centsToDecimal(12_345_678_901_234_567n)).toBe('123456789012345.67');
  });

  it('escapes the five XML special characters', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });
});

describe('writePain008', () => {
  it('writes group header, payment information and transaction of pain.008.001.08', () => {
    const xml = writePain008ToString(sampleFile());
    expect(xml).toContain('xmlns="urn:iso:std:iso:20022:tech:xsd:pain.008.001.08"');
    expect(between(xml, 'MsgId')).toEqual(['HP-20261121-0001']);
    expect(between(xml, 'NbOfTxs')).toEqual(['1', '1']);
    expect(between(xml, 'CtrlSum')).toEqual(['18.15', '18.15']);
    expect(xml).toContain('<PmtMtd>DD</PmtMtd><BtchBookg>true</BtchBookg>');
    expect(xml).toContain(
      '<SvcLvl><Cd>SEPA</Cd></SvcLvl><LclInstrm><Cd>CORE</Cd></LclInstrm><SeqTp>RCUR</SeqTp>',
    );
    expect(xml).toContain('<ReqdColltnDt>2026-11-24</ReqdColltnDt>');
    expect(xml).toContain(
      '<CdtrAgt><FinInstnId><BICFI>RABONL2U</BICFI></FinInstnId></CdtrAgt><ChrgBr>SLEV</ChrgBr>',
    );
    expect(xml).toContain('<Othr><Id>NL51ZZZ405365330000</Id><SchmeNm><Prtry>SEPA</Prtry></SchmeNm></Othr>');
    expect(xml).toContain('<EndToEndId>INV-2026-000123</EndToEndId>');
    expect(xml).toContain('<InstdAmt Ccy="EUR">18.15</InstdAmt>');
    expect(xml).toContain(
      '<MndtId>HP-MANDATE-0001</MndtId><DtOfSgntr>2025-03-14</DtOfSgntr><AmdmntInd>false</AmdmntInd>',
    );
    expect(xml).toContain(
      '<Dbtr><Nm>Zoe Jansen + Zonen</Nm><PstlAdr><StrtNm>Keizersgracht</StrtNm><BldgNb>12a</BldgNb>' +
        '<PstCd>1015 CS</PstCd><TwnNm>Amsterdam</TwnNm><Ctry>NL</Ctry></PstlAdr></Dbtr>',
    );
    expect(xml).toContain('<DbtrAcct><Id><IBAN>NL91ABNA0417164300</IBAN></Id></DbtrAcct>');
    expect(xml).toContain('<RmtInf><Ustrd>Factuur 2026-000123 PAY-2026-0123</Ustrd></RmtInf>');
  });

  it('uses BIC instead of BICFI in pain.008.001.02, and B2B when asked', () => {
    const xml = writePain008ToString(sampleFile({ version: 'pain.008.001.02', localInstrument: 'B2B' }));
    expect(xml).toContain('xmlns="urn:iso:std:iso:20022:tech:xsd:pain.008.001.02"');
    expect(xml).toContain('<BIC>RABONL2U</BIC>');
    expect(xml).not.toContain('BICFI');
    expect(xml).toContain('<LclInstrm><Cd>B2B</Cd></LclInstrm>');
  });

  it('writes NOTPROVIDED when there is no BIC, and leaves out missing address and remittance', () => {
    const file = sampleFile();
    file.creditor.bic = null;
    firstBatch(file).transactions = [
      sampleTransaction({ debtorBic: null, debtorAddress: null, remittanceInformation: '★' }),
    ];
    const xml = writePain008ToString(file);
    expect(xml).toContain('<CdtrAgt><FinInstnId><Othr><Id>NOTPROVIDED</Id></Othr></FinInstnId></CdtrAgt>');
    expect(xml).toContain('<DbtrAgt><FinInstnId><Othr><Id>NOTPROVIDED</Id></Othr></FinInstnId></DbtrAgt>');
    expect(xml).toContain('<Dbtr><Nm>Zoe Jansen + Zonen</Nm></Dbtr>');
    expect(xml).not.toContain('RmtInf');
  });

  it('writes the amendment: original mandate id and IBAN, or SMNDA when the debtor moved banks', () => {
    const file = sampleFile();
    firstBatch(file).transactions = [
      sampleTransaction({
        endToEndId: 'E1',
        amendment: { originalMandateId: 'OLD-1', originalDebtorIban: 'NL44 RABO 0123 4567 89' },
      }),
      sampleTransaction({
        endToEndId: 'E2',
        amendment: { otherBank: true, originalDebtorIban: 'NL44RABO0123456789' },
      }),
    ];
    const xml = writePain008ToString(file);
    expect(xml).toContain(
      '<AmdmntInd>true</AmdmntInd><AmdmntInfDtls><OrgnlMndtId>OLD-1</OrgnlMndtId>' +
        '<OrgnlDbtrAcct><Id><IBAN>NL44RABO0123456789</IBAN></Id></OrgnlDbtrAcct></AmdmntInfDtls>',
    );
    expect(xml).toContain(
      '<AmdmntInd>true</AmdmntInd><AmdmntInfDtls><OrgnlDbtrAgt><FinInstnId><Othr><Id>SMNDA</Id></Othr></FinInstnId></OrgnlDbtrAgt></AmdmntInfDtls>',
    );
  });

  it('writes one PmtInf per given batch with its own count and sum, and exact totals', () => {
    const file = sampleFile();
    file.paymentInformations = [
      {
        paymentInformationId: 'P-FRST',
        sequenceType: 'FRST',
        collectionDate: '2026-11-24',
        transactions: [
          sampleTransaction({ endToEndId: 'A1', amountCents: 10 }),
          sampleTransaction({ endToEndId: 'A2', amountCents: 20 }),
        ],
      },
      {
        paymentInformationId: 'P-RCUR',
        sequenceType: 'RCUR',
        collectionDate: '2026-11-25',
        transactions: [sampleTransaction({ endToEndId: 'B1', amountCents: 99_999_999_999 })],
      },
    ];
    const xml = writePain008ToString(file);
    expect(between(xml, 'NbOfTxs')).toEqual(['3', '2', '1']);
    // 0.1 + 0.2 in floating point is 0.30000000000000004; cents must not drift.
    expect(between(xml, 'CtrlSum')).toEqual(['1000000000.29', '0.30', '999999999.99']);
    expect(between(xml, 'SeqTp')).toEqual(['FRST', 'RCUR']);
  });

  it('transliterates and cuts names to 70 and remittance to 140 characters', () => {
    const file = sampleFile();
    file.creditor.name = `Ärger & Co ${'x'.repeat(100)}`;
    firstBatch(file).transactions = [
      sampleTransaction({ debtorName: 'ß'.repeat(50), remittanceInformation: 'é'.repeat(200) }),
    ];
    const xml = writePain008ToString(file);
    for (const name of between(xml, 'Nm')) expect(name.length).toBeLessThanOrEqual(70);
    expect(between(xml, 'Nm')[0]).toMatch(/^Arger \+ Co x+$/);
    expect(between(xml, 'Nm')).toContain('ss'.repeat(35));
    expect(between(xml, 'Ustrd')).toEqual(['e'.repeat(140)]);
  });

  it('writes the IJ ligature and Nordic letters as SEPA letters, never an empty name', () => {
    const file = sampleFile();
    firstBatch(file).transactions = [
      sampleTransaction({ endToEndId: 'E-1', debtorName: 'Ĳsselstein Hosting' }),
      sampleTransaction({ endToEndId: 'E-2', debtorName: 'ÆØÅ' }),
    ];
    const names = between(writePain008ToString(file), 'Nm');
    expect(names).toContain('IJsselstein Hosting');
    expect(names).toContain('AEOA');
    expect(names).not.toContain('');
  });

  it('yields chunks that together are the document, bounded in size', () => {
    const file = sampleFile();
    firstBatch(file).transactions = Array.from({ length: 2000 }, (_, index) =>
      sampleTransaction({ endToEndId: `E-${index}`, debtorIban: dutchIban('INGB', index + 1) }),
    );
    const chunks = [...writePain008(file)];
    expect(chunks.length).toBeGreaterThan(5);
    for (const chunk of chunks) expect(chunk.length).toBeLessThan(70 * 1024);
    expect(chunks.join('')).toBe(writePain008ToString(file));
    expect(chunks.join('').match(/<DrctDbtTxInf>/g)).toHaveLength(2000);
  });
});

describe('writePain008 refuses invalid input before writing anything', () => {
  const refuses = (change: (file: DirectDebitFile) => void, message: RegExp) => {
    const file = sampleFile();
    change(file);
    expect(() => writePain008(file)).toThrow(message);
  };
  const tx = firstTransaction;

  it('checks the creditor', () => {
    refuses((f) => {
      f.creditor.iban = 'NL91ABNA0417164301';
    }, /creditor IBAN 'NL91ABNA0417164301' is not a valid IBAN/);
    refuses((f) => {
      f.creditor.creditorId = 'NL52ZZZ405365330000';
    }, /creditor identifier/);
    refuses((f) => {
      f.creditor.bic = 'RABONL';
    }, /creditor BIC/);
    refuses((f) => {
      f.creditor.name = '李';
    }, /creditor name/);
    refuses((f) => {
      f.creditor.address.country = 'Nederland';
    }, /country/);
    refuses((f) => {
      f.creditor.address.townName = '東京';
    }, /creditor address town '東京' has no characters of the SEPA character set/);
  });

  it('checks ids, dates and the version', () => {
    refuses((f) => {
      f.messageId = 'X'.repeat(36);
    }, /MsgId .* longer than 35/);
    refuses((f) => {
      f.createdAt = '21-11-2026';
    }, /creation time/);
    refuses((f) => {
      f.version = 'pain.008.001.99' as never;
    }, /not supported/);
    refuses((f) => {
      firstBatch(f).collectionDate = '2026-02-30';
    }, /collection date/);
    refuses((f) => {
      firstBatch(f).paymentInformationId = 'a//b';
    }, /PmtInfId/);
    refuses((f) => {
      f.paymentInformations.push({
        ...firstBatch(f),
        transactions: [sampleTransaction({ endToEndId: 'other' })],
      });
    }, /PmtInfId is used twice/);
  });

  it('refuses empty batches', () => {
    refuses((f) => {
      f.paymentInformations = [];
    }, /empty batch/);
    refuses((f) => {
      firstBatch(f).transactions = [];
    }, /empty batch/);
  });

  it('checks every transaction', () => {
    refuses((f) => {
      tx(f).amountCents = 0;
    }, /amount 0 must be whole cents/);
    refuses((f) => {
      tx(f).amountCents = -5;
    }, /amount/);
    refuses((f) => {
      tx(f).amountCents = 12.5;
    }, /amount/);
    refuses((f) => {
      tx(f).amountCents = 100_000_000_000;
    }, /amount/);
    refuses((f) => {
      tx(f).debtorIban = 'NL00ABNA0417164300';
    }, /debtor IBAN/);
    refuses((f) => {
      tx(f).debtorIban = 'BR1800360305000010009795493C1';
    }, /not in a SEPA country/);
    refuses((f) => {
      tx(f).debtorBic = 'XX';
    }, /debtor BIC/);
    refuses((f) => {
      tx(f).mandateId = '/M1';
    }, /mandate id/);
    refuses((f) => {
      tx(f).mandateSignedOn = '2025-13-01';
    }, /signature date/);
    refuses((f) => {
      tx(f).debtorName = '   ';
    }, /debtor name/);
    refuses((f) => {
      tx(f).endToEndId = 'Zoë';
    }, /EndToEndId/);
    refuses((f) => {
      tx(f).amendment = {};
    }, /amendment names nothing/);
    refuses((f) => {
      tx(f).amendment = { originalDebtorIban: 'NL00' };
    }, /original debtor IBAN/);
    refuses((f) => {
      tx(f).amendment = { originalMandateId: '' };
    }, /original mandate id/);
  });

  it('refuses a name that transliterates to nothing, naming the EndToEndId and the field', () => {
    for (const name of ['王小明', '   ', 'محمد']) {
      refuses((f) => {
        firstBatch(f).transactions.push(
          sampleTransaction({ endToEndId: 'HP-INV-2026-000777', debtorName: name }),
        );
      }, /PmtInf 'HP-20261121-0001-RCUR' transaction 2 \(EndToEndId 'HP-INV-2026-000777'\) debtor name .*empty <Nm>/);
    }
    refuses((f) => {
      f.creditor.name = '   ';
    }, /creditor name .*empty <Nm>/);
  });

  it('refuses an EndToEndId used twice, also across batches', () => {
    refuses((f) => {
      f.paymentInformations.push({
        paymentInformationId: 'P2',
        sequenceType: 'FRST',
        collectionDate: '2026-11-24',
        transactions: [sampleTransaction()],
      });
    }, /EndToEndId 'INV-2026-000123' is used twice/);
  });
});
