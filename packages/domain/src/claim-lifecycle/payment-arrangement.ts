import { addDays, addMonths, amsterdamToday, type IsoDate } from '../amsterdam-date';
import { formatDateLong } from '../format-date';
import { formatCents } from '../money';

// A betalingsregeling (issue 30): the customer pays chosen open claims (invoices, letter fees) in
// instalments, and while they keep to it the collection steps stop. The arrangement is decided here, like a
// claim: which proposals the company's rules allow, the schedule, how far the payments reach, and when a
// missed instalment is reminded and when the arrangement lapses. The services load the facts and act on it.

/** The company's rules (Settings → Incasso), with the defaults of the table until an admin changes them. */
export type ArrangementRules = {
  /** The smallest total an arrangement may cover, in cents. */
  minTotalCents: number;
  /** The most instalments an arrangement may have. */
  maxInstalments: number;
  /** The smallest instalment, in cents (the last one may be a few cents more, never less). */
  minInstalmentCents: number;
  /** A customer whose previous arrangement lapsed in the last 12 months may have a new one. */
  allowAfterLapse: boolean;
  /** Days after an instalment's due date before it is reminded, and again before the arrangement lapses. */
  graceDays: number;
  /** Staff's default for resuming suspended services once the first instalment is paid. */
  resumeOnFirstInstalment: boolean;
};

export const DEFAULT_ARRANGEMENT_RULES: ArrangementRules = {
  minTotalCents: 5000,
  maxInstalments: 6,
  minInstalmentCents: 2500,
  allowAfterLapse: false,
  graceDays: 7,
  resumeOnFirstInstalment: true,
};

/** The fewest instalments: one would be a payment, not an arrangement. */
export const MIN_INSTALMENTS = 2;
/** The most instalments anyone may agree, staff included: three years of monthly payments. */
export const MAX_INSTALMENTS = 36;
/** How far ahead the first instalment may fall, in days, when the customer chooses it. */
export const MAX_FIRST_DUE_DAYS = 31;

export type ArrangementStatus = 'proposed' | 'active' | 'completed' | 'lapsed' | 'ended' | 'rejected';

/** An instalment is paid by SEPA direct debit on the customer's valid mandate, or by transfer / online. */
export type InstalmentMethod = 'sepa' | 'transfer';

export type PlannedInstalment = { sequence: number; amountCents: number; dueDate: IsoDate };

/**
 * Equal instalments, the last one rounding to the cent (it carries the cents the division leaves), a month
 * apart from the first due date.
 */
export function instalmentSchedule(
  totalCents: number,
  count: number,
  firstDueDate: IsoDate,
): PlannedInstalment[] {
  if (!Number.isInteger(totalCents) || totalCents <= 0) throw new RangeError('total must be positive cents');
  if (!Number.isInteger(count) || count < 1) throw new RangeError('count must be a positive integer');
  const each = Math.floor(totalCents / count);
  return Array.from({ length: count }, (_, index) => ({
    sequence: index + 1,
    amountCents: index === count - 1 ? totalCents - each * (count - 1) : each,
    dueDate: addMonths(firstDueDate, index),
  }));
}

export type ArrangementBreachCode =
  | 'arrangement_no_claims'
  | 'arrangement_total_too_small'
  | 'arrangement_too_many_instalments'
  | 'arrangement_too_few_instalments'
  | 'arrangement_instalment_too_small'
  | 'arrangement_recent_lapse'
  | 'arrangement_first_due_too_late'
  | 'arrangement_first_due_past'
  | 'arrangement_first_debit_too_soon';

export type ArrangementBreach = {
  code: ArrangementBreachCode;
  /** In Dutch, for the API's `error` text and the staff's review. */
  message: string;
  params?: Record<string, string | number>;
};

export type ArrangementProposal = {
  totalCents: number;
  instalments: number;
  firstDueDate: IsoDate;
  /** A previous arrangement of this customer lapsed in the 12 months before today. */
  lapsedWithinYear: boolean;
};

/**
 * What the company's rules say of a proposal: empty when the customer may have it at once; otherwise each
 * rule it breaks, and it goes to staff, who may approve it all the same (the rules bind self-service, not
 * staff's judgement). Too few instalments or a first due date in the past is never a valid schedule.
 */
export function arrangementBreaches(
  proposal: ArrangementProposal,
  rules: ArrangementRules,
  today: IsoDate,
): ArrangementBreach[] {
  const breaches: ArrangementBreach[] = [];
  if (proposal.totalCents <= 0)
    return [{ code: 'arrangement_no_claims', message: 'Er staat niets open om in termijnen te betalen.' }];
  if (proposal.totalCents < rules.minTotalCents)
    breaches.push({
      code: 'arrangement_total_too_small',
      message: `Een betalingsregeling is er vanaf ${formatCents(rules.minTotalCents)}; dit is ${formatCents(proposal.totalCents)}.`,
      params: { min: formatCents(rules.minTotalCents), total: formatCents(proposal.totalCents) },
    });
  if (proposal.instalments > rules.maxInstalments)
    breaches.push({
      code: 'arrangement_too_many_instalments',
      message: `Ten hoogste ${rules.maxInstalments} termijnen.`,
      params: { max: rules.maxInstalments },
    });
  const smallest = Math.floor(proposal.totalCents / Math.max(1, proposal.instalments));
  if (smallest < rules.minInstalmentCents)
    breaches.push({
      code: 'arrangement_instalment_too_small',
      message: `Een termijn is ten minste ${formatCents(rules.minInstalmentCents)}; dit wordt ${formatCents(smallest)}.`,
      params: { min: formatCents(rules.minInstalmentCents), amount: formatCents(smallest) },
    });
  if (proposal.lapsedWithinYear && !rules.allowAfterLapse)
    breaches.push({
      code: 'arrangement_recent_lapse',
      message: 'Een eerdere betalingsregeling is in de afgelopen 12 maanden niet nagekomen.',
    });
  if (proposal.firstDueDate > addDays(today, MAX_FIRST_DUE_DAYS))
    breaches.push({
      code: 'arrangement_first_due_too_late',
      message: `De eerste termijn valt uiterlijk ${MAX_FIRST_DUE_DAYS} dagen na vandaag.`,
      params: { max: MAX_FIRST_DUE_DAYS },
    });
  return breaches;
}

/** A schedule no one may approve: it is refused outright (422), not sent to staff. */
export function invalidSchedule(
  proposal: Pick<ArrangementProposal, 'instalments' | 'firstDueDate' | 'totalCents'>,
  today: IsoDate,
  /** By direct debit: the earliest date the first instalment can be debited (its pre-notification). */
  firstDebitDate?: IsoDate,
): ArrangementBreach | null {
  if (proposal.totalCents <= 0)
    return { code: 'arrangement_no_claims', message: 'Er staat niets open om in termijnen te betalen.' };
  if (!Number.isInteger(proposal.instalments) || proposal.instalments < MIN_INSTALMENTS)
    return {
      code: 'arrangement_too_few_instalments',
      message: `Een betalingsregeling heeft ten minste ${MIN_INSTALMENTS} termijnen.`,
      params: { min: MIN_INSTALMENTS },
    };
  if (proposal.instalments > MAX_INSTALMENTS)
    return {
      code: 'arrangement_too_many_instalments',
      message: `Een betalingsregeling heeft ten hoogste ${MAX_INSTALMENTS} termijnen.`,
      params: { max: MAX_INSTALMENTS },
    };
  if (proposal.instalments > proposal.totalCents)
    return {
      code: 'arrangement_instalment_too_small',
      message: 'Elke termijn is ten minste één cent.',
      params: { min: formatCents(1), amount: formatCents(0) },
    };
  if (proposal.firstDueDate < today)
    return {
      code: 'arrangement_first_due_past',
      message: 'De eerste termijn kan niet in het verleden vallen.',
    };
  if (firstDebitDate && proposal.firstDueDate < firstDebitDate)
    return {
      code: 'arrangement_first_debit_too_soon',
      message: `Bij automatische incasso valt de eerste termijn op zijn vroegst op ${formatDateLong(firstDebitDate)}: het schema gaat eerst naar je toe.`,
      params: { date: firstDebitDate },
    };
  return null;
}

/** The numbers of instalments a customer may choose themselves: every count the rules allow for the total. */
export function selfServiceChoices(
  totalCents: number,
  rules: ArrangementRules,
  lapsedWithinYear: boolean,
): number[] {
  if (totalCents < rules.minTotalCents || (lapsedWithinYear && !rules.allowAfterLapse)) return [];
  const choices: number[] = [];
  for (let count = MIN_INSTALMENTS; count <= rules.maxInstalments; count++)
    if (Math.floor(totalCents / count) >= rules.minInstalmentCents) choices.push(count);
  return choices;
}

export type InstalmentState = 'paid' | 'partly_paid' | 'upcoming' | 'due' | 'late' | 'missed';

export type InstalmentProgress = PlannedInstalment & {
  /** What the payments so far put on this instalment (they fill the instalments in order). */
  paidCents: number;
  state: InstalmentState;
  /** The day the instalment is reminded, and the day the arrangement lapses if it is still unpaid. */
  remindOn: IsoDate;
  lapseOn: IsoDate;
};

export type ArrangementProgress = {
  instalments: InstalmentProgress[];
  paidCents: number;
  remainingCents: number;
  /** The first instalment not paid in full, or null when all are. */
  next: InstalmentProgress | null;
  /** The first instalment is paid in full (staff may resume suspended services). */
  firstPaid: boolean;
};

/**
 * How far the payments reach. Money paid on the arrangement fills the instalments in order, so an
 * overpayment pays the next ones; an instalment is late from its due date plus the grace days (reminded),
 * and missed from a second grace period on (the arrangement lapses).
 */
export function arrangementProgress(
  schedule: PlannedInstalment[],
  paidCents: number,
  today: IsoDate,
  graceDays: number,
): ArrangementProgress {
  let left = Math.max(0, paidCents);
  const instalments = schedule.map((planned): InstalmentProgress => {
    const paid = Math.min(left, planned.amountCents);
    left -= paid;
    const remindOn = addDays(planned.dueDate, graceDays);
    const lapseOn = addDays(planned.dueDate, graceDays * 2);
    const state: InstalmentState =
      paid >= planned.amountCents
        ? 'paid'
        : today > lapseOn
          ? 'missed'
          : today > remindOn
            ? 'late'
            : today >= planned.dueDate
              ? 'due'
              : paid > 0
                ? 'partly_paid'
                : 'upcoming';
    return { ...planned, paidCents: paid, state, remindOn, lapseOn };
  });
  const total = schedule.reduce((sum, planned) => sum + planned.amountCents, 0);
  const paid = Math.min(total, Math.max(0, paidCents));
  return {
    instalments,
    paidCents: paid,
    remainingCents: total - paid,
    next: instalments.find((instalment) => instalment.state !== 'paid') ?? null,
    firstPaid: instalments[0]?.state === 'paid',
  };
}

/** What the daily arrangement run does with an active arrangement today. */
export type ArrangementDailyAction =
  | { type: 'complete' }
  | { type: 'remind'; sequence: number }
  | { type: 'lapse'; sequence: number; reason: 'missed' }
  | { type: 'none' };

/**
 * The daily decision for an active arrangement: completed when all is paid; lapsed when an instalment is
 * missed (unpaid a second grace period past its due date); a reminder for a late instalment not yet
 * reminded. An instalment whose direct debit is still at the bank is not late: the bank file decides.
 */
export function arrangementDailyAction(
  progress: ArrangementProgress,
  facts: { remindedSequences: ReadonlySet<number>; atBankSequences: ReadonlySet<number> },
): ArrangementDailyAction {
  if (progress.remainingCents <= 0) return { type: 'complete' };
  for (const instalment of progress.instalments) {
    if (instalment.state === 'paid' || facts.atBankSequences.has(instalment.sequence)) continue;
    if (instalment.state === 'missed')
      return { type: 'lapse', sequence: instalment.sequence, reason: 'missed' };
    if (instalment.state === 'late' && !facts.remindedSequences.has(instalment.sequence))
      return { type: 'remind', sequence: instalment.sequence };
  }
  return { type: 'none' };
}

/** What a returned direct debit of an instalment does: AM04 (no funds) is tried again, a refund lapses it. */
export function instalmentReturnOutcome(
  code: string | null,
  attempts: number,
): 'retry' | 'lapse' | 'pay_by_transfer' {
  if (code === 'MD06') return 'lapse';
  if (code === 'AM04' && attempts < 2) return 'retry';
  return 'pay_by_transfer';
}

/** What became of an instalment's direct debits so far: the returns in order (codes), and one at the bank. */
export type InstalmentDebits = { returnCodes: (string | null)[]; atBank: boolean };

export type InstalmentToCollect = { sequence: number; amountCents: number; attempt: number };

/**
 * The instalments of a direct-debit arrangement a batch collecting on the given date takes: those due by its
 * limit (the due date on or before the collection date) and not paid in full, for what is left of them;
 * never one whose debit is at the bank, and after a return only when that return is tried again (AM04, once).
 * An instalment whose debit was returned otherwise is paid by transfer, with its own PAY- reference.
 */
export function instalmentsToCollect(
  progress: ArrangementProgress,
  dueBy: IsoDate,
  debits: (sequence: number) => InstalmentDebits,
): InstalmentToCollect[] {
  return progress.instalments.flatMap((instalment) => {
    if (instalment.state === 'paid' || instalment.dueDate > dueBy) return [];
    const { returnCodes, atBank } = debits(instalment.sequence);
    if (atBank) return [];
    const last = returnCodes.at(-1);
    if (last !== undefined && instalmentReturnOutcome(last, returnCodes.length) !== 'retry') return [];
    return [
      {
        sequence: instalment.sequence,
        amountCents: instalment.amountCents - instalment.paidCents,
        attempt: returnCodes.length + 1,
      },
    ];
  });
}

export type ArrangementEvent =
  | { type: 'approve' }
  | { type: 'reject' }
  | { type: 'adjust' }
  | { type: 'end' }
  | { type: 'complete' }
  | { type: 'lapse' };

export type ArrangementDecision =
  | { allowed: true; status: ArrangementStatus }
  | { allowed: false; code: 'arrangement_not_proposed' | 'arrangement_closed'; reason: string };

/** Which staff and run events an arrangement in a status may take, and the status it gets. */
export function decideArrangement(status: ArrangementStatus, event: ArrangementEvent): ArrangementDecision {
  const closed = (): ArrangementDecision => ({
    allowed: false,
    code: 'arrangement_closed',
    reason: 'Deze betalingsregeling is afgesloten.',
  });
  switch (event.type) {
    case 'approve':
    case 'reject':
      if (status !== 'proposed')
        return {
          allowed: false,
          code: 'arrangement_not_proposed',
          reason: 'Alleen een voorstel kan worden goedgekeurd of afgewezen.',
        };
      return { allowed: true, status: event.type === 'approve' ? 'active' : 'rejected' };
    case 'adjust':
      return status === 'active' || status === 'proposed' ? { allowed: true, status } : closed();
    case 'end':
      return status === 'active' || status === 'proposed' ? { allowed: true, status: 'ended' } : closed();
    case 'complete':
      return status === 'active' ? { allowed: true, status: 'completed' } : closed();
    case 'lapse':
      return status === 'active' ? { allowed: true, status: 'lapsed' } : closed();
  }
}

/** An arrangement that holds its claims: dunning and the claims' own debits wait while it does. */
export function arrangementHoldsClaims(status: ArrangementStatus): boolean {
  // A proposal waiting for staff holds them too: the customer asked to pay in instalments and is not sent a
  // letter while staff decide.
  return status === 'active' || status === 'proposed';
}

/** BR-2026-000042: the year (Amsterdam) the arrangement was made and its sequence. */
export const arrangementNumberOf = (seq: number, createdAt: Date) =>
  `BR-${amsterdamToday(createdAt).slice(0, 4)}-${String(seq).padStart(6, '0')}`;

/**
 * Whether an instalment is offered to be paid online now (issue 30): the one due next, and any that is past
 * its due date, of a running arrangement — the same rule for the customer's button and the server's start.
 */
export function offersInstalmentPayment(
  status: ArrangementStatus,
  instalment: Pick<InstalmentProgress, 'sequence' | 'state'>,
  nextSequence: number | null,
): boolean {
  if (status !== 'active' || instalment.state === 'paid') return false;
  return (
    instalment.sequence === nextSequence ||
    instalment.state === 'due' ||
    instalment.state === 'late' ||
    instalment.state === 'missed'
  );
}

export type InstalmentPaymentDecision =
  | { allowed: true; amountCents: number; instalment: InstalmentProgress }
  | {
      allowed: false;
      code:
        | 'arrangement_closed'
        | 'arrangement_not_agreed'
        | 'instalment_not_found'
        | 'instalment_paid'
        | 'instalment_not_due';
      reason: string;
      params: Record<string, string | number>;
    };

/**
 * May the customer start paying this instalment online now, and for how much: what is left of it. Payments
 * fill the instalments in order, so paying more than that pays the next ones (overpaying is fine, but the
 * button asks what this instalment still needs).
 */
export function decideInstalmentPayment(
  arrangement: { status: ArrangementStatus; number: string },
  progress: ArrangementProgress,
  sequence: number,
): InstalmentPaymentDecision {
  const number = arrangement.number;
  const params = { arrangementNumber: number, sequence };
  if (arrangement.status === 'proposed')
    return {
      allowed: false,
      code: 'arrangement_not_agreed',
      reason: `Betalingsregeling ${number} is nog niet goedgekeurd; er valt nog geen termijn te betalen.`,
      params,
    };
  if (arrangement.status !== 'active')
    return {
      allowed: false,
      code: 'arrangement_closed',
      reason: `Betalingsregeling ${number} is afgesloten; er valt geen termijn meer te betalen.`,
      params,
    };
  const instalment = progress.instalments.find((candidate) => candidate.sequence === sequence);
  if (!instalment)
    return { allowed: false, code: 'instalment_not_found', reason: 'Termijn niet gevonden.', params };
  if (instalment.state === 'paid')
    return {
      allowed: false,
      code: 'instalment_paid',
      reason: `Termijn ${sequence} van betalingsregeling ${number} is al betaald.`,
      params,
    };
  const next = progress.next?.sequence ?? null;
  if (!offersInstalmentPayment(arrangement.status, instalment, next))
    return {
      allowed: false,
      code: 'instalment_not_due',
      reason: `Termijn ${sequence} van betalingsregeling ${number} is nog niet aan de beurt; betaal eerst termijn ${next}.`,
      params: { ...params, next: next ?? sequence },
    };
  return { allowed: true, amountCents: instalment.amountCents - instalment.paidCents, instalment };
}
