// The README's configuration table (npm run readme -w @loyalty/api): each variable's description, written here once.
// A default is the env schema's (config/env-schema.ts) and is written here only for a variable whose schema has none,
// where the server decides after parsing what an unset value means.
import { z } from 'zod';
import { defaultMailFrom, productionShutdownDrainMs } from '../config.ts';
import { envSchema, type EnvName } from './env-schema.ts';

export interface VariableDoc {
  variable: EnvName | 'OPS_URL';
  description: string;
  /** Only where the schema has no default: what an unset variable means. */
  default?: string;
}

export interface ConfigDoc {
  variable: EnvName | 'OPS_URL';
  default: string;
  description: string;
}

const variableDocs: VariableDoc[] = [
  {
    variable: 'NODE_ENV',
    description: 'development, production or test. Production refuses to start on stand-ins (PRODUCTION_STAND_INS).',
  },
  {
    variable: 'PRODUCTION_STAND_INS',
    default: '(none)',
    description:
      'With NODE_ENV=production the server refuses to start on a stand-in; a staging site lists those it accepts: dev-api-key, generated-secrets, pglite, ipost-local, novaposhta-shipped, sms-outbox, mail-outbox, test-checkout, demo-seed, analytics-unsent.',
  },
  { variable: 'HOST', description: 'Interface the server listens on.' },
  { variable: 'PORT', description: 'HTTP port serving the web app and /api.' },
  {
    variable: 'PUBLIC_URL',
    description:
      'Public address of the app; an https:// URL marks cookies Secure, and its host ends the login SMS ("@host #code", WebOTP) so the code field fills itself.',
  },
  {
    variable: 'TRUST_PROXY',
    description:
      'Trust X-Forwarded-* from a proxy: true, a hop count, or proxy IPs/CIDRs. Needed behind a TLS-terminating load balancer for HSTS and client IPs.',
  },
  {
    variable: 'API_KEY',
    description:
      'Value every /api call must send in X-Api-Key. The server gives it to the web app at run time (index.html), so changing it needs no rebuild. The default is the development key; production needs its own.',
  },
  {
    variable: 'DATABASE_URL',
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
    description:
      'transaction: DATABASE_URL is a pooler in transaction mode (PgBouncer): statements are sent unnamed and without start-up options (set plan_cache_mode=force_generic_plan on the role instead, as deploy/postgres/roles.sql does).',
  },
  {
    variable: 'DATABASE_RUNTIME_ROLE',
    description:
      'The role the API connects as when the migrations run as the owner (`node apps/api/dist/migrate.js`): each migration run grants it rows only (no DDL, no TRUNCATE; audit_log INSERT and SELECT).',
  },
  {
    variable: 'MIGRATE_ON_START',
    description:
      'Apply the migrations at start (under a lock, several processes may start together). false: wait, answering 503 starting, until the migrate command has applied them (the runtime role cannot).',
  },
  {
    variable: 'DATA_DIR',
    description:
      'PGlite data directory, server lock and generated operator token. Relative to the repository root; memory:// for a throwaway database.',
  },
  { variable: 'DB_POOL_SIZE', description: 'PostgreSQL connections per API process.' },
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
    description:
      'Bearer token of GET /metrics (Prometheus text). Without it /metrics answers only direct callers on this host (loopback, no X-Forwarded-For).',
  },
  {
    variable: 'SHUTDOWN_DRAIN_MS',
    default: `${productionShutdownDrainMs} (production), 0 (otherwise)`,
    description:
      "On SIGTERM, how long /api/health answers 503 stopping while every other request is still served, so the proxy's health check takes the process out before it stops listening; above the proxy's check interval plus timeout (Caddy: 1 s + 2 s). In-flight requests and the job in hand finish either way.",
  },
  { variable: 'LOG_LEVEL', description: 'pino level: fatal, error, warn, info, debug, trace or silent.' },
  { variable: 'BODY_LIMIT_BYTES', description: 'Largest accepted request body; larger bodies get 413.' },
  { variable: 'RATE_LIMIT_PER_MINUTE', description: 'Requests per minute per client IP on /api.' },
  {
    variable: 'AUTH_RATE_LIMIT_PER_MINUTE',
    description:
      'Base per-IP budget per minute of the code-guessing calls: login-sms and test-login this, confirm-sms 3 times, registration, reg-auth and check-email twice; on top of the per-phone code limits.',
  },
  {
    variable: 'WEB_DIST_DIR',
    description: 'Built web app to serve. Without index.html the server is API-only. Relative to the repository root.',
  },
  {
    variable: 'ADMIN_DIST_DIR',
    description: 'The built back-office (npm run build -w @loyalty/admin), served at /admin; without it /admin answers 404.',
  },
  {
    variable: 'SEED_DEMO_DATA',
    description: 'Seed the demo catalogue and content into an empty database at start.',
  },
  { variable: 'OPS_URL', default: 'http://127.0.0.1:$PORT', description: 'Operator CLI only: address of the running server.' },
  {
    variable: 'APP_SECRET',
    default: '(generated)',
    description:
      'Key of the keyed hashes (one-time codes) and signed tokens (ogoAuthApiToken); at least 32 characters. Unset: generated once into DATA_DIR/app-secret (mode 0600), random per process with memory://. Set it in production, the same on every API process.',
  },
  { variable: 'SESSION_IDLE_DAYS', description: 'A session unused this many days expires.' },
  {
    variable: 'SESSION_MAX_DAYS',
    description: 'A session expires this many days after sign-in however active it is; also the cookie Max-Age.',
  },
  { variable: 'OTP_TTL_SECONDS', description: 'Lifetime of an SMS or mail code.' },
  { variable: 'OTP_MAX_ATTEMPTS', description: 'Wrong tries after which a code is void.' },
  { variable: 'OTP_RESEND_SECONDS', description: 'Cooldown before another login code to the same phone.' },
  { variable: 'SMS_PHONE_PER_HOUR', description: 'Login SMS per phone per hour (against SMS pumping).' },
  { variable: 'SMS_PHONE_PER_DAY', description: 'Login SMS per phone per 24 hours.' },
  { variable: 'SMS_IP_PER_HOUR', description: 'Login SMS per client IP per hour.' },
  { variable: 'SMS_IP_PER_DAY', description: 'Login SMS per client IP per 24 hours.' },
  {
    variable: 'SMS_PROVIDER',
    description:
      'outbox: SMS are stored and listed at /api/dev/sms-outbox outside production. turbosms: sent through TurboSMS (needs TURBOSMS_TOKEN and TURBOSMS_SENDER).',
  },
  { variable: 'TURBOSMS_TOKEN', description: 'TurboSMS API token (Authorization: Bearer).' },
  { variable: 'TURBOSMS_SENDER', description: 'TurboSMS registered sender name, up to 11 characters.' },
  { variable: 'TURBOSMS_API_URL', description: 'TurboSMS API base URL.' },
  {
    variable: 'MAIL_PROVIDER',
    description:
      'outbox: mail is stored and listed at /api/dev/mail-outbox outside production. smtp: sent through SMTP_URL from MAIL_FROM.',
  },
  {
    variable: 'SMTP_URL',
    description: 'smtp:// or smtps:// URL with credentials, e.g. smtps://user:pass@mail.example.ua:465.',
  },
  { variable: 'MAIL_FROM', default: defaultMailFrom, description: 'Sender of outgoing mail: an address or "Name <address>".' },
  {
    variable: 'TEST_LOGIN_PHONES',
    description: 'Comma list of phones that may sign in without SMS through /api/auth/test-login (store reviewers, QA).',
  },
  {
    variable: 'ALLOWED_PHONES',
    description: 'Comma list of phones for which /api/user/check-allowed-user answers allowed: true.',
  },
  {
    variable: 'GLO_SITE_URL',
    description: 'The glo web shop; full-site and multipass links go there (return_to must be on it).',
  },
  { variable: 'OGO_SITE_URL', description: 'The ogo (velo) web shop, as GLO_SITE_URL.' },
  {
    variable: 'GLO_INSTAGRAM_URL',
    description:
      "glo's Instagram page, linked in the app's menu and footer (unset: not shown). The app reads it, as the site URLs, from the server at run time.",
  },
  {
    variable: 'GLO_FACEBOOK_URL',
    description:
      "glo's Facebook page, linked in the app's menu and footer (unset: not shown). The app reads it, as the site URLs, from the server at run time.",
  },
  {
    variable: 'GLO_TELEGRAM_URL',
    description:
      "glo's Telegram page, linked in the app's menu and footer (unset: not shown). The app reads it, as the site URLs, from the server at run time.",
  },
  {
    variable: 'OGO_INSTAGRAM_URL',
    description:
      "ogo's Instagram page, linked in the app's menu and footer (unset: not shown). The app reads it, as the site URLs, from the server at run time.",
  },
  {
    variable: 'OGO_FACEBOOK_URL',
    description:
      "ogo's Facebook page, linked in the app's menu and footer (unset: not shown). The app reads it, as the site URLs, from the server at run time.",
  },
  {
    variable: 'OGO_TELEGRAM_URL',
    description:
      "ogo's Telegram page, linked in the app's menu and footer (unset: not shown). The app reads it, as the site URLs, from the server at run time.",
  },
  {
    variable: 'GLO_SUPPORT_PHONE',
    description:
      "glo's support line as +380XXXXXXXXX: /support offers to call it (unset: not offered). Read by the app at run time, as the site URLs.",
  },
  {
    variable: 'GLO_SUPPORT_EMAIL',
    description: "glo's support address: /support offers to write to it (unset: not offered). Read at run time.",
  },
  { variable: 'OGO_SUPPORT_PHONE', description: "ogo's support line, as GLO_SUPPORT_PHONE." },
  { variable: 'OGO_SUPPORT_EMAIL', description: "ogo's support address, as GLO_SUPPORT_EMAIL." },
  {
    variable: 'MULTIPASS_SECRET_GLO',
    description: 'Shopify Multipass secret of the glo site. Unset: full-site links are the plain return URL.',
  },
  { variable: 'MULTIPASS_SECRET_OGO', description: 'Shopify Multipass secret of the ogo site.' },
  {
    variable: 'CATALOG_CACHE_SECONDS',
    description:
      'How long each API process reuses a catalogue answer (0 = never). Prices are always re-read from the database when an order is placed.',
  },
  {
    variable: 'SCAN_MONTHLY_LIMIT',
    description:
      'Credited pack-code scans per customer record per calendar month (Kyiv time); further scans answer limit_reached.',
  },
  {
    variable: 'MULTISCAN_UPLOADS_PER_HOUR',
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
    description: "XP credited to an inviter when an invited friend's first order is paid; taken back if that order is refunded.",
  },
  {
    variable: 'REFERRAL_MONTHLY_CAP',
    description:
      'Referral rewards per inviter per calendar month (Kyiv time); friends over it are recorded as capped, without XP.',
  },
  {
    variable: 'ORDER_PAYMENT_TTL_HOURS',
    description:
      'Hours a card order may stay unpaid; then it expires (failed), its XP come back and a referral code it used is released.',
  },
  {
    variable: 'POINTS_EXPIRY_MONTHS',
    description:
      'Months after which unspent XP of a credit expire, oldest first (0 = never). Turning it on applies to points already earned: try `ops xp:expire --dry-run` first.',
  },
  {
    variable: 'POINTS_EXPIRY_REMINDER_MIN_XP',
    description: 'The least XP about to expire that earns a reminder (SMS or push, 30 and 7 days before).',
  },
  {
    variable: 'XP_ADJUST_DAILY_CAP',
    description:
      'The most XP one staff member may credit one customer in a Kyiv day through the back-office, approved requests included; more answers 409 daily_cap_reached. Not for `ops xp:adjust`.',
  },
  {
    variable: 'XP_ADJUST_APPROVAL_THRESHOLD',
    description:
      'A back-office credit above this many XP waits, outside the ledger, until another support or admin account approves it (0: every credit). Not for `ops xp:adjust`.',
  },
  {
    variable: 'VAPID_PUBLIC_KEY',
    description:
      'Web push VAPID public key (`npx web-push generate-vapid-keys`), set with VAPID_PRIVATE_KEY. Unset: generated once into DATA_DIR/vapid-keys.json (mode 0600).',
  },
  { variable: 'VAPID_PRIVATE_KEY', description: 'Web push VAPID private key; never leaves the server.' },
  {
    variable: 'VAPID_SUBJECT',
    default: 'PUBLIC_URL',
    description: 'Contact of the sender that push services see: mailto:address or an https:// URL.',
  },
  {
    variable: 'PUSH_ENDPOINT_HOSTS',
    description:
      'Hosts a browser push subscription may point at (exact, or *.suffix), over https on port 443; host:port (or *.suffix:port) allows that port instead, and an http://host:port entry allows that host without TLS (a local test service). Others are refused with 400.',
  },
  {
    variable: 'PUSH_SUBSCRIPTIONS_PER_CUSTOMER',
    description:
      "Browsers (push subscriptions) kept per customer; subscribing one more drops the customer's oldest, and a notification goes to the newest this many.",
  },
  {
    variable: 'PUSH_SEND_DEADLINE_MS',
    default: '30000, or a quarter of JOB_LEASE_SECONDS if shorter',
    description:
      "How long a notification job waits for the push services; a customer's devices are sent to at once, and those that did not answer by then are tried again by the job's retry. At most a quarter of JOB_LEASE_SECONDS.",
  },
  { variable: 'JOB_POLL_MS', description: 'How often the background worker looks for due jobs (ms).' },
  {
    variable: 'JOB_LEASE_SECONDS',
    description:
      'How long a claimed job belongs to its worker; a job still running after this (its process died) is claimed again.',
  },
  {
    variable: 'LIQPAY_PUBLIC_KEY',
    description: 'LiqPay merchant public key. Set together with LIQPAY_PRIVATE_KEY to take card payments through LiqPay.',
  },
  {
    variable: 'LIQPAY_PRIVATE_KEY',
    description: 'LiqPay private key: signs checkout links and verifies callbacks; never leaves the server.',
  },
  {
    variable: 'LIQPAY_SANDBOX',
    description:
      "LiqPay merchant in test mode: links carry sandbox=1 and the 'sandbox' status counts as paid. Off on a live shop.",
  },
  { variable: 'LIQPAY_CHECKOUT_URL', description: 'LiqPay checkout page.' },
  {
    variable: 'LIQPAY_API_URL',
    description: 'LiqPay server-to-server API (the status call of the reconciliation job).',
  },
  {
    variable: 'TEST_CHECKOUT',
    description:
      'The built-in test checkout at /api/dev/liqpay/checkout (approve or decline, no money moves). auto: on without LiqPay keys unless NODE_ENV=production; on; off. LiqPay keys always win.',
  },
  {
    variable: 'NOVAPOSHTA_API_KEY',
    description:
      'Nova Poshta API key. Set: a job refreshes the city and branch directory from the API, and another asks hourly where shipped parcels are (at the branch, received). Unset: the directory shipped with the app (or the last stored copy) is served, and parcels are followed by a local stand-in outside production, not at all in production.',
  },
  {
    variable: 'NOVAPOSHTA_API_URL',
    description: 'Nova Poshta JSON API endpoint.',
  },
  {
    variable: 'NOVAPOSHTA_REFRESH_HOURS',
    description: 'How often the directory refresh job runs (hours, at most 576).',
  },
  {
    variable: 'NOVAPOSHTA_SENDER_CITY_REF',
    description:
      "Ref of the city the shop's parcels leave from (Nova Poshta's Cities model; the default is Київ): the sender of the delivery estimate the checkout shows (getDocumentPrice). Without NOVAPOSHTA_API_KEY the estimate is a local stand-in outside production and none in production.",
  },
  {
    variable: 'IPOST_PROVIDER',
    description:
      "local: the in-process courier stand-in (Київ, Львів, Одеса, Дніпро, Харків). http: iPost's API (needs IPOST_LOGIN and IPOST_PASSWORD).",
  },
  { variable: 'IPOST_API_URL', description: 'iPost API base URL.' },
  { variable: 'IPOST_LOGIN', description: "The shop's iPost API login." },
  { variable: 'IPOST_PASSWORD', description: "The shop's iPost API password." },
  { variable: 'IPOST_PATH_AUTH', description: 'iPost token endpoint, under IPOST_API_URL.' },
  {
    variable: 'IPOST_PATH_CITY_AVAILABLE',
    description: 'iPost city availability endpoint, under IPOST_API_URL.',
  },
  {
    variable: 'IPOST_PATH_SEND_ADDRESS',
    description: "iPost endpoint that takes an order's courier address, under IPOST_API_URL.",
  },
  {
    variable: 'ANALYTICS_BAT_URL',
    description:
      'Base URL of the BAT measurement sink (page views, e-commerce and order-info events): POST /auth {key} → {token}, POST /events with the bearer token. Unset: those events stay queued in analytics_events, and production refuses to start unless PRODUCTION_STAND_INS has analytics-unsent.',
  },
  {
    variable: 'ANALYTICS_BAT_KEY',
    description: 'Key the BAT sink exchanges for a token; required with ANALYTICS_BAT_URL.',
  },
  {
    variable: 'ESPUTNIK_URL',
    description:
      'Base URL of the eSputnik CRM sink (contacts, logins, ids), same protocol as the BAT sink. Unset: those events stay queued, and production refuses to start unless PRODUCTION_STAND_INS has analytics-unsent.',
  },
  {
    variable: 'ESPUTNIK_KEY',
    description: 'Key the eSputnik sink exchanges for a token; required with ESPUTNIK_URL.',
  },
  {
    variable: 'ANALYTICS_RETENTION_DAYS',
    description: 'Analytics outbox rows (delivered or not) older than this many days are purged by the hourly analytics sweep.',
  },
];

/** The default the env schema gives a variable, as the README shows it; undefined when the schema has none. */
export function schemaDefault(variable: string): string | undefined {
  const field = (envSchema.shape as Record<string, z.ZodType>)[variable];
  if (!(field instanceof z.ZodDefault)) return undefined;
  const value: unknown = field.def.defaultValue;
  // A list shows each entry as code: host patterns such as *.push.apple.com are not emphasis.
  return Array.isArray(value) ? value.map((entry) => `\`${String(entry)}\``).join(', ') : String(value);
}

/** The README's configuration table; config.test.ts checks it lists exactly the variables the schemas read. */
export const configDocs: ConfigDoc[] = variableDocs.map((doc) => ({
  variable: doc.variable,
  default: doc.default ?? schemaDefault(doc.variable) ?? '(unset)',
  description: doc.description,
}));

export { variableDocs };
