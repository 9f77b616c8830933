import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { subscriptions } from './subscriptions.ts';

// The DirectAdmin servers hosting accounts live on (issue 8), configured by admins. The login key is sealed
// with SECRETS_KEY (secret-box.ts) and never leaves the API; the last connection check is kept for the
// admin screen and the status page.
export const provisioningServers = pgTable(
  'provisioning_servers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
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
    domain: text('domain').notNull(),
    package: text('package').notNull(),
    state: provisioningState('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** The last failure, shown to admins until an action succeeds. */
    lastError: text('last_error'),
    /** false when DirectAdmin refused (not retryable): an admin must look before it is tried again. */
    retryable: boolean('retryable').notNull().default(true),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
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
