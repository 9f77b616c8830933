import {
  type BankToCustomerMessage,
  detectSepaMessageType,
  type PaymentStatusReport,
  readBankToCustomer,
  readPaymentStatusReport,
  SepaFileError,
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
  /** For a pain.002 that rejects a whole PmtInf without listing its transactions. */
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

function statusReportLines(report: PaymentStatusReport): BankLine[] {
  const lines: BankLine[] = report.transactions
    .filter((transaction) => transaction.status === 'RJCT')
    .map((transaction) => ({
      kind: 'rejected',
      endToEndId: transaction.originalEndToEndId,
      bankReference: null,
      bookingDate: null,
      mandateId: transaction.mandateId,
      amountCents: transaction.amountCents,
      reasonCode: transaction.reasonCode,
      paymentReference: null,
      rejectedPaymentInformationId: null,
      originalMessageId: report.originalMessageId,
      creditDebit: null,
      remittance: null,
      debtorName: null,
      currency: null,
      batchPaymentInformationId: null,
    }));
  // A whole PmtInf rejected without its transactions listed: every collection in it is rejected.
  for (const information of report.paymentInformations) {
    const listed = report.transactions.some(
      (transaction) => transaction.originalPaymentInformationId === information.originalPaymentInformationId,
    );
    if (information.status === 'RJCT' && !listed) {
      lines.push({
        kind: 'rejected',
        endToEndId: null,
        bankReference: null,
        bookingDate: null,
        mandateId: null,
        amountCents: null,
        reasonCode: information.reasonCode,
        paymentReference: null,
        rejectedPaymentInformationId: information.originalPaymentInformationId,
        originalMessageId: report.originalMessageId,
        creditDebit: null,
        remittance: null,
        debtorName: null,
        currency: null,
        batchPaymentInformationId: null,
      });
    }
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
