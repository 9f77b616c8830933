import { addDays, amsterdamToday } from '@hostportaal/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  cartItems,
  collectionLetters,
  invoices,
  notifications,
  sepaMandates,
  subscriptionNotes,
  subscriptions,
  ticketMessages,
  tickets,
  type User,
} from '../db/schema/index.ts';
import { insertInvoice } from '../db/seed/invoice-factory.ts';
import { insertMandate } from '../db/seed/mandate-factory.ts';
import { insertPackage } from '../db/seed/package-factory.ts';
import { insertDemoCompany } from '../db/seed/portal-seed.ts';
import { insertSubscription } from '../db/seed/subscription-factory.ts';
import { insertAdmin, insertUser } from '../db/seed/user-factory.ts';
import { issueRefreshToken } from '../modules/auth/refresh-tokens.ts';
import { issueCollectionLetter } from '../modules/collections/issue-collection-letter.ts';
import { createLetterDownloadToken } from '../modules/collections/letter-download-tokens.ts';
import { createNote } from '../modules/enhanced-subscriptions/subscription-notes.ts';
import { createNotification } from '../modules/notifications/create-notification.ts';
import { addCartItem } from '../modules/orders/cart.ts';
import { recordOrderAcceptance } from '../modules/orders/order-acceptance.ts';
import { createArrangement } from '../modules/payment-arrangements/create-arrangement.ts';
import { createTicket } from '../modules/support/create-ticket.ts';

/** A word in the titles of customer A's ticket and subscription, so a search for it would find them. */
export const SEARCH_TERM = 'matrixproef';

/** One of everything a customer owns, all belonging to customer A. */
export type OwnedResources = {
  subscriptionId: string;
  gameServerId: string;
  invoiceId: string;
  paymentReference: string;
  mandateId: string;
  ticketId: string;
  notificationId: string;
  cartItemId: string;
  letterId: string;
  noteId: string;
  downloadToken: string;
  /** A login of A's on another device (not the one the matrix sends A's requests with). */
  sessionId: string;
  /** A payment arrangement over A's overdue invoice, agreed by staff (issue 30). */
  arrangementId: string;
};

export type AuthorizationFixture = {
  /** A package in the catalogue (not anyone's own). */
  packageId: string;
  admin: User;
  finance: User;
  support: User;
  /** An admin without 2FA: the matrix turns the company's 2FA rule for staff on while it sends as them. */
  adminWithoutTwoFactor: User;
  customerA: User;
  customerB: User;
  owned: OwnedResources;
};

/**
 * The staff (admin, finance, support, and an admin without 2FA), customer A with one of each customer-owned
 * resource, and customer B who owns nothing: B is the one who must not reach A's things.
 */
export async function buildAuthorizationFixture(db: Db, now: Date): Promise<AuthorizationFixture> {
  await insertDemoCompany(db);
  const admin = await insertAdmin(db, { email: 'matrix.admin@example.nl' });
  const finance = await insertUser(db, { email: 'matrix.finance@example.nl', role: 'finance' });
  const support = await insertUser(db, { email: 'matrix.support@example.nl', role: 'support' });
  const adminWithoutTwoFactor = await insertAdmin(db, { email: 'matrix.admin-zonder-2fa@example.nl' });
  const customerA = await insertUser(db, { email: 'matrix.klant-a@example.nl' });
  const customerB = await insertUser(db, { email: 'matrix.klant-b@example.nl' });
  const hosting = await insertPackage(db);
  const game = await insertPackage(db, { type: 'game_server', game: 'minecraft_java', slots: 10 });

  const mandate = await insertMandate(db, customerA.id);
  const subscription = await insertSubscription(db, {
    userId: customerA.id,
    packageId: hosting.id,
    title: `Webhosting ${SEARCH_TERM}`,
    domain: `${SEARCH_TERM}-a.nl`,
    mandateId: mandate.id,
    startDate: '2026-09-01',
  });
  const gameServer = await insertSubscription(db, {
    userId: customerA.id,
    packageId: game.id,
    mandateId: mandate.id,
    startDate: '2026-09-01',
  });
  // Ordered as a consumer within the last 14 days, so A may withdraw from it (issue 28).
  await db
    .update(subscriptions)
    .set({
      orderId: (
        await recordOrderAcceptance(
          db,
          customerA.id,
          { termsVersion: 1, privacyVersion: 1, acceptTerms: true, immediateStart: true },
          { now },
        )
      ).order.id,
    })
    .where(eq(subscriptions.id, gameServer.id));
  const { invoice } = await insertInvoice(db, {
    userId: customerA.id,
    subscriptionId: subscription.id,
    issueDate: '2026-10-20',
    dueDate: '2026-11-03',
    status: 'overdue',
    paymentType: 'bank_transfer',
  });
  const letter = await issueCollectionLetter(db, {
    letterType: 'notice',
    userId: customerA.id,
    claims: [
      {
        invoiceId: invoice.id,
        invoiceNumber: invoice.invoiceNumber,
        issueDate: invoice.issueDate,
        dueDate: invoice.dueDate,
        openCents: invoice.totalCents,
      },
    ],
    feeCents: 4000,
    channel: 'email',
    today: '2026-11-21',
    now,
    actorId: admin.id,
  });
  const { downloadUrl } = await createLetterDownloadToken(db, letter.id, { id: admin.id, now });
  const ticketId = await createTicket(db, {
    userId: customerA.id,
    subject: `Storing ${SEARCH_TERM}`,
    category: 'technical',
    subscriptionId: subscription.id,
    message: 'Mijn site is traag.',
    now,
  });
  await createNotification(db, {
    userId: customerA.id,
    type: 'invoice_issued',
    title: 'Nieuwe factuur',
    body: 'Er staat een factuur voor je klaar.',
    now,
  });
  const [notification] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, customerA.id));
  await addCartItem(db, customerA.id, { packageId: hosting.id, interval: 'monthly', quantity: 1 }, now);
  const [cartItem] = await db
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(eq(cartItems.userId, customerA.id));
  const note = await createNote(
    db,
    subscription.id,
    {
      title: 'Migratie gepland',
      content: 'We verhuizen je site naar een nieuwe server.',
      noteType: 'general',
      priority: 'medium',
      visibility: 'public',
    },
    { id: admin.id, now },
  );
  if (!notification || !cartItem || !invoice.paymentReference)
    throw new Error('the fixture misses a notification, a cart item or a payment reference');

  const arrangement = await createArrangement(db, {
    userId: customerA.id,
    body: {
      claimIds: [invoice.id],
      instalments: 2,
      firstDueDate: addDays(amsterdamToday(now), 7),
      method: 'transfer',
      note: '',
    },
    origin: 'staff',
    actor: { id: admin.id, now },
  });
  const otherDevice = await issueRefreshToken(db, {
    userId: customerA.id,
    rememberMe: false,
    now,
    userAgent: 'Matrix tablet',
  });
  return {
    packageId: hosting.id,
    admin,
    finance,
    support,
    adminWithoutTwoFactor,
    customerA,
    customerB,
    owned: {
      subscriptionId: subscription.id,
      gameServerId: gameServer.id,
      invoiceId: invoice.id,
      paymentReference: invoice.paymentReference,
      mandateId: mandate.id,
      ticketId,
      notificationId: notification.id,
      cartItemId: cartItem.id,
      letterId: letter.id,
      noteId: note.id,
      downloadToken: downloadUrl.slice('/api/download/'.length),
      sessionId: otherDevice.familyId,
      arrangementId: arrangement.id,
    },
  };
}

/** Everything stored about customer A's resources, to see that another customer's request changed nothing. */
export async function snapshotOwnedRows(db: Db, userId: string): Promise<string> {
  const ownTickets = db.select({ id: tickets.id }).from(tickets).where(eq(tickets.userId, userId));
  const ownSubscriptions = db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  const rows = await Promise.all([
    db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(subscriptions.id),
    db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(invoices.id),
    db.select().from(sepaMandates).where(eq(sepaMandates.userId, userId)).orderBy(sepaMandates.id),
    db.select().from(tickets).where(eq(tickets.userId, userId)).orderBy(tickets.id),
    db
      .select()
      .from(ticketMessages)
      .where(inArray(ticketMessages.ticketId, ownTickets))
      .orderBy(ticketMessages.id),
    db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.id),
    db.select().from(cartItems).where(eq(cartItems.userId, userId)).orderBy(cartItems.id),
    db
      .select()
      .from(collectionLetters)
      .where(eq(collectionLetters.userId, userId))
      .orderBy(collectionLetters.id),
    db
      .select()
      .from(subscriptionNotes)
      .where(inArray(subscriptionNotes.subscriptionId, ownSubscriptions))
      .orderBy(subscriptionNotes.id),
  ]);
  return JSON.stringify(rows);
}
