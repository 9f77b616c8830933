// camt.053 (account statement) and camt.054 (debit/credit notification), versions .02 and .08: the
// booked entries with what we need to match collections, returns and refunds (DOMAIN-NL §2).
import { readEntryDetails } from './bank-entry-details.ts';
import { expectMessageType, parseSepaXml, SepaFileError, type XmlNode } from './xml-parse.ts';
import {
  parseAmountCents,
  requireText,
  xmlAmountCents,
  xmlAttribute,
  xmlChild,
  xmlChildren,
  xmlCodeOrProprietary,
  xmlDate,
  xmlText,
} from './xml-tree.ts';

export type CreditDebit = 'CRDT' | 'DBIT';

export type BankTransactionCode = {
  /** e.g. 'PMNT' */
  domain: string | null;
  /** e.g. 'IDDT' (direct debit), 'RCDT' (received credit transfer) */
  family: string | null;
  /** e.g. 'ESDD' (collection), 'UPDD' (return/refund) */
  subFamily: string | null;
  proprietary: string | null;
};

export type BankEntryDetail = {
  endToEndId: string | null;
  /** Refs/AcctSvcrRef of this transaction, when the bank gives one per transaction. */
  accountServicerReference: string | null;
  instructionId: string | null;
  mandateId: string | null;
  /** Null only when a batch entry's detail states no amount of its own. */
  amountCents: number | null;
  creditDebit: CreditDebit;
  /** `RtrInf/Rsn/Cd`, e.g. 'AM04', 'MD06'. */
  returnReasonCode: string | null;
  returnAdditionalInfo: string | null;
  /** Unstructured remittance lines joined; for an entry without details, the entry's AddtlNtryInf. */
  remittanceText: string | null;
  /** Structured creditor reference (e.g. a Dutch betalingskenmerk). */
  remittanceReference: string | null;
  debtorName: string | null;
  debtorIban: string | null;
  creditorId: string | null;
  /** From the '/SQTP/RCUR/' convention in AddtlTxInf, when the bank gives it. */
  sequenceType: string | null;
  additionalTransactionInfo: string | null;
};

export type BankEntryBatch = {
  paymentInformationId: string | null;
  numberOfTransactions: number | null;
  /** Btch/TtlAmt; null when the bank leaves it out. */
  totalAmountCents: number | null;
};

export type BankEntry = {
  entryReference: string | null;
  /** AcctSvcrRef: the bank's own unique reference of the booking (the same in every report of it). */
  accountServicerReference: string | null;
  amountCents: number;
  currency: string;
  creditDebit: CreditDebit;
  /** RvslInd: the entry undoes an earlier booking (a return or refund of a collection). */
  reversal: boolean;
  bookingDate: string | null;
  valueDate: string | null;
  /** 'BOOK', 'PDNG', 'INFO' */
  status: string | null;
  bankTransactionCode: BankTransactionCode;
  /** NtryDtls/Btch: the bank booked a whole payment-information block (or a group of returns) as one entry. */
  batch: BankEntryBatch | null;
  additionalInfo: string | null;
  /** Never empty: an entry without TxDtls gets one detail made from the entry itself. */
  details: BankEntryDetail[];
};

export type BankStatement = {
  id: string;
  accountIban: string | null;
  currency: string | null;
  openingBalanceCents: number | null;
  closingBalanceCents: number | null;
  entries: BankEntry[];
};

export type BankToCustomerMessageType =
  | 'camt.053.001.02'
  | 'camt.053.001.08'
  | 'camt.054.001.02'
  | 'camt.054.001.08';

export type BankToCustomerMessage = {
  messageType: BankToCustomerMessageType;
  messageId: string;
  statements: BankStatement[];
};

const CAMT_TYPES: BankToCustomerMessageType[] = [
  'camt.053.001.02',
  'camt.053.001.08',
  'camt.054.001.02',
  'camt.054.001.08',
];

// Entries are read as the parser reaches them and their XML dropped: a month's statement has 50,000.
const ENTRY_PATHS = [
  ['BkToCstmrStmt', 'Stmt', 'Ntry'],
  ['BkToCstmrDbtCdtNtfctn', 'Ntfctn', 'Ntry'],
];

/** Reads a camt.053 or camt.054 file; throws SepaFileError for anything else. */
export function readBankToCustomer(xml: string | Uint8Array): BankToCustomerMessage {
  // The entries of each statement (or notification), by its position in the file.
  const entries = new Map<number, BankEntry[]>();
  const parsed = parseSepaXml(xml, {
    expected: CAMT_TYPES,
    detach: {
      paths: ENTRY_PATHS,
      handle: (entry, at) => {
        const where = `${at.messageType} statement ${at.parentIndex + 1}, entry ${at.index + 1}`;
        const list = entries.get(at.parentIndex) ?? [];
        list.push(readEntry(entry, where));
        entries.set(at.parentIndex, list);
      },
    },
  });
  const messageType = expectMessageType(parsed, CAMT_TYPES);
  const isStatement = messageType.startsWith('camt.053');
  const message = xmlChild(parsed.document, isStatement ? 'BkToCstmrStmt' : 'BkToCstmrDbtCdtNtfctn');
  const messageId = requireText(message, ['GrpHdr', 'MsgId'], messageType);
  const statements = xmlChildren(message, isStatement ? 'Stmt' : 'Ntfctn').map((statement, index) =>
    readStatement(statement, entries.get(index) ?? [], `${messageType} statement ${index + 1}`),
  );
  return { messageType, messageId, statements };
}

function readStatement(statement: XmlNode, entries: BankEntry[], where: string): BankStatement {
  const balances = xmlChildren(statement, 'Bal');
  return {
    id: requireText(statement, ['Id'], where),
    accountIban: xmlText(statement, 'Acct', 'Id', 'IBAN'),
    // ABN AMRO leaves Acct/Ccy out; the balances and entries still carry it.
    currency:
      xmlText(statement, 'Acct', 'Ccy') ??
      xmlAttribute(xmlChild(balances[0], 'Amt'), 'Ccy') ??
      entries[0]?.currency ??
      null,
    // PRCD (previous closing) stands in for OPBD at banks that send only that.
    openingBalanceCents: balanceCents(balances, 'OPBD', where) ?? balanceCents(balances, 'PRCD', where),
    closingBalanceCents: balanceCents(balances, 'CLBD', where),
    entries,
  };
}

function balanceCents(balances: XmlNode[], code: string, where: string): number | null {
  const balance = balances.find((candidate) => xmlText(candidate, 'Tp', 'CdOrPrtry', 'Cd') === code);
  const cents = xmlAmountCents(balance, ['Amt'], `${where}, balance ${code}`);
  if (cents === null) return null;
  return xmlText(balance, 'CdtDbtInd') === 'DBIT' ? -cents : cents;
}

function readEntry(entry: XmlNode, where: string): BankEntry {
  const amount = xmlChild(entry, 'Amt');
  const amountCents = parseAmountCents(requireText(entry, ['Amt'], where), where);
  const creditDebit = readCreditDebit(requireText(entry, ['CdtDbtInd'], where), where);
  const reversalText = xmlText(entry, 'RvslInd');
  const batchNode = xmlChildren(entry, 'NtryDtls')
    .map((details) => xmlChild(details, 'Btch'))
    .find((batch) => batch !== undefined);
  const additionalInfo = xmlText(entry, 'AddtlNtryInf');
  const domain = xmlChild(entry, 'BkTxCd', 'Domn');
  const base = {
    entryReference: xmlText(entry, 'NtryRef') ?? xmlText(entry, 'AcctSvcrRef'),
    accountServicerReference: xmlText(entry, 'AcctSvcrRef'),
    amountCents,
    currency: xmlAttribute(amount, 'Ccy') ?? '',
    creditDebit,
    reversal: reversalText === 'true' || reversalText === '1',
    bookingDate: xmlDate(xmlChild(entry, 'BookgDt')),
    valueDate: xmlDate(xmlChild(entry, 'ValDt')),
    // .02 has the code as text, .08 wraps it in Cd or Prtry.
    status: xmlText(entry, 'Sts') ?? xmlCodeOrProprietary(xmlChild(entry, 'Sts')),
    bankTransactionCode: {
      domain: xmlText(domain, 'Cd'),
      family: xmlText(domain, 'Fmly', 'Cd'),
      subFamily: xmlText(domain, 'Fmly', 'SubFmlyCd'),
      proprietary: xmlText(entry, 'BkTxCd', 'Prtry', 'Cd'),
    },
    additionalInfo,
  };
  const details = readEntryDetails(entry, base, where);
  const batchNumber = xmlText(batchNode, 'NbOfTxs');
  const batch =
    batchNode === undefined
      ? null
      : {
          paymentInformationId: xmlText(batchNode, 'PmtInfId') ?? commonPaymentInformationId(entry),
          numberOfTransactions: batchNumber === null ? null : Number(batchNumber),
          totalAmountCents: xmlAmountCents(batchNode, ['TtlAmt'], `${where}, batch total`),
        };
  return { ...base, batch, details };
}

function readCreditDebit(text: string, where: string): CreditDebit {
  if (text === 'CRDT' || text === 'DBIT') return text;
  throw new SepaFileError('INVALID_CONTENT', `${where}: CdtDbtInd '${text}' is neither CRDT nor DBIT.`);
}

// .08 banks may put the PmtInfId in each detail's Refs instead of in Btch.
function commonPaymentInformationId(entry: XmlNode): string | null {
  const ids = new Set(
    xmlChildren(entry, 'NtryDtls')
      .flatMap((details) => xmlChildren(details, 'TxDtls'))
      .map((detail) => xmlText(detail, 'Refs', 'PmtInfId')),
  );
  const [only] = ids;
  return ids.size === 1 && only !== undefined ? only : null;
}
