// Bank files for tests (not part of the runtime API; import '@hostportaal/sepa/test-support'): camt.053.001.02
// statements and camt.054.001.02 notifications as ABN AMRO, ING and Rabobank write them, and pain.002.001.03
// (ING also .10) status reports as the three write them. Every file validates against the official XSD.
//
// The banks' shapes come from: ABN AMRO's sample in packages/sepa/bank-samples (SOURCES.md) and a real 2024
// ABN AMRO export quoted in a public GitHub file (zero-padded amounts, PRCD, Prtry Nxxx/ABNAMRO, '/TRTP/…'
// in AddtlNtryInf); a real 2025 Rabobank statement (github.com/berriep/cashapp, BAI_Tool/Rabobank/UiPath/
// Autobank/Ouput/'Camt053 - 20251006 - origineel.xml': NtryRef, PRCD+OPBD+CLBD+CLAV, Prtry 541/RABOBANK,
// BkTxCd and PrtryAmt IBS repeated in TxDtls) and a 2016 one (github.com/mpdroog/invoiced
// invoice/camt053/CAMT053.xml: RvslInd on every entry); ING's format descriptions (ING 'CAMT.053.001.02
// Format Description', 2014; 'ING Group camt Format Mijn ING Zakelijk', 2017: a statement with or without
// batch details). Where a bank's habit could not be confirmed the style says so (bank-file-styles.ts).
import { centsToDecimal, escapeXml } from '../pain008-writer.ts';
import { BANK_STYLES, type BankStyle, type DutchBank } from './bank-file-styles.ts';
import { type BankFileEntry, creditDebitOf, entryXml } from './camt-entry.ts';

export { bankSamplePath, standardPath } from '../reference-files.ts';
export type { DutchBank } from './bank-file-styles.ts';
export type {
  BankFileEntry,
  BatchCollectionEntry,
  CollectionEntry,
  CreditTransferEntry,
  PayoutEntry,
  PayoutReturnEntry,
  ReturnEntry,
} from './camt-entry.ts';
export type {
  ListedCollection,
  PaymentStatusReportOptions,
  RejectedCollection,
  ReportedCollection,
  StatusReportBlock,
} from './pain002-status-report.ts';
export { writePain002 } from './pain002-status-report.ts';
export { xsdErrors } from './xsd-errors.ts';

export type BankNotificationOptions = {
  bank: DutchBank;
  /** GrpHdr/MsgId; by default in the bank's own pattern. */
  messageId?: string;
  /** The statement account; by default an account of the bank. Another IBAN makes a file that is not ours. */
  accountIban?: string;
  /** Acct/Ccy and every amount's Ccy; 'EUR' by default. */
  currency?: string;
  /** 'YYYY-MM-DD'; 2026-12-03 by default. */
  bookingDate?: string;
  creditorName?: string;
  /** Our SEPA creditor identifier (incassant-ID) as the bank repeats it in collection details. */
  creditorId?: string;
  /**
   * The number of the first entry in the bank's numbering of the day (0 by default): a later file of the same
   * day continues it, so its entries' references (AcctSvcrRef) differ from the earlier file's.
   */
  firstEntryNumber?: number;
  entries: BankFileEntry[];
};

export type BankStatementOptions = BankNotificationOptions & {
  /** Cents, negative for a debit balance; 1,000.00 by default. CLBD is this plus credits minus debits. */
  openingBalanceCents?: number;
};

type Resolved = Required<Omit<BankStatementOptions, 'messageId'>> & { messageId: string; style: BankStyle };

function resolve(options: BankStatementOptions): Resolved {
  const style = BANK_STYLES[options.bank];
  const accountIban = options.accountIban ?? style.defaultIban;
  const bookingDate = options.bookingDate ?? '2026-12-03';
  return {
    currency: 'EUR',
    creditorName: 'Hostportaal B.V.',
    creditorId: 'NL51ZZZ405365330000',
    openingBalanceCents: 100_000,
    firstEntryNumber: 0,
    ...options,
    accountIban,
    bookingDate,
    messageId: options.messageId ?? style.messageId(accountIban, bookingDate),
    style,
  };
}

/** Opening balance plus credits minus debits, as CLBD must show it. */
export function closingBalanceCents(openingBalanceCents: number, entries: BankFileEntry[]): number {
  return entries.reduce(
    (balance, entry) => balance + (creditDebitOf(entry) === 'CRDT' ? entry.amountCents : -entry.amountCents),
    openingBalanceCents,
  );
}

function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function balance(code: string, cents: number, date: string, { style, currency }: Resolved): string {
  return (
    `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp><Amt Ccy="${currency}">${style.amount(Math.abs(cents))}</Amt>` +
    `<CdtDbtInd>${cents < 0 ? 'DBIT' : 'CRDT'}</CdtDbtInd><Dt><Dt>${date}</Dt></Dt></Bal>\n`
  );
}

function balances(file: Resolved): string {
  const { style, openingBalanceCents, bookingDate, entries } = file;
  const closing = closingBalanceCents(openingBalanceCents, entries);
  const previousDay = addDays(bookingDate, -1);
  return (
    (style.openingBalanceCode === 'PRCD' ? balance('PRCD', openingBalanceCents, previousDay, file) : '') +
    (style.openingBalanceCode === 'OPBD' || style.extraBalances
      ? balance('OPBD', openingBalanceCents, bookingDate, file)
      : '') +
    balance('CLBD', closing, bookingDate, file) +
    (style.extraBalances ? balance('CLAV', closing, bookingDate, file) : '')
  );
}

function transactionSummary({ style, entries }: Resolved): string {
  if (!style.transactionSummary) return '';
  const sum = (side: 'CRDT' | 'DBIT') =>
    entries
      .filter((entry) => creditDebitOf(entry) === side)
      .reduce((total, entry) => total + entry.amountCents, 0);
  const count = (side: 'CRDT' | 'DBIT') => entries.filter((entry) => creditDebitOf(entry) === side).length;
  const net = sum('CRDT') - sum('DBIT');
  return (
    `<TxsSummry><TtlNtries><NbOfNtries>${entries.length}</NbOfNtries><Sum>${centsToDecimal(sum('CRDT') + sum('DBIT'))}</Sum>` +
    `<TtlNetNtryAmt>${centsToDecimal(Math.abs(net))}</TtlNetNtryAmt><CdtDbtInd>${net < 0 ? 'DBIT' : 'CRDT'}</CdtDbtInd></TtlNtries>` +
    `<TtlCdtNtries><NbOfNtries>${count('CRDT')}</NbOfNtries><Sum>${centsToDecimal(sum('CRDT'))}</Sum></TtlCdtNtries>` +
    `<TtlDbtNtries><NbOfNtries>${count('DBIT')}</NbOfNtries><Sum>${centsToDecimal(sum('DBIT'))}</Sum></TtlDbtNtries></TxsSummry>\n`
  );
}

function account({ style, accountIban, currency }: Resolved): string {
  return (
    `<Acct><Id><IBAN>${escapeXml(accountIban)}</IBAN></Id>` +
    `${style.currencyInAccount ? `<Ccy>${currency}</Ccy>` : ''}` +
    `${style.accountName ? `<Nm>${escapeXml(style.accountName)}</Nm>` : ''}` +
    `<Svcr><FinInstnId><BIC>${style.bic}</BIC></FinInstnId></Svcr></Acct>\n`
  );
}

function header(namespace: string, root: string, file: Resolved, createdAt: string): string {
  const pagination = file.style.pagination
    ? '<MsgPgntn><PgNb>1</PgNb><LastPgInd>true</LastPgInd></MsgPgntn>'
    : '';
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:${namespace}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n` +
    `<${root}><GrpHdr><MsgId>${escapeXml(file.messageId)}</MsgId><CreDtTm>${createdAt}</CreDtTm>${pagination}</GrpHdr>\n`
  );
}

function entriesXml(file: Resolved): string {
  return file.entries
    .map((entry, index) => entryXml(entry, { ...file, index: file.firstEntryNumber + index }))
    .join('');
}

/** A camt.053.001.02 end-of-day statement with one Stmt; OPBD/PRCD and CLBD add up with the entries. */
export function writeCamt053(options: BankStatementOptions): string {
  const file = resolve(options);
  const createdAt = file.style.createdAt(addDays(file.bookingDate, 1));
  return (
    header('camt.053.001.02', 'BkToCstmrStmt', file, createdAt) +
    `<Stmt><Id>${escapeXml(file.style.statementId(file.accountIban, file.bookingDate))}</Id>` +
    `<ElctrncSeqNb>${file.style.sequenceNumber(337)}</ElctrncSeqNb><CreDtTm>${createdAt}</CreDtTm>\n` +
    `${account(file)}${balances(file)}${transactionSummary(file)}${entriesXml(file)}</Stmt>\n` +
    '</BkToCstmrStmt>\n</Document>\n'
  );
}

/** A camt.054.001.02 debit/credit notification (no balances), e.g. returns reported during the day. */
export function writeCamt054(options: BankNotificationOptions): string {
  const file = resolve(options);
  const createdAt = file.style.createdAt(file.bookingDate);
  return (
    header('camt.054.001.02', 'BkToCstmrDbtCdtNtfctn', file, createdAt) +
    `<Ntfctn><Id>${escapeXml(`${file.messageId}/1`)}</Id><CreDtTm>${createdAt}</CreDtTm>\n` +
    `${account(file)}${transactionSummary(file)}${entriesXml(file)}</Ntfctn>\n` +
    '</BkToCstmrDbtCdtNtfctn>\n</Document>\n'
  );
}
