// pain.008 (.02 and .08) back into a DirectDebitFile: to round-trip our writer and to read files that
// other software or a bank's example wrote. Dutch bank examples put CdtrSchmeId in each transaction.
import type {
  Creditor,
  DirectDebitFile,
  DirectDebitTransaction,
  LocalInstrument,
  MandateAmendment,
  PaymentInformation,
  PostalAddress,
  SequenceType,
} from './direct-debit-types.ts';
import { expectMessageType, parseSepaXml, SepaFileError, type XmlNode } from './xml-parse.ts';
import {
  parseAmountCents,
  requireText,
  xmlBic,
  xmlChild,
  xmlChildren,
  xmlText,
  xmlTexts,
} from './xml-tree.ts';

const SEQUENCE_TYPES: readonly string[] = ['FRST', 'RCUR', 'OOFF', 'FNAL'];

/** Reads a pain.008.001.02 or .08 file; throws SepaFileError for anything else. */
export function readPain008(xml: string | Uint8Array): DirectDebitFile {
  const parsed = parseSepaXml(xml);
  const version = expectMessageType(parsed, ['pain.008.001.02', 'pain.008.001.08']);
  const initiation = xmlChild(parsed.document, 'CstmrDrctDbtInitn');
  const blocks = xmlChildren(initiation, 'PmtInf');
  const first = blocks[0];
  if (first === undefined)
    throw new SepaFileError('INVALID_CONTENT', `${version}: the file has no PmtInf block.`);
  const firstTransaction = xmlChild(first, 'DrctDbtTxInf');
  const instrument =
    xmlText(first, 'PmtTpInf', 'LclInstrm', 'Cd') ?? xmlText(firstTransaction, 'PmtTpInf', 'LclInstrm', 'Cd');
  return {
    version,
    messageId: requireText(initiation, ['GrpHdr', 'MsgId'], version),
    createdAt: requireText(initiation, ['GrpHdr', 'CreDtTm'], version),
    // COR1 (the old faster Core variant) is Core since rulebook 2017.
    localInstrument: (instrument === 'B2B' ? 'B2B' : 'CORE') satisfies LocalInstrument,
    creditor: readCreditor(first, firstTransaction, version),
    paymentInformations: blocks.map((block, index) =>
      readPaymentInformation(block, `${version} PmtInf ${index + 1}`),
    ),
  };
}

function readCreditor(block: XmlNode, firstTransaction: XmlNode | undefined, where: string): Creditor {
  const creditorId =
    schemeId(xmlChild(block, 'CdtrSchmeId')) ??
    schemeId(xmlChild(firstTransaction, 'DrctDbtTx', 'CdtrSchmeId'));
  if (creditorId === null) {
    throw new SepaFileError('INVALID_CONTENT', `${where}: no creditor identifier (CdtrSchmeId) in the file.`);
  }
  return {
    name: requireText(block, ['Cdtr', 'Nm'], where),
    address: readAddress(xmlChild(block, 'Cdtr', 'PstlAdr')) ?? emptyAddress(),
    iban: requireText(block, ['CdtrAcct', 'Id', 'IBAN'], where),
    bic: xmlBic(xmlChild(block, 'CdtrAgt', 'FinInstnId')),
    creditorId,
  };
}

function readPaymentInformation(block: XmlNode, where: string): PaymentInformation {
  const transactions = xmlChildren(block, 'DrctDbtTxInf');
  // .02 allows the payment type at transaction level; SEPA puts it on the block.
  const sequenceType =
    xmlText(block, 'PmtTpInf', 'SeqTp') ?? xmlText(transactions[0], 'PmtTpInf', 'SeqTp') ?? '(missing)';
  if (!SEQUENCE_TYPES.includes(sequenceType)) {
    throw new SepaFileError(
      'INVALID_CONTENT',
      `${where}: sequence type ${sequenceType} is not FRST, RCUR, OOFF or FNAL.`,
    );
  }
  return {
    paymentInformationId: requireText(block, ['PmtInfId'], where),
    sequenceType: sequenceType as SequenceType,
    collectionDate: requireText(block, ['ReqdColltnDt'], where).slice(0, 10),
    transactions: transactions.map((transaction, index) =>
      readTransaction(transaction, `${where}, transaction ${index + 1}`),
    ),
  };
}

function readTransaction(transaction: XmlNode, where: string): DirectDebitTransaction {
  const mandate = xmlChild(transaction, 'DrctDbtTx', 'MndtRltdInf');
  return {
    endToEndId: requireText(transaction, ['PmtId', 'EndToEndId'], where),
    amountCents: parseAmountCents(requireText(transaction, ['InstdAmt'], where), where),
    mandateId: requireText(mandate, ['MndtId'], where),
    mandateSignedOn: requireText(mandate, ['DtOfSgntr'], where),
    amendment: readAmendment(mandate),
    debtorName: requireText(transaction, ['Dbtr', 'Nm'], where),
    debtorAddress: readAddress(xmlChild(transaction, 'Dbtr', 'PstlAdr')),
    debtorIban: requireText(transaction, ['DbtrAcct', 'Id', 'IBAN'], where),
    debtorBic: xmlBic(xmlChild(transaction, 'DbtrAgt', 'FinInstnId')),
    remittanceInformation: xmlTexts(transaction, 'RmtInf', 'Ustrd').join(' '),
  };
}

function readAmendment(mandate: XmlNode | undefined): MandateAmendment | null {
  const indicator = xmlText(mandate, 'AmdmntInd');
  if (indicator !== 'true' && indicator !== '1') return null;
  const details = xmlChild(mandate, 'AmdmntInfDtls');
  const amendment: MandateAmendment = {};
  const originalMandateId = xmlText(details, 'OrgnlMndtId');
  const originalDebtorIban = xmlText(details, 'OrgnlDbtrAcct', 'Id', 'IBAN');
  if (originalMandateId !== null) amendment.originalMandateId = originalMandateId;
  if (originalDebtorIban !== null) amendment.originalDebtorIban = originalDebtorIban;
  // 'SMNDA' (same mandate, new debtor agent): the debtor moved to another bank.
  if (xmlText(details, 'OrgnlDbtrAgt', 'FinInstnId', 'Othr', 'Id') === 'SMNDA') amendment.otherBank = true;
  return amendment;
}

function schemeId(creditorSchemeId: XmlNode | undefined): string | null {
  return xmlText(creditorSchemeId, 'Id', 'PrvtId', 'Othr', 'Id');
}

/**
 * Structured address as is; an old unstructured one (AdrLine, as in the bank examples) becomes street =
 * first line, and a second line '1234 AB Plaats' is split into post code and town.
 */
function readAddress(address: XmlNode | undefined): PostalAddress | null {
  if (address === undefined) return null;
  const country = xmlText(address, 'Ctry') ?? '';
  const street = xmlText(address, 'StrtNm');
  const town = xmlText(address, 'TwnNm');
  if (street !== null || town !== null) {
    return {
      street: street ?? '',
      buildingNumber: xmlText(address, 'BldgNb'),
      postCode: xmlText(address, 'PstCd') ?? '',
      townName: town ?? '',
      country,
    };
  }
  const [firstLine = '', secondLine = ''] = xmlTexts(address, 'AdrLine');
  const postCodeAndTown = /^(\d{4} ?[A-Z]{2}|\d{4,5})\s+(.+)$/.exec(secondLine);
  return {
    street: firstLine,
    buildingNumber: null,
    postCode: postCodeAndTown?.[1] ?? '',
    townName: postCodeAndTown?.[2] ?? secondLine,
    country,
  };
}

function emptyAddress(): PostalAddress {
  return { street: '', buildingNumber: null, postCode: '', townName: '', country: '' };
}
