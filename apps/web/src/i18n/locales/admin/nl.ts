import { activityEn } from '../activity/en';
import { adminAnalyticsNl } from '../admin-analytics/nl';
import { adminArrangementsNl } from '../admin-arrangements/nl';
import { adminAuditNl } from '../admin-audit/nl';
import { adminBillingNl } from '../admin-billing/nl';
import { adminCatalogNl } from '../admin-catalog/nl';
import { adminCollectionsNl } from '../admin-collections/nl';
import { adminCreditNl } from '../admin-credit/nl';
import { adminErrorsNl } from '../admin-errors/nl';
import { adminHostingNl } from '../admin-hosting/nl';
import { adminLegalNl } from '../admin-legal/nl';
import { adminOnlinePaymentsNl } from '../admin-online-payments/nl';
import { adminOutboxNl } from '../admin-outbox/nl';
import { adminOverviewNl } from '../admin-overview/nl';
import { adminSearchNl } from '../admin-search/nl';
import { adminSepaNl } from '../admin-sepa/nl';
import { adminUsersNl } from '../admin-users/nl';
import { arrangementDialogEn } from '../arrangement-dialog/en';
import { arrangementDialogNl } from '../arrangement-dialog/nl';
import { enhancedNl } from '../enhanced/nl';
import { enhancedHistoryNl } from '../enhanced-history/nl';

// The admin screens' texts (the reference: en/de/fr must have exactly these keys), in their own chunk so
// customers never download them.
export const adminNl = {
  adminBilling: adminBillingNl,
  adminCatalog: adminCatalogNl,
  adminSepa: adminSepaNl,
  adminCollections: adminCollectionsNl,
  adminCredit: adminCreditNl,
  adminArrangements: adminArrangementsNl,
  // The arrangement dialogs speak the dashboard's English in nl too, and Incasso Beheer's Dutch (issue 30).
  adminArrangementDialog: arrangementDialogEn,
  enhancedArrangementDialog: arrangementDialogNl,
  adminOverview: adminOverviewNl,
  adminUsers: adminUsersNl,
  // Staff read the activity lines on a user's page in English in nl too, as the rest of that page.
  adminActivity: activityEn,
  adminAudit: adminAuditNl,
  adminHosting: adminHostingNl,
  adminLegal: adminLegalNl,
  adminOnlinePayments: adminOnlinePaymentsNl,
  adminSearch: adminSearchNl,
  adminAnalytics: adminAnalyticsNl,
  enhanced: enhancedNl,
  enhancedHistory: enhancedHistoryNl,
  adminErrors: adminErrorsNl,
  adminOutbox: adminOutboxNl,
};

export type AdminCatalogue = typeof adminNl;
