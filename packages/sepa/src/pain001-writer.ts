// pain.001.001.09 writer (SEPA credit transfer initiation): how we pay account credit back to customers
// (issue 29). One PmtInf with our company as the debtor, one CdtTrfTxInf per payout. As the pain.008 writer:
// every value passes through escapeXml, all free text through toSepaText, and the whole input is checked
// before anything is written. Payout files are small (a few hundred lines), so the document is one string.
import { addressProblem, isIsoDate, nameProblem } from './debtor-check.ts';
import type { PostalAddress } from './direct-debit-types.ts';
import { isValidBic, isValidIban } from './iban.ts';
import { account, agent, centsToDecimal, escapeXml, postalAddress } from './pain008-writer.ts';
import { sepaIdProblem } from './sepa-id.ts';
import { toSepaText } from './sepa-text.ts';

// EPC credit transfer implementation guidelines: names 70, remittance 140, amounts 0.01 … 999,999,999.99.
const NAME_MAX = 70;
const REMITTANCE_MAX = 140;
const MAX_AMOUNT_CENTS = 99_999_999_999;

export type CreditTransfer = {
  /** ≤ 35 characters, unique within the file; the bank reports it back on the debit entry. */
  endToEndId: string;
  amountCents: number;
  creditorName: string;
  creditorIban: string;
  /** Optional (IBAN-only is allowed within SEPA). */
  creditorBic: string | null;
  /** Unstructured remittance text (≤ 140), e.g. 'Terugbetaling tegoed klantnummer 1042'. */
  remittanceInformation: string;
};

export type CreditTransferFile = {
  messageId: string;
  /** ISO date-time, e.g. '2026-11-21T10:00:00+01:00'. */
  createdAt: string;
  paymentInformationId: string;
  /** The day our bank is to execute the transfers (YYYY-MM-DD). */
  executionDate: string;
  debtor: { name: string; address: PostalAddress; iban: string; bic: string | null };
  transfers: CreditTransfer[];
};

function fail(where: string, problem: string): never {
  throw new Error(`pain.001: ${where} ${problem}`);
}

function checkId(where: string, value: string): void {
  const problem = sepaIdProblem(value);
  if (problem) fail(`${where} '${value}'`, problem);
}

function checkTransfer(where: string, transfer: CreditTransfer, endToEndIds: Set<string>): void {
  checkId(`${where} EndToEndId`, transfer.endToEndId);
  if (endToEndIds.has(transfer.endToEndId))
    fail(`${where} EndToEndId '${transfer.endToEndId}'`, 'is used twice in the file');
  endToEndIds.add(transfer.endToEndId);
  const named = `${where} (EndToEndId '${transfer.endToEndId}')`;
  const cents = transfer.amountCents;
  if (!Number.isSafeInteger(cents) || cents <= 0 || cents > MAX_AMOUNT_CENTS)
    fail(`${named} amount`, `${cents} must be whole cents between 1 and ${MAX_AMOUNT_CENTS}`);
  const badName = nameProblem(transfer.creditorName);
  if (badName) fail(`${named} creditor name`, badName);
  if (!isValidIban(transfer.creditorIban))
    fail(`${named} creditor IBAN`, `'${transfer.creditorIban}' is not a valid IBAN`);
  if (transfer.creditorBic !== null && !isValidBic(transfer.creditorBic))
    fail(`${named} creditor BIC`, `'${transfer.creditorBic}' is not a valid BIC`);
}

function checkFile(file: CreditTransferFile): bigint {
  checkId('MsgId', file.messageId);
  checkId('PmtInfId', file.paymentInformationId);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/.test(file.createdAt))
    fail('creation time', `'${file.createdAt}' is not an ISO date-time`);
  if (!isIsoDate(file.executionDate))
    fail('execution date', `'${file.executionDate}' is not a date (YYYY-MM-DD)`);
  const { debtor } = file;
  const badName = nameProblem(debtor.name);
  if (badName) fail('debtor name', badName);
  const address = addressProblem(debtor.address);
  if (address) fail(`debtor address ${address.field}`, address.problem);
  if (!isValidIban(debtor.iban)) fail('debtor IBAN', `'${debtor.iban}' is not a valid IBAN`);
  if (debtor.bic !== null && !isValidBic(debtor.bic))
    fail('debtor BIC', `'${debtor.bic}' is not a valid BIC`);
  if (file.transfers.length === 0) fail('file', 'has no transfers (empty batch)');
  const endToEndIds = new Set<string>();
  let sum = 0n;
  file.transfers.forEach((transfer, index) => {
    checkTransfer(`transfer ${index + 1}`, transfer, endToEndIds);
    sum += BigInt(transfer.amountCents);
  });
  return sum;
}

const element = (name: string, value: string): string => `<${name}>${escapeXml(value)}</${name}>`;
const nameElement = (value: string): string => element('Nm', toSepaText(value, NAME_MAX));

function transaction(transfer: CreditTransfer): string {
  const remittance = toSepaText(transfer.remittanceInformation, REMITTANCE_MAX);
  return (
    `<CdtTrfTxInf><PmtId>${element('EndToEndId', transfer.endToEndId)}</PmtId>` +
    `<Amt><InstdAmt Ccy="EUR">${centsToDecimal(transfer.amountCents)}</InstdAmt></Amt>` +
    (transfer.creditorBic ? agent('CdtrAgt', transfer.creditorBic, 'BICFI') : '') +
    `<Cdtr>${nameElement(transfer.creditorName)}</Cdtr>` +
    account('CdtrAcct', transfer.creditorIban) +
    (remittance ? `<RmtInf>${element('Ustrd', remittance)}</RmtInf>` : '') +
    '</CdtTrfTxInf>\n'
  );
}

/** The whole pain.001.001.09 document; throws an Error naming the field when the input is invalid. */
export function writePain001(file: CreditTransferFile): string {
  const sum = centsToDecimal(checkFile(file));
  const count = file.transfers.length;
  const { debtor } = file;
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n' +
    `<CstmrCdtTrfInitn>\n<GrpHdr>${element('MsgId', file.messageId)}${element('CreDtTm', file.createdAt)}` +
    `<NbOfTxs>${count}</NbOfTxs><CtrlSum>${sum}</CtrlSum><InitgPty>${nameElement(debtor.name)}</InitgPty></GrpHdr>\n` +
    `<PmtInf>${element('PmtInfId', file.paymentInformationId)}<PmtMtd>TRF</PmtMtd><BtchBookg>true</BtchBookg>` +
    `<NbOfTxs>${count}</NbOfTxs><CtrlSum>${sum}</CtrlSum><PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl></PmtTpInf>` +
    `<ReqdExctnDt>${element('Dt', file.executionDate)}</ReqdExctnDt>` +
    `<Dbtr>${nameElement(debtor.name)}${postalAddress(debtor.address)}</Dbtr>` +
    account('DbtrAcct', debtor.iban) +
    agent('DbtrAgt', debtor.bic, 'BICFI') +
    '<ChrgBr>SLEV</ChrgBr>\n' +
    file.transfers.map(transaction).join('') +
    '</PmtInf>\n</CstmrCdtTrfInitn>\n</Document>\n'
  );
}
