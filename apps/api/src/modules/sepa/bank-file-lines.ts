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
};

const PAYMENT_REFERENCE = /PAY-\d{4}-\d{4,}/i;

function statementLines(message: BankToCustomerMessage): BankLine[] {
  return message.statements.flatMap((statement) =>
    statement.entries.flatMap((entry) =>
      entry.details.map((detail): BankLine => {
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
          mandateId: detail.mandateId,
          amountCents: detail.amountCents ?? entry.amountCents,
          reasonCode: detail.returnReasonCode,
          paymentReference: reference,
          rejectedPaymentInformationId: null,
          originalMessageId: null,
          creditDebit: detail.creditDebit,
          remittance: remittance || null,
          debtorName: detail.debtorName,
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
      mandateId: transaction.mandateId,
      amountCents: transaction.amountCents,
      reasonCode: transaction.reasonCode,
      paymentReference: null,
      rejectedPaymentInformationId: null,
      originalMessageId: report.originalMessageId,
      creditDebit: null,
      remittance: null,
      debtorName: null,
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
        mandateId: null,
        amountCents: null,
        reasonCode: information.reasonCode,
        paymentReference: null,
        rejectedPaymentInformationId: information.originalPaymentInformationId,
        originalMessageId: report.originalMessageId,
        creditDebit: null,
        remittance: null,
        debtorName: null,
      });
    }
  }
  return lines;
}

/** Reads a camt.053, camt.054 or pain.002; anything else, or broken XML, is a 422 with the reason. */
export function readBankFileLines(content: string): { messageType: string; lines: BankLine[] } {
  try {
    // The document element names the type; the reader then parses (and checks) the file once.
    const messageType = detectSepaMessageType(content);
    if (messageType.startsWith('camt.')) {
      return { messageType, lines: statementLines(readBankToCustomer(content)) };
    }
    if (messageType.startsWith('pain.002')) {
      return { messageType, lines: statusReportLines(readPaymentStatusReport(content)) };
    }
    throw new AppError('VALIDATION_FAILED', {
      message: `Dit is een ${messageType}-bestand; upload een bankafschrift (camt.053/camt.054) of een statusrapport (pain.002).`,
      details: [{ field: 'content', message: 'Geen bankafschrift of statusrapport' }],
    });
  } catch (error) {
    if (error instanceof SepaFileError) {
      throw new AppError('VALIDATION_FAILED', {
        message: `Het bestand kon niet worden gelezen: ${error.message}`,
        details: [{ field: 'content', message: error.code }],
      });
    }
    throw error;
  }
}
