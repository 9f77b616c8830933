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
  groupAdditionalInfo: string | null;
  /**
   * The blocks the report names. A block rejected as a whole (PmtInfSts RJCT) may list its transactions
   * without a status of their own, or none at all: its status applies to each (statusOfTransaction).
   */
  paymentInformations: PaymentInformationStatus[];
  transactions: TransactionStatus[];
};

/** Where a transaction's status came from: its own TxSts, its block's PmtInfSts or the GrpSts. */
export type StatusLevel = 'transaction' | 'payment_information' | 'group';

export type EffectiveStatus = {
  status: string | null;
  reasonCode: string | null;
  additionalInfo: string | null;
  level: StatusLevel;
};

const PAIN002_TYPES: PaymentStatusReportMessageType[] = ['pain.002.001.03', 'pain.002.001.10'];

/** Reads a pain.002 status report; throws SepaFileError for anything else. */
export function readPaymentStatusReport(xml: string | Uint8Array): PaymentStatusReport {
  const parsed = parseSepaXml(xml);
  const messageType = expectMessageType(parsed, PAIN002_TYPES);
  const report = xmlChild(parsed.document, 'CstmrPmtStsRpt');
  const group = xmlChild(report, 'OrgnlGrpInfAndSts');
  const blocks = xmlChildren(report, 'OrgnlPmtInfAndSts');
  const groupReason = firstReason(group);
  return {
    messageType,
    messageId: requireText(report, ['GrpHdr', 'MsgId'], messageType),
    originalMessageId: xmlText(group, 'OrgnlMsgId'),
    originalMessageType: xmlText(group, 'OrgnlMsgNmId')?.toLowerCase() ?? null,
    groupStatus: xmlText(group, 'GrpSts'),
    groupReasonCode: groupReason.reasonCode,
    groupAdditionalInfo: groupReason.additionalInfo,
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

/**
 * The status of the transactions of a block the report names without listing them (or of the whole
 * message, `block` null): ISO 20022 lets a status given for the group or a payment-information block stand
 * for every transaction in it that has none of its own (Rabobank and ING reject a whole file with GrpSts
 * RJCT and no blocks; a block refused whole says so in PmtInfSts).
 */
export function statusOfBlock(
  report: PaymentStatusReport,
  block: PaymentInformationStatus | null,
): EffectiveStatus {
  if (block?.status)
    return {
      status: block.status,
      reasonCode: block.reasonCode,
      additionalInfo: block.additionalInfo,
      level: 'payment_information',
    };
  return {
    status: report.groupStatus,
    reasonCode: report.groupReasonCode,
    additionalInfo: report.groupAdditionalInfo,
    level: 'group',
  };
}

/** A listed transaction's status: its own TxSts, else its block's, else the group's (ISO 20022). */
export function statusOfTransaction(
  report: PaymentStatusReport,
  transaction: TransactionStatus,
): EffectiveStatus {
  if (transaction.status)
    return {
      status: transaction.status,
      reasonCode: transaction.reasonCode,
      additionalInfo: transaction.additionalInfo,
      level: 'transaction',
    };
  const block =
    report.paymentInformations.find(
      (information) => information.originalPaymentInformationId === transaction.originalPaymentInformationId,
    ) ?? null;
  const inherited = statusOfBlock(report, block);
  // A reason of its own (a bank that words each transaction of a refused block) comes first.
  return transaction.reasonCode
    ? { ...inherited, reasonCode: transaction.reasonCode, additionalInfo: transaction.additionalInfo }
    : inherited;
}
