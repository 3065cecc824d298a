// What a production server must not quietly run on (stand-ins), and the risky settings it says at every start.
import type { AppConfig } from '../config.ts';
import { developmentApiKey } from './env-schema.ts';

/** Settings that are valid but risky; the server logs each one at start. */
export type ProductionStandIn = AppConfig['productionStandIns'][number];

/**
 * What a production server would quietly run on instead of the real thing: each is a reason not to start,
 * named by its variable, unless PRODUCTION_STAND_INS lists it (a staging site that wants it). Development and tests
 * stay zero-configuration: this is checked only with NODE_ENV=production, by the server process (server.ts).
 */
export function productionProblems(config: AppConfig): { variable: string; standIn: ProductionStandIn; message: string }[] {
  if (!config.isProduction) return [];
  const problems: { variable: string; standIn: ProductionStandIn; message: string }[] = [];
  const check = (unsafe: boolean, standIn: ProductionStandIn, variable: string, message: string) => {
    if (unsafe && !config.productionStandIns.includes(standIn)) problems.push({ variable, standIn, message });
  };
  check(config.apiKey === developmentApiKey, 'dev-api-key', 'API_KEY', 'is the public development key; set a key of your own');
  check(
    !config.appSecret,
    'generated-secrets',
    'APP_SECRET',
    'is unset, so a generated one would sign sessions (the same on every process is needed)',
  );
  check(!config.opsToken, 'generated-secrets', 'OPS_TOKEN', 'is unset, so a generated operator token would be used');
  check(
    !config.push.vapid,
    'generated-secrets',
    'VAPID_PUBLIC_KEY',
    'is unset (with VAPID_PRIVATE_KEY), so generated push keys would be used (the same on every process is needed)',
  );
  check(!config.databaseUrl, 'pglite', 'DATABASE_URL', 'is unset, so the embedded PGlite database would hold production data');
  check(
    config.ipost.provider === 'local',
    'ipost-local',
    'IPOST_PROVIDER',
    'is local: iPost orders would go to an in-process stand-in',
  );
  check(
    !config.novaPoshta.apiKey,
    'novaposhta-shipped',
    'NOVAPOSHTA_API_KEY',
    'is unset: the Nova Poshta directory shipped with the app would never be refreshed',
  );
  check(config.sms.provider === 'outbox', 'sms-outbox', 'SMS_PROVIDER', 'is outbox: login codes would be stored, not sent');
  check(config.mail.provider === 'outbox', 'mail-outbox', 'MAIL_PROVIDER', 'is outbox: mail would be stored, not sent');
  check(config.payments.testCheckout, 'test-checkout', 'TEST_CHECKOUT', 'is on: card payments would be simulated');
  // Without a sink the events only wait in the outbox, and the hourly sweep purges them after
  // ANALYTICS_RETENTION_DAYS: a production site would lose its measurement without a word.
  for (const [sink, variable] of [
    ['bat', 'ANALYTICS_BAT_URL'],
    ['esputnik', 'ESPUTNIK_URL'],
  ] as const) {
    check(
      !config.analytics.sinks[sink],
      'analytics-unsent',
      variable,
      `is unset: those analytics events would stay queued and be purged after ${config.analytics.retentionDays} days, never delivered`,
    );
  }
  check(
    config.seedDemoData,
    'demo-seed',
    'SEED_DEMO_DATA',
    'is true: the demo catalogue and content would be written into an empty database',
  );
  return problems;
}

export function configWarnings(config: AppConfig): string[] {
  const warnings: string[] = [];
  if (config.isProduction && config.apiKey === developmentApiKey) {
    warnings.push(
      'API_KEY is the public development default in production; set a key of your own and build the web app with it.',
    );
  }
  if (config.isProduction && !config.publicUrl) {
    warnings.push('PUBLIC_URL is not set in production; cookies will not be marked Secure.');
  }
  // Stand-ins a staging site accepted on purpose (PRODUCTION_STAND_INS) are still said at every start.
  for (const standIn of config.isProduction ? config.productionStandIns : []) {
    warnings.push(`PRODUCTION_STAND_INS: ${standIn} is in use in production.`);
  }
  if (config.isProduction && config.testLoginPhones.length > 0) {
    warnings.push(`TEST_LOGIN_PHONES lets ${config.testLoginPhones.length} phone(s) sign in without an SMS code.`);
  }
  return warnings;
}
