import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.ts';
import { type Clock, systemClock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { inlineJobQueue, type JobQueue } from './jobs/job-queue.ts';
import { loggerOptions } from './logging/logger-options.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { creditPayoutRoutes } from './modules/account-credit/payout-routes.ts';
import { accountCreditRoutes } from './modules/account-credit/routes.ts';
import { adminAnalyticsRoutes } from './modules/admin-analytics/routes.ts';
import { adminDashboardRoutes } from './modules/admin-dashboard/routes.ts';
import { adminSearchRoutes } from './modules/admin-search/routes.ts';
import { adminUserRoutes } from './modules/admin-users/routes.ts';
import { auditLogRoutes } from './modules/audit-log/routes.ts';
import { createTokenSigner } from './modules/auth/access-token.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { signInLinkRoutes } from './modules/auth/sign-in-link-routes.ts';
import { adminInvoiceRoutes } from './modules/billing/admin-invoice-routes.ts';
import { billingExportRoutes } from './modules/billing/billing-export-routes.ts';
import { billingRunRoutes } from './modules/billing/billing-run-routes.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { customerLetterRoutes } from './modules/collections/customer-letter-routes.ts';
import { letterRoutes } from './modules/collections/letter-routes.ts';
import { collectionRoutes } from './modules/collections/routes.ts';
import { companyRoutes } from './modules/company/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { demoRoutes } from './modules/demo/routes.ts';
import { emailAdminRoutes } from './modules/email/routes.ts';
import { emailChangeRoutes } from './modules/email-change/routes.ts';
import { enhancedSubscriptionRoutes } from './modules/enhanced-subscriptions/routes.ts';
import { gameRoutes } from './modules/games/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { customerInvoiceRoutes } from './modules/invoices/routes.ts';
import { legalDocumentRoutes } from './modules/legal/routes.ts';
import { mandateRoutes } from './modules/mandates/routes.ts';
import { createAppMetrics } from './modules/metrics/app-metrics.ts';
import { metricsRoutes } from './modules/metrics/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { fakeMollie } from './modules/online-payments/fake-mollie/fake-mollie.ts';
import { FAKE_MOLLIE_PREFIX } from './modules/online-payments/online-payment-settings.ts';
import { payLinkRoutes } from './modules/online-payments/pay-link-routes.ts';
import { onlinePaymentRoutes } from './modules/online-payments/routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { paymentArrangementRoutes } from './modules/payment-arrangements/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { peppolAccessPointOf } from './modules/peppol/peppol-configuration.ts';
import { peppolRoutes } from './modules/peppol/routes.ts';
import { platformStatusRoutes } from './modules/platform-status/routes.ts';
import { provisioningRoutes } from './modules/provisioning/routes.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { sepaBatchRoutes } from './modules/sepa/routes.ts';
import { sepaManagementRoutes } from './modules/sepa-management/routes.ts';
import { sessionRoutes } from './modules/sessions/routes.ts';
import { adminSubscriptionRoutes } from './modules/subscriptions/admin-subscription-routes.ts';
import { customerSubscriptionRoutes } from './modules/subscriptions/routes.ts';
import { supportRoutes } from './modules/support/routes.ts';
import { twoFactorRoutes } from './modules/two-factor/routes.ts';
import { registerAuditTrail } from './plugins/audit-trail.ts';
import { registerAuthGuard, registerRouteCatalog } from './plugins/auth-guard.ts';
import { answerFrameworkError, registerErrorHandler } from './plugins/error-handler.ts';
import { registerInvalidTextGuard } from './plugins/invalid-text-guard.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerRateLimits } from './plugins/rate-limits.ts';
import { registerRequestMetrics } from './plugins/request-metrics.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStaticWeb } from './plugins/static-web.ts';

export const APP_VERSION = '0.1.0';
const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export type BuildAppOptions = {
  config: Config;
  db: Db;
  clock?: Clock;
  notifyOutbox?: () => void;
  jobs?: JobQueue;
  logger?: boolean;
};

export type App = FastifyInstance & { ctx: AppContext };

// Builds the Fastify instance without listening: main.ts listens, tests use app.inject().
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config } = options;
  const app = Fastify({
    ...loggerOptions(config, options.logger !== false),
    bodyLimit: 1024 * 1024,
    // Only the configured proxies may name the client (X-Forwarded-For); without them request.ip is the peer.
    trustProxy: config.TRUSTED_PROXIES.length > 0 ? config.TRUSTED_PROXIES : false,
    return503OnClosing: true,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const clock = options.clock ?? systemClock;
  const notifyOutbox = options.notifyOutbox ?? (() => {});
  // Never collected unless a scraper is configured (decision 026).
  const metrics =
    config.METRICS_TOKEN !== undefined || config.METRICS_PORT !== undefined
      ? createAppMetrics({ db: options.db })
      : null;
  const peppol = peppolAccessPointOf(config);
  const ctx: AppContext = {
    db: options.db,
    config,
    clock,
    tokens: createTokenSigner(config.JWT_SECRET),
    notifyOutbox,
    jobs:
      options.jobs ??
      inlineJobQueue({
        deps: {
          db: options.db,
          clock,
          notifyOutbox,
          publicUrl: config.PUBLIC_URL,
          secretsKey: config.SECRETS_KEY,
          panelAllowedNetworks: config.PANEL_ALLOWED_NETWORKS,
          peppol,
          onlinePayments: config,
        },
        log: app.log,
        observeJobRun: metrics?.observeJobRun,
      }),
    metrics,
    peppol,
  };
  app.decorate('ctx', ctx);

  registerRouteCatalog(app);
  if (metrics) registerRequestMetrics(app, metrics);
  registerErrorHandler(app);
  registerSecurityHeaders(app);
  await app.register(cookie);
  await registerOpenApi(app, APP_VERSION);
  registerAuthGuard(app, ctx);
  if (config.RATE_LIMITS === 'on') await registerRateLimits(app, { redisUrl: config.REDIS_URL });
  registerAuditTrail(app, ctx);
  registerInvalidTextGuard(app);

  await app.register(healthRoutes(ctx, APP_VERSION));
  // On the main port only with a token; METRICS_PORT serves it on a port of its own (main.ts).
  if (metrics && config.METRICS_TOKEN !== undefined && config.METRICS_PORT === undefined)
    await app.register(metricsRoutes(metrics, config.METRICS_TOKEN));
  await app.register(authRoutes(ctx));
  await app.register(signInLinkRoutes(ctx));
  await app.register(emailChangeRoutes(ctx));
  await app.register(twoFactorRoutes(ctx));
  await app.register(emailAdminRoutes(ctx));
  await app.register(companyRoutes(ctx));
  await app.register(legalDocumentRoutes(ctx));
  await app.register(customerInvoiceRoutes(ctx));
  await app.register(dashboardRoutes(ctx));
  await app.register(customerSubscriptionRoutes(ctx));
  await app.register(catalogRoutes(ctx));
  await app.register(demoRoutes(ctx));
  await app.register(gameRoutes(ctx));
  await app.register(accountRoutes(ctx));
  await app.register(sessionRoutes(ctx));
  await app.register(supportRoutes(ctx));
  await app.register(notificationRoutes(ctx));
  await app.register(platformStatusRoutes(ctx));
  await app.register(searchRoutes(ctx));
  await app.register(adminInvoiceRoutes(ctx));
  await app.register(peppolRoutes(ctx));
  await app.register(billingExportRoutes(ctx));
  await app.register(reportRoutes(ctx));
  await app.register(billingRunRoutes(ctx));
  await app.register(adminSubscriptionRoutes(ctx));
  await app.register(paymentRoutes(ctx));
  await app.register(accountCreditRoutes(ctx));
  await app.register(creditPayoutRoutes(ctx));
  await app.register(onlinePaymentRoutes(ctx));
  await app.register(paymentArrangementRoutes(ctx));
  await app.register(payLinkRoutes(ctx));
  // The Testmodus's Mollie (decision 039): never in production; its webhooks go to this server only.
  if (config.NODE_ENV !== 'production') {
    const origin = new URL(config.PUBLIC_URL).origin;
    const fake = fakeMollie({
      publicBaseUrl: `${origin}${FAKE_MOLLIE_PREFIX}`,
      webhookOrigins: [origin],
      settleRefundsAfterMs: 60_000,
    });
    await app.register(fake.plugin, { prefix: FAKE_MOLLIE_PREFIX });
  }
  await app.register(orderRoutes(ctx));
  await app.register(sepaBatchRoutes(ctx));
  await app.register(adminUserRoutes(ctx));
  await app.register(auditLogRoutes(ctx));
  await app.register(provisioningRoutes(ctx));
  await app.register(adminDashboardRoutes(ctx));
  await app.register(adminSearchRoutes(ctx));
  await app.register(adminAnalyticsRoutes(ctx));
  await app.register(sepaManagementRoutes(ctx));
  await app.register(enhancedSubscriptionRoutes(ctx));
  await app.register(mandateRoutes(ctx));
  await app.register(collectionRoutes(ctx));
  await app.register(letterRoutes(ctx));
  await app.register(customerLetterRoutes(ctx));

  await registerStaticWeb(app, config.WEB_DIST_DIR ?? defaultWebDist);
  await app.ready();
  return app as unknown as App;
}
