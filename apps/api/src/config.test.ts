import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '@loyalty/db/paths';
import {
  ConfigError,
  configDocs,
  configSchema,
  configWarnings,
  developmentApiKey,
  loadConfig,
  loadOpsCliConfig,
  opsCliConfigSchema,
} from './config.ts';

function problemsOf(env: Record<string, string>): ConfigError['problems'] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be rejected');
}

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      host: '0.0.0.0',
      port: 3000,
      publicUrl: undefined,
      secureCookies: false,
      trustProxy: false,
      apiKey: developmentApiKey,
      databaseUrl: undefined,
      dataDir: path.join(repoRoot, 'data'),
      dbPoolSize: 10,
      opsToken: undefined,
      logLevel: 'info',
      bodyLimitBytes: 1_048_576,
      rateLimitPerMinute: 600,
      webDistDir: path.join(repoRoot, 'apps/web/dist'),
      seedDemoData: true,
    });
  });

  it('reads and converts every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '8080',
      PUBLIC_URL: 'https://loyalty.example.ua',
      TRUST_PROXY: '2',
      API_KEY: 'a-production-key',
      DATABASE_URL: 'postgresql://app:secret@db:5432/loyalty',
      DATA_DIR: '/var/lib/loyalty',
      DB_POOL_SIZE: '25',
      OPS_TOKEN: 'operator-token-of-32-characters!',
      LOG_LEVEL: 'warn',
      BODY_LIMIT_BYTES: '2048',
      RATE_LIMIT_PER_MINUTE: '100',
      WEB_DIST_DIR: 'build/web',
      SEED_DEMO_DATA: 'false',
    });
    expect(config).toMatchObject({
      isProduction: true,
      host: '127.0.0.1',
      port: 8080,
      secureCookies: true,
      trustProxy: 2,
      databaseUrl: 'postgresql://app:secret@db:5432/loyalty',
      dataDir: '/var/lib/loyalty',
      dbPoolSize: 25,
      logLevel: 'warn',
      bodyLimitBytes: 2048,
      rateLimitPerMinute: 100,
      webDistDir: path.join(repoRoot, 'build/web'),
      seedDemoData: false,
    });
  });

  it('keeps the in-memory data directory as it is', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).dataDir).toBe('memory://');
  });

  it('reads TRUST_PROXY as a boolean, a hop count or a list of proxies', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', PUBLIC_URL: ' ' })).toMatchObject({ port: 3000, publicUrl: undefined });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['NODE_ENV', 'staging'],
    ['PUBLIC_URL', 'ftp://example.ua'],
    ['TRUST_PROXY', 'maybe'],
    ['API_KEY', 'short'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['DB_POOL_SIZE', '0'],
    ['OPS_TOKEN', 'too-short'],
    ['LOG_LEVEL', 'verbose'],
    ['BODY_LIMIT_BYTES', '-1'],
    ['RATE_LIMIT_PER_MINUTE', '1.5'],
    ['SEED_DEMO_DATA', 'perhaps'],
  ])('rejects %s=%s with a message naming the variable', (variable, value) => {
    const problems = problemsOf({ [variable]: value });
    expect(problems.map((problem) => problem.variable)).toEqual([variable]);
    try {
      loadConfig({ [variable]: value });
    } catch (error) {
      expect((error as Error).message).toContain(`${variable}:`);
    }
  });

  it('reports every bad variable at once', () => {
    const problems = problemsOf({ PORT: 'x', LOG_LEVEL: 'loud' });
    expect(problems.map((problem) => problem.variable).sort()).toEqual(['LOG_LEVEL', 'PORT']);
  });

  it('never echoes secrets in the message', () => {
    const problems = problemsOf({ API_KEY: 'secr', DATABASE_URL: 'mysql://user:pw@host/db', PORT: 'abc' });
    const text = problems.map((problem) => problem.message).join('\n');
    expect(text).not.toContain('secr');
    expect(text).not.toContain('pw@host');
    expect(text).toContain('"abc"');
  });
});

describe('configWarnings', () => {
  it('warns when production runs on the development API key', () => {
    expect(configWarnings(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://x.ua' }))).toEqual([
      expect.stringContaining('API_KEY'),
    ]);
    expect(configWarnings(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://x.ua', API_KEY: 'own-key-123' }))).toEqual(
      [],
    );
    expect(configWarnings(loadConfig({}))).toEqual([]);
  });
});

describe('configDocs', () => {
  it('documents exactly the variables the server and the CLI read', () => {
    const serverVariables = Object.keys(configSchema.in.shape);
    const cliVariables = Object.keys(opsCliConfigSchema.in.shape);
    const documented = configDocs.map((doc) => doc.variable);
    expect(new Set(documented)).toEqual(new Set([...serverVariables, ...cliVariables]));
    expect(documented).toHaveLength(new Set(documented).size);
  });
});

describe('loadOpsCliConfig', () => {
  it('finds the local server by PORT unless OPS_URL says otherwise', () => {
    expect(loadOpsCliConfig({ PORT: '4100' }).serverUrl).toBe('http://127.0.0.1:4100');
    expect(loadOpsCliConfig({ OPS_URL: 'https://ops.example.ua/' }).serverUrl).toBe('https://ops.example.ua');
    expect(() => loadOpsCliConfig({ OPS_URL: 'nope' })).toThrow(/OPS_URL/);
  });
});
