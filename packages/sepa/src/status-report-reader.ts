// pain.002 (.03 and .10): the bank's status report on a pain.008 we sent, per group, per payment
// information block and per transaction (rejections before settlement, DOMAIN-NL §2).
import { expectMessageType, parseSepaXml, type XmlNode } from './xml-parse.ts';
import {
  requireText,
  xmlAmountCents,
  xmlChild,
  xmlChildren,
  xmlCodeOrProprietary,
  xmlText,
  xmlTexts,
} from './xml-tree.ts';

export type PaymentStatusReportMessageType = 'pain.002.001.03' | 'pain.002.001.10';

export type StatusReason = {
  /** 'ACCP', 'ACSC', 'RJCT', 'PDNG', 'PART', … as the bank sent it. */
  status: string | null;
  /** `StsRsnInf/Rsn/Cd`, e.g. 'AC01', 'AM04'. */
  reasonCode: string | null;
  additionalInfo: string | null;
};

export type PaymentInformationStatus = StatusReason & { originalPaymentInformationId: string };

export type TransactionStatus = StatusReason & {
  originalPaymentInformationId: string | null;
  originalEndToEndId: string | null;
  originalInstructionId: string | null;
  amountCents: number | null;
  mandateId: string | null;
  sequenceType: string | null;
  collectionDate: string | null;
};

export type PaymentStatusReport = {
  messageType: PaymentStatusReportMessageType;
  messageId: string;
  originalMessageId: string | null;
  /** Lower-cased, e.g. 'pain.008.001.02' (banks write 'PAIN.008.001.02' too). */
  originalMessageType: string | null;
  groupStatus: string | null;
  groupReasonCode: string | null;
  /** A block rejected as a whole (PmtInfSts RJCT) lists no transactions: every one in it is rejected. */
  paymentInformations: PaymentInformationStatus[];
  transactions: TransactionStatus[];
};

const PAIN002_TYPES: PaymentStatusReportMessageType[] = ['pain.002.001.03', 'pain.002.001.10'];

/** Reads a pain.002 status report; throws SepaFileError for anything else. */
export function readPaymentStatusReport(xml: string | Uint8Array): PaymentStatusReport {
  const parsed = parseSepaXml(xml);
  const messageType = expectMessageType(parsed, PAIN002_TYPES);
  const report = xmlChild(parsed.document, 'CstmrPmtStsRpt');
  const group = xmlChild(report, 'OrgnlGrpInfAndSts');
  const blocks = xmlChildren(report, 'OrgnlPmtInfAndSts');
  return {
    messageType,
    messageId: requireText(report, ['GrpHdr', 'MsgId'], messageType),
    originalMessageId: xmlText(group, 'OrgnlMsgId'),
    originalMessageType: xmlText(group, 'OrgnlMsgNmId')?.toLowerCase() ?? null,
    groupStatus: xmlText(group, 'GrpSts'),
    groupReasonCode: firstReason(group).reasonCode,
    paymentInformations: blocks.map((block) => ({
      originalPaymentInformationId: requireText(block, ['OrgnlPmtInfId'], messageType),
      status: xmlText(block, 'PmtInfSts'),
      ...firstReason(block),
    })),
    transactions: blocks.flatMap((block, blockIndex) =>
      xmlChildren(block, 'TxInfAndSts').map((transaction, index) =>
        readTransaction(
          transaction,
          xmlText(block, 'OrgnlPmtInfId'),
          `${messageType} block ${blockIndex + 1}, transaction ${index + 1}`,
        ),
      ),
    ),
  };
}

function readTransaction(
  transaction: XmlNode,
  paymentInformationId: string | null,
  where: string,
): TransactionStatus {
  const original = xmlChild(transaction, 'OrgnlTxRef');
  const { reasonCode, additionalInfo } = firstReason(transaction);
  return {
    originalPaymentInformationId: paymentInformationId,
    originalEndToEndId: xmlText(transaction, 'OrgnlEndToEndId'),
    originalInstructionId: xmlText(transaction, 'OrgnlInstrId'),
    status: xmlText(transaction, 'TxSts'),
    reasonCode,
    additionalInfo,
    amountCents: xmlAmountCents(original, ['Amt', 'InstdAmt'], where),
    mandateId: xmlText(original, 'MndtRltdInf', 'MndtId'),
    sequenceType: xmlText(original, 'PmtTpInf', 'SeqTp'),
    collectionDate: xmlText(original, 'ReqdColltnDt'),
  };
}

function firstReason(node: XmlNode | undefined): Omit<StatusReason, 'status'> {
  const reason = xmlChildren(node, 'StsRsnInf')[0];
  const lines = xmlTexts(reason, 'AddtlInf');
  return {
    reasonCode: xmlCodeOrProprietary(xmlChild(reason, 'Rsn')),
    additionalInfo: lines.length === 0 ? null : lines.join(' '),
  };
}
