import { describe, expect, it } from 'vitest';
import { readBankToCustomer } from './bank-statement-reader.ts';
import { readPaymentStatusReport } from './status-report-reader.ts';
import { readBankSample } from './test-fixtures/fixture-files.ts';
import { parseSepaXml, SepaFileError, type SepaFileErrorCode } from './xml-parse.ts';
import { parseAmountCents } from './xml-tree.ts';

function errorOf(read: () => unknown): SepaFileError {
  try {
    read();
  } catch (error) {
    if (error instanceof SepaFileError) return error;
    throw error;
  }
  throw new Error('expected a SepaFileError');
}

function expectCode(read: () => unknown, code: SepaFileErrorCode): SepaFileError {
  const error = errorOf(read);
  expect(error.code).toBe(code);
  return error;
}

const camt053 = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">${body}</Document>`;

describe('parseSepaXml', () => {
  it.each([
    ['camt053_nl-abnamro_dd-collection-and-return_oca-bsi.xml', 'camt.053.001.02'],
    ['camt053v08_ch-postfinance_with-dd_libeufin.xml', 'camt.053.001.08'],
    ['camt054_dd-return_oca-ap.xml', 'camt.054.001.02'],
    ['camt054v08_ch-postfinance_dd-collection-credit_libeufin.xml', 'camt.054.001.08'],
    ['pain002v03_dd-rejections_oca-ap.xml', 'pain.002.001.03'],
    ['pain002v10_ch-postfinance_rjct-AC01_libeufin.xml', 'pain.002.001.10'],
    ['pain008v02_nl-ing-voorbeeldbestand.xml', 'pain.008.001.02'],
    ['pain008v08_php-sepa-xml.xml', 'pain.008.001.08'],
  ])('recognises %s as %s by its namespace', (file, messageType) => {
    expect(parseSepaXml(readBankSample(file)).messageType).toBe(messageType);
  });

  it('reads a prefixed namespace, a byte order mark and comments before the document element', () => {
    const xml = `\uFEFF<?xml version="1.0"?><!-- export --><ns2:Document xmlns:ns2="urn:iso:std:iso:20022:tech:xsd:pain.002.001.03"><ns2:CstmrPmtStsRpt><ns2:GrpHdr><ns2:MsgId>M1</ns2:MsgId></ns2:GrpHdr></ns2:CstmrPmtStsRpt></ns2:Document>`;
    expect(readPaymentStatusReport(new TextEncoder().encode(xml)).messageId).toBe('M1');
  });

  it('decodes the predefined entities and character references, which carry no risk', () => {
    const message = readBankToCustomer(
      camt053(
        '<BkToCstmrStmt><GrpHdr><MsgId>A &amp; B &#233;&#x20AC; &lt;1&gt;</MsgId></GrpHdr></BkToCstmrStmt>',
      ),
    );
    expect(message.messageId).toBe('A & B é€ <1>');
  });

  it('refuses an entity XML does not predefine (no DTD may declare one) and reads CDATA as text', () => {
    const withMessageId = (text: string) =>
      camt053(`<BkToCstmrStmt><GrpHdr><MsgId>${text}</MsgId></GrpHdr></BkToCstmrStmt>`);
    const error = expectCode(() => readBankToCustomer(withMessageId('Caf&eacute;')), 'MALFORMED_XML');
    expect(error.message).toContain('line 1');
    expect(readBankToCustomer(withMessageId('<![CDATA[A & B <1>]]>')).messageId).toBe('A & B <1>');
  });

  it('refuses malformed XML with the line and column', () => {
    const error = expectCode(
      () => parseSepaXml(camt053('<BkToCstmrStmt><GrpHdr></BkToCstmrStmt>')),
      'MALFORMED_XML',
    );
    expect(error.message).toMatch(/not well-formed XML \(line 1, column \d+\)/);
    expectCode(() => parseSepaXml(''), 'MALFORMED_XML');
    expectCode(() => parseSepaXml('this is a PDF, not XML'), 'MALFORMED_XML');
  });

  it('refuses bytes that are not UTF-8 text', () => {
    const bytes = new Uint8Array([...new TextEncoder().encode(camt053('<X>')), 0xff, 0xfe]);
    expectCode(() => parseSepaXml(bytes), 'MALFORMED_XML');
  });

  it('refuses an XXE attempt (DOCTYPE with an external entity) before parsing anything', () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE Document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><GrpHdr><MsgId>&xxe;</MsgId></GrpHdr></BkToCstmrStmt></Document>`;
    const error = expectCode(() => readBankToCustomer(xxe), 'ENTITIES_NOT_ALLOWED');
    expect(error.message).toContain('DOCTYPE');
  });

  it('refuses an entity expansion bomb and a bare ENTITY declaration', () => {
    const bomb = `<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;">]><Document>&lol2;</Document>`;
    expectCode(() => parseSepaXml(bomb), 'ENTITIES_NOT_ALLOWED');
    expectCode(() => parseSepaXml('<!ENTITY x "y"><Document/>'), 'ENTITIES_NOT_ALLOWED');
  });

  it('refuses an unknown namespace, a missing namespace and a non-ISO document', () => {
    const camt052 =
      '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.052.001.02"><BkToCstmrAcctRpt/></Document>';
    expect(expectCode(() => parseSepaXml(camt052), 'UNSUPPORTED_MESSAGE').message).toContain(
      'camt.052.001.02',
    );
    expectCode(() => parseSepaXml('<Document><BkToCstmrStmt/></Document>'), 'UNSUPPORTED_MESSAGE');
    expectCode(
      () => parseSepaXml('<html xmlns="http://www.w3.org/1999/xhtml"><body/></html>'),
      'UNSUPPORTED_MESSAGE',
    );
  });

  it('refuses a supported file given to the wrong reader', () => {
    const error = expectCode(
      () => readPaymentStatusReport(readBankSample('camt054_dd-return_oca-ap.xml')),
      'UNSUPPORTED_MESSAGE',
    );
    expect(error.message).toContain('camt.054.001.02');
  });
});

describe('parseAmountCents', () => {
  it.each([
    ['100', 10000],
    ['4.5', 450],
    ['1600.00', 160000],
    ['0.01', 1],
    ['12.34000', 1234],
    ['999999999999.99', 99999999999999],
  ])('reads %s as %i cents exactly', (text, cents) => {
    expect(parseAmountCents(text, 'test')).toBe(cents);
  });

  it.each(['1.001', '-5.00', '1,50', '', '1e3', '.5'])('refuses %j', (text) => {
    expectCode(() => parseAmountCents(text, 'test'), 'INVALID_CONTENT');
  });
});
