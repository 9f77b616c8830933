import { boolean, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const packageType = pgEnum('package_type', [
  'shared_hosting',
  'managed_vps',
  'managed_dedicated',
  'game_server',
  'domain',
]);

export const billingInterval = pgEnum('billing_interval', [
  'monthly',
  'quarterly',
  'half-yearly',
  'annually',
]);

// Hosting products. Prices are per interval in cents incl. nothing: VAT is added on the invoice.
// null price = not offered for that interval.
export const packages = pgTable('packages', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  type: packageType('type').notNull(),
  description: text('description').notNull().default(''),
  diskGb: integer('disk_gb'),
  bandwidthGb: integer('bandwidth_gb'),
  vcpu: integer('vcpu'),
  ramMb: integer('ram_mb'),
  priceMonthlyCents: integer('price_monthly_cents'),
  priceQuarterlyCents: integer('price_quarterly_cents'),
  priceHalfYearlyCents: integer('price_half_yearly_cents'),
  priceAnnuallyCents: integer('price_annually_cents'),
  // basis points: 2100 = 21%
  vatRateBp: integer('vat_rate_bp').notNull().default(2100),
  directadminPackage: text('directadmin_package'),
  /** Game servers (type game_server): the game, its player slots and the Pterodactyl egg "nestId:eggId". */
  game: text('game'),
  slots: integer('slots'),
  pterodactylEgg: text('pterodactyl_egg'),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type Package = typeof packages.$inferSelect;
