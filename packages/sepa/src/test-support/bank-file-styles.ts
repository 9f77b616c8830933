// How ABN AMRO, ING and Rabobank each fill in a camt.053.001.02 / camt.054.001.02, as far as their public
// format descriptions and real files show it. The generator writes the same facts in each bank's shape,
// so a test proves our readers do not depend on one bank's habits. Sources: see bank-files.ts.
import { centsToDecimal } from '../pain008-writer.ts';

export type DutchBank = 'abn-amro' | 'ing' | 'rabobank';

/** The entry kinds the generator writes; each bank codes them in its own proprietary scheme. */
export type EntryKind =
  | 'collection'
  | 'batch-collection'
  | 'return'
  | 'credit-transfer'
  | 'payout'
  | 'payout-return';

export type BankStyle = {
  bic: string;
  /** A valid IBAN of this bank, the default statement account. */
  defaultIban: string;
  messageId: (iban: string, bookingDate: string) => string;
  statementId: (iban: string, bookingDate: string) => string;
  /** GrpHdr and Stmt CreDtTm, the morning after the booking date, written the way the bank writes it. */
  createdAt: (nextDay: string) => string;
  /** ABN AMRO and Rabobank open with PRCD (previous closing); ING with OPBD. */
  openingBalanceCode: 'OPBD' | 'PRCD';
  /** Rabobank writes PRCD and OPBD both, plus available balances (CLAV). */
  extraBalances: boolean;
  /** The 2014 ABN AMRO sample has no Acct/Ccy: the currency is only on the amounts. */
  currencyInAccount: boolean;
  /** ABN AMRO and Rabobank name the account holder in Acct/Nm. */
  accountName: string | null;
  transactionSummary: boolean;
  /** ABN AMRO pads every amount to 15 integer digits ('000000000000018.15'). */
  amount: (cents: number) => string;
  /** 'returns': RvslInd true on returns only; 'always': true or false on every entry (a 2016 Rabobank file). */
  reversalIndicator: 'returns' | 'always' | 'never';
  /**
   * BkTxCd/Prtry next to the ISO Domn/Fmly/SubFmlyCd. Only ABN AMRO's EI/EIST/ET (2014 sample) and
   * Rabobank's 541 (a real 2025 statement) were seen in real files; ING's and Rabobank's direct-debit codes
   * are placeholders, as their code tables could not be read here.
   */
  proprietaryCode: Record<EntryKind, string>;
  proprietaryIssuer: string | null;
  /** Rabobank repeats the BkTxCd in every TxDtls and adds PrtryAmt 'IBS' and RltdDts/IntrBkSttlmDt. */
  richDetails: boolean;
  /** ABN AMRO writes GrpHdr/MsgPgntn and pads ElctrncSeqNb to 18 digits. */
  pagination: boolean;
  sequenceNumber: (n: number) => string;
  /** NtryRef / AcctSvcrRef of the n-th entry; null where the bank leaves it out. */
  entryReference: (index: number, bookingDate: string) => string | null;
  accountServicerReference: (index: number, bookingDate: string) => string | null;
  /** ABN AMRO repeats the MT940 :86: description in AddtlNtryInf ('/TRTP/…/EREF/…'). */
  describesEntries: boolean;
};

const compactDate = (isoDate: string): string => isoDate.replaceAll('-', '');

export const BANK_STYLES: Record<DutchBank, BankStyle> = {
  'abn-amro': {
    bic: 'ABNANL2A',
    defaultIban: 'NL02ABNA0123456789',
    messageId: (iban, date) => `${iban.slice(8).replace(/^0+/, '')}.${date}`,
    statementId: (iban, date) => `${iban.slice(8).replace(/^0+/, '')}.${date}`,
    createdAt: (nextDay) => `${nextDay}T06:27:56.03+01:00`,
    openingBalanceCode: 'PRCD',
    extraBalances: false,
    currencyInAccount: false,
    accountName: 'Hostportaal B.V.',
    transactionSummary: false,
    amount: (cents) => {
      const [whole = '0', fraction = '00'] = centsToDecimal(cents).split('.');
      return `${whole.padStart(15, '0')}.${fraction}`;
    },
    reversalIndicator: 'returns',
    proprietaryCode: {
      collection: 'EI',
      'batch-collection': 'EI',
      return: 'EIST',
      'credit-transfer': 'ET',
      payout: 'ET',
      'payout-return': 'ETST',
    },
    proprietaryIssuer: null,
    richDetails: false,
    pagination: true,
    sequenceNumber: (n) => String(n).padStart(18, '0'),
    entryReference: () => null,
    accountServicerReference: (index, date) =>
      `${compactDate(date).slice(2)}${String(index + 1).padStart(10, '0')}`,
    describesEntries: true,
  },
  ing: {
    bic: 'INGBNL2A',
    defaultIban: 'NL69INGB0123456789',
    messageId: (iban, date) => `${compactDate(date)}${iban.slice(-10)}`,
    statementId: (iban, date) => `${date}-${iban}`,
    createdAt: (nextDay) => `${nextDay}T06:12:00.000+01:00`,
    openingBalanceCode: 'OPBD',
    extraBalances: false,
    currencyInAccount: true,
    accountName: null,
    transactionSummary: true,
    amount: (cents) => centsToDecimal(cents),
    reversalIndicator: 'never',
    proprietaryCode: {
      collection: '05',
      'batch-collection': '05',
      return: '06',
      'credit-transfer': '01',
      payout: '01',
      'payout-return': '02',
    },
    proprietaryIssuer: 'INGBNL2A',
    richDetails: false,
    pagination: false,
    sequenceNumber: (n) => String(n),
    entryReference: () => null,
    accountServicerReference: (index, date) => `${compactDate(date)}${String(index + 1).padStart(12, '0')}`,
    describesEntries: false,
  },
  rabobank: {
    bic: 'RABONL2U',
    defaultIban: 'NL44RABO0123456789',
    messageId: (iban, date) => `CAMT053RBB${compactDate(date)}${iban.slice(-6)}`,
    statementId: (iban, date) => `CAMT053${compactDate(date)}${iban.slice(-10)}00001`,
    // Rabobank writes +01:00 in summer too (seen in a real October statement).
    createdAt: (nextDay) => `${nextDay}T09:02:52.105456+01:00`,
    openingBalanceCode: 'PRCD',
    extraBalances: true,
    currencyInAccount: true,
    accountName: 'Hostportaal B.V.',
    transactionSummary: true,
    amount: (cents) => centsToDecimal(cents),
    reversalIndicator: 'always',
    proprietaryCode: {
      collection: '1021',
      'batch-collection': '1021',
      return: '1031',
      'credit-transfer': '541',
      payout: '100',
      'payout-return': '544',
    },
    proprietaryIssuer: 'RABOBANK',
    richDetails: true,
    pagination: false,
    sequenceNumber: (n) => String(n),
    entryReference: (index) => String(2_911_595 + index),
    accountServicerReference: (index, date) => `${compactDate(date).slice(2)}${index + 1}:CI49CT`,
    describesEntries: false,
  },
};
