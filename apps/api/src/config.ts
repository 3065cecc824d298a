// The one module that reads the environment: every server and CLI setting, validated with zod at start.
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from '@loyalty/db/paths';

/** The development key the web build embeds by default; production must set its own. */
export const developmentApiKey = 'glo-ogo-dev-key';

/** The push services of Chrome, Firefox, Edge and Safari (issue 17): a subscription elsewhere is refused. */
export const defaultPushEndpointHosts = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
  '*.push.apple.com',
];

/** How long a notification job waits for the push services, unless a quarter of JOB_LEASE_SECONDS is shorter. */
export const defaultPushSendDeadlineMs = 30_000;

/** PGlite's throwaway in-memory database (tests, benchmarks): nothing is kept between runs. */
export const inMemoryDataDir = 'memory://';

/** Relative paths are taken from the repository root, so `npm run -w` (which changes the cwd) sees the same files. */
function fromRepoRoot(value: string): string {
  if (value.startsWith(inMemoryDataDir) || path.isAbsolute(value)) return value;
  return path.resolve(repoRoot, value);
}

const port = z.coerce.number().int().min(0).max(65_535);
const positiveInt = (max: number) => z.coerce.number().int().min(1).max(max);
const httpUrl = z.url({ protocol: /^https?$/, error: 'expected an http:// or https:// URL' });

/** A comma list of phone numbers; each is kept as its digits only (spec section 5: non-digits stripped). */
const phoneDigitsList = z.string().transform((value, ctx): string[] => {
  const entries = value
    .split(',')
    .filter((entry) => entry.trim() !== '')
    .map((entry) => entry.replace(/\D/g, ''));
  const bad = entries.find((entry) => entry.length < 10 || entry.length > 15);
  if (bad !== undefined) {
    ctx.addIssue({ code: 'custom', message: `expected a comma list of phone numbers, got one of ${bad.length} digits` });
    return z.NEVER;
  }
  return [...new Set(entries)];
});

/** A brand site: only its origin counts (return_to links are checked against it). */
const siteUrl = httpUrl.transform((value) => new URL(value).origin);

/**
 * TRUST_PROXY takes what Fastify's trustProxy takes: true/false, a hop count, or a comma list of proxy IPs/CIDRs.
 * Only behind a proxy does request.protocol (and so HSTS) reflect X-Forwarded-Proto.
 */
const trustProxy = z.string().transform((value, ctx): boolean | number | string => {
  const text = value.trim().toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(text)) return true;
  if (['false', '0', 'no', 'off'].includes(text)) return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.every((entry) => /^[0-9a-f.:]+(\/\d{1,3})?$/.test(entry))) return entries.join(',');
  ctx.addIssue({ code: 'custom', message: 'expected true, false, a hop count or a comma list of proxy IPs/CIDRs' });
  return z.NEVER;
});

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: port.default(3000),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'expected an http:// or https:// URL' }).optional(),
  TRUST_PROXY: trustProxy.default(false),
  API_KEY: z.string().min(8, 'expected at least 8 characters').default(developmentApiKey),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/i, 'expected a postgres:// or postgresql:// URL')
    .optional(),
  // Behind a pooler in transaction mode (issue 34): what needs a session of its own goes straight to PostgreSQL.
  DATABASE_DIRECT_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/i, 'expected a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOLER: z.enum(['none', 'transaction']).default('none'),
  // Least privilege (issue 34): the migrations run as the owner (the migrate command), the API as this role.
  DATABASE_RUNTIME_ROLE: z
    .string()
    .regex(/^[a-z_][a-z0-9_$]{0,62}$/, 'expected a PostgreSQL role name (lower case, digits, _)')
    .optional(),
  MIGRATE_ON_START: z.stringbool().default(true),
  DATA_DIR: z.string().min(1).default('./data'),
  DB_POOL_SIZE: positiveInt(1000).default(10),
  // Server processes on this machine (issue 12); default: one per CPU with PostgreSQL, one with PGlite.
  WEB_CONCURRENCY: positiveInt(256).optional(),
  OPS_TOKEN: z.string().min(16, 'expected at least 16 characters').optional(),
  // GET /metrics from anywhere but this host needs `Authorization: Bearer $METRICS_TOKEN` (issue 15).
  METRICS_TOKEN: z.string().min(16, 'expected at least 16 characters').optional(),
  // On SIGTERM, how long /api/health answers 503 `stopping` (so the proxy's health check takes the process out) while
  // every other request is still served, before the server stops listening; in-flight requests finish either way.
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: positiveInt(100 * 1024 * 1024).default(1_048_576),
  RATE_LIMIT_PER_MINUTE: positiveInt(1_000_000_000).default(600),
  AUTH_RATE_LIMIT_PER_MINUTE: positiveInt(1_000_000).default(10),
  WEB_DIST_DIR: z.string().min(1).default('apps/web/dist'),
  // The back-office build (issue 16), served at /admin.
  ADMIN_DIST_DIR: z.string().min(1).default('apps/admin/dist'),
  // Production refuses stand-ins unless a staging site names them here (issue 15; productionProblems below).
  PRODUCTION_STAND_INS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.enum([
          'dev-api-key',
          'generated-secrets',
          'pglite',
          'ipost-local',
          'novaposhta-shipped',
          'sms-outbox',
          'mail-outbox',
          'test-checkout',
          'demo-seed',
          'analytics-unsent',
        ]),
      ),
    )
    .optional(),
  SEED_DEMO_DATA: z.stringbool().default(true),

  // Accounts (issue 3): secrets, sessions, one-time codes, SMS and mail providers, brand sites.
  APP_SECRET: z.string().min(32, 'expected at least 32 characters').optional(),
  SESSION_IDLE_DAYS: positiveInt(3650).default(30),
  SESSION_MAX_DAYS: positiveInt(3650).default(180),
  OTP_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(300),
  OTP_MAX_ATTEMPTS: positiveInt(20).default(5),
  OTP_RESEND_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  SMS_PHONE_PER_HOUR: positiveInt(1000).default(5),
  SMS_PHONE_PER_DAY: positiveInt(10_000).default(10),
  SMS_IP_PER_HOUR: positiveInt(100_000).default(20),
  SMS_IP_PER_DAY: positiveInt(1_000_000).default(100),
  SMS_PROVIDER: z.enum(['outbox', 'turbosms']).default('outbox'),
  TURBOSMS_TOKEN: z.string().min(8, 'expected at least 8 characters').optional(),
  // TurboSMS sender names are registered alpha names of up to 11 characters.
  TURBOSMS_SENDER: z.string().min(1).max(11, 'expected at most 11 characters').optional(),
  TURBOSMS_API_URL: httpUrl.default('https://api.turbosms.ua'),
  MAIL_PROVIDER: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/i, 'expected an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(/^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, 'expected an address or "Name <address>"')
    .optional(),
  TEST_LOGIN_PHONES: phoneDigitsList.optional(),
  ALLOWED_PHONES: phoneDigitsList.optional(),
  GLO_SITE_URL: siteUrl.optional(),
  OGO_SITE_URL: siteUrl.optional(),
  GLO_INSTAGRAM_URL: httpUrl.optional(),
  GLO_FACEBOOK_URL: httpUrl.optional(),
  GLO_TELEGRAM_URL: httpUrl.optional(),
  OGO_INSTAGRAM_URL: httpUrl.optional(),
  OGO_FACEBOOK_URL: httpUrl.optional(),
  OGO_TELEGRAM_URL: httpUrl.optional(),
  MULTIPASS_SECRET_GLO: z.string().min(16, 'expected at least 16 characters').optional(),
  MULTIPASS_SECRET_OGO: z.string().min(16, 'expected at least 16 characters').optional(),
  // Catalogue answers are cached in each process this long; 0 reads the database on every call.
  CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  // Scanning (issue 4): credited pack-code scans per customer per calendar month in Kyiv (coinMonth/coinCount).
  SCAN_MONTHLY_LIMIT: positiveInt(100_000).default(30),
  // Multi-scan photos per customer per hour (issue 11), on top of the per-IP limit: one customer cannot fill the queue.
  MULTISCAN_UPLOADS_PER_HOUR: positiveInt(10_000).default(20),
  // Photos decoded at once per process, each on its own worker thread: by default one core is left for the requests.
  MULTISCAN_DECODE_THREADS: positiveInt(64).default(Math.max(1, Math.min(4, availableParallelism() - 1))),

  // Invite a friend (issue 6): XP an inviter earns per friend's first paid order, and how many rewards a Kyiv month.
  REFERRAL_REWARD_XP: positiveInt(100_000).default(100),
  REFERRAL_MONTHLY_CAP: z.coerce.number().int().min(0).max(10_000).default(10),
  // Orders (issue 10): how long a card order may stay unpaid before it expires and its XP come back.
  ORDER_PAYMENT_TTL_HOURS: z.coerce
    .number()
    .min(0.1)
    .max(24 * 30)
    .default(24),
  // Points expiry (issue 17): months after which an unspent credit expires (0: never), and the least XP worth a reminder.
  POINTS_EXPIRY_MONTHS: z.coerce.number().int().min(0).max(120).default(0),
  POINTS_EXPIRY_REMINDER_MIN_XP: z.coerce.number().int().min(1).max(1_000_000).default(50),
  // Back-office XP adjustments (issue 35): what one staff member may credit one customer in a Kyiv day, and the credit
  // above which another staff member must approve.
  XP_ADJUST_DAILY_CAP: positiveInt(100_000_000).default(5000),
  XP_ADJUST_APPROVAL_THRESHOLD: z.coerce.number().int().min(0).max(1_000_000).default(1000),
  // Web push (issue 17): VAPID keys (unset: generated once into DATA_DIR) and the push services a subscription may use.
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'expected a URL-safe base64 P-256 public key (web-push generate-vapid-keys)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'expected a URL-safe base64 P-256 private key (web-push generate-vapid-keys)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'expected mailto:address or an https:// URL')
    .optional(),
  PUSH_ENDPOINT_HOSTS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^(\*\.)?[a-z0-9.-]+(:\d{1,5})?$|^http:\/\/[a-z0-9.-]+(:\d{1,5})?$/,
            'expected host names (*.suffix and :port allowed) or http://host:port entries',
          )
          .refine((entry) => {
            const port = /:(\d+)$/.exec(entry)?.[1];
            return port === undefined || (Number(port) >= 1 && Number(port) <= 65_535);
          }, 'expected a port from 1 to 65535'),
      ),
    )
    .default(defaultPushEndpointHosts),
  // Issue 35: devices kept per customer (subscribing one more drops the oldest), and the longest a notification job
  // waits for the push services before leaving the devices that did not answer to its retry.
  PUSH_SUBSCRIPTIONS_PER_CUSTOMER: positiveInt(100).default(10),
  PUSH_SEND_DEADLINE_MS: z.coerce.number().int().min(100).max(600_000).optional(),

  // Background jobs (issue 4): how often the worker looks for due jobs, and how long a claimed job stays its own.
  JOB_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(1000),
  JOB_LEASE_SECONDS: z.coerce.number().int().min(5).max(86_400).default(300),

  // Shop payments and delivery (issue 5): LiqPay or the built-in test checkout, Nova Poshta's directory, iPost.
  LIQPAY_PUBLIC_KEY: z.string().min(1).max(255).optional(),
  LIQPAY_PRIVATE_KEY: z.string().min(8, 'expected at least 8 characters').optional(),
  LIQPAY_SANDBOX: z.stringbool().default(false),
  LIQPAY_CHECKOUT_URL: httpUrl.default('https://www.liqpay.ua/api/3/checkout'),
  LIQPAY_API_URL: httpUrl.default('https://www.liqpay.ua/api/request'),
  TEST_CHECKOUT: z.enum(['auto', 'on', 'off']).default('auto'),
  NOVAPOSHTA_API_KEY: z.string().min(8, 'expected at least 8 characters').optional(),
  NOVAPOSHTA_API_URL: httpUrl.default('https://api.novaposhta.ua/v2.0/json/'),
  // At most 24 days: a longer timer interval does not fit Node's 32-bit timer and would fire at once.
  NOVAPOSHTA_REFRESH_HOURS: positiveInt(576).default(24),
  IPOST_PROVIDER: z.enum(['local', 'http']).default('local'),
  IPOST_API_URL: httpUrl.default('https://api.ipost.life/public/v1'),
  IPOST_LOGIN: z.string().min(1).max(200).optional(),
  IPOST_PASSWORD: z.string().min(1).max(200).optional(),
  IPOST_PATH_AUTH: z
    .string()
    .regex(/^\/\S*$/, 'expected a path starting with /')
    .default('/auth'),
  IPOST_PATH_CITY_AVAILABLE: z
    .string()
    .regex(/^\/\S*$/, 'expected a path starting with /')
    .default('/cities/available'),
  IPOST_PATH_SEND_ADDRESS: z
    .string()
    .regex(/^\/\S*$/, 'expected a path starting with /')
    .default('/orders/address'),

  // Analytics outbox (issue 6): sinks the queued events are delivered to (none by default), and how long rows stay.
  ANALYTICS_BAT_URL: httpUrl.optional(),
  ANALYTICS_BAT_KEY: z.string().min(8, 'expected at least 8 characters').optional(),
  ESPUTNIK_URL: httpUrl.optional(),
  ESPUTNIK_KEY: z.string().min(8, 'expected at least 8 characters').optional(),
  ANALYTICS_RETENTION_DAYS: positiveInt(3650).default(30),
});

type EnvName = keyof typeof envSchema.shape;

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
  /** Each brand's social links, given to the web app at run time with the sites (issue 36); unset means not shown. */
  socialLinks: {
    glo: { instagram: env.GLO_INSTAGRAM_URL, facebook: env.GLO_FACEBOOK_URL, telegram: env.GLO_TELEGRAM_URL },
    ogo: { instagram: env.OGO_INSTAGRAM_URL, facebook: env.OGO_FACEBOOK_URL, telegram: env.OGO_TELEGRAM_URL },
  },
  scan: {
    monthlyLimit: env.SCAN_MONTHLY_LIMIT,
    uploadsPerHour: env.MULTISCAN_UPLOADS_PER_HOUR,
    decodeThreads: env.MULTISCAN_DECODE_THREADS,
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

/** Settings that are valid but risky; the server logs each one at start. */
export type ProductionStandIn = AppConfig['productionStandIns'][number];

/**
 * What a production server would quietly run on instead of the real thing: each is a reason not to start (issue 15),
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
  // ANALYTICS_RETENTION_DAYS: a production site would lose its measurement without a word (issue 34).
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

export interface ConfigDoc {
  variable: EnvName | 'OPS_URL';
  default: string;
  description: string;
}

/** The README's configuration table; config.test.ts checks it lists exactly the variables the schemas read. */
export const configDocs: ConfigDoc[] = [
  {
    variable: 'NODE_ENV',
    default: 'development',
    description: 'development, production or test. Production refuses to start on stand-ins (PRODUCTION_STAND_INS).',
  },
  {
    variable: 'PRODUCTION_STAND_INS',
    default: '(none)',
    description:
      'With NODE_ENV=production the server refuses to start on a stand-in; a staging site lists those it accepts: dev-api-key, generated-secrets, pglite, ipost-local, novaposhta-shipped, sms-outbox, mail-outbox, test-checkout, demo-seed, analytics-unsent.',
  },
  { variable: 'HOST', default: '0.0.0.0', description: 'Interface the server listens on.' },
  { variable: 'PORT', default: '3000', description: 'HTTP port serving the web app and /api.' },
  { variable: 'PUBLIC_URL', default: '(unset)', description: 'Public address of the app; an https:// URL marks cookies Secure.' },
  {
    variable: 'TRUST_PROXY',
    default: 'false',
    description:
      'Trust X-Forwarded-* from a proxy: true, a hop count, or proxy IPs/CIDRs. Needed behind a TLS-terminating load balancer for HSTS and client IPs.',
  },
  {
    variable: 'API_KEY',
    default: developmentApiKey,
    description:
      'Value every /api call must send in X-Api-Key. The server gives it to the web app at run time (index.html), so changing it needs no rebuild. The default is the development key; production needs its own.',
  },
  {
    variable: 'DATABASE_URL',
    default: '(unset)',
    description:
      'postgres:// URL of a PostgreSQL server (or of a pooler in front of it, DATABASE_POOLER). Unset: embedded PGlite in DATA_DIR.',
  },
  {
    variable: 'DATABASE_DIRECT_URL',
    default: 'DATABASE_URL',
    description:
      'A direct connection to PostgreSQL, for what needs a session of its own: LISTEN (session changes reach every process at once) and the migration lock. Required with DATABASE_POOLER=transaction.',
  },
  {
    variable: 'DATABASE_POOLER',
    default: 'none',
    description:
      'transaction: DATABASE_URL is a pooler in transaction mode (PgBouncer): statements are sent unnamed and without start-up options (set plan_cache_mode=force_generic_plan on the role instead, as deploy/postgres/roles.sql does).',
  },
  {
    variable: 'DATABASE_RUNTIME_ROLE',
    default: '(unset)',
    description:
      'The role the API connects as when the migrations run as the owner (`node apps/api/dist/migrate.js`): each migration run grants it rows only (no DDL, no TRUNCATE; audit_log INSERT and SELECT).',
  },
  {
    variable: 'MIGRATE_ON_START',
    default: 'true',
    description:
      'Apply the migrations at start (under a lock, several processes may start together). false: wait, answering 503 starting, until the migrate command has applied them (the runtime role cannot).',
  },
  {
    variable: 'DATA_DIR',
    default: './data',
    description:
      'PGlite data directory, server lock and generated operator token. Relative to the repository root; memory:// for a throwaway database.',
  },
  { variable: 'DB_POOL_SIZE', default: '10', description: 'PostgreSQL connections per API process.' },
  {
    variable: 'WEB_CONCURRENCY',
    default: 'CPUs (PostgreSQL), 1 (PGlite)',
    description:
      'Server processes sharing the port (node:cluster); migrations run once before they start. More than 1 needs DATABASE_URL.',
  },
  {
    variable: 'OPS_TOKEN',
    default: '(generated)',
    description:
      'Bearer token of /api/ops. Unset: the server generates one and keeps it in DATA_DIR/ops-token (mode 0600) for the local CLI.',
  },
  {
    variable: 'METRICS_TOKEN',
    default: '(unset)',
    description:
      'Bearer token of GET /metrics (Prometheus text). Without it /metrics answers only direct callers on this host (loopback, no X-Forwarded-For).',
  },
  {
    variable: 'SHUTDOWN_DRAIN_MS',
    default: `${productionShutdownDrainMs} (production), 0 (otherwise)`,
    description:
      "On SIGTERM, how long /api/health answers 503 stopping while every other request is still served, so the proxy's health check takes the process out before it stops listening; above the proxy's check interval plus timeout (Caddy: 1 s + 2 s). In-flight requests and the job in hand finish either way.",
  },
  { variable: 'LOG_LEVEL', default: 'info', description: 'pino level: fatal, error, warn, info, debug, trace or silent.' },
  { variable: 'BODY_LIMIT_BYTES', default: '1048576', description: 'Largest accepted request body; larger bodies get 413.' },
  { variable: 'RATE_LIMIT_PER_MINUTE', default: '600', description: 'Requests per minute per client IP on /api.' },
  {
    variable: 'AUTH_RATE_LIMIT_PER_MINUTE',
    default: '10',
    description:
      'Base per-IP budget per minute of the code-guessing calls: login-sms and test-login this, confirm-sms 3 times, registration, reg-auth and check-email twice; on top of the per-phone code limits.',
  },
  {
    variable: 'WEB_DIST_DIR',
    default: 'apps/web/dist',
    description: 'Built web app to serve. Without index.html the server is API-only. Relative to the repository root.',
  },
  {
    variable: 'ADMIN_DIST_DIR',
    default: 'apps/admin/dist',
    description: 'The built back-office (npm run build -w @loyalty/admin), served at /admin; without it /admin answers 404.',
  },
  {
    variable: 'SEED_DEMO_DATA',
    default: 'true',
    description: 'Seed the demo catalogue and content into an empty database at start.',
  },
  { variable: 'OPS_URL', default: 'http://127.0.0.1:$PORT', description: 'Operator CLI only: address of the running server.' },
  {
    variable: 'APP_SECRET',
    default: '(generated)',
    description:
      'Key of the keyed hashes (one-time codes) and signed tokens (ogoAuthApiToken); at least 32 characters. Unset: generated once into DATA_DIR/app-secret (mode 0600), random per process with memory://. Set it in production, the same on every API process.',
  },
  { variable: 'SESSION_IDLE_DAYS', default: '30', description: 'A session unused this many days expires.' },
  {
    variable: 'SESSION_MAX_DAYS',
    default: '180',
    description: 'A session expires this many days after sign-in however active it is; also the cookie Max-Age.',
  },
  { variable: 'OTP_TTL_SECONDS', default: '300', description: 'Lifetime of an SMS or mail code.' },
  { variable: 'OTP_MAX_ATTEMPTS', default: '5', description: 'Wrong tries after which a code is void.' },
  { variable: 'OTP_RESEND_SECONDS', default: '60', description: 'Cooldown before another login code to the same phone.' },
  { variable: 'SMS_PHONE_PER_HOUR', default: '5', description: 'Login SMS per phone per hour (against SMS pumping).' },
  { variable: 'SMS_PHONE_PER_DAY', default: '10', description: 'Login SMS per phone per 24 hours.' },
  { variable: 'SMS_IP_PER_HOUR', default: '20', description: 'Login SMS per client IP per hour.' },
  { variable: 'SMS_IP_PER_DAY', default: '100', description: 'Login SMS per client IP per 24 hours.' },
  {
    variable: 'SMS_PROVIDER',
    default: 'outbox',
    description:
      'outbox: SMS are stored and listed at /api/dev/sms-outbox outside production. turbosms: sent through TurboSMS (needs TURBOSMS_TOKEN and TURBOSMS_SENDER).',
  },
  { variable: 'TURBOSMS_TOKEN', default: '(unset)', description: 'TurboSMS API token (Authorization: Bearer).' },
  { variable: 'TURBOSMS_SENDER', default: '(unset)', description: 'TurboSMS registered sender name, up to 11 characters.' },
  { variable: 'TURBOSMS_API_URL', default: 'https://api.turbosms.ua', description: 'TurboSMS API base URL.' },
  {
    variable: 'MAIL_PROVIDER',
    default: 'outbox',
    description:
      'outbox: mail is stored and listed at /api/dev/mail-outbox outside production. smtp: sent through SMTP_URL from MAIL_FROM.',
  },
  {
    variable: 'SMTP_URL',
    default: '(unset)',
    description: 'smtp:// or smtps:// URL with credentials, e.g. smtps://user:pass@mail.example.ua:465.',
  },
  { variable: 'MAIL_FROM', default: defaultMailFrom, description: 'Sender of outgoing mail: an address or "Name <address>".' },
  {
    variable: 'TEST_LOGIN_PHONES',
    default: '(unset)',
    description: 'Comma list of phones that may sign in without SMS through /api/auth/test-login (store reviewers, QA).',
  },
  {
    variable: 'ALLOWED_PHONES',
    default: '(unset)',
    description: 'Comma list of phones for which /api/user/check-allowed-user answers allowed: true.',
  },
  {
    variable: 'GLO_SITE_URL',
    default: '(unset)',
    description: 'The glo web shop; full-site and multipass links go there (return_to must be on it).',
  },
  { variable: 'OGO_SITE_URL', default: '(unset)', description: 'The ogo (velo) web shop, as GLO_SITE_URL.' },
  {
    variable: 'GLO_INSTAGRAM_URL',
    default: '(unset)',
    description:
      "glo's Instagram page, linked in the app's menu and footer (unset: not shown). The app reads it, as the site URLs, from the server at run time.",
  },
  {
    variable: 'GLO_FACEBOOK_URL',
    default: '(unset)',
    description:
      "glo's Facebook page, linked in the app's menu and footer (unset: not shown). The app reads it, as the site URLs, from the server at run time.",
  },
  {
    variable: 'GLO_TELEGRAM_URL',
    default: '(unset)',
    description:
      "glo's Telegram page, linked in the app's menu and footer (unset: not shown). The app reads it, as the site URLs, from the server at run time.",
  },
  {
    variable: 'OGO_INSTAGRAM_URL',
    default: '(unset)',
    description:
      "ogo's Instagram page, linked in the app's menu and footer (unset: not shown). The app reads it, as the site URLs, from the server at run time.",
  },
  {
    variable: 'OGO_FACEBOOK_URL',
    default: '(unset)',
    description:
      "ogo's Facebook page, linked in the app's menu and footer (unset: not shown). The app reads it, as the site URLs, from the server at run time.",
  },
  {
    variable: 'OGO_TELEGRAM_URL',
    default: '(unset)',
    description:
      "ogo's Telegram page, linked in the app's menu and footer (unset: not shown). The app reads it, as the site URLs, from the server at run time.",
  },
  {
    variable: 'MULTIPASS_SECRET_GLO',
    default: '(unset)',
    description: 'Shopify Multipass secret of the glo site. Unset: full-site links are the plain return URL.',
  },
  { variable: 'MULTIPASS_SECRET_OGO', default: '(unset)', description: 'Shopify Multipass secret of the ogo site.' },
  {
    variable: 'CATALOG_CACHE_SECONDS',
    default: '30',
    description:
      'How long each API process reuses a catalogue answer (0 = never). Prices are always re-read from the database when an order is placed.',
  },
  {
    variable: 'SCAN_MONTHLY_LIMIT',
    default: '30',
    description:
      'Credited pack-code scans per customer record per calendar month (Kyiv time); further scans answer limit_reached.',
  },
  {
    variable: 'MULTISCAN_UPLOADS_PER_HOUR',
    default: '20',
    description:
      'Multi-scan photos one customer may upload in an hour; more answer 429 limit_reached (each photo is a decoding job).',
  },
  {
    variable: 'MULTISCAN_DECODE_THREADS',
    default: 'CPU cores − 1 (1 to 4)',
    description: 'Photos decoded at once in each server process, each on a worker thread; waiting photos take turns by customer.',
  },
  {
    variable: 'REFERRAL_REWARD_XP',
    default: '100',
    description: "XP credited to an inviter when an invited friend's first order is paid; taken back if that order is refunded.",
  },
  {
    variable: 'REFERRAL_MONTHLY_CAP',
    default: '10',
    description:
      'Referral rewards per inviter per calendar month (Kyiv time); friends over it are recorded as capped, without XP.',
  },
  {
    variable: 'ORDER_PAYMENT_TTL_HOURS',
    default: '24',
    description:
      'Hours a card order may stay unpaid; then it expires (failed), its XP come back and a referral code it used is released.',
  },
  {
    variable: 'POINTS_EXPIRY_MONTHS',
    default: '0',
    description:
      'Months after which unspent XP of a credit expire, oldest first (0 = never). Turning it on applies to points already earned: try `ops xp:expire --dry-run` first.',
  },
  {
    variable: 'POINTS_EXPIRY_REMINDER_MIN_XP',
    default: '50',
    description: 'The least XP about to expire that earns a reminder (SMS or push, 30 and 7 days before).',
  },
  {
    variable: 'XP_ADJUST_DAILY_CAP',
    default: '5000',
    description:
      'The most XP one staff member may credit one customer in a Kyiv day through the back-office, approved requests included; more answers 409 daily_cap_reached. Not for `ops xp:adjust`.',
  },
  {
    variable: 'XP_ADJUST_APPROVAL_THRESHOLD',
    default: '1000',
    description:
      'A back-office credit above this many XP waits, outside the ledger, until another support or admin account approves it (0: every credit). Not for `ops xp:adjust`.',
  },
  {
    variable: 'VAPID_PUBLIC_KEY',
    default: '(unset)',
    description:
      'Web push VAPID public key (`npx web-push generate-vapid-keys`), set with VAPID_PRIVATE_KEY. Unset: generated once into DATA_DIR/vapid-keys.json (mode 0600).',
  },
  { variable: 'VAPID_PRIVATE_KEY', default: '(unset)', description: 'Web push VAPID private key; never leaves the server.' },
  {
    variable: 'VAPID_SUBJECT',
    default: 'PUBLIC_URL',
    description: 'Contact of the sender that push services see: mailto:address or an https:// URL.',
  },
  {
    variable: 'PUSH_ENDPOINT_HOSTS',
    default: 'the push services of Chrome, Firefox, Edge and Safari',
    description:
      'Hosts a browser push subscription may point at (exact, or *.suffix), over https on port 443; host:port (or *.suffix:port) allows that port instead, and an http://host:port entry allows that host without TLS (a local test service). Others are refused with 400.',
  },
  {
    variable: 'PUSH_SUBSCRIPTIONS_PER_CUSTOMER',
    default: '10',
    description:
      "Browsers (push subscriptions) kept per customer; subscribing one more drops the customer's oldest, and a notification goes to the newest this many.",
  },
  {
    variable: 'PUSH_SEND_DEADLINE_MS',
    default: '30000, or a quarter of JOB_LEASE_SECONDS if shorter',
    description:
      "How long a notification job waits for the push services; a customer's devices are sent to at once, and those that did not answer by then are tried again by the job's retry. At most a quarter of JOB_LEASE_SECONDS.",
  },
  { variable: 'JOB_POLL_MS', default: '1000', description: 'How often the background worker looks for due jobs (ms).' },
  {
    variable: 'JOB_LEASE_SECONDS',
    default: '300',
    description:
      'How long a claimed job belongs to its worker; a job still running after this (its process died) is claimed again.',
  },
  {
    variable: 'LIQPAY_PUBLIC_KEY',
    default: '(unset)',
    description: 'LiqPay merchant public key. Set together with LIQPAY_PRIVATE_KEY to take card payments through LiqPay.',
  },
  {
    variable: 'LIQPAY_PRIVATE_KEY',
    default: '(unset)',
    description: 'LiqPay private key: signs checkout links and verifies callbacks; never leaves the server.',
  },
  {
    variable: 'LIQPAY_SANDBOX',
    default: 'false',
    description:
      "LiqPay merchant in test mode: links carry sandbox=1 and the 'sandbox' status counts as paid. Off on a live shop.",
  },
  { variable: 'LIQPAY_CHECKOUT_URL', default: 'https://www.liqpay.ua/api/3/checkout', description: 'LiqPay checkout page.' },
  {
    variable: 'LIQPAY_API_URL',
    default: 'https://www.liqpay.ua/api/request',
    description: 'LiqPay server-to-server API (the status call of the reconciliation job).',
  },
  {
    variable: 'TEST_CHECKOUT',
    default: 'auto',
    description:
      'The built-in test checkout at /api/dev/liqpay/checkout (approve or decline, no money moves). auto: on without LiqPay keys unless NODE_ENV=production; on; off. LiqPay keys always win.',
  },
  {
    variable: 'NOVAPOSHTA_API_KEY',
    default: '(unset)',
    description:
      'Nova Poshta API key. Set: a job refreshes the city and branch directory from the API. Unset: the directory shipped with the app (or the last stored copy) is served.',
  },
  {
    variable: 'NOVAPOSHTA_API_URL',
    default: 'https://api.novaposhta.ua/v2.0/json/',
    description: 'Nova Poshta JSON API endpoint.',
  },
  {
    variable: 'NOVAPOSHTA_REFRESH_HOURS',
    default: '24',
    description: 'How often the directory refresh job runs (hours, at most 576).',
  },
  {
    variable: 'IPOST_PROVIDER',
    default: 'local',
    description:
      "local: the in-process courier stand-in (Київ, Львів, Одеса, Дніпро, Харків). http: iPost's API (needs IPOST_LOGIN and IPOST_PASSWORD).",
  },
  { variable: 'IPOST_API_URL', default: 'https://api.ipost.life/public/v1', description: 'iPost API base URL.' },
  { variable: 'IPOST_LOGIN', default: '(unset)', description: "The shop's iPost API login." },
  { variable: 'IPOST_PASSWORD', default: '(unset)', description: "The shop's iPost API password." },
  { variable: 'IPOST_PATH_AUTH', default: '/auth', description: 'iPost token endpoint, under IPOST_API_URL.' },
  {
    variable: 'IPOST_PATH_CITY_AVAILABLE',
    default: '/cities/available',
    description: 'iPost city availability endpoint, under IPOST_API_URL.',
  },
  {
    variable: 'IPOST_PATH_SEND_ADDRESS',
    default: '/orders/address',
    description: "iPost endpoint that takes an order's courier address, under IPOST_API_URL.",
  },
  {
    variable: 'ANALYTICS_BAT_URL',
    default: '(unset)',
    description:
      'Base URL of the BAT measurement sink (page views, e-commerce and order-info events): POST /auth {key} → {token}, POST /events with the bearer token. Unset: those events stay queued in analytics_events, and production refuses to start unless PRODUCTION_STAND_INS has analytics-unsent.',
  },
  {
    variable: 'ANALYTICS_BAT_KEY',
    default: '(unset)',
    description: 'Key the BAT sink exchanges for a token; required with ANALYTICS_BAT_URL.',
  },
  {
    variable: 'ESPUTNIK_URL',
    default: '(unset)',
    description:
      'Base URL of the eSputnik CRM sink (contacts, logins, ids), same protocol as the BAT sink. Unset: those events stay queued, and production refuses to start unless PRODUCTION_STAND_INS has analytics-unsent.',
  },
  {
    variable: 'ESPUTNIK_KEY',
    default: '(unset)',
    description: 'Key the eSputnik sink exchanges for a token; required with ESPUTNIK_URL.',
  },
  {
    variable: 'ANALYTICS_RETENTION_DAYS',
    default: '30',
    description: 'Analytics outbox rows (delivered or not) older than this many days are purged by the hourly analytics sweep.',
  },
];
