import type { AdminUserDetail } from '@hostportaal/contract';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AppError } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  activityLog,
  collectionLetters,
  invoices,
  subscriptionNotes,
  subscriptions,
  tickets,
  users,
} from '../../db/schema/index.ts';
import { activityParams } from '../activity/activity-params.ts';
import { findAdminUserRow } from './list-admin-users.ts';
import { listUserMandates } from './list-user-mandates.ts';

// The admin's user detail page (issue 7): profile and the newest of everything the customer has.
const NEWEST = 10;
const OPEN_STATUSES = ['open', 'pending', 'overdue', 'failed'] as const;

async function totalOf(
  db: DbOrTx,
  table: typeof invoices | typeof collectionLetters | typeof tickets,
  userId: string,
) {
  const [row] = await db.select({ total: count() }).from(table).where(eq(table.userId, userId));
  return row?.total ?? 0;
}

export async function getAdminUserDetail(db: DbOrTx, userId: string): Promise<AdminUserDetail> {
  const [row, [user]] = await Promise.all([
    findAdminUserRow(db, userId),
    db
      .select()
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.anonymizedAt))),
  ]);
  if (!row || !user) throw new AppError('USER_NOT_FOUND');

  const noteWhere = inArray(
    subscriptionNotes.subscriptionId,
    db.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.userId, userId)),
  );
  const [
    subscriptionRows,
    invoiceRows,
    invoiceTotal,
    openBalance,
    mandates,
    letterRows,
    letterTotal,
    noteRows,
    noteTotal,
    ticketRows,
    ticketTotal,
  ] = await Promise.all([
    db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .orderBy(desc(subscriptions.startDate), desc(subscriptions.id)),
    db
      .select()
      .from(invoices)
      .where(eq(invoices.userId, userId))
      .orderBy(desc(invoices.issueDate), desc(invoices.invoiceNumber))
      .limit(NEWEST),
    totalOf(db, invoices, userId),
    db
      .select({ open: sql<number>`coalesce(sum(${invoices.totalCents} - ${invoices.paidCents}), 0)::int` })
      .from(invoices)
      .where(
        and(
          eq(invoices.userId, userId),
          inArray(invoices.status, [...OPEN_STATUSES]),
          eq(invoices.kind, 'invoice'),
        ),
      )
      .then((rows) => rows[0]?.open ?? 0),
    listUserMandates(db, userId),
    db
      .select()
      .from(collectionLetters)
      .where(eq(collectionLetters.userId, userId))
      .orderBy(desc(collectionLetters.letterDate), desc(collectionLetters.letterNumber))
      .limit(NEWEST),
    totalOf(db, collectionLetters, userId),
    db
      .select({
        id: subscriptionNotes.id,
        subscriptionId: subscriptionNotes.subscriptionId,
        subscriptionTitle: subscriptions.title,
        title: subscriptionNotes.title,
        priority: subscriptionNotes.priority,
        visibility: subscriptionNotes.visibility,
        status: subscriptionNotes.status,
        createdAt: subscriptionNotes.createdAt,
      })
      .from(subscriptionNotes)
      .innerJoin(subscriptions, eq(subscriptions.id, subscriptionNotes.subscriptionId))
      .where(noteWhere)
      .orderBy(desc(subscriptionNotes.createdAt), desc(subscriptionNotes.id))
      .limit(NEWEST),
    db
      .select({ total: count() })
      .from(subscriptionNotes)
      .where(noteWhere)
      .then((rows) => rows[0]?.total ?? 0),
    db
      .select()
      .from(tickets)
      .where(eq(tickets.userId, userId))
      .orderBy(desc(tickets.lastMessageAt), desc(tickets.number))
      .limit(NEWEST),
    totalOf(db, tickets, userId),
  ]);

  return {
    user: {
      ...row,
      customerNumber: user.customerNumber,
      kvkNumber: user.kvkNumber,
      vatId: user.vatId,
      street: user.street,
      houseNumber: user.houseNumber,
      zipcode: user.zipcode,
      country: user.country,
      creditBalance: user.creditBalanceCents,
      openBalance,
      updatedAt: user.updatedAt.toISOString(),
    },
    subscriptions: {
      total: subscriptionRows.length,
      items: subscriptionRows.map((subscription) => ({
        id: subscription.id,
        title: subscription.title,
        planName: subscription.planName,
        status: subscription.status,
        serviceStatus: subscription.serviceStatus,
        interval: subscription.interval,
        price: subscription.priceCents,
        startDate: subscription.startDate,
        nextBillingDate: subscription.nextBillingDate,
        endDate: subscription.endDate,
        domain: subscription.domain,
      })),
    },
    invoices: {
      total: invoiceTotal,
      items: invoiceRows.map((invoice) => ({
        id: invoice.id,
        invoiceNumber: invoice.invoiceNumber,
        kind: invoice.kind,
        status: invoice.status,
        issueDate: invoice.issueDate,
        dueDate: invoice.dueDate,
        total: invoice.totalCents,
        paid: invoice.paidCents,
      })),
    },
    mandates,
    letters: {
      total: letterTotal,
      items: letterRows.map((letter) => ({
        id: letter.id,
        letterNumber: letter.letterNumber,
        letterType: letter.letterType,
        letterDate: letter.letterDate,
        principal: letter.principalCents,
        fee: letter.feeCents,
        paymentReceivedAt: letter.paymentReceivedAt ? letter.paymentReceivedAt.toISOString() : null,
      })),
    },
    notes: {
      total: noteTotal,
      items: noteRows.map((note) => ({ ...note, createdAt: note.createdAt.toISOString() })),
    },
    tickets: {
      total: ticketTotal,
      items: ticketRows.map((ticket) => ({
        id: ticket.id,
        number: ticket.number,
        subject: ticket.subject,
        status: ticket.status,
        lastMessageAt: ticket.lastMessageAt.toISOString(),
      })),
    },
  };
}

/** The user's activity trail, newest first, paged; admin actions name the admin. */
export async function listUserActivity(db: DbOrTx, userId: string, page: number, limit: number) {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!owner) throw new AppError('USER_NOT_FOUND');
  const actor = alias(users, 'actor');
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: activityLog.id,
        type: activityLog.type,
        action: activityLog.action,
        description: activityLog.description,
        metadata: activityLog.metadata,
        createdAt: activityLog.createdAt,
        actorId: activityLog.actorId,
        actorName: sql<string | null>`${actor.firstname} || ' ' || ${actor.lastname}`,
        ip: activityLog.ip,
      })
      .from(activityLog)
      .leftJoin(actor, eq(actor.id, activityLog.actorId))
      .where(eq(activityLog.userId, userId))
      .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(activityLog).where(eq(activityLog.userId, userId)),
  ]);
  const total = totalRow?.total ?? 0;
  return {
    items: rows.map((row) => ({
      id: row.id,
      type: row.type,
      action: row.action,
      description: row.description,
      params: activityParams(row.type, row.metadata),
      timestamp: row.createdAt.toISOString(),
      actorName: row.actorId && row.actorId !== userId ? row.actorName : null,
      ip: row.ip,
    })),
    currentPage: page,
    totalPages: Math.max(1, Math.ceil(total / limit)),
    total,
  };
}
