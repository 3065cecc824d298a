// `virtual:ua-phone-metadata`: libphonenumber-js mobile metadata cut down to Ukraine at build time.
// The full metadata is ~24 KB gzip on the login screen; the app only ever checks Ukrainian mobile numbers.
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const virtualId = 'virtual:ua-phone-metadata';
const resolvedId = `\0${virtualId}`;

interface MetadataJson {
  version: number;
  country_calling_codes: Record<string, string[]>;
  countries: Record<string, unknown>;
  nonGeographic?: Record<string, unknown>;
}

export function uaPhoneMetadataPlugin(): Plugin {
  return {
    name: 'loyalty-ua-phone-metadata',
    resolveId(id) {
      return id === virtualId ? resolvedId : undefined;
    },
    load(id) {
      if (id !== resolvedId) return undefined;
      const require = createRequire(import.meta.url);
      const full = require('libphonenumber-js/metadata.mobile.json') as MetadataJson;
      const ukraine = full.countries.UA;
      if (!ukraine) throw new Error('libphonenumber-js metadata has no UA entry');
      const metadata: MetadataJson = {
        version: full.version,
        country_calling_codes: { '380': ['UA'] },
        countries: { UA: ukraine },
        nonGeographic: {},
      };
      return `export default ${JSON.stringify(metadata)};`;
    },
  };
}
