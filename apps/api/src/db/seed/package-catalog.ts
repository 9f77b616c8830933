import type { BillingInterval } from '@hostportaal/domain';
import type { packages } from '../schema/index.ts';

export type NewPackage = typeof packages.$inferInsert;
type PackagePrices = Pick<
  NewPackage,
  'priceMonthlyCents' | 'priceQuarterlyCents' | 'priceHalfYearlyCents' | 'priceAnnuallyCents'
>;

// The demo product range. Prices excl. VAT per interval; longer intervals carry a small discount.
export const demoPackageCatalog = [
  {
    slug: 'webhosting-start',
    name: 'Webhosting Start',
    type: 'shared_hosting',
    description: 'Voor een eerste website: 1 domein, 10 GB SSD-opslag, 5 mailboxen en gratis SSL.',
    diskGb: 10,
    bandwidthGb: 100,
    priceMonthlyCents: 395,
    priceQuarterlyCents: 1145,
    priceHalfYearlyCents: 2250,
    priceAnnuallyCents: 4260,
    directadminPackage: 'hp_start',
    sortOrder: 10,
  },
  {
    slug: 'webhosting-plus',
    name: 'Webhosting Plus',
    type: 'shared_hosting',
    description:
      'Voor WordPress en webwinkels: 5 domeinen, 50 GB SSD-opslag, onbeperkt mailboxen, dagelijkse back-up.',
    diskGb: 50,
    bandwidthGb: 500,
    priceMonthlyCents: 695,
    priceQuarterlyCents: 1995,
    priceHalfYearlyCents: 3950,
    priceAnnuallyCents: 7495,
    directadminPackage: 'hp_plus',
    sortOrder: 20,
  },
  {
    slug: 'webhosting-pro',
    name: 'Webhosting Pro',
    type: 'shared_hosting',
    description:
      'Voor drukbezochte sites: onbeperkt domeinen, 150 GB NVMe-opslag, extra PHP-workers, staging.',
    diskGb: 150,
    bandwidthGb: 2000,
    priceMonthlyCents: 1295,
    priceQuarterlyCents: 3750,
    priceHalfYearlyCents: 7395,
    priceAnnuallyCents: 13995,
    directadminPackage: 'hp_pro',
    sortOrder: 30,
  },
  {
    slug: 'managed-vps-basis',
    name: 'Managed VPS Basis',
    type: 'managed_vps',
    description: 'Beheerde VPS met 2 vCPU, 4 GB RAM en 80 GB NVMe; wij doen updates, monitoring en back-ups.',
    diskGb: 80,
    bandwidthGb: 4000,
    vcpu: 2,
    ramMb: 4096,
    priceMonthlyCents: 2495,
    priceQuarterlyCents: 7250,
    priceHalfYearlyCents: 14250,
    priceAnnuallyCents: 26995,
    sortOrder: 40,
  },
  {
    slug: 'managed-vps-pro',
    name: 'Managed VPS Pro',
    type: 'managed_vps',
    description: 'Beheerde VPS met 4 vCPU, 8 GB RAM en 160 GB NVMe, inclusief DirectAdmin-licentie.',
    diskGb: 160,
    bandwidthGb: 8000,
    vcpu: 4,
    ramMb: 8192,
    priceMonthlyCents: 4995,
    priceQuarterlyCents: 14500,
    priceHalfYearlyCents: 28500,
    priceAnnuallyCents: 53995,
    sortOrder: 50,
  },
  {
    slug: 'managed-dedicated',
    name: 'Managed Dedicated Server',
    type: 'managed_dedicated',
    description: 'Eigen server met 16 threads, 64 GB RAM en 2x 960 GB NVMe in RAID 1, volledig beheerd.',
    diskGb: 960,
    bandwidthGb: 20000,
    vcpu: 16,
    ramMb: 65536,
    priceMonthlyCents: 14900,
    priceQuarterlyCents: 43500,
    priceHalfYearlyCents: 85000,
    priceAnnuallyCents: 160900,
    sortOrder: 60,
  },
  {
    slug: 'minecraft-java-4gb',
    name: 'Minecraft Java 4GB',
    type: 'game_server',
    description: 'Minecraft Java Edition-server met 4 GB RAM, modpacks met één klik en dagelijkse back-ups.',
    diskGb: 25,
    bandwidthGb: 2000,
    vcpu: 2,
    ramMb: 4096,
    priceMonthlyCents: 1095,
    priceQuarterlyCents: 3150,
    priceHalfYearlyCents: 6200,
    priceAnnuallyCents: 11795,
    sortOrder: 70,
  },
  {
    slug: 'valheim',
    name: 'Valheim',
    type: 'game_server',
    description: 'Valheim-server voor 10 spelers met 4 GB RAM en ondersteuning voor mods.',
    diskGb: 20,
    bandwidthGb: 2000,
    vcpu: 2,
    ramMb: 4096,
    priceMonthlyCents: 1250,
    priceQuarterlyCents: 3600,
    priceHalfYearlyCents: 7100,
    priceAnnuallyCents: 13495,
    sortOrder: 80,
  },
  {
    slug: 'counter-strike-2',
    name: 'Counter-Strike 2',
    type: 'game_server',
    description: 'Counter-Strike 2-server met 16 slots, 128-tick en DDoS-bescherming.',
    diskGb: 60,
    bandwidthGb: 4000,
    vcpu: 4,
    ramMb: 8192,
    priceMonthlyCents: 1495,
    priceQuarterlyCents: 4350,
    priceHalfYearlyCents: 8500,
    priceAnnuallyCents: 15995,
    sortOrder: 90,
  },
] as const satisfies readonly NewPackage[];

export type DemoPackageSlug = (typeof demoPackageCatalog)[number]['slug'];

const priceColumn = {
  monthly: 'priceMonthlyCents',
  quarterly: 'priceQuarterlyCents',
  'half-yearly': 'priceHalfYearlyCents',
  annually: 'priceAnnuallyCents',
} as const satisfies Record<BillingInterval, keyof PackagePrices>;

/** The package's price for one interval, or null when the package is not offered for it. */
export function priceForInterval(prices: PackagePrices, interval: BillingInterval): number | null {
  return prices[priceColumn[interval]] ?? null;
}
