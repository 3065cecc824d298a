// Validation of the VITE_* configuration.
import { describe, expect, it } from 'vitest';
import { developmentApiKey, parseEnv } from '@/config/env-schema';
import { parseRuntimeConfig } from '@/config/runtime-config';

describe('web configuration', () => {
  it('leaves links unset', () => {
    const env = parseEnv({});
    expect(env.VITE_GLO_SITE_URL).toBeUndefined();
    expect(env.VITE_OGO_PWA_HOST).toBeUndefined();
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ VITE_OGO_SITE_URL: '' })).toMatchObject({ VITE_OGO_SITE_URL: undefined });
  });

  it('names the variable that is wrong', () => {
    expect(() => parseEnv({ VITE_GLO_FACEBOOK_URL: 'not a url' })).toThrow(/VITE_GLO_FACEBOOK_URL/);
    expect(() => parseEnv({ VITE_OGO_SITE_URL: 'javascript:alert(1)' })).toThrow(/VITE_OGO_SITE_URL/);
  });
});

describe('run-time configuration (the server’s <meta name="app-config">)', () => {
  it('takes the API key the server gives, and falls back to the development key without one', () => {
    expect(parseRuntimeConfig('{"apiKey":"server-key-0123"}')).toEqual({ apiKey: 'server-key-0123' });
    expect(parseRuntimeConfig(null)).toEqual({ apiKey: developmentApiKey });
    expect(parseRuntimeConfig('not json')).toEqual({ apiKey: developmentApiKey });
    expect(parseRuntimeConfig('{"apiKey":""}')).toEqual({ apiKey: developmentApiKey });
  });
});
