import { z } from 'zod';
import { successSchema } from './common.ts';
import { freeText, multiLineText } from './text-rule.ts';

export const packageTypeSchema = z.enum([
  'shared_hosting',
  'managed_vps',
  'managed_dedicated',
  'game_server',
  'domain',
]);
export type PackageType = z.infer<typeof packageTypeSchema>;

const intervalPricesSchema = z.object({
  monthly: z.number().int().nullable(),
  quarterly: z.number().int().nullable(),
  'half-yearly': z.number().int().nullable(),
  annually: z.number().int().nullable(),
});

// Prices per interval in cents excl. VAT; null = not offered for that interval.
export const catalogPackageSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  type: packageTypeSchema,
  description: z.string(),
  specs: z.object({
    diskGb: z.number().int().nullable(),
    bandwidthGb: z.number().int().nullable(),
    vcpu: z.number().int().nullable(),
    ramMb: z.number().int().nullable(),
  }),
  prices: intervalPricesSchema,
  // Basis points: 2100 = 21%.
  vatRateBp: z.number().int(),
  /** The same prices incl. VAT, as the invoice books one line of them: what a consumer pays. */
  grossPrices: intervalPricesSchema,
});
export type CatalogPackage = z.infer<typeof catalogPackageSchema>;

export const catalogPackageListResponseSchema = successSchema(z.array(catalogPackageSchema));

const cents = z.number().int().min(0).max(10_000_000);
const spec = z.number().int().min(0).max(10_000_000).nullable();

// Admin package form (issue: billing core, "packages and pricing"). At least one interval must have a price.
export const packageBodySchema = z
  .object({
    name: freeText().min(1).max(100),
    slug: z
      .string()
      .trim()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'Alleen kleine letters, cijfers en streepjes' })
      .max(60),
    type: packageTypeSchema,
    description: multiLineText().max(2000),
    specs: z.object({ diskGb: spec, bandwidthGb: spec, vcpu: spec, ramMb: spec }),
    prices: z.object({
      monthly: cents.nullable(),
      quarterly: cents.nullable(),
      'half-yearly': cents.nullable(),
      annually: cents.nullable(),
    }),
    vatRateBp: z.number().int().min(0).max(10_000),
    directadminPackage: freeText().max(100).nullable(),
    /** Game servers: the game key, player slots and the Pterodactyl egg "nestId:eggId" (issue 8). */
    game: z
      .string()
      .trim()
      .regex(/^[a-z0-9_]*$/, { error: 'Alleen kleine letters, cijfers en lage streepjes' })
      .max(40)
      .nullable()
      .default(null),
    slots: z.number().int().min(1).max(1000).nullable().default(null),
    pterodactylEgg: z
      .string()
      .trim()
      .regex(/^(\d+:\d+)?$/, { error: 'Geef het egg op als nest:egg, bijvoorbeeld 1:3' })
      .nullable()
      .default(null),
    sortOrder: z.number().int().min(0).max(10_000),
  })
  .refine((body) => Object.values(body.prices).some((price) => price !== null), {
    path: ['prices'],
    error: 'Geef voor minstens één termijn een prijs op',
  });
export type PackageBody = z.infer<typeof packageBodySchema>;

export const adminPackageSchema = catalogPackageSchema.extend({
  directadminPackage: z.string().nullable(),
  game: z.string().nullable(),
  slots: z.number().int().nullable(),
  pterodactylEgg: z.string().nullable(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  runningSubscriptions: z.number().int(),
  updatedAt: z.string(),
});
export type AdminPackage = z.infer<typeof adminPackageSchema>;

export const adminPackageListResponseSchema = successSchema(
  z.object({ packages: z.array(adminPackageSchema) }),
);
export const adminPackageResponseSchema = successSchema(
  z.object({
    package: adminPackageSchema,
    // Running subscriptions whose price follows the change from their next billing period.
    repricedSubscriptions: z.number().int(),
  }),
);
export const packageStatusBodySchema = z.object({ isActive: z.boolean() });
