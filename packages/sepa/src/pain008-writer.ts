// pain.008 writer (SEPA direct debit initiation), .001.08 (default) and .001.02. A small template writer:
// every value passes through escapeXml, all free text through toSepaText first. The whole input is checked
// before the first chunk, so a caller never gets half a file; then the document is yielded in chunks of
// about 64 KB, so 50,000 transactions never exist as one string. Each debtor is checked by debtor-check.ts,
// which a batch asks first, so one debtor's data never stops the file for the others.
import { isValidCreditorId, normalizeCreditorId } from './creditor-id.ts';
import { addressProblem, type DebtorField, debtorProblem, isIsoDate, nameProblem } from './debtor-check.ts';
import type {
  DirectDebitFile,
  DirectDebitTransaction,
  PaymentInformation,
  PostalAddress,
} from './direct-debit-types.ts';
import { isValidBic, isValidIban, normalizeBic, normalizeIban } from './iban.ts';
import { sepaIdProblem } from './sepa-id.ts';
import { toSepaText } from './sepa-text.ts';

// EPC implementation guidelines: names 70, remittance 140, amounts 0.01 … 999,999,999.99.
const NAME_MAX = 70;
const REMITTANCE_MAX = 140;
const MAX_AMOUNT_CENTS = 99_999_999_999;
const CHUNK_SIZE = 64 * 1024;

const XML_SPECIAL = /[&<>"']/;

export function escapeXml(value: string): string {
  if (!XML_SPECIAL.test(value)) return value;
  return value.replace(/[&<>"']/g, (char) =>
    char === '&'
      ? '&amp;'
      : char === '<'
        ? '&lt;'
        : char === '>'
          ? '&gt;'
          : char === '"'
            ? '&quot;'
            : '&apos;',
  );
}

/** Integer cents to the two-decimal amount of the XML: 123456 → '1234.56'. */
export function centsToDecimal(cents: number | bigint): string {
  const value = BigInt(cents);
  const sign = value < 0n ? '-' : '';
  const absolute = value < 0n ? -value : value;
  return `${sign}${absolute / 100n}.${String(absolute % 100n).padStart(2, '0')}`;
}

type Totals = { count: number; sumCents: bigint };

function fail(where: string, problem: string): never {
  throw new Error(`pain.008: ${where} ${problem}`);
}

function checkId(where: string, value: string): void {
  const problem = sepaIdProblem(value);
  if (problem) fail(`${where} '${value}'`, problem);
}

function checkDate(where: string, value: string): void {
  if (!isIsoDate(value)) fail(where, `'${value}' is not a date (YYYY-MM-DD)`);
}

function checkName(where: string, value: string): void {
  const problem = nameProblem(value);
  if (problem) fail(where, problem);
}

function checkAddress(where: string, address: PostalAddress): void {
  const problem = addressProblem(address);
  if (problem) fail(`${where} ${problem.field}`, problem.problem);
}

function checkBic(where: string, bic: string | null): void {
  if (bic !== null && !isValidBic(bic)) fail(where, `'${bic}' is not a valid BIC`);
}

// How the writer's errors name each of the debtor's fields.
const DEBTOR_FIELD_NAMES: Record<DebtorField, string> = {
  name: 'debtor name',
  town: 'debtor address town',
  country: 'debtor address country',
  iban: 'debtor IBAN',
  bic: 'debtor BIC',
  mandate_reference: 'mandate id',
  mandate_signed_on: 'mandate signature date',
  amendment: 'amendment',
  original_mandate_reference: 'original mandate id',
  original_iban: 'original debtor IBAN',
};

function checkTransaction(where: string, tx: DirectDebitTransaction, endToEndIds: Set<string>): void {
  checkId(`${where} EndToEndId`, tx.endToEndId);
  if (endToEndIds.has(tx.endToEndId))
    fail(`${where} EndToEndId '${tx.endToEndId}'`, 'is used twice in the file');
  endToEndIds.add(tx.endToEndId);
  const named = `${where} (EndToEndId '${tx.endToEndId}')`;
  if (!Number.isSafeInteger(tx.amountCents) || tx.amountCents <= 0 || tx.amountCents > MAX_AMOUNT_CENTS) {
    fail(`${named} amount`, `${tx.amountCents} must be whole cents between 1 and ${MAX_AMOUNT_CENTS}`);
  }
  const problem = debtorProblem(tx);
  if (problem) fail(`${named} ${DEBTOR_FIELD_NAMES[problem.field]}`, problem.problem);
}

function checkFile(file: DirectDebitFile): { total: Totals; perBatch: Totals[] } {
  if (file.version !== 'pain.008.001.08' && file.version !== 'pain.008.001.02') {
    fail('version', `'${file.version}' is not supported`);
  }
  if (file.localInstrument !== 'CORE' && file.localInstrument !== 'B2B') {
    fail('local instrument', `'${file.localInstrument}' must be CORE or B2B`);
  }
  checkId('MsgId', file.messageId);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/.test(file.createdAt)) {
    fail('creation time', `'${file.createdAt}' is not an ISO date-time`);
  }
  const { creditor } = file;
  checkName('creditor name', creditor.name);
  checkAddress('creditor address', creditor.address);
  if (!isValidIban(creditor.iban)) fail('creditor IBAN', `'${creditor.iban}' is not a valid IBAN`);
  checkBic('creditor BIC', creditor.bic);
  if (!isValidCreditorId(creditor.creditorId)) {
    fail('creditor identifier', `'${creditor.creditorId}' is not a valid SEPA creditor identifier`);
  }
  if (file.paymentInformations.length === 0) fail('file', 'has no payment information (empty batch)');
  const paymentIds = new Set<string>();
  const endToEndIds = new Set<string>();
  const perBatch = file.paymentInformations.map((batch) => {
    const where = `PmtInf '${batch.paymentInformationId}'`;
    checkId('PmtInfId', batch.paymentInformationId);
    if (paymentIds.has(batch.paymentInformationId)) fail(where, 'PmtInfId is used twice');
    paymentIds.add(batch.paymentInformationId);
    if (!['FRST', 'RCUR', 'OOFF', 'FNAL'].includes(batch.sequenceType)) {
      fail(`${where} sequence type`, `'${batch.sequenceType}' is unknown`);
    }
    checkDate(`${where} collection date`, batch.collectionDate);
    if (batch.transactions.length === 0) fail(where, 'has no transactions (empty batch)');
    let sumCents = 0n;
    batch.transactions.forEach((tx, index) => {
      checkTransaction(`${where} transaction ${index + 1}`, tx, endToEndIds);
      sumCents += BigInt(tx.amountCents);
    });
    return { count: batch.transactions.length, sumCents };
  });
  const total = perBatch.reduce(
    (sum, batch) => ({ count: sum.count + batch.count, sumCents: sum.sumCents + batch.sumCents }),
    {
      count: 0,
      sumCents: 0n,
    },
  );
  return { total, perBatch };
}

const element = (name: string, value: string): string => `<${name}>${escapeXml(value)}</${name}>`;
const text = (name: string, value: string, max: number): string => {
  const clean = toSepaText(value, max);
  return clean === '' ? '' : element(name, clean);
};

export function postalAddress(address: PostalAddress | null): string {
  if (!address) return '';
  return `<PstlAdr>${text('StrtNm', address.street, 70)}${text('BldgNb', address.buildingNumber ?? '', 16)}${text(
    'PstCd',
    address.postCode,
    16,
  )}${text('TwnNm', address.townName, 35)}${element('Ctry', address.country)}</PstlAdr>`;
}

/** BIC when known, otherwise the EPC 'NOTPROVIDED' (IBAN-only). The element is BICFI in .08, BIC in .02. */
export function agent(tag: string, bic: string | null, bicTag: string): string {
  const id = bic ? element(bicTag, normalizeBic(bic)) : '<Othr><Id>NOTPROVIDED</Id></Othr>';
  return `<${tag}><FinInstnId>${id}</FinInstnId></${tag}>`;
}

export function account(tag: string, iban: string): string {
  return `<${tag}><Id>${element('IBAN', normalizeIban(iban))}</Id></${tag}>`;
}

function amendmentDetails(tx: DirectDebitTransaction): string {
  const amendment = tx.amendment;
  if (!amendment) return element('AmdmntInd', 'false');
  // EPC: a move to another bank is flagged with 'SMNDA' in OrgnlDbtrAgt; OrgnlDbtrAcct is only for an IBAN
  // change within the same bank, so it is left out when otherBank is set.
  const details =
    (amendment.originalMandateId !== undefined ? element('OrgnlMndtId', amendment.originalMandateId) : '') +
    (amendment.originalDebtorIban !== undefined && !amendment.otherBank
      ? account('OrgnlDbtrAcct', amendment.originalDebtorIban)
      : '') +
    (amendment.otherBank
      ? '<OrgnlDbtrAgt><FinInstnId><Othr><Id>SMNDA</Id></Othr></FinInstnId></OrgnlDbtrAgt>'
      : '');
  return `${element('AmdmntInd', 'true')}<AmdmntInfDtls>${details}</AmdmntInfDtls>`;
}

function transaction(tx: DirectDebitTransaction, bicTag: string): string {
  const remittance = toSepaText(tx.remittanceInformation, REMITTANCE_MAX);
  return (
    `<DrctDbtTxInf><PmtId>${element('EndToEndId', tx.endToEndId)}</PmtId>` +
    `<InstdAmt Ccy="EUR">${centsToDecimal(tx.amountCents)}</InstdAmt>` +
    `<DrctDbtTx><MndtRltdInf>${element('MndtId', tx.mandateId)}${element('DtOfSgntr', tx.mandateSignedOn)}` +
    `${amendmentDetails(tx)}</MndtRltdInf></DrctDbtTx>` +
    agent('DbtrAgt', tx.debtorBic, bicTag) +
    `<Dbtr>${text('Nm', tx.debtorName, NAME_MAX)}${postalAddress(tx.debtorAddress)}</Dbtr>` +
    account('DbtrAcct', tx.debtorIban) +
    (remittance ? `<RmtInf>${element('Ustrd', remittance)}</RmtInf>` : '') +
    '</DrctDbtTxInf>\n'
  );
}

function paymentInformationHeader(
  file: DirectDebitFile,
  batch: PaymentInformation,
  totals: Totals,
  bicTag: string,
): string {
  const { creditor } = file;
  return (
    `<PmtInf>${element('PmtInfId', batch.paymentInformationId)}<PmtMtd>DD</PmtMtd><BtchBookg>true</BtchBookg>` +
    `<NbOfTxs>${totals.count}</NbOfTxs><CtrlSum>${centsToDecimal(totals.sumCents)}</CtrlSum>` +
    `<PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl><LclInstrm>${element('Cd', file.localInstrument)}</LclInstrm>` +
    `${element('SeqTp', batch.sequenceType)}</PmtTpInf>` +
    element('ReqdColltnDt', batch.collectionDate) +
    `<Cdtr>${text('Nm', creditor.name, NAME_MAX)}${postalAddress(creditor.address)}</Cdtr>` +
    account('CdtrAcct', creditor.iban) +
    agent('CdtrAgt', creditor.bic, bicTag) +
    '<ChrgBr>SLEV</ChrgBr>' +
    `<CdtrSchmeId><Id><PrvtId><Othr>${element('Id', normalizeCreditorId(creditor.creditorId))}` +
    '<SchmeNm><Prtry>SEPA</Prtry></SchmeNm></Othr></PrvtId></Id></CdtrSchmeId>\n'
  );
}

function* generateDocument(file: DirectDebitFile, total: Totals, perBatch: Totals[]): Generator<string> {
  const bicTag = file.version === 'pain.008.001.08' ? 'BICFI' : 'BIC';
  let buffer =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:${file.version}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n` +
    `<CstmrDrctDbtInitn>\n<GrpHdr>${element('MsgId', file.messageId)}${element('CreDtTm', file.createdAt)}` +
    `<NbOfTxs>${total.count}</NbOfTxs><CtrlSum>${centsToDecimal(total.sumCents)}</CtrlSum>` +
    `<InitgPty>${text('Nm', file.creditor.name, NAME_MAX)}</InitgPty></GrpHdr>\n`;
  for (const [index, batch] of file.paymentInformations.entries()) {
    buffer += paymentInformationHeader(file, batch, perBatch[index] as Totals, bicTag);
    for (const tx of batch.transactions) {
      buffer += transaction(tx, bicTag);
      if (buffer.length >= CHUNK_SIZE) {
        yield buffer;
        buffer = '';
      }
    }
    buffer += '</PmtInf>\n';
  }
  yield `${buffer}</CstmrDrctDbtInitn>\n</Document>\n`;
}

/**
 * Writes a pain.008 file as a sequence of string chunks (UTF-8 XML; concatenated they are the document).
 * Throws an Error naming the field at call time when the input is invalid, before any chunk is produced.
 * Use `Readable.from(writePain008(file))` to pipe it to a response or a hash.
 */
export function writePain008(file: DirectDebitFile): Generator<string, void, undefined> {
  const { total, perBatch } = checkFile(file);
  return generateDocument(file, total, perBatch);
}

/** The whole document as one string, for small files and tests. */
export function writePain008ToString(file: DirectDebitFile): string {
  let out = '';
  for (const chunk of writePain008(file)) out += chunk;
  return out;
}
