import { z } from 'zod';
import { successSchema } from './common.ts';

export const packageTypeSchema = z.enum([
  'shared_hosting',
  'managed_vps',
  'managed_dedicated',
  'game_server',
  'domain',
]);
export type PackageType = z.infer<typeof packageTypeSchema>;

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
  prices: z.object({
    monthly: z.number().int().nullable(),
    quarterly: z.number().int().nullable(),
    'half-yearly': z.number().int().nullable(),
    annually: z.number().int().nullable(),
  }),
  // Basis points: 2100 = 21%.
  vatRateBp: z.number().int(),
});
export type CatalogPackage = z.infer<typeof catalogPackageSchema>;

export const catalogPackageListResponseSchema = successSchema(z.array(catalogPackageSchema));
