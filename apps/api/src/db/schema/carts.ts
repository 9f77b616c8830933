import { index, integer, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { billingInterval, packages } from './packages.ts';
import { users } from './users.ts';

// A customer's shopping cart (SPEC §3 session state "cart"), kept on the server so it survives a reload
// and another device until checkout turns it into subscriptions.
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    interval: billingInterval('interval').notNull(),
    quantity: integer('quantity').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cart_items_user_idx').on(t.userId),
    uniqueIndex('cart_items_user_package_interval_unique').on(t.userId, t.packageId, t.interval),
  ],
);

export type CartItem = typeof cartItems.$inferSelect;
