import { amsterdamToday, decideClaimEvent, decideInstalmentPayment } from '@hostportaal/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { refusal } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  type ArrangementInstalment,
  arrangementInstalments,
  type OnlinePayment,
  type PaymentArrangement,
  payments,
} from '../../db/schema/index.ts';
import type { ReceivedMoney } from '../claims/claim-payments.ts';
import { instalmentsAtBank } from '../payment-arrangements/arrangement-collection-lines.ts';
import {
  arrangementNumber,
  findArrangement,
  loadCovered,
  openOfCovered,
  progressOf,
  scheduleOf,
} from '../payment-arrangements/arrangement-records.ts';
import { getArrangementRules } from '../payment-arrangements/arrangement-settings.ts';
import { payArrangement } from '../payment-arrangements/pay-arrangement.ts';

// An instalment of a payment arrangement paid online (issue 30): what is left of it is computed at the moment
// of paying, from the schedule in force and what the covered claims still have open; when Mollie says paid the
// money is booked on the arrangement as every other instalment payment is (payArrangement: the costs first,
// then the invoices oldest first, what is beyond the customer's credit), so it progresses or completes and
// paying more pays the next instalments.

export type PayableInstalment = {
  arrangement: PaymentArrangement;
  number: string;
  instalment: ArrangementInstalment;
  amountCents: number;
};

const notFound = () => refusal('NOT_FOUND', 'arrangement_not_found', 'Betalingsregeling niet gevonden');

/** The customer's own arrangement's instalment, if the arrangement and the lifecycle let it be paid now. */
export async function payableInstalment(
  db: DbOrTx,
  userId: string,
  body: { arrangementId: string; sequence: number },
  now: Date,
): Promise<PayableInstalment> {
  // Ownership is part of the query: another customer's arrangement is one that does not exist.
  const arrangement = await findArrangement(db, body.arrangementId, { userId });
  if (!arrangement) throw notFound();
  const number = arrangementNumber(arrangement);
  const schedule = await scheduleOf(db, arrangement);
  const covered = await loadCovered(db, arrangement.id);
  const today = amsterdamToday(now);
  const { graceDays } = await getArrangementRules(db);
  const progress = progressOf(schedule, openOfCovered(covered), today, graceDays);
  const decision = decideInstalmentPayment({ status: arrangement.status, number }, progress, body.sequence);
  if (!decision.allowed)
    throw refusal(
      decision.code === 'instalment_not_found' ? 'NOT_FOUND' : 'CONFLICT',
      decision.code,
      decision.reason,
      decision.params,
    );
  // The claims it pays: the lifecycle's word on paying them online as part of this arrangement (not while a
  // direct debit of one is under way: that would take the money twice).
  for (const claim of covered.invoices) {
    if (claim.facts.openCents <= 0 || claim.row.status === 'cancelled' || claim.row.status === 'expired')
      continue;
    const started = decideClaimEvent(
      claim.facts,
      { type: 'online_payment_started', arrangementId: arrangement.id },
      { today, dueDate: claim.row.due_date },
    );
    if (!started.allowed)
      throw refusal('CONFLICT', started.code, started.reason, {
        invoiceNumber: claim.row.invoice_number,
        ...started.params,
      });
  }
  const instalment = schedule.find((row) => row.sequence === body.sequence);
  if (!instalment || decision.amountCents <= 0)
    throw refusal('CONFLICT', 'nothing_to_pay', 'Er staat niets open om te betalen.');
  // Its direct debit is in a file or at the bank: paying online too would take the money twice.
  if ((await instalmentsAtBank(db, [instalment.id])).has(instalment.id))
    throw refusal(
      'CONFLICT',
      'instalment_at_bank',
      `De incasso van termijn ${body.sequence} van betalingsregeling ${number} ligt al bij de bank; het bedrag wordt binnenkort afgeschreven.`,
      { arrangementNumber: number, sequence: body.sequence },
    );
  return { arrangement, number, instalment, amountCents: decision.amountCents };
}

export const instalmentDescription = (payable: Pick<PayableInstalment, 'number' | 'instalment'>) =>
  `Termijn ${payable.instalment.sequence} betalingsregeling ${payable.number} (${payable.instalment.paymentReference})`;

async function instalmentOf(db: DbOrTx, instalmentId: string) {
  const [row] = await db
    .select()
    .from(arrangementInstalments)
    .where(eq(arrangementInstalments.id, instalmentId));
  if (!row) throw new Error(`instalment ${instalmentId} not found`);
  return row;
}

export type BookedInstalmentPayment = {
  paymentId: string;
  creditedCents: number;
  invoiceNumbers: string[];
  reactivated: number;
  /** What the customer's message says it was for. */
  forWhat: string;
};

/** Books a paid online payment of an instalment on its arrangement, the caller holding the payment's row lock. */
export async function bookInstalmentPayment(
  tx: DbOrTx,
  row: OnlinePayment,
  money: Omit<ReceivedMoney, 'amountCents' | 'confirmedAtBank'>,
  amountCents: number,
  actor: { id: string | null; now: Date },
): Promise<BookedInstalmentPayment> {
  if (!row.arrangementInstalmentId) throw new Error(`online payment ${row.id} has no instalment`);
  const instalment = await instalmentOf(tx, row.arrangementInstalmentId);
  const before = await findArrangement(tx, instalment.arrangementId);
  const paid = await payArrangement(
    tx,
    instalment.arrangementId,
    { ...money, amountCents, reference: instalment.paymentReference },
    actor,
  );
  const [first] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.externalId, money.externalId ?? ''), sql`${payments.amountCents} > 0`))
    .orderBy(asc(payments.createdAt), asc(payments.id))
    .limit(1);
  if (!first) throw new Error(`online payment ${row.id} booked nothing`);
  const covered = await loadCovered(tx, instalment.arrangementId);
  const number = arrangementNumber(paid.arrangement);
  return {
    paymentId: first.id,
    creditedCents: paid.creditedCents,
    invoiceNumbers: covered.invoices.map((claim) => claim.row.invoice_number),
    reactivated: !before?.servicesResumedAt && paid.arrangement.servicesResumedAt ? 1 : 0,
    forWhat: ` voor termijn ${instalment.sequence} van betalingsregeling ${number}`,
  };
}

/** What the status page and staff's list say of an instalment payment. */
export async function instalmentPaymentView(db: DbOrTx, row: OnlinePayment, now: Date) {
  if (!row.arrangementInstalmentId) return null;
  const instalment = await instalmentOf(db, row.arrangementInstalmentId);
  const arrangement = await findArrangement(db, instalment.arrangementId);
  if (!arrangement) return null;
  const covered = await loadCovered(db, arrangement.id);
  const open = openOfCovered(covered);
  // What is still open of that instalment now, on the schedule in force (0 once the payments reach it).
  const { graceDays } = await getArrangementRules(db);
  const progress = progressOf(await scheduleOf(db, arrangement), open, amsterdamToday(now), graceDays);
  const state = progress.instalments.find((item) => item.sequence === instalment.sequence);
  const stillOpen =
    arrangement.status === 'active' && state ? Math.max(0, state.amountCents - state.paidCents) : 0;
  return {
    arrangementNumber: arrangementNumber(arrangement),
    sequence: instalment.sequence,
    paymentReference: instalment.paymentReference,
    invoiceNumbers: covered.invoices.map((claim) => claim.row.invoice_number),
    openCents: stillOpen,
  };
}
