// The application as a Fastify instance: server options, plugins in their order, and the route modules.
// The process around it (listen, migrations, signals) is server.ts; tests build it here and call app.inject.
import veloRoutes from './modules/velo/routes.ts';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '@loyalty/db/client';
import type { AppConfig } from './config.ts';
import maintenancePlugin from './jobs/maintenance.ts';
import jobsPlugin from './jobs/plugin.ts';
import authRoutes from './modules/auth/routes.ts';
import catalogRoutes from './modules/catalog/routes.ts';
import adminProductRoutes from './modules/catalog/admin-routes.ts';
import { productPageShellPreload } from './modules/catalog/shell-preload.ts';
import certificateRoutes from './modules/certificates/routes.ts';
import analyticsRoutes from './modules/analytics/routes.ts';
import contentRoutes from './modules/content/routes.ts';
import deliveryPlugin from './modules/delivery/plugin.ts';
import deliveryRoutes from './modules/delivery/routes.ts';
import inviteRoutes from './modules/invite/routes.ts';
import deviceRoutes from './modules/devices/routes.ts';
import feedbackRoutes from './modules/feedback/routes.ts';
import loyaltyRoutes from './modules/loyalty/routes.ts';
import tierRoutes from './modules/tiers/routes.ts';
import marathonRoutes from './modules/marathon/routes.ts';
import offerRoutes from './modules/offers/routes.ts';
import paymentsPlugin from './modules/payments/plugin.ts';
import ordersPlugin from './modules/orders/plugin.ts';
import campaignsPlugin from './modules/campaigns/plugin.ts';
import adminCampaignRoutes from './modules/campaigns/routes.ts';
import customerCampaignRoutes from './modules/campaigns/customer-routes.ts';
import paymentRoutes from './modules/payments/routes.ts';
import orderRoutes from './modules/orders/routes.ts';
import platformRoutes from './modules/platform/routes.ts';
import { readBuildVersion } from './modules/platform/service.ts';
import rewardRoutes from './modules/rewards/routes.ts';
import scanRoutes from './modules/scan/routes.ts';
import storeRoutes from './modules/stores/routes.ts';
import subscriptionRoutes from './modules/subscription/routes.ts';
import userRoutes from './modules/user/routes.ts';
import verificationRoutes from './modules/verification/routes.ts';
import opsRoutes from './ops/routes.ts';
import { OpsRegistry } from './ops/registry.ts';
import { OneLinePerCallLogController } from './plugins/access-log.ts';
import { requestLoggerFactory } from './plugins/request-logger.ts';
import apiKeyPlugin from './plugins/api-key.ts';
import configPlugin from './plugins/config.ts';
import dbPlugin from './plugins/db.ts';
import errorsPlugin from './plugins/errors.ts';
import { withLogRedaction } from './plugins/log-redaction.ts';
import metricsPlugin from './plugins/metrics.ts';
import rateLimitPlugin from './plugins/rate-limit.ts';
import readinessPlugin from './plugins/readiness.ts';
import requestIdPlugin, { requestIdFor } from './plugins/request-id.ts';
import securityHeadersPlugin from './plugins/security-headers.ts';
import { compiledSerializerCompiler } from './plugins/serializer.ts';
import { guardedValidatorCompiler } from './plugins/validator.ts';
import sessionPlugin from './plugins/session.ts';
import compressionPlugin from './plugins/compression.ts';
import staticWebPlugin from './plugins/static-web.ts';
import swaggerPlugin from './plugins/swagger.ts';
import mailPlugin from './providers/mail/plugin.ts';
import smsPlugin from './providers/sms/plugin.ts';
import pushRoutes from './modules/push/routes.ts';
import adminAccessPlugin from './modules/admin/access.ts';
import adminAuditRoutes from './modules/admin/routes/audit-routes.ts';
import adminAuthRoutes from './modules/admin/routes/auth-routes.ts';
import adminCatalogueRoutes from './modules/admin/routes/catalogue-routes.ts';
import adminCodeRoutes from './modules/admin/routes/code-routes.ts';
import adminContentRoutes from './modules/admin/routes/content-routes.ts';
import adminStoreRoutes from './modules/admin/routes/store-routes.ts';
import adminCustomerRoutes from './modules/admin/routes/customer-routes.ts';
import adminDashboardRoutes from './modules/admin/routes/dashboard-routes.ts';
import adminFeedbackRoutes from './modules/admin/routes/feedback-routes.ts';
import adminJobRoutes from './modules/admin/routes/job-routes.ts';
import adminNewsRoutes from './modules/admin/routes/news-routes.ts';
import adminOrderRoutes from './modules/admin/routes/order-routes.ts';
import adminRewardRedemptionRoutes from './modules/admin/routes/reward-redemption-routes.ts';
import adminReferralRoutes from './modules/admin/routes/referral-routes.ts';
import adminStaffRoutes from './modules/admin/routes/staff-routes.ts';
import adminXpAdjustmentRoutes from './modules/admin/routes/xp-adjustment-routes.ts';
import adminTierRoutes from './modules/admin/routes/tier-routes.ts';
import adminSegmentRoutes from './modules/admin/routes/segment-routes.ts';
import adminVerificationRoutes from './modules/admin/routes/verification-routes.ts';
import mediaRoutes from './modules/media/routes.ts';

/** Timeouts of the HTTP server (fastify/demo's hardened defaults, tuned for a load balancer in front). */
export const serverTimeouts = {
  /** A socket silent this long is closed: slow-loris connections do not pile up. */
  connectionTimeout: 30_000,
  /** Headers and body must arrive within this. */
  requestTimeout: 30_000,
  /** Longer than the usual 60 s idle timeout of load balancers, so they close idle connections first and never
   * send a request into one we are closing. */
  keepAliveTimeout: 72_000,
} as const;

export interface AppDependencies {
  config: AppConfig;
  database: DatabaseHandle;
  /** Logger settings; defaults to pino at LOG_LEVEL. Tests pass false or a stream to read the log. */
  logger?: FastifyServerOptions['logger'];
}

function defaultLogger(config: AppConfig): FastifyServerOptions['logger'] {
  if (config.env === 'development' && process.stdout.isTTY) {
    return { level: config.logLevel, transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } };
  }
  return { level: config.logLevel };
}

/** Fastify accepts a hop count at run time but its types do not; a hop count is "trust the nearest n proxies". */
function trustProxyOption(setting: AppConfig['trustProxy']): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

/** Builds the app without starting it; routes may still be added until the first inject/listen. */
export function buildApp({ config, database, logger }: AppDependencies): FastifyInstance {
  const loggerOptions = logger ?? defaultLogger(config);
  const app = Fastify({
    // Every logger the app gets (tests pass their own) serializes errors without a failed query's values, logs URLs
    // without the values of personal query parameters, and masks phone numbers in every line.
    logger: loggerOptions && typeof loggerOptions === 'object' ? withLogRedaction(loggerOptions) : loggerOptions,
    genReqId: requestIdFor,
    // One line per call instead of Fastify's two.
    logController: new OneLinePerCallLogController(),
    // A request's logger is made when it writes a line, not for every request.
    childLoggerFactory: requestLoggerFactory,
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: config.bodyLimitBytes,
    // Fastify's 10 s limit per plugin counts only start-up work here (registering routes, reading the web build's
    // version): a replica started beside another on a busy two-core host died on it. A plugin that really
    // hangs still fails the start, within two minutes, and the health check never turns 200 meanwhile.
    pluginTimeout: 120_000,
    ...serverTimeouts,
    // A request that reaches a closing server on a keep-alive connection was sent before the client could know: it
    // is served (its answer closes the connection) rather than refused with a 503 the customer would see.
    return503OnClosing: false,
  });

  app.setValidatorCompiler(guardedValidatorCompiler);
  app.setSerializerCompiler(compiledSerializerCompiler);

  // The API speaks JSON only (form bodies are opted into per route, e.g. LiqPay's callback): text/plain gets 415.
  app.removeContentTypeParser('text/plain');
  // Some clients send Content-Type: application/json on every call, body or not; an empty body then means "no body"
  // (validation still rejects it where a body is required) instead of a malformed_json error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });

  // fastify-plugin keeps the decorators, hooks and handlers on the root instance, where tests add their own routes.
  app.register(
    fp(async function loyaltyApp(root) {
      const { version } = await readBuildVersion(config.webDistDir);
      root.decorate('buildVersion', version);
      root.decorate('opsRegistry', new OpsRegistry());

      // Order matters: hooks run in registration order, and the rate limit hooks only routes registered after it.
      await root.register(configPlugin, { config });
      await root.register(dbPlugin, { database });
      await root.register(errorsPlugin);
      await root.register(requestIdPlugin);
      await root.register(securityHeadersPlugin);
      // Before every route: it compresses the answers of the routes registered after it.
      await root.register(compressionPlugin);
      await root.register(readinessPlugin);
      // Before every module that counts something (sign-ins, SMS, scans, orders, jobs).
      await root.register(metricsPlugin);
      await root.register(rateLimitPlugin);
      await root.register(apiKeyPlugin);
      await root.register(swaggerPlugin, { version });
      // Before every module: routes read request.session, app.sms and app.mail.
      await root.register(sessionPlugin);
      await root.register(smsPlugin);
      await root.register(mailPlugin);
      await root.register(deliveryPlugin);
      await root.register(paymentsPlugin);
      // app.campaigns before the order events: its subscriber is one of them.
      await root.register(campaignsPlugin);
      // app.orderEvents: every flow that moves an order publishes on this app's own bus.
      await root.register(ordersPlugin);
      // Before the modules that register job handlers on app.jobs.
      await root.register(jobsPlugin);
      await root.register(maintenancePlugin);

      await root.register(platformRoutes);
      await root.register(catalogRoutes);
      await root.register(authRoutes);
      await root.register(userRoutes);
      await root.register(verificationRoutes);
      await root.register(scanRoutes);
      await root.register(contentRoutes);
      await root.register(analyticsRoutes);
      await root.register(loyaltyRoutes);
      await root.register(tierRoutes);
      await root.register(customerCampaignRoutes);
      await root.register(rewardRoutes);
      await root.register(offerRoutes);
      await root.register(marathonRoutes);
      await root.register(storeRoutes);
      await root.register(veloRoutes);
      await root.register(deliveryRoutes);
      await root.register(paymentRoutes);
      await root.register(orderRoutes);
      await root.register(inviteRoutes);
      await root.register(certificateRoutes);
      await root.register(subscriptionRoutes);
      await root.register(deviceRoutes);
      await root.register(feedbackRoutes);
      await root.register(pushRoutes);
      // The back-office: the access plugin first, so it sees every /api/admin route registered after it.
      await root.register(adminAccessPlugin);
      await root.register(adminAuthRoutes);
      await root.register(adminStaffRoutes);
      await root.register(adminCustomerRoutes);
      await root.register(adminXpAdjustmentRoutes);
      await root.register(adminTierRoutes);
      await root.register(adminSegmentRoutes);
      await root.register(adminVerificationRoutes);
      await root.register(adminAuditRoutes);
      await root.register(adminOrderRoutes);
      await root.register(adminRewardRedemptionRoutes);
      await root.register(adminJobRoutes);
      await root.register(adminDashboardRoutes);
      await root.register(adminNewsRoutes);
      await root.register(mediaRoutes);
      await root.register(adminCodeRoutes);
      await root.register(adminReferralRoutes);
      await root.register(adminContentRoutes);
      await root.register(adminStoreRoutes);
      await root.register(adminCatalogueRoutes);
      await root.register(adminProductRoutes);
      await root.register(adminFeedbackRoutes);
      await root.register(adminCampaignRoutes);
      await root.register(opsRoutes);

      // Last: its not-found handler serves the shell for client routes; the product page's shell carries its answer.
      await root.register(staticWebPlugin, { shellPreloads: [productPageShellPreload(root)] });
    }),
  );

  return app;
}
