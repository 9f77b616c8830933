import { addDays, addMonths, daysBetween, intervalMonths } from '@hostportaal/domain';
import { amsterdamInstant } from './amsterdam-instant.ts';
import type { SubscriptionOutcome, SubscriptionSpec } from './customer-scenario.ts';
import { periodStartsUntil } from './date-cache.ts';
import { generateHostingDomain, panelUserName } from './hosting-domain.ts';
import { forcedInvoiceStatuses } from './invoice-outcomes.ts';
import { planCreditNote, planPeriodInvoice } from './invoice-plan.ts';
import { settleInvoice } from './invoice-settlement.ts';
import { demoPackageCatalog, priceForInterval } from './package-catalog.ts';
import type { CustomerUser, SubscriptionPlan } from './seed-plan.ts';
import type { SeededRandom } from './seeded-random.ts';

export type SubscriptionContext = {
  random: SeededRandom;
  today: string;
  /** Invoices are generated for periods starting on or after this date (24 months of history). */
  historyStart: string;
  customerNumber: number;
  subscriptionIndex: number;
  customer: CustomerUser;
  paysBySepa: boolean;
  reverseCharge: boolean;
  delinquentSince: string | null;
};

// biome-ignore format: a word list reads better packed
const cancellationReasons = [
  'Overgestapt naar een andere provider', 'Website wordt niet meer gebruikt', 'Te duur geworden',
  'Bedrijf is gestopt', 'Overgestapt naar een VPS', 'Project afgerond', 'We spelen de game niet meer',
  'Samengevoegd met een ander pakket', 'Verhuisd naar het buitenland', 'Zelf een server gaan beheren',
];

function laterOf(a: string, b: string): string {
  return a > b ? a : b;
}

function earlierOf(a: string, b: string): string {
  return a < b ? a : b;
}

function newPlan(ctx: SubscriptionContext, spec: SubscriptionSpec, startDate: string): SubscriptionPlan {
  const { random, customer } = ctx;
  const pkg = demoPackageCatalog.find((entry) => entry.slug === spec.packageSlug);
  const priceCents = pkg && priceForInterval(pkg, spec.interval);
  if (!pkg || !priceCents) throw new Error(`No price for ${spec.packageSlug} ${spec.interval}`);
  const owner = { ...customer, company: customer.company ?? null, city: customer.city ?? null };
  const domain =
    pkg.type === 'shared_hosting'
      ? (spec.domain ?? generateHostingDomain(random, { ...owner, country: customer.country ?? 'NL' }))
      : null;
  return {
    packageSlug: spec.packageSlug,
    interval: spec.interval,
    priceCents,
    title: domain ? `${pkg.name} – ${domain}` : pkg.name,
    planName: pkg.name,
    domain,
    panelUser: panelUserName(customer.lastname, ctx.customerNumber, ctx.subscriptionIndex),
    status: 'active',
    serviceStatus: 'active',
    startDate,
    nextBillingDate: null,
    endDate: null,
    cancelledAt: null,
    cancellationReason: null,
    pausedAt: null,
    suspendedAt: null,
    paysBySepa: ctx.paysBySepa,
    invoices: [],
    createdAt: orderedAt(ctx, startDate),
  };
}

// Ordered up to two days before the start, never in the future nor before the account existed.
function orderedAt(ctx: SubscriptionContext, startDate: string): Date {
  const { random, today, customer } = ctx;
  const orderedOn = earlierOf(addDays(startDate, -random.int(0, 2)), addDays(today, -1));
  const instant = amsterdamInstant(orderedOn, random.int(8, 22), random.int(0, 59));
  return instant > customer.createdAt ? instant : new Date(customer.createdAt.getTime() + 10 * 60_000);
}

/** One subscription with its lifecycle and its invoices of the last 24 months, settled. */
export function planSubscription(
  ctx: SubscriptionContext,
  spec: SubscriptionSpec,
  startDate: string,
): SubscriptionPlan {
  const { random, today } = ctx;
  const plan = newPlan(ctx, spec, startDate);
  const months = intervalMonths(spec.interval);
  const starts = periodStartsUntil(startDate, months, today);
  const periodStart = (index: number) => starts[index] ?? addMonths(startDate, index * months);
  // Periods started by today: every listed start except the last, which lies after today.
  const started = starts.length - 1;

  let outcome: SubscriptionOutcome = spec.outcome;
  if ((outcome === 'cancelled_expired' || outcome === 'paused') && started < 2) outcome = 'cancelled_active';
  if (outcome === 'pending' && started > 0) outcome = 'active';
  let billed = started;
  if (outcome === 'cancelled_expired' && spec.ending === 'written_off') {
    // Written-off claims need an end long enough ago for the collection to have run its course.
    billed = started - 1;
    while (billed > 1 && periodStart(billed) > addDays(today, -100)) billed -= 1;
  } else if (outcome === 'cancelled_expired') {
    billed = random.int(1, started - 1);
  } else if (outcome === 'paused') {
    billed = started - 1 - random.int(0, Math.min(2, started - 2));
  }

  for (let index = 0; index < billed; index++) {
    if (periodStart(index) < ctx.historyStart) continue;
    const period = { index, start: periodStart(index), nextStart: periodStart(index + 1), months };
    plan.invoices.push(planPeriodInvoice(plan, period, ctx.reverseCharge));
  }
  const forced = forcedInvoiceStatuses(ctx, plan.invoices, spec, outcome);
  const settlement = { ...ctx, returnReasonCode: spec.returnReasonCode };
  plan.invoices.forEach((invoice, index) => {
    settleInvoice(settlement, invoice, forced[index]);
  });

  const cancel = (serviceStatus: 'cancelled_active' | 'cancelled_expired', cancelledOn: string) => {
    plan.status = 'cancelled';
    plan.serviceStatus = serviceStatus;
    plan.cancelledAt = amsterdamInstant(cancelledOn, random.int(8, 22), random.int(0, 59));
    plan.cancellationReason = random.pick(cancellationReasons);
  };
  if (outcome === 'cancelled_expired') {
    plan.endDate = periodStart(billed);
    const credited = plan.invoices.length - 1;
    const creditedInvoice = plan.invoices[credited];
    if (spec.ending === 'credit_note' && creditedInvoice) {
      // Cancelled days after the renewal: the last invoice is credited and the service ends at once.
      plan.endDate = addDays(creditedInvoice.issueDate, random.int(2, 10));
      if (plan.endDate >= today) plan.endDate = addDays(today, -1);
      plan.invoices.push(planCreditNote(creditedInvoice, credited, plan.endDate));
    }
    const noticeDays = spec.ending === 'credit_note' ? 0 : random.int(1, 20);
    cancel('cancelled_expired', spec.cancelledOn ?? laterOf(addDays(plan.endDate, -noticeDays), startDate));
  } else if (outcome === 'paused') {
    const pausedOn = laterOf(
      earlierOf(addDays(periodStart(billed), -random.int(0, 5)), addDays(today, -1)),
      periodStart(billed - 1),
    );
    plan.serviceStatus = 'paused';
    plan.pausedAt = amsterdamInstant(pausedOn, random.int(8, 22), random.int(0, 59));
  } else if (outcome === 'pending') {
    plan.status = 'pending';
    plan.serviceStatus = 'pending';
    plan.nextBillingDate = startDate;
  } else {
    plan.nextBillingDate = periodStart(started);
    if (outcome === 'cancelled_active') {
      // Service runs until the end of the paid period (DOMAIN-NL §5).
      const span = Math.max(0, daysBetween(periodStart(started - 1), today));
      cancel('cancelled_active', spec.cancelledOn ?? addDays(today, -random.int(Math.min(1, span), span)));
      plan.endDate = plan.nextBillingDate;
      // A cancelled subscription is never billed again (as the cancel service does).
      plan.nextBillingDate = null;
    } else {
      applyPaymentTrouble(ctx, plan, outcome, spec);
    }
  }
  return plan;
}

// Unpaid claims past due make an active subscription payment_pending (SEPA) and, after four weeks
// unpaid or when the scenario says so, suspended; a payment_pending scenario stays payment_pending.
function applyPaymentTrouble(
  ctx: SubscriptionContext,
  plan: SubscriptionPlan,
  outcome: SubscriptionOutcome,
  spec: SubscriptionSpec,
): void {
  const unpaid = plan.invoices.filter(
    (invoice) => (invoice.status === 'overdue' || invoice.status === 'failed') && invoice.dueDate < ctx.today,
  );
  const oldestDue = unpaid[0]?.dueDate;
  const longUnpaid = oldestDue !== undefined && daysBetween(oldestDue, ctx.today) >= 28;
  if (oldestDue && (outcome === 'suspended' || (outcome === 'active' && longUnpaid))) {
    let suspendedOn = spec.suspendedOn ?? addDays(oldestDue, ctx.random.int(21, 27));
    if (suspendedOn >= ctx.today) suspendedOn = addDays(ctx.today, -1);
    if (suspendedOn < oldestDue) suspendedOn = oldestDue;
    plan.status = 'suspended';
    plan.serviceStatus = 'suspended';
    plan.suspendedAt = amsterdamInstant(suspendedOn, 9, 0);
  } else if (outcome === 'payment_pending' || (oldestDue && plan.paysBySepa)) {
    plan.status = 'payment_pending';
  }
}
