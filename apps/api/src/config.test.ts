import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '@loyalty/db/paths';
import {
  ConfigError,
  configSchema,
  defaultMailFrom,
  loadConfig,
  loadOpsCliConfig,
  opsCliConfigSchema,
  productionShutdownDrainMs,
} from './config.ts';
import { configDocs, schemaDefault, variableDocs } from './config/docs.ts';
import { defaultPushEndpointHosts, developmentApiKey } from './config/env-schema.ts';
import { configWarnings, productionProblems } from './config/production-checks.ts';

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

  it('drains 5 s before stopping in production (a proxy polls its health), not elsewhere, unless told', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).shutdownDrainMs).toBe(productionShutdownDrainMs);
    expect(loadConfig({}).shutdownDrainMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test' }).shutdownDrainMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'production', SHUTDOWN_DRAIN_MS: '0' }).shutdownDrainMs).toBe(0);
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '12000' }).shutdownDrainMs).toBe(12_000);
    expect(problemsOf({ SHUTDOWN_DRAIN_MS: '60001' }).map((problem) => problem.variable)).toEqual(['SHUTDOWN_DRAIN_MS']);
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
  const deliveredProviders = {
    SMS_PROVIDER: 'turbosms',
    TURBOSMS_TOKEN: 'turbosms-token',
    TURBOSMS_SENDER: 'glo',
    MAIL_PROVIDER: 'smtp',
    SMTP_URL: 'smtps://user:pass@mail.example.ua:465',
    MAIL_FROM: 'glo <no-reply@example.ua>',
  };

  it('warns when production runs on the development API key', () => {
    expect(configWarnings(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://x.ua', ...deliveredProviders }))).toEqual([
      expect.stringContaining('API_KEY'),
    ]);
    expect(
      configWarnings(
        loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://x.ua', API_KEY: 'own-key-123', ...deliveredProviders }),
      ),
    ).toEqual([]);
    expect(configWarnings(loadConfig({}))).toEqual([]);
  });

  it('warns when production lets test phones in, and names every stand-in a staging site accepted', () => {
    const warnings = configWarnings(
      loadConfig({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://x.ua',
        API_KEY: 'own-key-123',
        TEST_LOGIN_PHONES: '380671112233',
        PRODUCTION_STAND_INS: 'sms-outbox, mail-outbox',
      }),
    );
    expect(warnings).toEqual([
      expect.stringContaining('sms-outbox'),
      expect.stringContaining('mail-outbox'),
      expect.stringContaining('TEST_LOGIN_PHONES'),
    ]);
  });
});

describe('productionProblems (issue 15)', () => {
  const safe = {
    NODE_ENV: 'production',
    API_KEY: 'own-key-123',
    APP_SECRET: 'a'.repeat(40),
    OPS_TOKEN: 'b'.repeat(32),
    VAPID_PUBLIC_KEY: 'BLT45xp0nJvhWhCKTzNYbqrYRnSoRgmWP7egIlDhDivXiwT7LWzjwOXDtbt1YFQinQ_q1vjcrk7IzIfNdicZCEU',
    VAPID_PRIVATE_KEY: '4Lt9u17ahLuiSjfJgMNGOjOXpjmsObO95zZ2-CRdKLk',
    DATABASE_URL: 'postgres://app@db/loyalty',
    IPOST_PROVIDER: 'http',
    IPOST_LOGIN: 'login',
    IPOST_PASSWORD: 'password',
    NOVAPOSHTA_API_KEY: 'np-key-12345',
    SMS_PROVIDER: 'turbosms',
    TURBOSMS_TOKEN: 'token-123456',
    TURBOSMS_SENDER: 'glo',
    MAIL_PROVIDER: 'smtp',
    SMTP_URL: 'smtp://mail.example:587',
    MAIL_FROM: 'noreply@example.ua',
    ANALYTICS_BAT_URL: 'https://bat.example.ua',
    ANALYTICS_BAT_KEY: 'bat-key-123',
    ESPUTNIK_URL: 'https://esputnik.example.ua',
    ESPUTNIK_KEY: 'esputnik-key-123',
    SEED_DEMO_DATA: 'false',
  };

  it('names every stand-in production would run on, by its variable', () => {
    const problems = productionProblems(loadConfig({ NODE_ENV: 'production', TEST_CHECKOUT: 'on' }));
    expect(problems.map((problem) => problem.variable)).toEqual([
      'API_KEY',
      'APP_SECRET',
      'OPS_TOKEN',
      'VAPID_PUBLIC_KEY',
      'DATABASE_URL',
      'IPOST_PROVIDER',
      'NOVAPOSHTA_API_KEY',
      'SMS_PROVIDER',
      'MAIL_PROVIDER',
      'TEST_CHECKOUT',
      'ANALYTICS_BAT_URL',
      'ESPUTNIK_URL',
      'SEED_DEMO_DATA',
    ]);
  });

  it('refuses to queue analytics that no sink will take, unless the operator accepts it by name (issue 34)', () => {
    const withoutEsputnik = { ...safe, ESPUTNIK_URL: undefined, ESPUTNIK_KEY: undefined };
    expect(productionProblems(loadConfig(withoutEsputnik))).toEqual([
      expect.objectContaining({
        variable: 'ESPUTNIK_URL',
        standIn: 'analytics-unsent',
        message: expect.stringMatching(/purged after 30 days/),
      }),
    ]);
    expect(productionProblems(loadConfig({ ...withoutEsputnik, PRODUCTION_STAND_INS: 'analytics-unsent' }))).toEqual([]);
  });

  it('has nothing to say of a real production setup, of development, or of what a staging site accepted', () => {
    expect(productionProblems(loadConfig(safe))).toEqual([]);
    expect(productionProblems(loadConfig({}))).toEqual([]);
    const staging = loadConfig({
      ...safe,
      SMS_PROVIDER: 'outbox',
      SEED_DEMO_DATA: 'true',
      PRODUCTION_STAND_INS: 'sms-outbox,demo-seed',
    });
    expect(productionProblems(staging)).toEqual([]);
    expect(() => loadConfig({ PRODUCTION_STAND_INS: 'everything' })).toThrow(/PRODUCTION_STAND_INS/);
  });
});

describe('points expiry and web push settings (issue 17)', () => {
  it("default to no expiry, generated keys and the browsers' push services", () => {
    expect(loadConfig({})).toMatchObject({
      pointsExpiry: { months: 0, reminderMinXp: 50 },
      push: { vapid: null, subject: 'mailto:support@localhost', endpointHosts: defaultPushEndpointHosts },
    });
  });

  it('reads every variable and refuses malformed ones by name', () => {
    const config = loadConfig({
      POINTS_EXPIRY_MONTHS: '12',
      POINTS_EXPIRY_REMINDER_MIN_XP: '100',
      VAPID_PUBLIC_KEY: 'BLT45xp0nJvhWhCKTzNYbqrYRnSoRgmWP7egIlDhDivXiwT7LWzjwOXDtbt1YFQinQ_q1vjcrk7IzIfNdicZCEU',
      VAPID_PRIVATE_KEY: '4Lt9u17ahLuiSjfJgMNGOjOXpjmsObO95zZ2-CRdKLk',
      VAPID_SUBJECT: 'https://loyalty.example.com',
      PUSH_ENDPOINT_HOSTS: 'FCM.googleapis.com, *.push.apple.com, http://127.0.0.1:9000',
    });
    expect(config.pointsExpiry).toEqual({ months: 12, reminderMinXp: 100 });
    expect(config.push).toMatchObject({
      vapid: { publicKey: expect.stringMatching(/^B/), privateKey: expect.any(String) },
      subject: 'https://loyalty.example.com',
      endpointHosts: ['fcm.googleapis.com', '*.push.apple.com', 'http://127.0.0.1:9000'],
    });
    expect(() => loadConfig({ POINTS_EXPIRY_MONTHS: '-1' })).toThrow(/POINTS_EXPIRY_MONTHS/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'short' })).toThrow(/VAPID_PUBLIC_KEY/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'support@example.com' })).toThrow(/VAPID_SUBJECT/);
    expect(() => loadConfig({ PUSH_ENDPOINT_HOSTS: 'https://fcm.googleapis.com/path' })).toThrow(/PUSH_ENDPOINT_HOSTS/);
    expect(loadConfig({ PUSH_ENDPOINT_HOSTS: 'push.example.com:8443,*.push.example.net:4443' }).push.endpointHosts).toEqual([
      'push.example.com:8443',
      '*.push.example.net:4443',
    ]);
    expect(() => loadConfig({ PUSH_ENDPOINT_HOSTS: 'push.example.com:70000' })).toThrow(/PUSH_ENDPOINT_HOSTS.*65535/);
  });
});

describe('push limits (issue 35)', () => {
  it('keep ten devices per customer and end the sends well before the job lease', () => {
    expect(loadConfig({}).push).toMatchObject({ subscriptionsPerCustomer: 10, sendDeadlineMs: 30_000 });
    // A short lease shortens the default deadline with it: a quarter of the lease.
    expect(loadConfig({ JOB_LEASE_SECONDS: '30' }).push.sendDeadlineMs).toBe(7_500);
    expect(loadConfig({ PUSH_SUBSCRIPTIONS_PER_CUSTOMER: '3', PUSH_SEND_DEADLINE_MS: '500' }).push).toMatchObject({
      subscriptionsPerCustomer: 3,
      sendDeadlineMs: 500,
    });
    expect(() => loadConfig({ PUSH_SUBSCRIPTIONS_PER_CUSTOMER: '0' })).toThrow(/PUSH_SUBSCRIPTIONS_PER_CUSTOMER/);
    expect(() => loadConfig({ PUSH_SEND_DEADLINE_MS: '100000' })).toThrow(/PUSH_SEND_DEADLINE_MS.*quarter of JOB_LEASE_SECONDS/);
  });
});

describe('accounts settings', () => {
  it('default to the documented values', () => {
    expect(loadConfig({})).toMatchObject({
      appSecret: undefined,
      session: { idleDays: 30, maxDays: 180 },
      otp: { ttlSeconds: 300, maxAttempts: 5, resendSeconds: 60 },
      smsCaps: { phonePerHour: 5, phonePerDay: 10, ipPerHour: 20, ipPerDay: 100 },
      sms: { provider: 'outbox' },
      mail: { provider: 'outbox', from: defaultMailFrom },
      testLoginPhones: [],
      allowedPhones: [],
      sites: { glo: undefined, ogo: undefined },
      multipassSecrets: { glo: undefined, ogo: undefined },
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      APP_SECRET: 's'.repeat(32),
      SESSION_IDLE_DAYS: '7',
      SESSION_MAX_DAYS: '60',
      OTP_TTL_SECONDS: '120',
      OTP_MAX_ATTEMPTS: '3',
      OTP_RESEND_SECONDS: '30',
      SMS_PHONE_PER_HOUR: '2',
      SMS_PHONE_PER_DAY: '4',
      SMS_IP_PER_HOUR: '8',
      SMS_IP_PER_DAY: '16',
      SMS_PROVIDER: 'turbosms',
      TURBOSMS_TOKEN: 'turbosms-token',
      TURBOSMS_SENDER: 'glo',
      TURBOSMS_API_URL: 'https://sms.example.ua/',
      MAIL_PROVIDER: 'smtp',
      SMTP_URL: 'smtps://user:pass@mail.example.ua:465',
      MAIL_FROM: 'glo <no-reply@example.ua>',
      TEST_LOGIN_PHONES: '+38 (067) 111-22-33, 380501234567,380501234567',
      ALLOWED_PHONES: '+380931112233',
      GLO_SITE_URL: 'https://glo.example.ua/some/page',
      OGO_SITE_URL: 'https://ogo.example.ua',
      GLO_SUPPORT_PHONE: '+380800300500',
      OGO_SUPPORT_EMAIL: 'help@ogo.example.ua',
      MULTIPASS_SECRET_GLO: 'g'.repeat(16),
      MULTIPASS_SECRET_OGO: 'o'.repeat(16),
    });
    expect(config).toMatchObject({
      appSecret: 's'.repeat(32),
      session: { idleDays: 7, maxDays: 60 },
      otp: { ttlSeconds: 120, maxAttempts: 3, resendSeconds: 30 },
      smsCaps: { phonePerHour: 2, phonePerDay: 4, ipPerHour: 8, ipPerDay: 16 },
      sms: { provider: 'turbosms', token: 'turbosms-token', sender: 'glo', apiUrl: 'https://sms.example.ua' },
      mail: { provider: 'smtp', url: 'smtps://user:pass@mail.example.ua:465', from: 'glo <no-reply@example.ua>' },
      testLoginPhones: ['380671112233', '380501234567'],
      allowedPhones: ['380931112233'],
      sites: { glo: 'https://glo.example.ua', ogo: 'https://ogo.example.ua' },
      supportContacts: { glo: { phone: '+380800300500' }, ogo: { email: 'help@ogo.example.ua' } },
      multipassSecrets: { glo: 'g'.repeat(16), ogo: 'o'.repeat(16) },
    });
  });

  it.each([
    ['APP_SECRET', 'too-short'],
    ['SESSION_IDLE_DAYS', '0'],
    ['OTP_TTL_SECONDS', '5'],
    ['OTP_MAX_ATTEMPTS', 'many'],
    ['OTP_RESEND_SECONDS', '-1'],
    ['SMS_PHONE_PER_HOUR', '0'],
    ['SMS_IP_PER_DAY', '1.5'],
    ['SMS_PROVIDER', 'kyivstar'],
    ['TURBOSMS_SENDER', 'a-sender-name-too-long'],
    ['TURBOSMS_API_URL', 'ftp://sms.example.ua'],
    ['MAIL_PROVIDER', 'sendmail'],
    ['SMTP_URL', 'http://mail.example.ua'],
    ['MAIL_FROM', 'nobody'],
    ['TEST_LOGIN_PHONES', '380671112233,12345'],
    ['ALLOWED_PHONES', 'call me'],
    ['GLO_SITE_URL', 'glo.example.ua'],
    ['GLO_SUPPORT_PHONE', '0 800 300 500'],
    ['OGO_SUPPORT_EMAIL', 'mailto:help@ogo.example.ua'],
    ['MULTIPASS_SECRET_OGO', 'short'],
  ])('rejects %s=%s naming the variable', (variable, value) => {
    expect(problemsOf({ [variable]: value }).map((problem) => problem.variable)).toEqual([variable]);
  });

  it('names the missing partner of a provider', () => {
    expect(
      problemsOf({ SMS_PROVIDER: 'turbosms' })
        .map((problem) => problem.variable)
        .sort(),
    ).toEqual(['TURBOSMS_SENDER', 'TURBOSMS_TOKEN']);
    expect(problemsOf({ MAIL_PROVIDER: 'smtp', MAIL_FROM: 'a@b.ua' }).map((problem) => problem.variable)).toEqual(['SMTP_URL']);
    expect(problemsOf({ SESSION_IDLE_DAYS: '90', SESSION_MAX_DAYS: '60' }).map((problem) => problem.variable)).toEqual([
      'SESSION_MAX_DAYS',
    ]);
  });

  it('never echoes the new secrets', () => {
    const text = problemsOf({
      APP_SECRET: 'shortsecret',
      TURBOSMS_TOKEN: 'tok',
      SMTP_URL: 'http://u:hunter2@x',
      MULTIPASS_SECRET_GLO: 'mp',
    })
      .map((problem) => problem.message)
      .join('\n');
    for (const secret of ['shortsecret', 'tok', 'hunter2', '"mp"']) expect(text).not.toContain(secret);
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

  it('writes a default down only for a variable whose schema has none', () => {
    const written = variableDocs.filter((doc) => doc.default !== undefined).map((doc) => doc.variable);
    expect(written.filter((variable) => schemaDefault(variable) !== undefined)).toEqual([]);
    expect(written).toContain('MULTISCAN_DECODE_THREADS');
  });

  it("shows the schema's own default", () => {
    const shown = (variable: string) => configDocs.find((doc) => doc.variable === variable)?.default;
    expect(shown('PORT')).toBe('3000');
    expect(shown('API_KEY')).toBe(developmentApiKey);
    expect(shown('TRUST_PROXY')).toBe('false');
    expect(shown('PUSH_ENDPOINT_HOSTS')).toBe(defaultPushEndpointHosts.map((host) => `\`${host}\``).join(', '));
    expect(shown('DATABASE_URL')).toBe('(unset)');
    expect(shown('PORT')).toBe(String(loadConfig({}).port));
  });
});

describe('loadOpsCliConfig', () => {
  it('finds the local server by PORT unless OPS_URL says otherwise', () => {
    expect(loadOpsCliConfig({ PORT: '4100' }).serverUrl).toBe('http://127.0.0.1:4100');
    expect(loadOpsCliConfig({ OPS_URL: 'https://ops.example.ua/' }).serverUrl).toBe('https://ops.example.ua');
    expect(() => loadOpsCliConfig({ OPS_URL: 'nope' })).toThrow(/OPS_URL/);
  });
});
