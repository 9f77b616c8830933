// One camt.053/camt.054 entry (Ntry) in a bank's style: where the bank puts EndToEndId, MndtId, the return
// reason and its own description. Element order follows camt.053.001.02 (ReportEntry2, EntryTransaction2).
import { escapeXml } from '../pain008-writer.ts';
import type { BankStyle, EntryKind } from './bank-file-styles.ts';

/** A direct debit collected from one debtor and booked as its own credit (IDDT/ESDD). */
export type CollectionEntry = {
  kind: 'collection';
  endToEndId: string;
  mandateId: string;
  amountCents: number;
  debtorName?: string;
  debtorIban?: string;
  remittance?: string;
};

/** A whole PmtInf booked as one credit (BtchBookg true): only Btch with PmtInfId, NbOfTxs, TtlAmt; no TxDtls. */
export type BatchCollectionEntry = {
  kind: 'batch-collection';
  paymentInformationId: string;
  numberOfTransactions: number;
  amountCents: number;
};

/** A collection that came back (return, or MD06 refund): a debit with RtrInf/Rsn/Cd, for the original amount. */
export type ReturnEntry = {
  kind: 'return';
  endToEndId: string;
  mandateId: string;
  amountCents: number;
  reasonCode: string;
  debtorName?: string;
  debtorIban?: string;
};

/** A SEPA credit transfer received (RCDT/ESCT), e.g. a customer paying by hand with a PAY- reference. */
export type CreditTransferEntry = {
  kind: 'credit-transfer';
  amountCents: number;
  remittance: string;
  endToEndId?: string;
  debtorName?: string;
  debtorIban?: string;
};

/** A SEPA credit transfer of ours leaving the account (ICDT/ESCT), e.g. credit paid back to a customer. */
export type PayoutEntry = {
  kind: 'payout';
  endToEndId: string;
  amountCents: number;
  creditorName?: string;
  creditorIban?: string;
};

/** A credit transfer of ours the receiving bank sent back (ICDT/RRTN): a credit with RtrInf/Rsn/Cd. */
export type PayoutReturnEntry = {
  kind: 'payout-return';
  endToEndId: string;
  amountCents: number;
  reasonCode: string;
  creditorName?: string;
  creditorIban?: string;
};

export type BankFileEntry =
  | CollectionEntry
  | BatchCollectionEntry
  | ReturnEntry
  | CreditTransferEntry
  | PayoutEntry
  | PayoutReturnEntry;

export type EntryContext = {
  style: BankStyle;
  currency: string;
  bookingDate: string;
  /** Position in the statement, for the bank's references. */
  index: number;
  creditorName: string;
  creditorId: string;
};

const DEFAULT_DEBTOR = { name: 'Zoe Jansen', iban: 'NL91ABNA0417164300' };

const ISO_CODES: Record<EntryKind, [family: string, subFamily: string]> = {
  collection: ['IDDT', 'ESDD'],
  'batch-collection': ['IDDT', 'ESDD'],
  return: ['IDDT', 'UPDD'],
  'credit-transfer': ['RCDT', 'ESCT'],
  payout: ['ICDT', 'ESCT'],
  'payout-return': ['ICDT', 'RRTN'],
};

export function creditDebitOf(entry: BankFileEntry): 'CRDT' | 'DBIT' {
  return entry.kind === 'return' || entry.kind === 'payout' ? 'DBIT' : 'CRDT';
}

const element = (name: string, value: string): string => `<${name}>${escapeXml(value)}</${name}>`;
const optional = (name: string, value: string | null | undefined): string =>
  value ? element(name, value) : '';
const amount = (tag: string, cents: number, { style, currency }: EntryContext): string =>
  `<${tag} Ccy="${currency}">${style.amount(cents)}</${tag}>`;

function bankTransactionCode(kind: EntryKind, { style }: EntryContext): string {
  const [family, subFamily] = ISO_CODES[kind];
  const issuer = style.proprietaryIssuer ? element('Issr', style.proprietaryIssuer) : '';
  return (
    `<BkTxCd><Domn><Cd>PMNT</Cd><Fmly>${element('Cd', family)}${element('SubFmlyCd', subFamily)}</Fmly></Domn>` +
    `<Prtry>${element('Cd', style.proprietaryCode[kind])}${issuer}</Prtry></BkTxCd>`
  );
}

function amountDetails(cents: number, context: EntryContext, original: boolean): string {
  const instructed = original ? `<InstdAmt>${amount('Amt', cents, context)}</InstdAmt>` : '';
  const proprietary = context.style.richDetails
    ? `<PrtryAmt><Tp>IBS</Tp>${amount('Amt', cents, context)}</PrtryAmt>`
    : '';
  return `<AmtDtls>${instructed}<TxAmt>${amount('Amt', cents, context)}</TxAmt>${proprietary}</AmtDtls>`;
}

function debtor(name: string, iban: string): string {
  return `<Dbtr>${element('Nm', name)}</Dbtr><DbtrAcct><Id>${element('IBAN', iban)}</Id></DbtrAcct>`;
}

function creditor({ creditorName, creditorId }: EntryContext): string {
  return (
    `<Cdtr>${element('Nm', creditorName)}<Id><PrvtId><Othr>${element('Id', creditorId)}` +
    '<SchmeNm><Prtry>SEPA</Prtry></SchmeNm></Othr></PrvtId></Id></Cdtr>'
  );
}

/** Who received our transfer: the customer, with their account. */
function payee(entry: PayoutEntry | PayoutReturnEntry): string {
  const name = entry.creditorName ?? DEFAULT_DEBTOR.name;
  const iban = entry.creditorIban ?? DEFAULT_DEBTOR.iban;
  return `<RltdPties><Cdtr>${element('Nm', name)}</Cdtr><CdtrAcct><Id>${element('IBAN', iban)}</Id></CdtrAcct></RltdPties>`;
}

function settlementDate(context: EntryContext): string {
  return context.style.richDetails
    ? `<RltdDts>${element('IntrBkSttlmDt', context.bookingDate)}</RltdDts>`
    : '';
}

function transactionDetails(entry: BankFileEntry, context: EntryContext): string {
  const code = context.style.richDetails ? bankTransactionCode(entry.kind, context) : '';
  switch (entry.kind) {
    case 'batch-collection':
      return '';
    case 'collection':
      return (
        `<TxDtls><Refs>${element('EndToEndId', entry.endToEndId)}${element('MndtId', entry.mandateId)}</Refs>` +
        `${amountDetails(entry.amountCents, context, false)}${code}<RltdPties>` +
        `${debtor(entry.debtorName ?? DEFAULT_DEBTOR.name, entry.debtorIban ?? DEFAULT_DEBTOR.iban)}` +
        `${creditor(context)}</RltdPties>` +
        `${entry.remittance ? `<RmtInf>${element('Ustrd', entry.remittance)}</RmtInf>` : ''}` +
        `${settlementDate(context)}</TxDtls>`
      );
    case 'return':
      return (
        `<TxDtls><Refs>${element('EndToEndId', entry.endToEndId)}${element('MndtId', entry.mandateId)}</Refs>` +
        `${amountDetails(entry.amountCents, context, true)}${code}<RltdPties>` +
        `${debtor(entry.debtorName ?? DEFAULT_DEBTOR.name, entry.debtorIban ?? DEFAULT_DEBTOR.iban)}` +
        `${creditor(context)}</RltdPties>${settlementDate(context)}` +
        `<RtrInf><Orgtr><Id><OrgId>${element('BICOrBEI', context.style.bic)}</OrgId></Id></Orgtr>` +
        `<Rsn>${element('Cd', entry.reasonCode)}</Rsn></RtrInf>` +
        // ABN AMRO repeats the reason as text in AddtlTxInf (2014 sample: 'AC07 Rek.nummer blokkade').
        `${context.style.describesEntries ? element('AddtlTxInf', `${entry.reasonCode} Terugboeking ${entry.endToEndId}`) : ''}` +
        '</TxDtls>'
      );
    case 'credit-transfer':
      return (
        `<TxDtls><Refs>${element('EndToEndId', entry.endToEndId ?? 'NOTPROVIDED')}</Refs>` +
        `${amountDetails(entry.amountCents, context, false)}${code}<RltdPties>` +
        `${debtor(entry.debtorName ?? DEFAULT_DEBTOR.name, entry.debtorIban ?? DEFAULT_DEBTOR.iban)}</RltdPties>` +
        `<RmtInf>${element('Ustrd', entry.remittance)}</RmtInf>${settlementDate(context)}</TxDtls>`
      );
    case 'payout':
      return (
        `<TxDtls><Refs>${element('EndToEndId', entry.endToEndId)}</Refs>` +
        `${amountDetails(entry.amountCents, context, false)}${code}${payee(entry)}${settlementDate(context)}</TxDtls>`
      );
    case 'payout-return':
      return (
        `<TxDtls><Refs>${element('EndToEndId', entry.endToEndId)}</Refs>` +
        `${amountDetails(entry.amountCents, context, true)}${code}${payee(entry)}${settlementDate(context)}` +
        `<RtrInf><Orgtr><Id><OrgId>${element('BICOrBEI', context.style.bic)}</OrgId></Id></Orgtr>` +
        `<Rsn>${element('Cd', entry.reasonCode)}</Rsn></RtrInf></TxDtls>`
      );
  }
}

/** ABN AMRO's AddtlNtryInf: the MT940 :86: description with its /CODE/value/ pairs. */
function entryDescription(entry: BankFileEntry, { creditorId }: EntryContext): string {
  switch (entry.kind) {
    case 'collection':
      return `/TRTP/SEPA Incasso algemeen doorlopend/CSID/${creditorId}/NAME/${entry.debtorName ?? DEFAULT_DEBTOR.name}/MARF/${entry.mandateId}/REMI/${entry.remittance ?? ''}/EREF/${entry.endToEndId}`;
    case 'batch-collection':
      return `/TRTP/SEPA Incasso batch/PREF/${entry.paymentInformationId}/NRTX/${entry.numberOfTransactions}`;
    case 'return':
      return `/RTRN/${entry.reasonCode}/TRTP/SEPA Incasso algemeen doorlopend/CSID/${creditorId}/MARF/${entry.mandateId}/EREF/${entry.endToEndId}`;
    case 'credit-transfer':
      return `/TRTP/SEPA OVERBOEKING/IBAN/${entry.debtorIban ?? DEFAULT_DEBTOR.iban}/NAME/${entry.debtorName ?? DEFAULT_DEBTOR.name}/REMI/${entry.remittance}/EREF/${entry.endToEndId ?? 'NOTPROVIDED'}`;
    case 'payout':
      return `/TRTP/SEPA OVERBOEKING/IBAN/${entry.creditorIban ?? DEFAULT_DEBTOR.iban}/NAME/${entry.creditorName ?? DEFAULT_DEBTOR.name}/EREF/${entry.endToEndId}`;
    case 'payout-return':
      return `/RTRN/${entry.reasonCode}/TRTP/SEPA OVERBOEKING/IBAN/${entry.creditorIban ?? DEFAULT_DEBTOR.iban}/EREF/${entry.endToEndId}`;
  }
}

export function entryXml(entry: BankFileEntry, context: EntryContext): string {
  const { style, bookingDate, index } = context;
  const creditDebit = creditDebitOf(entry);
  const reversal =
    style.reversalIndicator === 'always'
      ? element('RvslInd', String(entry.kind === 'return'))
      : style.reversalIndicator === 'returns' && entry.kind === 'return'
        ? element('RvslInd', 'true')
        : '';
  const batch =
    entry.kind === 'batch-collection'
      ? `<Btch>${element('PmtInfId', entry.paymentInformationId)}<NbOfTxs>${entry.numberOfTransactions}</NbOfTxs>` +
        `${amount('TtlAmt', entry.amountCents, context)}<CdtDbtInd>CRDT</CdtDbtInd></Btch>`
      : '';
  return (
    `<Ntry>${optional('NtryRef', style.entryReference(index, bookingDate))}` +
    `${amount('Amt', entry.amountCents, context)}<CdtDbtInd>${creditDebit}</CdtDbtInd>${reversal}<Sts>BOOK</Sts>` +
    `<BookgDt>${element('Dt', bookingDate)}</BookgDt><ValDt>${element('Dt', bookingDate)}</ValDt>` +
    `${optional('AcctSvcrRef', style.accountServicerReference(index, bookingDate))}` +
    `${bankTransactionCode(entry.kind, context)}<NtryDtls>${batch}${transactionDetails(entry, context)}</NtryDtls>` +
    `${style.describesEntries ? element('AddtlNtryInf', entryDescription(entry, context).slice(0, 500)) : ''}</Ntry>\n`
  );
}
