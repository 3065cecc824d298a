// The one module that reads the environment: every server and CLI setting, validated with zod at start.
import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from '@loyalty/db/paths';

/** The development key the web build embeds by default; production must set its own. */
export const developmentApiKey = 'glo-ogo-dev-key';

/** PGlite's throwaway in-memory database (tests, benchmarks): nothing is kept between runs. */
export const inMemoryDataDir = 'memory://';

/** Relative paths are taken from the repository root, so `npm run -w` (which changes the cwd) sees the same files. */
function fromRepoRoot(value: string): string {
  if (value.startsWith(inMemoryDataDir) || path.isAbsolute(value)) return value;
  return path.resolve(repoRoot, value);
}

const port = z.coerce.number().int().min(0).max(65_535);
const positiveInt = (max: number) => z.coerce.number().int().min(1).max(max);

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
  DATA_DIR: z.string().min(1).default('./data'),
  DB_POOL_SIZE: positiveInt(1000).default(10),
  OPS_TOKEN: z.string().min(16, 'expected at least 16 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: positiveInt(100 * 1024 * 1024).default(1_048_576),
  RATE_LIMIT_PER_MINUTE: positiveInt(1_000_000_000).default(600),
  WEB_DIST_DIR: z.string().min(1).default('apps/web/dist'),
  SEED_DEMO_DATA: z.stringbool().default(true),
});

type EnvName = keyof typeof envSchema.shape;

export const configSchema = envSchema.transform((env) => ({
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
  dataDir: fromRepoRoot(env.DATA_DIR),
  dbPoolSize: env.DB_POOL_SIZE,
  opsToken: env.OPS_TOKEN,
  logLevel: env.LOG_LEVEL,
  bodyLimitBytes: env.BODY_LIMIT_BYTES,
  rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
  webDistDir: fromRepoRoot(env.WEB_DIST_DIR),
  seedDemoData: env.SEED_DEMO_DATA,
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
      const secret = variable === 'API_KEY' || variable === 'OPS_TOKEN' || variable === 'DATABASE_URL';
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
    description: 'development, production or test. Production warns about unsafe defaults.',
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
      'Value every /api call must send in X-Api-Key. The default is the development key the web build embeds; set your own in production (and build the web app with VITE_API_KEY).',
  },
  {
    variable: 'DATABASE_URL',
    default: '(unset)',
    description: 'postgres:// URL of a PostgreSQL server. Unset: embedded PGlite in DATA_DIR.',
  },
  {
    variable: 'DATA_DIR',
    default: './data',
    description:
      'PGlite data directory, server lock and generated operator token. Relative to the repository root; memory:// for a throwaway database.',
  },
  { variable: 'DB_POOL_SIZE', default: '10', description: 'PostgreSQL connections per API process.' },
  {
    variable: 'OPS_TOKEN',
    default: '(generated)',
    description:
      'Bearer token of /api/ops. Unset: the server generates one and keeps it in DATA_DIR/ops-token (mode 0600) for the local CLI.',
  },
  { variable: 'LOG_LEVEL', default: 'info', description: 'pino level: fatal, error, warn, info, debug, trace or silent.' },
  { variable: 'BODY_LIMIT_BYTES', default: '1048576', description: 'Largest accepted request body; larger bodies get 413.' },
  { variable: 'RATE_LIMIT_PER_MINUTE', default: '600', description: 'Requests per minute per client IP on /api.' },
  {
    variable: 'WEB_DIST_DIR',
    default: 'apps/web/dist',
    description: 'Built web app to serve. Without index.html the server is API-only. Relative to the repository root.',
  },
  {
    variable: 'SEED_DEMO_DATA',
    default: 'true',
    description: 'Seed the demo catalogue and content into an empty database at start.',
  },
  { variable: 'OPS_URL', default: 'http://127.0.0.1:$PORT', description: 'Operator CLI only: address of the running server.' },
];
