import type { ProfileOverview } from '@hostportaal/contract';
import { daysBetween } from '@hostportaal/domain';
import { and, count, desc, eq, inArray, sql, sum } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { activityLog, invoices, subscriptions, type User } from '../../db/schema/index.ts';
import { activityParams } from '../activity/activity-params.ts';
import { serializeUser } from '../auth/serialize-user.ts';

const RECENT_INVOICES = 5;
const RECENT_ACTIVITIES = 10;
const unpaidStatuses = ['open', 'pending', 'overdue', 'failed'] as const;

// GET /auth/profile: SPEC §3 "Profile overview response" (5 recent invoices, 10 activities: SPEC §9).
export async function profileOverview(ctx: AppContext, user: User): Promise<ProfileOverview> {
  const [invoiceStats, subscriptionRows, recentInvoices, activities] = await Promise.all([
    ctx.db
      .select({
        totalInvoices: count(),
        totalSpent: sum(
          sql`case when ${invoices.status} = 'paid' then ${invoices.totalCents} else 0 end`,
        ).mapWith(Number),
        pendingPayments: sum(
          sql`case when ${inArray(invoices.status, [...unpaidStatuses])} then 1 else 0 end`,
        ).mapWith(Number),
      })
      .from(invoices)
      .where(and(eq(invoices.userId, user.id), eq(invoices.kind, 'invoice'))),
    ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id))
      .orderBy(desc(subscriptions.startDate)),
    ctx.db
      .select()
      .from(invoices)
      .where(eq(invoices.userId, user.id))
      .orderBy(desc(invoices.issueDate), desc(invoices.invoiceNumber))
      .limit(RECENT_INVOICES),
    ctx.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.userId, user.id))
      .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
      .limit(RECENT_ACTIVITIES),
  ]);
  const stats = invoiceStats[0];
  const now = ctx.clock.now();
  return {
    user: serializeUser(user),
    stats: {
      totalSpent: stats?.totalSpent ?? 0,
      totalOrders: subscriptionRows.length,
      activeSubscriptions: subscriptionRows.filter((row) => row.serviceStatus === 'active').length,
      pendingPayments: stats?.pendingPayments ?? 0,
      totalInvoices: stats?.totalInvoices ?? 0,
    },
    accountAge: Math.max(
      0,
      daysBetween(user.createdAt.toISOString().slice(0, 10), now.toISOString().slice(0, 10)),
    ),
    subscriptions: subscriptionRows.map((row) => ({
      _id: row.id,
      title: row.title,
      planName: row.planName,
      status: row.status,
      serviceStatus: row.serviceStatus,
      amount: row.salePriceCents ?? row.priceCents,
      interval: row.interval,
      nextBillingDate: row.nextBillingDate,
    })),
    invoices: recentInvoices.map((row) => ({
      _id: row.id,
      invoiceNumber: row.invoiceNumber,
      amount: row.totalCents,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      dueDate: row.dueDate,
      paidAt: row.paidAt?.toISOString() ?? null,
      description: row.description,
    })),
    activityLog: activities.map((row) => ({
      type: row.type,
      action: row.action,
      description: row.description,
      params: activityParams(row.type, row.metadata),
      timestamp: row.createdAt.toISOString(),
    })),
    address: serializeUser(user).address,
    createdAt: user.createdAt.toISOString(),
    lastLogin: user.lastLogin?.toISOString() ?? null,
  };
}
