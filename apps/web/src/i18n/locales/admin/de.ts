import { activityDe } from '../activity/de';
import { adminAnalyticsDe } from '../admin-analytics/de';
import { adminArrangementsDe } from '../admin-arrangements/de';
import { adminAuditDe } from '../admin-audit/de';
import { adminBillingDe } from '../admin-billing/de';
import { adminCatalogDe } from '../admin-catalog/de';
import { adminCollectionsDe } from '../admin-collections/de';
import { adminCreditDe } from '../admin-credit/de';
import { adminErrorsDe } from '../admin-errors/de';
import { adminHostingDe } from '../admin-hosting/de';
import { adminLegalDe } from '../admin-legal/de';
import { adminOnlinePaymentsDe } from '../admin-online-payments/de';
import { adminOutboxDe } from '../admin-outbox/de';
import { adminOverviewDe } from '../admin-overview/de';
import { adminSearchDe } from '../admin-search/de';
import { adminSepaDe } from '../admin-sepa/de';
import { adminUsersDe } from '../admin-users/de';
import { arrangementDialogDe } from '../arrangement-dialog/de';
import { enhancedDe } from '../enhanced/de';
import { enhancedHistoryDe } from '../enhanced-history/de';
import type { AdminCatalogue } from './nl';

export const adminDe: AdminCatalogue = {
  adminBilling: adminBillingDe,
  adminCatalog: adminCatalogDe,
  adminSepa: adminSepaDe,
  adminCollections: adminCollectionsDe,
  adminCredit: adminCreditDe,
  adminArrangements: adminArrangementsDe,
  adminArrangementDialog: arrangementDialogDe,
  enhancedArrangementDialog: arrangementDialogDe,
  adminOverview: adminOverviewDe,
  adminUsers: adminUsersDe,
  adminActivity: activityDe,
  adminAudit: adminAuditDe,
  adminHosting: adminHostingDe,
  adminLegal: adminLegalDe,
  adminOnlinePayments: adminOnlinePaymentsDe,
  adminSearch: adminSearchDe,
  adminAnalytics: adminAnalyticsDe,
  enhanced: enhancedDe,
  enhancedHistory: enhancedHistoryDe,
  adminErrors: adminErrorsDe,
  adminOutbox: adminOutboxDe,
};
