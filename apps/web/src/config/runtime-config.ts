// What the server gives the app at run time: a `<meta name="app-config">` tag in the index.html it serves
// (apps/api/src/plugins/static-web.ts), read once, synchronously, at start. Changing API_KEY on the server changes
// the app without a rebuild. Without the tag (the Vite dev server, tests) the development defaults apply.
import { developmentApiKey } from '@/config/development-api-key';

export interface RuntimeConfig {
  apiKey: string;
}

let cached: RuntimeConfig | undefined;

export function parseRuntimeConfig(content: string | null | undefined): RuntimeConfig {
  const config: RuntimeConfig = { apiKey: developmentApiKey };
  if (!content) return config;
  try {
    const parsed = JSON.parse(content) as Record<string, unknown>;
    if (typeof parsed.apiKey === 'string' && parsed.apiKey.trim() !== '') config.apiKey = parsed.apiKey;
  } catch {
    // A malformed tag is as good as none: the development defaults.
  }
  return config;
}

export function runtimeConfig(): RuntimeConfig {
  cached ??= parseRuntimeConfig(
    typeof document === 'undefined' ? null : document.querySelector('meta[name="app-config"]')?.getAttribute('content'),
  );
  return cached;
}
