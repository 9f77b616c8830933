import type { DashboardService, DashboardSummary } from '@hostportaal/contract';
import { amsterdamToday } from '@hostportaal/domain';
import { and, asc, eq, gte, inArray, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  activityLog,
  invoices,
  packages,
  payments,
  subscriptions,
  type User,
} from '../../db/schema/index.ts';
import { unpaidInvoiceStatuses } from '../invoices/customer-invoices.ts';
import { subscriptionsWaitingForServer } from '../provisioning/waiting-for-server.ts';
import { subscriptionAmountCents, subscriptionGrossCents } from '../subscriptions/serialize-subscription.ts';
import { countOpenTickets } from '../support/ticket-stats.ts';

const serviceColumns = {
  id: subscriptions.id,
  title: subscriptions.title,
  planName: subscriptions.planName,
  priceCents: subscriptions.priceCents,
  salePriceCents: subscriptions.salePriceCents,
  interval: subscriptions.interval,
  status: subscriptions.status,
  nextBillingDate: subscriptions.nextBillingDate,
  url: subscriptions.url,
  domain: subscriptions.domain,
  packageType: packages.type,
  vatRateBp: packages.vatRateBp,
  diskGb: packages.diskGb,
  bandwidthGb: packages.bandwidthGb,
  vcpu: packages.vcpu,
  ramMb: packages.ramMb,
};

type ServiceRow = {
  [K in keyof typeof serviceColumns]: (typeof serviceColumns)[K]['_']['notNull'] extends true
    ? (typeof serviceColumns)[K]['_']['data']
    : (typeof serviceColumns)[K]['_']['data'] | null;
};

function toService(row: ServiceRow, user: User, waiting: Set<string>): DashboardService {
  const waitingForServer = waiting.has(row.id);
  return {
    id: row.id,
    title: row.title,
    planName: row.planName,
    amount: subscriptionAmountCents(row),
    grossAmount: subscriptionGrossCents(row, row.vatRateBp, user),
    interval: row.interval,
    nextBillingDate: row.nextBillingDate,
    // No control panel to offer for a service that is not built yet.
    url: waitingForServer ? null : row.url,
    domain: row.domain,
    packageType: row.packageType,
    specs: { diskGb: row.diskGb, bandwidthGb: row.bandwidthGb, vcpu: row.vcpu, ramMb: row.ramMb },
    waitingForServer,
  };
}

/** The next billing date of the running contracts and what falls due then (excl. VAT). */
/** Each subscription is its own invoice line, rounded once (invoicedPrice): the gross is their sum (issue 28). */
function nextInvoice(rows: ServiceRow[], user: User): DashboardSummary['quickStats']['nextInvoice'] {
  const billed = rows.filter((row) => row.status === 'active' && row.nextBillingDate !== null);
  const dates = billed.map((row) => row.nextBillingDate as string).sort();
  const date = dates[0];
  if (!date) return null;
  const due = billed.filter((row) => row.nextBillingDate === date);
  return {
    date,
    amountCents: due.reduce((total, row) => total + subscriptionAmountCents(row), 0),
    grossAmountCents: due.reduce((total, row) => total + subscriptionGrossCents(row, row.vatRateBp, user), 0),
  };
}

/**
 * The customer dashboard in one round of four queries run together: active services with their package,
 * unpaid invoices (count and open amount) plus the invoice count, payments this year, open tickets.
 */
export async function loadDashboardSummary(db: DbOrTx, user: User, now: Date): Promise<DashboardSummary> {
  const today = amsterdamToday(now);
  // 1 January is always winter time in Amsterdam (UTC+1).
  const yearStart = new Date(`${today.slice(0, 4)}-01-01T00:00:00+01:00`);
  const [serviceRows, [invoiceTotals], [paidTotals], openTickets, waiting] = await Promise.all([
    db
      .select(serviceColumns)
      .from(subscriptions)
      .innerJoin(packages, eq(packages.id, subscriptions.packageId))
      .where(and(eq(subscriptions.userId, user.id), eq(subscriptions.serviceStatus, 'active')))
      .orderBy(asc(subscriptions.nextBillingDate), asc(subscriptions.title)),
    db
      .select({
        unpaidCount:
          sql<number>`count(*) filter (where ${invoices.kind} = 'invoice' and ${inArray(invoices.status, [...unpaidInvoiceStatuses])})`.mapWith(
            Number,
          ),
        unpaidCents:
          sql<number>`coalesce(sum(greatest(${invoices.totalCents} - ${invoices.paidCents}, 0)) filter (where ${invoices.kind} = 'invoice' and ${inArray(invoices.status, [...unpaidInvoiceStatuses])}), 0)`.mapWith(
            Number,
          ),
        // What of it a running payment arrangement holds: paid by its instalments, not on its own (issue 30).
        heldCents:
          sql<number>`coalesce(sum(greatest(${invoices.totalCents} - ${invoices.paidCents}, 0)) filter (where ${invoices.kind} = 'invoice' and ${inArray(invoices.status, [...unpaidInvoiceStatuses])} and exists (select 1 from payment_arrangement_claims pac join payment_arrangements pa on pa.id = pac.arrangement_id where pac.invoice_id = "invoices"."id" and pac.holding and pa.status = 'active')), 0)`.mapWith(
            Number,
          ),
        totalCount: sql<number>`count(*)`.mapWith(Number),
      })
      .from(invoices)
      .where(eq(invoices.userId, user.id)),
    db
      .select({ value: sum(payments.amountCents).mapWith(Number) })
      .from(payments)
      .where(
        and(
          eq(payments.userId, user.id),
          eq(payments.status, 'received'),
          gte(payments.receivedAt, yearStart),
        ),
      ),
    countOpenTickets(db, user.id),
    subscriptionsWaitingForServer(db, user.id),
  ]);
  // The login that opened this dashboard is recorded already: one login in all is the first (issue 28).
  const logins = await db.$count(
    activityLog,
    and(eq(activityLog.userId, user.id), eq(activityLog.type, 'login')),
  );
  return {
    firstLogin: logins <= 1,
    // A game server or hosting account that waits for a panel server staff must add is not running yet: it
    // is listed as waiting, not counted as active (issue 28).
    activeServices: serviceRows.filter((row) => !waiting.has(row.id)).length,
    openInvoices: {
      count: invoiceTotals?.unpaidCount ?? 0,
      amountCents: invoiceTotals?.unpaidCents ?? 0,
      heldCents: invoiceTotals?.heldCents ?? 0,
    },
    accountCreditCents: user.creditBalanceCents,
    openTickets,
    services: serviceRows.map((row) => toService(row, user, waiting)),
    quickStats: {
      paidThisYearCents: paidTotals?.value ?? 0,
      // What falls due next, also for a service that waits: it is billed from its order.
      nextInvoice: nextInvoice(serviceRows, user),
      customerSince: user.createdAt.toISOString(),
      totalInvoices: invoiceTotals?.totalCount ?? 0,
    },
    today,
  };
}
