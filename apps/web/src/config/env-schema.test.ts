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
    const none = { glo: {}, ogo: {} };
    const defaults = { links: none, support: none };
    expect(parseRuntimeConfig('{"apiKey":"server-key-0123"}')).toEqual({ apiKey: 'server-key-0123', ...defaults });
    expect(parseRuntimeConfig(null)).toEqual({ apiKey: developmentApiKey, ...defaults });
    expect(parseRuntimeConfig('not json')).toEqual({ apiKey: developmentApiKey, ...defaults });
    expect(parseRuntimeConfig('{"apiKey":""}')).toEqual({ apiKey: developmentApiKey, ...defaults });
  });

  it('takes the brand sites and social links the server gives (issue 36), http(s) only', () => {
    const config = parseRuntimeConfig(
      JSON.stringify({
        apiKey: 'k',
        sites: { glo: 'https://glo.example', ogo: 'javascript:alert(1)' },
        socials: { ogo: { telegram: 'https://t.example/ogo', instagram: '/relative' } },
      }),
    );
    expect(config.links).toEqual({ glo: { site: 'https://glo.example/' }, ogo: { telegram: 'https://t.example/ogo' } });
  });

  it('takes the support desks the server gives, and nothing a tel: or mailto: link could be abused with', () => {
    const config = parseRuntimeConfig(
      JSON.stringify({
        apiKey: 'k',
        support: {
          glo: { phone: '+380800300500', email: 'help@glo.example' },
          ogo: { phone: '0800 300 500', email: 'x@y.example?subject=spam' },
        },
      }),
    );
    expect(config.support).toEqual({ glo: { phone: '+380800300500', email: 'help@glo.example' }, ogo: {} });
  });
});
