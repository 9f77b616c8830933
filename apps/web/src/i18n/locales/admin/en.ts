import { activityEn } from '../activity/en';
import { adminAnalyticsEn } from '../admin-analytics/en';
import { adminArrangementsEn } from '../admin-arrangements/en';
import { adminAuditEn } from '../admin-audit/en';
import { adminBillingEn } from '../admin-billing/en';
import { adminCatalogEn } from '../admin-catalog/en';
import { adminCollectionsEn } from '../admin-collections/en';
import { adminCreditEn } from '../admin-credit/en';
import { adminErrorsEn } from '../admin-errors/en';
import { adminHostingEn } from '../admin-hosting/en';
import { adminLegalEn } from '../admin-legal/en';
import { adminOnlinePaymentsEn } from '../admin-online-payments/en';
import { adminOutboxEn } from '../admin-outbox/en';
import { adminOverviewEn } from '../admin-overview/en';
import { adminSearchEn } from '../admin-search/en';
import { adminSepaEn } from '../admin-sepa/en';
import { adminUsersEn } from '../admin-users/en';
import { arrangementDialogEn } from '../arrangement-dialog/en';
import { enhancedEn } from '../enhanced/en';
import { enhancedHistoryEn } from '../enhanced-history/en';
import type { AdminCatalogue } from './nl';

export const adminEn: AdminCatalogue = {
  adminBilling: adminBillingEn,
  adminCatalog: adminCatalogEn,
  adminSepa: adminSepaEn,
  adminCollections: adminCollectionsEn,
  adminCredit: adminCreditEn,
  adminArrangements: adminArrangementsEn,
  adminArrangementDialog: arrangementDialogEn,
  enhancedArrangementDialog: arrangementDialogEn,
  adminOverview: adminOverviewEn,
  adminUsers: adminUsersEn,
  adminActivity: activityEn,
  adminAudit: adminAuditEn,
  adminHosting: adminHostingEn,
  adminLegal: adminLegalEn,
  adminOnlinePayments: adminOnlinePaymentsEn,
  adminSearch: adminSearchEn,
  adminAnalytics: adminAnalyticsEn,
  enhanced: enhancedEn,
  enhancedHistory: enhancedHistoryEn,
  adminErrors: adminErrorsEn,
  adminOutbox: adminOutboxEn,
};
