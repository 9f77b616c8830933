import {
  type BankToCustomerMessage,
  detectSepaMessageType,
  type EffectiveStatus,
  type PaymentStatusReport,
  readBankToCustomer,
  readPaymentStatusReport,
  SepaFileError,
  statusOfBlock,
  statusOfTransaction,
} from '@hostportaal/sepa';
import { AppError } from '../../app-error.ts';
import type { BankFileLineRecord } from '../../db/schema/index.ts';

/** A line of a bank file in the one shape the import acts on. */
export type BankLine = {
  kind: BankFileLineRecord['kind'];
  endToEndId: string | null;
  mandateId: string | null;
  amountCents: number | null;
  reasonCode: string | null;
  /** The bank's own reference of the booking (AcctSvcrRef): one transfer, however many reports show it. */
  bankReference: string | null;
  /** The day the bank booked it. */
  bookingDate: string | null;
  /** A PAY-YYYY-#### found in the remittance text of a credit transfer. */
  paymentReference: string | null;
  /**
   * A pain.002 rejection: whether the transaction's own status rejected it, or its block's or the group's
   * (ISO 20022: a group or block status stands for every transaction without one of its own).
   */
  rejectionLevel: 'transaction' | 'payment_information' | 'group' | null;
  /**
   * A pain.002 rejection of the transactions it does not list: those of one block (paymentInformationId), or
   * of the whole file but the blocks it names. The import puts one line per collection of ours in its place.
   */
  unlisted: {
    paymentInformationId: string | null;
    exceptPaymentInformationIds: string[];
    exceptEndToEndIds: string[];
  } | null;
  /** The block of ours a collection was in when the bank refused that block whole. */
  rejectedPaymentInformationId: string | null;
  originalMessageId: string | null;
  /** Money in (CRDT) or out (DBIT); null for a pain.002 line, which moves no money. */
  creditDebit: 'CRDT' | 'DBIT' | null;
  /** What the payer wrote (remittance lines and structured reference), to assign a line by hand. */
  remittance: string | null;
  debtorName: string | null;
  /** The entry's currency (camt); null for a pain.002 line. */
  currency: string | null;
  /**
   * A batch booking: one entry for a whole payment-information block of ours (Btch/PmtInfId), without the
   * block's transactions. Its amount is the block's sum.
   */
  batchPaymentInformationId: string | null;
};

/** Whose file it is: the statements' accounts and currencies, or the message a status report is about. */
export type BankFileOwner = {
  statements: { id: string; accountIban: string | null; currency: string | null }[];
  originalMessageId: string | null;
};

const PAYMENT_REFERENCE = /PAY-\d{4}-\d{4,}/i;

function statementLines(message: BankToCustomerMessage): BankLine[] {
  return message.statements.flatMap((statement) =>
    statement.entries.flatMap((entry) =>
      entry.details.map((detail): BankLine => {
        // No transaction details (one synthesised from the entry) but a Btch block: booked as one amount.
        const batchBooked =
          entry.batch?.paymentInformationId && !detail.endToEndId && entry.details.length === 1;
        const returned = detail.returnReasonCode !== null || entry.reversal;
        const remittance = [detail.remittanceText, detail.remittanceReference].filter(Boolean).join(' ');
        const reference = PAYMENT_REFERENCE.exec(remittance)?.[0]?.toUpperCase() ?? null;
        // Family IDDT, or a direct-debit sub-family (ESDD, BBDD, UPDD) under a bank's own family code.
        const code = entry.bankTransactionCode;
        const isDirectDebit = code.family === 'IDDT' || (code.subFamily?.endsWith('DD') ?? false);
        return {
          kind: returned
            ? 'returned'
            : entry.creditDebit === 'CRDT' && (detail.mandateId || isDirectDebit)
              ? 'collected'
              : entry.creditDebit === 'CRDT' && reference
                ? 'credit_transfer'
                : 'other',
          endToEndId: detail.endToEndId,
          bankReference:
            detail.accountServicerReference ??
            (entry.details.length === 1 ? entry.accountServicerReference : null),
          bookingDate: entry.bookingDate,
          mandateId: detail.mandateId,
          amountCents: detail.amountCents ?? entry.amountCents,
          reasonCode: detail.returnReasonCode,
          paymentReference: reference,
          rejectionLevel: null,
          unlisted: null,
          rejectedPaymentInformationId: null,
          originalMessageId: null,
          creditDebit: detail.creditDebit,
          remittance: remittance || null,
          debtorName: detail.debtorName,
          currency: entry.currency || statement.currency,
          batchPaymentInformationId: batchBooked ? (entry.batch?.paymentInformationId ?? null) : null,
        };
      }),
    ),
  );
}

function rejectedLine(
  report: PaymentStatusReport,
  status: EffectiveStatus,
  transaction: Pick<
    BankLine,
    'endToEndId' | 'mandateId' | 'amountCents' | 'unlisted' | 'rejectedPaymentInformationId'
  >,
): BankLine {
  return {
    kind: 'rejected',
    ...transaction,
    bankReference: null,
    bookingDate: null,
    reasonCode: status.reasonCode,
    paymentReference: null,
    rejectionLevel: status.level,
    originalMessageId: report.originalMessageId,
    creditDebit: null,
    remittance: null,
    debtorName: null,
    currency: null,
    batchPaymentInformationId: null,
  };
}

/**
 * The rejections of a status report. A listed transaction takes its own TxSts, else its block's, else the
 * group's; the transactions a block or the file does not list take the block's or the group's status
 * (Rabobank and ING refuse a whole file with GrpSts RJCT and no blocks; a refused block may list none).
 */
function statusReportLines(report: PaymentStatusReport): BankLine[] {
  const lines = report.transactions.flatMap((transaction) => {
    const status = statusOfTransaction(report, transaction);
    if (status.status !== 'RJCT') return [];
    return [
      rejectedLine(report, status, {
        endToEndId: transaction.originalEndToEndId,
        mandateId: transaction.mandateId,
        amountCents: transaction.amountCents,
        unlisted: null,
        rejectedPaymentInformationId:
          status.level === 'payment_information' ? transaction.originalPaymentInformationId : null,
      }),
    ];
  });
  const exceptEndToEndIds = report.transactions.flatMap((tx) => tx.originalEndToEndId ?? []);
  const named = report.paymentInformations.map((block) => block.originalPaymentInformationId);
  const wholes = [
    ...report.paymentInformations.map((block) => ({ block, status: statusOfBlock(report, block) })),
    { block: null, status: statusOfBlock(report, null) },
  ];
  for (const { block, status } of wholes) {
    if (status.status !== 'RJCT') continue;
    const unlisted = {
      paymentInformationId: block?.originalPaymentInformationId ?? null,
      exceptPaymentInformationIds: block ? [] : named,
      exceptEndToEndIds,
    };
    lines.push(
      rejectedLine(report, status, {
        endToEndId: null,
        mandateId: null,
        amountCents: null,
        unlisted,
        rejectedPaymentInformationId:
          status.level === 'payment_information' ? unlisted.paymentInformationId : null,
      }),
    );
  }
  return lines;
}

/** Reads a camt.053, camt.054 or pain.002; anything else, or broken XML, is a 422 with the reason. */
export function readBankFileLines(content: string): {
  messageType: string;
  lines: BankLine[];
  owner: BankFileOwner;
} {
  try {
    // The document element names the type; the reader then parses (and checks) the file once.
    const messageType = detectSepaMessageType(content);
    if (messageType.startsWith('camt.')) {
      const message = readBankToCustomer(content);
      const statements = message.statements.map(({ id, accountIban, currency }) => ({
        id,
        accountIban,
        currency,
      }));
      return { messageType, lines: statementLines(message), owner: { statements, originalMessageId: null } };
    }
    if (messageType.startsWith('pain.002')) {
      const report = readPaymentStatusReport(content);
      return {
        messageType,
        lines: statusReportLines(report),
        owner: { statements: [], originalMessageId: report.originalMessageId },
      };
    }
    throw new AppError('VALIDATION_FAILED', {
      reason: 'bank_file_wrong_type',
      params: { type: messageType },
      message: `Dit is een ${messageType}-bestand; upload een bankafschrift (camt.053/camt.054) of een statusrapport (pain.002).`,
      details: [{ field: 'content', message: 'Geen bankafschrift of statusrapport' }],
    });
  } catch (error) {
    if (error instanceof SepaFileError) {
      throw new AppError('VALIDATION_FAILED', {
        reason: 'bank_file_unreadable',
        message: `Het bestand kon niet worden gelezen: ${error.message}`,
        details: [{ field: 'content', message: error.code }],
      });
    }
    throw error;
  }
}
