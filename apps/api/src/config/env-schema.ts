// The environment the server and the operator command line read: each variable's zod schema, its validation and its
// default (written here once; the README table shows it through config/docs.ts). config.ts turns the parsed values
// into the app's settings; config/production-checks.ts says what production must not run on.
import { z } from 'zod';

/** The development key the web build embeds by default; production must set its own. */
export const developmentApiKey = 'glo-ogo-dev-key';

/** The push services of Chrome, Firefox, Edge and Safari: a subscription elsewhere is refused. */
export const defaultPushEndpointHosts = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
  '*.push.apple.com',
];

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
// The support desk's line as the app dials it (tel:), in one international form.
const supportPhone = z.string().regex(/^\+380\d{9}$/, 'expected +380 and 9 digits, such as +380800300500');
const supportEmail = z.string().regex(/^[^\s@<>:]+@[^\s@<>]+\.[^\s@<>]+$/, 'expected an address such as help@example.com');

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

export const envSchema = z.object({
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
  // Behind a pooler in transaction mode: what needs a session of its own goes straight to PostgreSQL.
  DATABASE_DIRECT_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/i, 'expected a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOLER: z.enum(['none', 'transaction']).default('none'),
  // Least privilege: the migrations run as the owner (the migrate command), the API as this role.
  DATABASE_RUNTIME_ROLE: z
    .string()
    .regex(/^[a-z_][a-z0-9_$]{0,62}$/, 'expected a PostgreSQL role name (lower case, digits, _)')
    .optional(),
  MIGRATE_ON_START: z.stringbool().default(true),
  DATA_DIR: z.string().min(1).default('./data'),
  DB_POOL_SIZE: positiveInt(1000).default(10),
  // Server processes on this machine; default: one per CPU with PostgreSQL, one with PGlite.
  WEB_CONCURRENCY: positiveInt(256).optional(),
  OPS_TOKEN: z.string().min(16, 'expected at least 16 characters').optional(),
  // GET /metrics from anywhere but this host needs `Authorization: Bearer $METRICS_TOKEN`.
  METRICS_TOKEN: z.string().min(16, 'expected at least 16 characters').optional(),
  // On SIGTERM, how long /api/health answers 503 `stopping` (so the proxy's health check takes the process out) while
  // every other request is still served, before the server stops listening; in-flight requests finish either way.
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: positiveInt(100 * 1024 * 1024).default(1_048_576),
  RATE_LIMIT_PER_MINUTE: positiveInt(1_000_000_000).default(600),
  AUTH_RATE_LIMIT_PER_MINUTE: positiveInt(1_000_000).default(10),
  WEB_DIST_DIR: z.string().min(1).default('apps/web/dist'),
  // The back-office build, served at /admin.
  ADMIN_DIST_DIR: z.string().min(1).default('apps/admin/dist'),
  // Production refuses stand-ins unless a staging site names them here (productionProblems below).
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

  // Accounts: secrets, sessions, one-time codes, SMS and mail providers, brand sites.
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
  GLO_SUPPORT_PHONE: supportPhone.optional(),
  GLO_SUPPORT_EMAIL: supportEmail.optional(),
  OGO_SUPPORT_PHONE: supportPhone.optional(),
  OGO_SUPPORT_EMAIL: supportEmail.optional(),
  MULTIPASS_SECRET_GLO: z.string().min(16, 'expected at least 16 characters').optional(),
  MULTIPASS_SECRET_OGO: z.string().min(16, 'expected at least 16 characters').optional(),
  // Catalogue answers are cached in each process this long; 0 reads the database on every call.
  CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  // Scanning: credited pack-code scans per customer per calendar month in Kyiv (coinMonth/coinCount).
  SCAN_MONTHLY_LIMIT: positiveInt(100_000).default(30),
  // Multi-scan photos per customer per hour, on top of the per-IP limit: one customer cannot fill the queue.
  MULTISCAN_UPLOADS_PER_HOUR: positiveInt(10_000).default(20),
  // Photos decoded at once per process, each on its own worker thread: by default one core is left for the requests.
  MULTISCAN_DECODE_THREADS: positiveInt(64).optional(),

  // Invite a friend: XP an inviter earns per friend's first paid order, and how many rewards a Kyiv month.
  REFERRAL_REWARD_XP: positiveInt(100_000).default(100),
  REFERRAL_MONTHLY_CAP: z.coerce.number().int().min(0).max(10_000).default(10),
  // Orders: how long a card order may stay unpaid before it expires and its XP come back.
  ORDER_PAYMENT_TTL_HOURS: z.coerce
    .number()
    .min(0.1)
    .max(24 * 30)
    .default(24),
  // Points expiry: months after which an unspent credit expires (0: never), and the least XP worth a reminder.
  POINTS_EXPIRY_MONTHS: z.coerce.number().int().min(0).max(120).default(0),
  POINTS_EXPIRY_REMINDER_MIN_XP: z.coerce.number().int().min(1).max(1_000_000).default(50),
  // Back-office XP adjustments: what one staff member may credit one customer in a Kyiv day, and the credit
  // above which another staff member must approve.
  XP_ADJUST_DAILY_CAP: positiveInt(100_000_000).default(5000),
  XP_ADJUST_APPROVAL_THRESHOLD: z.coerce.number().int().min(0).max(1_000_000).default(1000),
  // Web push: VAPID keys (unset: generated once into DATA_DIR) and the push services a subscription may use.
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
  // Devices kept per customer (subscribing one more drops the oldest), and the longest a notification job
  // waits for the push services before leaving the devices that did not answer to its retry.
  PUSH_SUBSCRIPTIONS_PER_CUSTOMER: positiveInt(100).default(10),
  PUSH_SEND_DEADLINE_MS: z.coerce.number().int().min(100).max(600_000).optional(),

  // Background jobs: how often the worker looks for due jobs, and how long a claimed job stays its own.
  JOB_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(1000),
  JOB_LEASE_SECONDS: z.coerce.number().int().min(5).max(86_400).default(300),

  // Shop payments and delivery: LiqPay or the built-in test checkout, Nova Poshta's directory, iPost.
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
  NOVAPOSHTA_SENDER_CITY_REF: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'expected a Nova Poshta city Ref')
    .default('8d5a980d-391c-11dd-90d9-001a92567626'),
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

  // Analytics outbox: sinks the queued events are delivered to (none by default), and how long rows stay.
  ANALYTICS_BAT_URL: httpUrl.optional(),
  ANALYTICS_BAT_KEY: z.string().min(8, 'expected at least 8 characters').optional(),
  ESPUTNIK_URL: httpUrl.optional(),
  ESPUTNIK_KEY: z.string().min(8, 'expected at least 8 characters').optional(),
  ANALYTICS_RETENTION_DAYS: positiveInt(3650).default(30),
});

export type EnvName = keyof typeof envSchema.shape;
