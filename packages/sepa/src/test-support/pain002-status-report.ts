// A pain.002 status report on a pain.008 we sent, as ABN AMRO, ING and Rabobank send it before settlement:
// rejected transactions (TxSts RJCT with StsRsnInf/Rsn/Cd and the original transaction), payment information
// blocks rejected as a whole (PmtInfSts RJCT, their transactions not listed, or listed without a TxSts of
// their own) and whole files rejected (GrpSts RJCT, no OrgnlPmtInfAndSts). Rabobank's pain.002 reports only
// rejected payments or batches and lists each reason with an AdditionalInformation text (its 'Format
// description PAIN.002', 2018, appendix 6); ING and ABN AMRO give the code alone. The Dutch texts are ours.
import type { SequenceType } from '../direct-debit-types.ts';
import { centsToDecimal, escapeXml } from '../pain008-writer.ts';

export type ReportedCollection = {
  endToEndId: string;
  mandateId: string;
  amountCents: number;
  sequenceType?: SequenceType;
  /** 'YYYY-MM-DD'; 2026-12-01 by default. */
  collectionDate?: string;
  debtorName?: string;
  debtorIban?: string;
};

export type RejectedCollection = ReportedCollection & {
  /** 'AM04', 'MD01', 'AC04', … */
  reasonCode: string;
};

/** A transaction listed with a status of its own ('ACCP'), or with none (null: it takes its block's). */
export type ListedCollection = ReportedCollection & { status: 'ACCP' | null };

/** One OrgnlPmtInfAndSts: some transactions rejected, or (with blockReasonCode) the whole block. */
export type StatusReportBlock = {
  paymentInformationId: string;
  numberOfTransactions: number;
  controlSumCents: number;
  /** Set when the bank rejected the whole PmtInf (e.g. 'AM05' duplicate, 'DT01' invalid date). */
  blockReasonCode?: string;
  rejected?: RejectedCollection[];
  /** Listed next to the rejected ones: accepted (ACCP), or without a status (ABN AMRO under a refused block). */
  listed?: ListedCollection[];
  /** PmtInfSts when it is not the one derived from the rejections ('ACCP'); null: none (the group's stands). */
  status?: string | null;
};

export type PaymentStatusReportOptions = {
  bank: 'abn-amro' | 'ing' | 'rabobank';
  /** pain.002.001.03 by default; ING also sends pain.002.001.10. */
  version?: 'pain.002.001.03' | 'pain.002.001.10';
  messageId?: string;
  /** MsgId of our pain.008. */
  originalMessageId: string;
  /** OrgnlMsgNmId; 'pain.008.001.08' by default. */
  originalMessageType?: string;
  createdAt?: string;
  /** The whole file rejected with this reason (GrpSts RJCT and StsRsnInf on the group). */
  groupReasonCode?: string;
  /** GrpSts when it is not the one derived ('PART' next to a group reason is not ISO, but ours to choose). */
  groupStatus?: string;
  /** OrgnlNbOfTxs and OrgnlCtrlSum of the file, when no blocks carry them (a file rejected whole). */
  numberOfTransactions?: number;
  controlSumCents?: number;
  blocks: StatusReportBlock[];
};

const BANKS = {
  'abn-amro': { bic: 'ABNANL2A', messageId: 'ABNA-PAIN002-20261130-000013', explains: false },
  ing: { bic: 'INGBNL2A', messageId: 'INGBNL2A-PAIN002-20261130-0007', explains: false },
  rabobank: { bic: 'RABONL2U', messageId: 'RABO-PAIN002-20261130-000042', explains: true },
};

const REASON_TEXT: Record<string, string> = {
  AM04: 'Onvoldoende saldo',
  AC04: 'Rekening opgeheven',
  AC01: 'Rekeningnummer onjuist',
  MD01: 'Geen machtiging',
  MS02: 'Geweigerd door debiteur',
  AM05: 'Dubbele opdracht',
  FF01: 'Bestand afgekeurd: ongeldig formaat',
  BE05: 'Incassant onbekend',
  DT01: 'Ongeldige datum',
};

const element = (name: string, value: string): string => `<${name}>${escapeXml(value)}</${name}>`;

type Style = { explains: boolean; v10: boolean };

function reason(code: string, style: Style): string {
  const text = style.explains ? (REASON_TEXT[code] ?? 'Afgewezen') : null;
  return `<StsRsnInf><Rsn>${element('Cd', code)}</Rsn>${text ? element('AddtlInf', text) : ''}</StsRsnInf>`;
}

function originalTransaction(tx: ReportedCollection, style: Style): string {
  const debtor = element('Nm', tx.debtorName ?? 'Zoe Jansen');
  return (
    `<OrgnlTxRef><Amt><InstdAmt Ccy="EUR">${centsToDecimal(tx.amountCents)}</InstdAmt></Amt>` +
    element('ReqdColltnDt', tx.collectionDate ?? '2026-12-01') +
    `<PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl><LclInstrm><Cd>CORE</Cd></LclInstrm>${element('SeqTp', tx.sequenceType ?? 'RCUR')}</PmtTpInf>` +
    `<MndtRltdInf>${element('MndtId', tx.mandateId)}</MndtRltdInf>` +
    `<Dbtr>${style.v10 ? `<Pty>${debtor}</Pty>` : debtor}</Dbtr>` +
    `<DbtrAcct><Id>${element('IBAN', tx.debtorIban ?? 'NL91ABNA0417164300')}</Id></DbtrAcct>` +
    '</OrgnlTxRef>'
  );
}

function transaction(
  tx: ReportedCollection,
  status: { code: 'RJCT' | 'ACCP' | null; reasonCode?: string },
  id: string,
  style: Style,
): string {
  return (
    `<TxInfAndSts>${element('StsId', id)}${element('OrgnlEndToEndId', tx.endToEndId)}` +
    (status.code ? element('TxSts', status.code) : '') +
    (status.reasonCode ? reason(status.reasonCode, style) : '') +
    `${originalTransaction(tx, style)}</TxInfAndSts>\n`
  );
}

function blockStatus(status: StatusReportBlock): string | null {
  if (status.status !== undefined) return status.status;
  const rejected = status.rejected ?? [];
  if (status.blockReasonCode !== undefined || rejected.length === status.numberOfTransactions) return 'RJCT';
  return rejected.length === 0 ? 'ACCP' : 'PART';
}

function block(status: StatusReportBlock, style: Style): string {
  const sts = blockStatus(status);
  const rejected = status.blockReasonCode ? [] : (status.rejected ?? []);
  return (
    `<OrgnlPmtInfAndSts>${element('OrgnlPmtInfId', status.paymentInformationId)}` +
    `<OrgnlNbOfTxs>${status.numberOfTransactions}</OrgnlNbOfTxs><OrgnlCtrlSum>${centsToDecimal(status.controlSumCents)}</OrgnlCtrlSum>` +
    (sts ? element('PmtInfSts', sts) : '') +
    `${status.blockReasonCode ? reason(status.blockReasonCode, style) : ''}\n` +
    rejected
      .map((tx, index) =>
        transaction(tx, { code: 'RJCT', reasonCode: tx.reasonCode }, `RJCT-${index + 1}`, style),
      )
      .join('') +
    (status.listed ?? [])
      .map((tx, index) => transaction(tx, { code: tx.status }, `TX-${index + 1}`, style))
      .join('') +
    '</OrgnlPmtInfAndSts>\n'
  );
}

function groupStatusOf(options: PaymentStatusReportOptions, count: number): string {
  if (options.groupStatus) return options.groupStatus;
  if (options.groupReasonCode) return 'RJCT';
  const rejectedCount = options.blocks.reduce(
    (sum, status) =>
      sum + (blockStatus(status) === 'RJCT' ? status.numberOfTransactions : (status.rejected ?? []).length),
    0,
  );
  return rejectedCount === count ? 'RJCT' : rejectedCount === 0 ? 'ACCP' : 'PART';
}

export function writePain002(options: PaymentStatusReportOptions): string {
  const bank = BANKS[options.bank];
  const version = options.version ?? 'pain.002.001.03';
  const style: Style = { explains: bank.explains, v10: version === 'pain.002.001.10' };
  const count =
    options.numberOfTransactions ??
    options.blocks.reduce((sum, status) => sum + status.numberOfTransactions, 0);
  const total =
    options.controlSumCents ?? options.blocks.reduce((sum, status) => sum + status.controlSumCents, 0);
  const bic = style.v10 ? element('BICFI', bank.bic) : element('BIC', bank.bic);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:${version}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n` +
    `<CstmrPmtStsRpt><GrpHdr>${element('MsgId', options.messageId ?? bank.messageId)}` +
    `${element('CreDtTm', options.createdAt ?? '2026-11-30T18:05:12+01:00')}` +
    `<CdtrAgt><FinInstnId>${bic}</FinInstnId></CdtrAgt></GrpHdr>\n` +
    `<OrgnlGrpInfAndSts>${element('OrgnlMsgId', options.originalMessageId)}` +
    `${element('OrgnlMsgNmId', options.originalMessageType ?? 'pain.008.001.08')}` +
    `<OrgnlNbOfTxs>${count}</OrgnlNbOfTxs><OrgnlCtrlSum>${centsToDecimal(total)}</OrgnlCtrlSum>` +
    element('GrpSts', groupStatusOf(options, count)) +
    `${options.groupReasonCode ? reason(options.groupReasonCode, style) : ''}</OrgnlGrpInfAndSts>\n` +
    `${options.blocks.map((status) => block(status, style)).join('')}</CstmrPmtStsRpt>\n</Document>\n`
  );
}
