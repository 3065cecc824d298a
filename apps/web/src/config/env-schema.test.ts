// Validation of the VITE_* configuration.
import { describe, expect, it } from 'vitest';
import { developmentApiKey, parseEnv } from '@/config/env-schema';

describe('web configuration', () => {
  it('falls back to the development API key and leaves links unset', () => {
    const env = parseEnv({});
    expect(env.VITE_API_KEY).toBe(developmentApiKey);
    expect(env.VITE_GLO_SITE_URL).toBeUndefined();
    expect(env.VITE_OGO_PWA_HOST).toBeUndefined();
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ VITE_API_KEY: '  ', VITE_OGO_SITE_URL: '' })).toMatchObject({
      VITE_API_KEY: developmentApiKey,
      VITE_OGO_SITE_URL: undefined,
    });
  });

  it('names the variable that is wrong', () => {
    expect(() => parseEnv({ VITE_GLO_FACEBOOK_URL: 'not a url' })).toThrow(/VITE_GLO_FACEBOOK_URL/);
    expect(() => parseEnv({ VITE_OGO_SITE_URL: 'javascript:alert(1)' })).toThrow(/VITE_OGO_SITE_URL/);
  });
});
