import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { packages } from './packages.ts';
import { subscriptions } from './subscriptions.ts';

// The DirectAdmin servers hosting accounts live on (issue 8), configured by admins. The login key is sealed
// with SECRETS_KEY (secret-box.ts) and never leaves the API; the last connection check is kept for the
// admin screen and the status page.
export const provisioningPanel = pgEnum('provisioning_panel', ['directadmin', 'pterodactyl']);

export const provisioningServers = pgTable(
  'provisioning_servers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** DirectAdmin hosts hosting accounts; Pterodactyl hosts game servers. */
    panel: provisioningPanel('panel').notNull().default('directadmin'),
    url: text('url').notNull(),
    username: text('username').notNull(),
    loginKeySealed: text('login_key_sealed').notNull(),
    /** How many hosting accounts the server takes. */
    capacity: integer('capacity').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    lastCheckAt: timestamp('last_check_at', { withTimezone: true }),
    lastCheckOk: boolean('last_check_ok'),
    lastCheckError: text('last_check_error'),
    /** DirectAdmin's package names as of the last successful check, to map our packages onto. */
    packages: text('packages').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('provisioning_servers_name_unique').on(t.name)],
);
export type ProvisioningServer = typeof provisioningServers.$inferSelect;

export const provisioningState = pgEnum('provisioning_state', [
  'pending',
  'active',
  'suspended',
  'terminated',
]);

// One hosting account per subscription whose package has a DirectAdmin package. `state` is what DirectAdmin
// holds as far as we know; what it should hold follows from the subscription and is reconciled by the
// provisioning job, with back-off after a failure (decision 019).
export const provisioningAccounts = pgTable(
  'provisioning_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'restrict' }),
    serverId: uuid('server_id')
      .notNull()
      .references(() => provisioningServers.id, { onDelete: 'restrict' }),
    username: text('username').notNull(),
    /** Our package the account was built from: a plan change makes it differ from the subscription's. */
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'restrict' }),
    /** The hosting account's domain; null for a game server. */
    domain: text('domain'),
    package: text('package').notNull(),
    state: provisioningState('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** The last failure, shown to admins until an action succeeds. */
    lastError: text('last_error'),
    /** false when DirectAdmin refused (not retryable): an admin must look before it is tried again. */
    retryable: boolean('retryable').notNull().default(true),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** The panel's last usage figures (AccountUsage), refreshed by the provisioning job; null until read. */
    usage: jsonb('usage').$type<StoredUsage>(),
    usageAt: timestamp('usage_at', { withTimezone: true }),
    /** When the customer was told the account will be deleted and to take a backup (once). */
    backupNoticeSentAt: timestamp('backup_notice_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('provisioning_accounts_subscription_unique').on(t.subscriptionId),
    uniqueIndex('provisioning_accounts_username_unique').on(t.username),
    index('provisioning_accounts_server_idx').on(t.serverId, t.state),
  ],
);
export type ProvisioningAccount = typeof provisioningAccounts.$inferSelect;

export type StoredUsage = {
  diskMb: number;
  diskLimitMb: number | null;
  bandwidthMb: number;
  bandwidthLimitMb: number | null;
  emailAccounts: number;
  domains: number;
};

// The periodic reachability check of each server (the status page's history and uptime), kept 30 days.
export const serverHealthChecks = pgTable(
  'server_health_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serverId: uuid('server_id')
      .notNull()
      .references(() => provisioningServers.id, { onDelete: 'cascade' }),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    ok: boolean('ok').notNull(),
    latencyMs: integer('latency_ms'),
    error: text('error'),
  },
  (t) => [index('server_health_checks_server_idx').on(t.serverId, t.checkedAt)],
);
