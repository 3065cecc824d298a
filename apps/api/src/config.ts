// The one module that reads the environment: every server and CLI setting, validated with zod at start
// (config/env-schema.ts holds the variables, config/production-checks.ts what production refuses, config/docs.ts the
// README table).
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from '@loyalty/db/paths';
import { envSchema, type EnvName } from './config/env-schema.ts';

/** How long a notification job waits for the push services, unless a quarter of JOB_LEASE_SECONDS is shorter. */
export const defaultPushSendDeadlineMs = 30_000;

/** PGlite's throwaway in-memory database (tests, benchmarks): nothing is kept between runs. */
export const inMemoryDataDir = 'memory://';

/** Relative paths are taken from the repository root, so `npm run -w` (which changes the cwd) sees the same files. */
function fromRepoRoot(value: string): string {
  if (value.startsWith(inMemoryDataDir) || path.isAbsolute(value)) return value;
  return path.resolve(repoRoot, value);
}

/** Settings that only make sense together; each problem names the variable to set. */
const checkedEnvSchema = envSchema.superRefine((env, ctx) => {
  const require = (variable: EnvName, why: string) => {
    if (env[variable] === undefined) ctx.addIssue({ code: 'custom', path: [variable], message: `required ${why}` });
  };
  // PGlite lives in one process's memory: a second process would open the same directory (or a separate database).
  if (env.WEB_CONCURRENCY !== undefined && env.WEB_CONCURRENCY > 1 && env.DATABASE_URL === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['WEB_CONCURRENCY'],
      message: 'more than one process needs PostgreSQL (DATABASE_URL); the embedded database serves one process',
    });
  }
  for (const variable of ['DATABASE_DIRECT_URL', 'DATABASE_RUNTIME_ROLE'] as const) {
    if (env[variable] !== undefined && env.DATABASE_URL === undefined) {
      ctx.addIssue({ code: 'custom', path: [variable], message: 'needs DATABASE_URL (PostgreSQL)' });
    }
  }
  // Through a transaction-mode pooler LISTEN hears nothing and the migration lock holds nothing.
  if (env.DATABASE_POOLER === 'transaction') require('DATABASE_DIRECT_URL', 'when DATABASE_POOLER=transaction');
  if (env.SMS_PROVIDER === 'turbosms') {
    require('TURBOSMS_TOKEN', 'when SMS_PROVIDER=turbosms');
    require('TURBOSMS_SENDER', 'when SMS_PROVIDER=turbosms');
  }
  if (env.MAIL_PROVIDER === 'smtp') {
    require('SMTP_URL', 'when MAIL_PROVIDER=smtp');
    require('MAIL_FROM', 'when MAIL_PROVIDER=smtp');
  }
  // A sink without its key would be refused on every delivery: the URL needs the key.
  if (env.ANALYTICS_BAT_URL !== undefined) require('ANALYTICS_BAT_KEY', 'when ANALYTICS_BAT_URL is set');
  if (env.ESPUTNIK_URL !== undefined) require('ESPUTNIK_KEY', 'when ESPUTNIK_URL is set');
  // Half a key pair would sign links LiqPay refuses or verify nothing: both or neither.
  if ((env.LIQPAY_PUBLIC_KEY === undefined) !== (env.LIQPAY_PRIVATE_KEY === undefined)) {
    const missing = env.LIQPAY_PUBLIC_KEY === undefined ? 'LIQPAY_PUBLIC_KEY' : 'LIQPAY_PRIVATE_KEY';
    ctx.addIssue({
      code: 'custom',
      path: [missing],
      message: 'LIQPAY_PUBLIC_KEY and LIQPAY_PRIVATE_KEY are set together or not at all',
    });
  }
  if (env.IPOST_PROVIDER === 'http') {
    require('IPOST_LOGIN', 'when IPOST_PROVIDER=http');
    require('IPOST_PASSWORD', 'when IPOST_PROVIDER=http');
  }
  // A job that outlives its lease is claimed again beside itself: the sends must end well before the lease does.
  if (env.PUSH_SEND_DEADLINE_MS !== undefined && env.PUSH_SEND_DEADLINE_MS * 4 > env.JOB_LEASE_SECONDS * 1000) {
    ctx.addIssue({
      code: 'custom',
      path: ['PUSH_SEND_DEADLINE_MS'],
      message: `must be at most a quarter of JOB_LEASE_SECONDS (${env.JOB_LEASE_SECONDS * 250} ms)`,
    });
  }
  if (env.SESSION_MAX_DAYS < env.SESSION_IDLE_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['SESSION_MAX_DAYS'], message: 'must not be shorter than SESSION_IDLE_DAYS' });
  }
});

/** The SMS gateway: the local outbox, or TurboSMS with its credentials (checked together above). */
export type SmsProviderConfig = { provider: 'outbox' } | { provider: 'turbosms'; token: string; sender: string; apiUrl: string };
export type MailProviderConfig = { provider: 'outbox'; from: string } | { provider: 'smtp'; url: string; from: string };

export interface LiqpayConfig {
  publicKey: string;
  privateKey: string;
  sandbox: boolean;
  checkoutUrl: string;
  apiUrl: string;
}
export type IpostConfig =
  | { provider: 'local' }
  | {
      provider: 'http';
      baseUrl: string;
      login: string;
      password: string;
      paths: { auth: string; cityAvailable: string; sendAddress: string };
    };

/**
 * SHUTDOWN_DRAIN_MS in production: Caddy checks /api/health every second with a 2 s timeout (deploy/Caddyfile), so a
 * stopping process is out of its rotation within 3 s; 2 s more of margin for a busy host. Elsewhere no proxy polls,
 * and a stop (Ctrl-C, a test) should not wait.
 */
export const productionShutdownDrainMs = 5000;

/** Sender of the outbox when MAIL_FROM is unset: nothing leaves the machine, so any well-formed address will do. */
export const defaultMailFrom = 'glo ogo <no-reply@localhost>';

export const configSchema = checkedEnvSchema.transform((env) => ({
  env: env.NODE_ENV,
  isProduction: env.NODE_ENV === 'production',
  host: env.HOST,
  port: env.PORT,
  publicUrl: env.PUBLIC_URL,
  /** Served over HTTPS to the public: cookies get Secure. */
  secureCookies: env.PUBLIC_URL?.startsWith('https://') ?? false,
  trustProxy: env.TRUST_PROXY,
  apiKey: env.API_KEY,
  databaseUrl: env.DATABASE_URL,
  databaseDirectUrl: env.DATABASE_DIRECT_URL,
  databasePooler: env.DATABASE_POOLER,
  databaseRuntimeRole: env.DATABASE_RUNTIME_ROLE,
  /** Apply the migrations at start (under a lock); false: wait until the migrate command has applied them. */
  migrateOnStart: env.MIGRATE_ON_START,
  dataDir: fromRepoRoot(env.DATA_DIR),
  dbPoolSize: env.DB_POOL_SIZE,
  /** How many server processes `server.ts` runs (node:cluster); 1 runs the server in the process itself. */
  webConcurrency: env.WEB_CONCURRENCY ?? (env.DATABASE_URL ? availableParallelism() : 1),
  opsToken: env.OPS_TOKEN,
  metricsToken: env.METRICS_TOKEN,
  shutdownDrainMs: env.SHUTDOWN_DRAIN_MS ?? (env.NODE_ENV === 'production' ? productionShutdownDrainMs : 0),
  logLevel: env.LOG_LEVEL,
  bodyLimitBytes: env.BODY_LIMIT_BYTES,
  rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
  authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
  webDistDir: fromRepoRoot(env.WEB_DIST_DIR),
  adminDistDir: fromRepoRoot(env.ADMIN_DIST_DIR),
  seedDemoData: env.SEED_DEMO_DATA,
  /** Stand-ins a production (staging) site accepts on purpose: PRODUCTION_STAND_INS. */
  productionStandIns: env.PRODUCTION_STAND_INS ?? [],
  /** Unset: the server generates one (see plugins/session.ts) and keeps it in DATA_DIR/app-secret. */
  appSecret: env.APP_SECRET,
  session: { idleDays: env.SESSION_IDLE_DAYS, maxDays: env.SESSION_MAX_DAYS },
  otp: { ttlSeconds: env.OTP_TTL_SECONDS, maxAttempts: env.OTP_MAX_ATTEMPTS, resendSeconds: env.OTP_RESEND_SECONDS },
  smsCaps: {
    phonePerHour: env.SMS_PHONE_PER_HOUR,
    phonePerDay: env.SMS_PHONE_PER_DAY,
    ipPerHour: env.SMS_IP_PER_HOUR,
    ipPerDay: env.SMS_IP_PER_DAY,
  },
  sms: (env.SMS_PROVIDER === 'turbosms'
    ? {
        provider: 'turbosms',
        token: env.TURBOSMS_TOKEN ?? '',
        sender: env.TURBOSMS_SENDER ?? '',
        apiUrl: env.TURBOSMS_API_URL.replace(/\/+$/, ''),
      }
    : { provider: 'outbox' }) as SmsProviderConfig,
  mail: (env.MAIL_PROVIDER === 'smtp'
    ? { provider: 'smtp', url: env.SMTP_URL ?? '', from: env.MAIL_FROM ?? '' }
    : { provider: 'outbox', from: env.MAIL_FROM ?? defaultMailFrom }) as MailProviderConfig,
  /** Digits only (380XXXXXXXXX). */
  testLoginPhones: env.TEST_LOGIN_PHONES ?? [],
  allowedPhones: env.ALLOWED_PHONES ?? [],
  /** Origins of the brand sites (full-site and multipass links); unset means no link. */
  sites: { glo: env.GLO_SITE_URL, ogo: env.OGO_SITE_URL } as { glo: string | undefined; ogo: string | undefined },
  /** Each brand's social links, given to the web app at run time with the sites; unset means not shown. */
  socialLinks: {
    glo: { instagram: env.GLO_INSTAGRAM_URL, facebook: env.GLO_FACEBOOK_URL, telegram: env.GLO_TELEGRAM_URL },
    ogo: { instagram: env.OGO_INSTAGRAM_URL, facebook: env.OGO_FACEBOOK_URL, telegram: env.OGO_TELEGRAM_URL },
  },
  /** Each brand's support desk, offered on /support (call, mail) at run time; unset means not offered. */
  supportContacts: {
    glo: { phone: env.GLO_SUPPORT_PHONE, email: env.GLO_SUPPORT_EMAIL },
    ogo: { phone: env.OGO_SUPPORT_PHONE, email: env.OGO_SUPPORT_EMAIL },
  },
  scan: {
    monthlyLimit: env.SCAN_MONTHLY_LIMIT,
    uploadsPerHour: env.MULTISCAN_UPLOADS_PER_HOUR,
    // One core is left for the requests.
    decodeThreads: env.MULTISCAN_DECODE_THREADS ?? Math.max(1, Math.min(4, availableParallelism() - 1)),
  },
  referral: { rewardXp: env.REFERRAL_REWARD_XP, monthlyCap: env.REFERRAL_MONTHLY_CAP },
  orders: { paymentTtlMs: Math.round(env.ORDER_PAYMENT_TTL_HOURS * 3_600_000) },
  pointsExpiry: { months: env.POINTS_EXPIRY_MONTHS, reminderMinXp: env.POINTS_EXPIRY_REMINDER_MIN_XP },
  /** Staff adjustments only: the operator command line is neither capped nor approved (decision 0041). */
  xpAdjust: { dailyCap: env.XP_ADJUST_DAILY_CAP, approvalThreshold: env.XP_ADJUST_APPROVAL_THRESHOLD },
  push: {
    /** Unset (both): generated once into DATA_DIR/vapid-keys.json (see modules/push/vapid.ts). */
    vapid:
      env.VAPID_PUBLIC_KEY !== undefined && env.VAPID_PRIVATE_KEY !== undefined
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
        : null,
    subject: env.VAPID_SUBJECT ?? env.PUBLIC_URL ?? 'mailto:support@localhost',
    endpointHosts: env.PUSH_ENDPOINT_HOSTS,
    subscriptionsPerCustomer: env.PUSH_SUBSCRIPTIONS_PER_CUSTOMER,
    sendDeadlineMs: env.PUSH_SEND_DEADLINE_MS ?? Math.min(defaultPushSendDeadlineMs, env.JOB_LEASE_SECONDS * 250),
  },
  catalogCacheSeconds: env.CATALOG_CACHE_SECONDS,
  multipassSecrets: { glo: env.MULTIPASS_SECRET_GLO, ogo: env.MULTIPASS_SECRET_OGO } as {
    glo: string | undefined;
    ogo: string | undefined;
  },
  jobs: { pollMs: env.JOB_POLL_MS, leaseSeconds: env.JOB_LEASE_SECONDS },
  payments: {
    liqpay: (env.LIQPAY_PUBLIC_KEY !== undefined && env.LIQPAY_PRIVATE_KEY !== undefined
      ? {
          publicKey: env.LIQPAY_PUBLIC_KEY,
          privateKey: env.LIQPAY_PRIVATE_KEY,
          sandbox: env.LIQPAY_SANDBOX,
          checkoutUrl: env.LIQPAY_CHECKOUT_URL,
          apiUrl: env.LIQPAY_API_URL,
        }
      : null) as LiqpayConfig | null,
    /** The built-in test checkout: `auto` means on without LiqPay keys, except in production. */
    testCheckout:
      env.TEST_CHECKOUT === 'on' ||
      (env.TEST_CHECKOUT === 'auto' && env.LIQPAY_PUBLIC_KEY === undefined && env.NODE_ENV !== 'production'),
  },
  novaPoshta: {
    apiKey: env.NOVAPOSHTA_API_KEY,
    apiUrl: env.NOVAPOSHTA_API_URL,
    refreshHours: env.NOVAPOSHTA_REFRESH_HOURS,
    senderCityRef: env.NOVAPOSHTA_SENDER_CITY_REF,
  },
  ipost: (env.IPOST_PROVIDER === 'http'
    ? {
        provider: 'http',
        baseUrl: env.IPOST_API_URL,
        login: env.IPOST_LOGIN ?? '',
        password: env.IPOST_PASSWORD ?? '',
        paths: {
          auth: env.IPOST_PATH_AUTH,
          cityAvailable: env.IPOST_PATH_CITY_AVAILABLE,
          sendAddress: env.IPOST_PATH_SEND_ADDRESS,
        },
      }
    : { provider: 'local' }) as IpostConfig,
  analytics: {
    sinks: {
      bat: env.ANALYTICS_BAT_URL ? { url: env.ANALYTICS_BAT_URL.replace(/\/+$/, ''), key: env.ANALYTICS_BAT_KEY ?? '' } : null,
      esputnik: env.ESPUTNIK_URL ? { url: env.ESPUTNIK_URL.replace(/\/+$/, ''), key: env.ESPUTNIK_KEY ?? '' } : null,
    } as Record<'bat' | 'esputnik', { url: string; key: string } | null>,
    retentionDays: env.ANALYTICS_RETENTION_DAYS,
  },
}));

export type AppConfig = z.output<typeof configSchema>;

/** Settings of the operator CLI, which talks to the running server and shares DATA_DIR/PORT/OPS_TOKEN with it. */
const opsCliEnvSchema = envSchema.pick({ PORT: true, DATA_DIR: true, OPS_TOKEN: true }).extend({
  OPS_URL: z.url({ protocol: /^https?$/, error: 'expected an http:// or https:// URL' }).optional(),
});

export const opsCliConfigSchema = opsCliEnvSchema.transform((env) => ({
  serverUrl: (env.OPS_URL ?? `http://127.0.0.1:${env.PORT}`).replace(/\/+$/, ''),
  opsToken: env.OPS_TOKEN,
  dataDir: fromRepoRoot(env.DATA_DIR),
}));

export type OpsCliConfig = z.output<typeof opsCliConfigSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: { variable: string; message: string }[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  ${problem.variable}: ${problem.message}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** Variables whose values never appear in a problem message (SMTP_URL may carry a password). */
const secretVariables = new Set<string>([
  'API_KEY',
  'OPS_TOKEN',
  'METRICS_TOKEN',
  'DATABASE_URL',
  'DATABASE_DIRECT_URL',
  'APP_SECRET',
  'TURBOSMS_TOKEN',
  'SMTP_URL',
  'MULTIPASS_SECRET_GLO',
  'MULTIPASS_SECRET_OGO',
  'LIQPAY_PRIVATE_KEY',
  'NOVAPOSHTA_API_KEY',
  'IPOST_PASSWORD',
  'ANALYTICS_BAT_KEY',
  'ESPUTNIK_KEY',
]);

/** `VAR=` in a .env file or a compose file means "not set", not "set to nothing". */
function withoutEmptyValues(env: Env): Env {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''));
}

function parseEnv<S extends z.ZodType>(schema: S, env: Env): z.output<S> {
  const result = schema.safeParse(withoutEmptyValues(env));
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => {
      const variable = String(issue.path[0] ?? 'environment');
      const value = env[variable];
      // Secrets are never echoed back into logs.
      const secret = secretVariables.has(variable);
      const shown = value === undefined || secret ? '' : ` (got ${JSON.stringify(value)})`;
      return { variable, message: `${issue.message}${shown}` };
    }),
  );
}

export function loadConfig(env: Env = process.env): AppConfig {
  return parseEnv(configSchema, env);
}

export function loadOpsCliConfig(env: Env = process.env): OpsCliConfig {
  return parseEnv(opsCliConfigSchema, env);
}
