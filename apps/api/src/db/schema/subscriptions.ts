import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sepaMandates } from './mandates.ts';
import { orders } from './orders.ts';
import { billingInterval, packages } from './packages.ts';
import { users } from './users.ts';

export type SubscriptionPendingChange = {
  packageId: string;
  title: string;
  planName: string;
  interval: 'monthly' | 'quarterly' | 'half-yearly' | 'annually';
  priceCents: number;
  effectiveDate: string;
  requestedBy: string | null;
};

// Contract status, as the admin screens show it (SPEC §4 admin subscription status).
export const subscriptionStatus = pgEnum('subscription_status', [
  'pending',
  'active',
  'payment_pending',
  'suspended',
  'cancelled',
]);

// Service delivery state, as the customer sees it (SPEC §4 serviceStatus); pending = not yet delivered.
export const serviceStatus = pgEnum('service_status', [
  'pending',
  'active',
  'paused',
  'suspended',
  'cancelled_active',
  'cancelled_expired',
]);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'restrict' }),
    mandateId: uuid('mandate_id').references(() => sepaMandates.id, { onDelete: 'set null' }),
    // The order it was placed with (issue 28); null for subscriptions staff made or from before orders.
    orderId: uuid('order_id').references((): AnyPgColumn => orders.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    planName: text('plan_name').notNull(),
    description: text('description').notNull().default(''),
    interval: billingInterval('interval').notNull(),
    // Agreed price per interval, excl. VAT; a package price change reaches it only from the next period.
    priceCents: integer('price_cents').notNull(),
    salePriceCents: integer('sale_price_cents'),
    status: subscriptionStatus('status').notNull().default('active'),
    serviceStatus: serviceStatus('service_status').notNull().default('active'),
    startDate: date('start_date').notNull(),
    nextBillingDate: date('next_billing_date'),
    // Periods are counted from this date (start date, or the date an interval change took effect), so a
    // subscription that started on the 31st is billed on the last day of shorter months without drifting.
    billingAnchorDate: date('billing_anchor_date').notNull(),
    // A package, price or interval change an admin made; the billing run applies it when its period starts.
    pendingChange: jsonb('pending_change').$type<SubscriptionPendingChange>(),
    endDate: date('end_date'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancellationReason: text('cancellation_reason'),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    url: text('url'),
    domain: text('domain'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId),
    index('subscriptions_billing_idx').on(t.status, t.nextBillingDate),
    index('subscriptions_service_end_idx').on(t.serviceStatus, t.endDate),
    // The SEPA list's direct-debit subscriptions in its default order (newest first): the page is the
    // index's first entries and the count an index-only scan, instead of a sort of every one.
    index('subscriptions_sepa_created_idx')
      .on(t.createdAt.desc().nullsLast(), t.id.desc().nullsFirst())
      .where(sql`${t.mandateId} is not null and ${t.status} <> 'cancelled'`),
  ],
);

export type Subscription = typeof subscriptions.$inferSelect;
