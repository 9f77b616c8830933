// A pain.002.001.03 status report on a pain.008 we sent, as ING and Rabobank send it before settlement:
// rejected transactions (TxSts RJCT with StsRsnInf/Rsn/Cd and the original transaction) and payment
// information blocks rejected as a whole (PmtInfSts RJCT, no transactions listed). Rabobank's pain.002
// reports only rejected payments or batches and lists each reason with an AdditionalInformation text (its
// 'Format description PAIN.002', 2018, appendix 6); the Dutch texts here are our own.
import type { SequenceType } from '../direct-debit-types.ts';
import { centsToDecimal, escapeXml } from '../pain008-writer.ts';

export type RejectedCollection = {
  endToEndId: string;
  mandateId: string;
  amountCents: number;
  /** 'AM04', 'MD01', 'AC04', … */
  reasonCode: string;
  sequenceType?: SequenceType;
  /** 'YYYY-MM-DD'; 2026-12-01 by default. */
  collectionDate?: string;
  debtorName?: string;
  debtorIban?: string;
};

/** One OrgnlPmtInfAndSts: some transactions rejected, or (with blockReasonCode) the whole block. */
export type StatusReportBlock = {
  paymentInformationId: string;
  numberOfTransactions: number;
  controlSumCents: number;
  /** Set when the bank rejected the whole PmtInf (e.g. 'AM05' duplicate, 'FF01' invalid file). */
  blockReasonCode?: string;
  rejected?: RejectedCollection[];
};

export type PaymentStatusReportOptions = {
  bank: 'ing' | 'rabobank';
  messageId?: string;
  /** MsgId of our pain.008. */
  originalMessageId: string;
  /** OrgnlMsgNmId; 'pain.008.001.08' by default. */
  originalMessageType?: string;
  createdAt?: string;
  blocks: StatusReportBlock[];
};

const BANKS = {
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
};

const element = (name: string, value: string): string => `<${name}>${escapeXml(value)}</${name}>`;

function reason(code: string, explains: boolean): string {
  const text = explains ? (REASON_TEXT[code] ?? 'Afgewezen') : null;
  return `<StsRsnInf><Rsn>${element('Cd', code)}</Rsn>${text ? element('AddtlInf', text) : ''}</StsRsnInf>`;
}

function rejectedTransaction(tx: RejectedCollection, index: number, explains: boolean): string {
  return (
    `<TxInfAndSts>${element('StsId', `RJCT-${index + 1}`)}${element('OrgnlEndToEndId', tx.endToEndId)}` +
    `<TxSts>RJCT</TxSts>${reason(tx.reasonCode, explains)}<OrgnlTxRef>` +
    `<Amt><InstdAmt Ccy="EUR">${centsToDecimal(tx.amountCents)}</InstdAmt></Amt>` +
    element('ReqdColltnDt', tx.collectionDate ?? '2026-12-01') +
    `<PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl><LclInstrm><Cd>CORE</Cd></LclInstrm>${element('SeqTp', tx.sequenceType ?? 'RCUR')}</PmtTpInf>` +
    `<MndtRltdInf>${element('MndtId', tx.mandateId)}</MndtRltdInf>` +
    `<Dbtr>${element('Nm', tx.debtorName ?? 'Zoe Jansen')}</Dbtr>` +
    `<DbtrAcct><Id>${element('IBAN', tx.debtorIban ?? 'NL91ABNA0417164300')}</Id></DbtrAcct>` +
    '</OrgnlTxRef></TxInfAndSts>\n'
  );
}

function block(status: StatusReportBlock, explains: boolean): string {
  const rejected = status.rejected ?? [];
  const wholly = status.blockReasonCode !== undefined || rejected.length === status.numberOfTransactions;
  return (
    `<OrgnlPmtInfAndSts>${element('OrgnlPmtInfId', status.paymentInformationId)}` +
    `<OrgnlNbOfTxs>${status.numberOfTransactions}</OrgnlNbOfTxs><OrgnlCtrlSum>${centsToDecimal(status.controlSumCents)}</OrgnlCtrlSum>` +
    `<PmtInfSts>${wholly ? 'RJCT' : 'PART'}</PmtInfSts>` +
    `${status.blockReasonCode ? reason(status.blockReasonCode, explains) : ''}\n` +
    `${status.blockReasonCode ? '' : rejected.map((tx, index) => rejectedTransaction(tx, index, explains)).join('')}` +
    '</OrgnlPmtInfAndSts>\n'
  );
}

export function writePain002(options: PaymentStatusReportOptions): string {
  const bank = BANKS[options.bank];
  const count = options.blocks.reduce((sum, status) => sum + status.numberOfTransactions, 0);
  const total = options.blocks.reduce((sum, status) => sum + status.controlSumCents, 0);
  const rejectedCount = options.blocks.reduce(
    (sum, status) =>
      sum + (status.blockReasonCode ? status.numberOfTransactions : (status.rejected ?? []).length),
    0,
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.03" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n' +
    `<CstmrPmtStsRpt><GrpHdr>${element('MsgId', options.messageId ?? bank.messageId)}` +
    `${element('CreDtTm', options.createdAt ?? '2026-11-30T18:05:12+01:00')}` +
    `<CdtrAgt><FinInstnId>${element('BIC', bank.bic)}</FinInstnId></CdtrAgt></GrpHdr>\n` +
    `<OrgnlGrpInfAndSts>${element('OrgnlMsgId', options.originalMessageId)}` +
    `${element('OrgnlMsgNmId', options.originalMessageType ?? 'pain.008.001.08')}` +
    `<OrgnlNbOfTxs>${count}</OrgnlNbOfTxs><OrgnlCtrlSum>${centsToDecimal(total)}</OrgnlCtrlSum>` +
    `<GrpSts>${rejectedCount === count ? 'RJCT' : 'PART'}</GrpSts></OrgnlGrpInfAndSts>\n` +
    `${options.blocks.map((status) => block(status, bank.explains)).join('')}</CstmrPmtStsRpt>\n</Document>\n`
  );
}
