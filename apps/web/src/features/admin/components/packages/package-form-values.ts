import {
  type AdminPackage,
  type PackageBody,
  type PackageType,
  packageBodySchema,
  packageTypeSchema,
} from '@hostportaal/contract';
import { BILLING_INTERVALS, centsToEuroString, parseEuroToCents } from '@hostportaal/domain';
import type { TFunction } from 'i18next';
import { z } from 'zod';

// The form holds what the admin types (euro, percent, whole numbers as text) under the same field names
// as PackageBody, so both our checks and the server's 422 details land on the field they are about.

const SPEC_FIELDS = ['diskGb', 'bandwidthGb', 'vcpu', 'ramMb'] as const;

export const PACKAGE_FORM_FIELDS = [
  'name',
  'slug',
  'type',
  'description',
  'vatRateBp',
  'directadminPackage',
  'game',
  'slots',
  'pterodactylEgg',
  'sortOrder',
  'prices',
  ...BILLING_INTERVALS.map((interval) => `prices.${interval}` as const),
  ...SPEC_FIELDS.map((field) => `specs.${field}` as const),
] as const;

function createPackageFormSchema(t: TFunction) {
  const euro = z.string().transform((text, ctx) => {
    if (text.trim() === '') return null;
    const cents = parseEuroToCents(text);
    if (cents === null || cents < 0) {
      ctx.addIssue({ code: 'custom', message: t('adminCatalog.packages.form.invalidAmount') });
      return z.NEVER;
    }
    return cents;
  });
  const wholeNumber = z.string().transform((text, ctx) => {
    if (text.trim() === '') return null;
    if (!/^\d+$/.test(text.trim())) {
      ctx.addIssue({ code: 'custom', message: t('adminCatalog.packages.form.invalidNumber') });
      return z.NEVER;
    }
    return Number(text.trim());
  });
  return z
    .object({
      name: z.string().trim().min(1, t('adminCatalog.packages.form.required')).max(100),
      slug: z
        .string()
        .trim()
        .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, t('adminCatalog.packages.form.slugFormat'))
        .max(60),
      type: packageTypeSchema,
      description: z.string(),
      specs: z.object({
        diskGb: wholeNumber,
        bandwidthGb: wholeNumber,
        vcpu: wholeNumber,
        ramMb: wholeNumber,
      }),
      prices: z.object({ monthly: euro, quarterly: euro, 'half-yearly': euro, annually: euro }),
      vatRateBp: z.string().transform((text, ctx) => {
        const cents = parseEuroToCents(text);
        if (text.trim() === '' || cents === null || cents < 0 || cents > 10_000) {
          ctx.addIssue({ code: 'custom', message: t('adminCatalog.packages.form.invalidVat') });
          return z.NEVER;
        }
        // A percentage with up to two decimals, read like an amount: '21' → 2100 basis points.
        return cents;
      }),
      directadminPackage: z.string(),
      // Checked in panelFieldsOf, only for the type they belong to: a hidden field cannot be corrected.
      game: z.string(),
      slots: z.string(),
      pterodactylEgg: z.string(),
      sortOrder: wholeNumber.transform((value) => value ?? 0),
    })
    .refine((values) => Object.values(values.prices).some((price) => price !== null), {
      path: ['prices'],
      message: t('adminCatalog.packages.form.pricesRequired'),
    })
    .transform(
      (values, ctx): z.input<typeof packageBodySchema> => ({ ...values, ...panelFieldsOf(values, ctx, t) }),
    )
    .pipe(packageBodySchema);
}

interface PanelFieldTexts {
  type: PackageType;
  directadminPackage: string;
  game: string;
  slots: string;
  pterodactylEgg: string;
}

/**
 * A game server is created on Pterodactyl from its game, slots and egg; every other type maps to a
 * DirectAdmin package. The fields of the other panel go out as null, so a type change leaves nothing behind.
 */
function panelFieldsOf(
  values: PanelFieldTexts,
  ctx: z.RefinementCtx,
  t: TFunction,
): Pick<PackageBody, 'directadminPackage' | 'game' | 'slots' | 'pterodactylEgg'> {
  const text = (value: string) => value.trim() || null;
  if (values.type !== 'game_server')
    return {
      directadminPackage: text(values.directadminPackage),
      game: null,
      slots: null,
      pterodactylEgg: null,
    };
  const game = text(values.game);
  if (game !== null && !/^[a-z0-9_]{1,40}$/.test(game))
    ctx.addIssue({ code: 'custom', path: ['game'], message: t('adminCatalog.packages.form.gameFormat') });
  const slots = text(values.slots);
  if (slots !== null && !(/^\d+$/.test(slots) && Number(slots) >= 1 && Number(slots) <= 1000))
    ctx.addIssue({ code: 'custom', path: ['slots'], message: t('adminCatalog.packages.form.slotsRange') });
  const pterodactylEgg = text(values.pterodactylEgg);
  if (pterodactylEgg !== null && !/^\d+:\d+$/.test(pterodactylEgg))
    ctx.addIssue({
      code: 'custom',
      path: ['pterodactylEgg'],
      message: t('adminCatalog.packages.form.eggFormat'),
    });
  return {
    directadminPackage: null,
    game,
    slots: slots === null ? null : Number(slots),
    pterodactylEgg,
  };
}

export const packageFormSchema = createPackageFormSchema;
export type PackageFormValues = z.input<ReturnType<typeof createPackageFormSchema>>;
export type PackageFormOutput = PackageBody;

const euroText = (cents: number | null) => (cents === null ? '' : centsToEuroString(cents).replace('.', ','));
const numberText = (value: number | null) => (value === null ? '' : String(value));

export function packageFormValues(pkg: AdminPackage | null): PackageFormValues {
  if (!pkg) {
    return {
      name: '',
      slug: '',
      type: 'shared_hosting',
      description: '',
      specs: { diskGb: '', bandwidthGb: '', vcpu: '', ramMb: '' },
      prices: { monthly: '', quarterly: '', 'half-yearly': '', annually: '' },
      vatRateBp: '21',
      directadminPackage: '',
      game: '',
      slots: '',
      pterodactylEgg: '',
      sortOrder: '0',
    };
  }
  return {
    name: pkg.name,
    slug: pkg.slug,
    type: pkg.type,
    description: pkg.description,
    specs: {
      diskGb: numberText(pkg.specs.diskGb),
      bandwidthGb: numberText(pkg.specs.bandwidthGb),
      vcpu: numberText(pkg.specs.vcpu),
      ramMb: numberText(pkg.specs.ramMb),
    },
    prices: {
      monthly: euroText(pkg.prices.monthly),
      quarterly: euroText(pkg.prices.quarterly),
      'half-yearly': euroText(pkg.prices['half-yearly']),
      annually: euroText(pkg.prices.annually),
    },
    vatRateBp: euroText(pkg.vatRateBp).replace(/,00$/, ''),
    directadminPackage: pkg.directadminPackage ?? '',
    game: pkg.game ?? '',
    slots: numberText(pkg.slots),
    pterodactylEgg: pkg.pterodactylEgg ?? '',
    sortOrder: String(pkg.sortOrder),
  };
}

export { SPEC_FIELDS };
