import { activityFr } from '../activity/fr';
import { adminAnalyticsFr } from '../admin-analytics/fr';
import { adminArrangementsFr } from '../admin-arrangements/fr';
import { adminAuditFr } from '../admin-audit/fr';
import { adminBillingFr } from '../admin-billing/fr';
import { adminCatalogFr } from '../admin-catalog/fr';
import { adminCollectionsFr } from '../admin-collections/fr';
import { adminCreditFr } from '../admin-credit/fr';
import { adminErrorsFr } from '../admin-errors/fr';
import { adminHostingFr } from '../admin-hosting/fr';
import { adminLegalFr } from '../admin-legal/fr';
import { adminOnlinePaymentsFr } from '../admin-online-payments/fr';
import { adminOutboxFr } from '../admin-outbox/fr';
import { adminOverviewFr } from '../admin-overview/fr';
import { adminSearchFr } from '../admin-search/fr';
import { adminSepaFr } from '../admin-sepa/fr';
import { adminUsersFr } from '../admin-users/fr';
import { arrangementDialogFr } from '../arrangement-dialog/fr';
import { enhancedFr } from '../enhanced/fr';
import { enhancedHistoryFr } from '../enhanced-history/fr';
import type { AdminCatalogue } from './nl';

export const adminFr: AdminCatalogue = {
  adminBilling: adminBillingFr,
  adminCatalog: adminCatalogFr,
  adminSepa: adminSepaFr,
  adminCollections: adminCollectionsFr,
  adminCredit: adminCreditFr,
  adminArrangements: adminArrangementsFr,
  adminArrangementDialog: arrangementDialogFr,
  enhancedArrangementDialog: arrangementDialogFr,
  adminOverview: adminOverviewFr,
  adminUsers: adminUsersFr,
  adminActivity: activityFr,
  adminAudit: adminAuditFr,
  adminHosting: adminHostingFr,
  adminLegal: adminLegalFr,
  adminOnlinePayments: adminOnlinePaymentsFr,
  adminSearch: adminSearchFr,
  adminAnalytics: adminAnalyticsFr,
  enhanced: enhancedFr,
  enhancedHistory: enhancedHistoryFr,
  adminErrors: adminErrorsFr,
  adminOutbox: adminOutboxFr,
};
