import type { Permission } from '@hostportaal/contract';
import type { ComponentType } from 'react';
import { AnalyticsSection } from '../../sections/analytics-section';
import { AuditSection } from '../../sections/audit-section';
import { CollectionsSection } from '../../sections/collections-section';
import { HostingSection } from '../../sections/hosting-section';
import { InvoicesSection } from '../../sections/invoices-section';
import { OverviewSection } from '../../sections/overview-section';
import { PackagesSection } from '../../sections/packages-section';
import { PaymentsSection } from '../../sections/payments-section';
import { ReportsSection } from '../../sections/reports-section';
import { SettingsSection } from '../../sections/settings-section';
import { SubscriptionsSection } from '../../sections/subscriptions-section';
import { UsersSection } from '../../sections/users-section';

// SPEC §2 order (overview, users, subscriptions, invoices, packages, payments, collections, analytics,
// reports); the audit log (issue 7) and hosting provisioning (issue 8) sit before the settings.
export const ADMIN_SECTIONS = [
  'overview',
  'users',
  'subscriptions',
  'invoices',
  'packages',
  'payments',
  'collections',
  'analytics',
  'reports',
  'audit',
  'hosting',
  'settings',
] as const;
export type AdminSectionId = (typeof ADMIN_SECTIONS)[number];

export const DEFAULT_ADMIN_SECTION: AdminSectionId = 'overview';

export const sectionComponents: Record<AdminSectionId, ComponentType> = {
  overview: OverviewSection,
  users: UsersSection,
  subscriptions: SubscriptionsSection,
  invoices: InvoicesSection,
  packages: PackagesSection,
  payments: PaymentsSection,
  collections: CollectionsSection,
  analytics: AnalyticsSection,
  reports: ReportsSection,
  audit: AuditSection,
  hosting: HostingSection,
  settings: SettingsSection,
};

/**
 * The permission each section needs (issue 18, packages/contract permissions.ts): the section's tab shows
 * only to the roles that hold it, and its URL shows the others the access-denied message. Inside a section
 * each button asks for the permission of the route it calls.
 */
export const sectionPermissions: Record<AdminSectionId, Permission> = {
  overview: 'customers.read',
  users: 'customers.read',
  subscriptions: 'customers.read',
  invoices: 'customers.read',
  packages: 'catalog',
  payments: 'billing',
  collections: 'billing',
  analytics: 'reports',
  reports: 'reports',
  audit: 'audit',
  hosting: 'hosting',
  settings: 'settings',
};

export function toAdminSection(value: string | null): AdminSectionId {
  return ADMIN_SECTIONS.find((section) => section === value) ?? DEFAULT_ADMIN_SECTION;
}
