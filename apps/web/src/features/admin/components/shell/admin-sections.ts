import type { ComponentType } from 'react';
import { CollectionsSection } from '../../sections/collections-section';
import { InvoicesSection } from '../../sections/invoices-section';
import { OverviewSection } from '../../sections/overview-section';
import { PackagesSection } from '../../sections/packages-section';
import { PaymentsSection } from '../../sections/payments-section';
import { ReportsSection } from '../../sections/reports-section';
import { SettingsSection } from '../../sections/settings-section';
import { SubscriptionsSection } from '../../sections/subscriptions-section';

// SPEC §2 order (overview, users, subscriptions, invoices, packages, payments, collections, analytics,
// reports); users and analytics join with later issues, without placeholders now.
export const ADMIN_SECTIONS = [
  'overview',
  'subscriptions',
  'invoices',
  'packages',
  'payments',
  'collections',
  'reports',
  'settings',
] as const;
export type AdminSectionId = (typeof ADMIN_SECTIONS)[number];

export const DEFAULT_ADMIN_SECTION: AdminSectionId = 'overview';

export const sectionComponents: Record<AdminSectionId, ComponentType> = {
  overview: OverviewSection,
  subscriptions: SubscriptionsSection,
  invoices: InvoicesSection,
  packages: PackagesSection,
  payments: PaymentsSection,
  collections: CollectionsSection,
  reports: ReportsSection,
  settings: SettingsSection,
};

export function toAdminSection(value: string | null): AdminSectionId {
  return ADMIN_SECTIONS.find((section) => section === value) ?? DEFAULT_ADMIN_SECTION;
}
