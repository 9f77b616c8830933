import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type BankFileLineRecord, payments } from '../../db/schema/index.ts';
import { transferExternalId } from '../sepa/bank-file-ledger.ts';
import type { BankLine } from '../sepa/bank-file-lines.ts';
import { arrangementNumber } from './arrangement-records.ts';
import { findInstalmentByReference, payArrangement, paymentText } from './pay-arrangement.ts';

/**
 * A transfer quoting an instalment's PAY- reference pays the arrangement (issue 30): the costs first, then
 * the covered invoices oldest first, the rest credit. Booked once per bank transaction (its external id), on
 * its own after the ledger like a letter's transfer; one the arrangement refuses stays on the report.
 */
export async function bookArrangementTransfers(
  tx: DbOrTx,
  lines: BankLine[],
  records: BankFileLineRecord[],
  actor: { id: string | null; now: Date },
): Promise<void> {
  for (const [index, line] of lines.entries()) {
    const record = records[index];
    if (record?.outcome !== 'unmatched' || line.kind !== 'credit_transfer' || !line.paymentReference)
      continue;
    const externalId = transferExternalId(line);
    if (line.amountCents === null || line.amountCents <= 0 || externalId === null) continue;
    const found = await findInstalmentByReference(tx, line.paymentReference);
    if (!found) continue;
    const number = arrangementNumber(found.arrangement);
    const [known] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.externalId, externalId))
      .limit(1);
    if (known) {
      records[index] = {
        ...record,
        outcome: 'already_known',
        action: 'Al geboekt',
        actionCode: 'transfer_already_booked',
        actionParams: { arrangementNumber: number },
      };
      continue;
    }
    try {
      const paid = await payArrangement(
        tx,
        found.arrangement.id,
        {
          amountCents: line.amountCents,
          route: 'bank_transfer',
          method: 'bank_transfer',
          reference: line.paymentReference,
          externalId,
          notes: '',
        },
        actor,
      );
      records[index] = {
        ...record,
        outcome: 'matched',
        action: paymentText(paid),
        actionCode: 'arrangement_transfer_booked',
        actionParams: {
          arrangementNumber: number,
          amountCents: line.amountCents,
          ...(paid.creditedCents > 0 ? { creditCents: paid.creditedCents } : {}),
        },
      };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      records[index] = {
        ...record,
        action: `Betalingsregeling ${number}: ${error.message}`,
        actionCode: 'arrangement_refused',
        actionParams: {
          arrangementNumber: number,
          errorCode: error.code,
          ...(error.reason ? { refusal: error.reason } : {}),
          ...error.params,
        },
      };
    }
  }
}
