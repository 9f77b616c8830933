import { amsterdamToday } from '@hostportaal/domain';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import {
  activityLog,
  invoiceLines,
  invoices,
  notifications,
  payments,
  sepaMandates,
  subscriptions,
  ticketMessages,
  tickets,
  type User,
} from '../../db/schema/index.ts';

const iso = (value: Date | null) => value?.toISOString() ?? null;

// AVG (GDPR) art. 15/20: everything we hold on the caller, and only the caller. Secrets
// (password hash, TOTP secret, backup codes, token hashes) are not personal data to hand out.
export async function buildAccountExport(ctx: AppContext, user: User) {
  const [
    subscriptionRows,
    invoiceRows,
    paymentRows,
    mandateRows,
    activityRows,
    ticketRows,
    notificationRows,
  ] = await Promise.all([
    ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id))
      .orderBy(asc(subscriptions.startDate)),
    ctx.db
      .select()
      .from(invoices)
      .where(eq(invoices.userId, user.id))
      .orderBy(asc(invoices.issueDate), asc(invoices.invoiceNumber)),
    ctx.db.select().from(payments).where(eq(payments.userId, user.id)).orderBy(asc(payments.receivedAt)),
    ctx.db
      .select()
      .from(sepaMandates)
      .where(eq(sepaMandates.userId, user.id))
      .orderBy(asc(sepaMandates.createdAt)),
    ctx.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.userId, user.id))
      .orderBy(desc(activityLog.createdAt), desc(activityLog.id)),
    ctx.db.select().from(tickets).where(eq(tickets.userId, user.id)).orderBy(asc(tickets.createdAt)),
    ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id))
      .orderBy(desc(notifications.createdAt)),
  ]);
  const invoiceIds = invoiceRows.map((row) => row.id);
  const ticketIds = ticketRows.map((row) => row.id);
  const [lineRows, messageRows] = await Promise.all([
    invoiceIds.length > 0
      ? ctx.db
          .select()
          .from(invoiceLines)
          .where(inArray(invoiceLines.invoiceId, invoiceIds))
          .orderBy(asc(invoiceLines.position))
      : Promise.resolve([]),
    ticketIds.length > 0
      ? ctx.db
          .select()
          .from(ticketMessages)
          .where(inArray(ticketMessages.ticketId, ticketIds))
          .orderBy(asc(ticketMessages.createdAt))
      : Promise.resolve([]),
  ]);
  const now = ctx.clock.now();

  return {
    exportedAt: now.toISOString(),
    exportDate: amsterdamToday(now),
    profile: {
      id: user.id,
      email: user.email,
      firstname: user.firstname,
      lastname: user.lastname,
      phone: user.phone,
      company: user.company,
      kvkNumber: user.kvkNumber,
      vatId: user.vatId,
      purchaseReference: user.purchaseReference,
      peppolId: user.peppolId,
      einvoiceByEmail: user.einvoiceByEmail,
      street: user.street,
      houseNumber: user.houseNumber,
      zipcode: user.zipcode,
      city: user.city,
      country: user.country,
      role: user.role,
      isEmailVerified: user.isEmailVerified,
      twoFactorEnabled: user.twoFactorEnabled,
      creditBalanceCents: user.creditBalanceCents,
      lastLogin: iso(user.lastLogin),
      passwordChangedAt: iso(user.passwordChangedAt),
      createdAt: iso(user.createdAt),
    },
    preferences: user.preferences,
    notificationSettings: user.notificationSettings,
    securitySettings: {
      loginNotifications: user.loginNotifications,
      sessionTimeoutMinutes: user.sessionTimeoutMinutes,
    },
    subscriptions: subscriptionRows.map((row) => ({
      id: row.id,
      title: row.title,
      planName: row.planName,
      description: row.description,
      interval: row.interval,
      priceCents: row.priceCents,
      salePriceCents: row.salePriceCents,
      status: row.status,
      serviceStatus: row.serviceStatus,
      startDate: row.startDate,
      nextBillingDate: row.nextBillingDate,
      endDate: row.endDate,
      cancelledAt: iso(row.cancelledAt),
      cancellationReason: row.cancellationReason,
      domain: row.domain,
      url: row.url,
      createdAt: iso(row.createdAt),
    })),
    invoices: invoiceRows.map((row) => ({
      id: row.id,
      invoiceNumber: row.invoiceNumber,
      kind: row.kind,
      status: row.status,
      description: row.description,
      issueDate: row.issueDate,
      dueDate: row.dueDate,
      periodStart: row.periodStart,
      periodEnd: row.periodEnd,
      subtotalCents: row.subtotalCents,
      vatCents: row.vatCents,
      totalCents: row.totalCents,
      paidCents: row.paidCents,
      reverseCharge: row.reverseCharge,
      customer: row.customer,
      paymentType: row.paymentType,
      paymentReference: row.paymentReference,
      paidAt: iso(row.paidAt),
      createdAt: iso(row.createdAt),
      lines: lineRows
        .filter((line) => line.invoiceId === row.id)
        .map((line) => ({
          position: line.position,
          description: line.description,
          periodStart: line.periodStart,
          periodEnd: line.periodEnd,
          quantity: line.quantity,
          unitPriceCents: line.unitPriceCents,
          vatRateBp: line.vatRateBp,
          netCents: line.netCents,
          vatCents: line.vatCents,
          totalCents: line.totalCents,
        })),
    })),
    payments: paymentRows.map((row) => ({
      id: row.id,
      invoiceId: row.invoiceId,
      amountCents: row.amountCents,
      method: row.method,
      status: row.status,
      reference: row.reference,
      returnReasonCode: row.returnReasonCode,
      receivedAt: iso(row.receivedAt),
    })),
    sepaMandates: mandateRows.map((row) => ({
      id: row.id,
      reference: row.reference,
      iban: row.iban,
      bic: row.bic,
      accountHolder: row.accountHolder,
      signedAt: row.signedAt,
      signedPlace: row.signedPlace,
      signatureMethod: row.signatureMethod,
      status: row.status,
      lastCollectionDate: row.lastCollectionDate,
      createdAt: iso(row.createdAt),
    })),
    activityLog: activityRows.map((row) => ({
      type: row.type,
      action: row.action,
      description: row.description,
      ip: row.ip,
      timestamp: iso(row.createdAt),
    })),
    tickets: ticketRows.map((row) => ({
      id: row.id,
      number: row.number,
      subject: row.subject,
      category: row.category,
      status: row.status,
      createdAt: iso(row.createdAt),
      messages: messageRows
        .filter((message) => message.ticketId === row.id)
        .map((message) => ({
          fromStaff: message.fromStaff,
          body: message.body,
          createdAt: iso(message.createdAt),
        })),
    })),
    notifications: notificationRows.map((row) => ({
      type: row.type,
      title: row.title,
      body: row.body,
      link: row.link,
      readAt: iso(row.readAt),
      createdAt: iso(row.createdAt),
    })),
  };
}
