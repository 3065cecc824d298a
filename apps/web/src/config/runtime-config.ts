// What the server gives the app at run time: a `<meta name="app-config">` tag in the index.html it
// serves (apps/api/src/plugins/static-web.ts), read once, synchronously, at start. Changing API_KEY, the brand sites or
// the social links or the support desk on the server changes the app without a rebuild. Without the tag (the Vite dev server, tests) the
// development defaults apply, and the links fall back to the build's VITE_* values.
import type { Brand } from '@loyalty/contracts/brand';
import { developmentApiKey } from '@/config/development-api-key';

export type LinkName = 'site' | 'instagram' | 'facebook' | 'telegram';
export type BrandLinks = Partial<Record<LinkName, string>>;

/** A brand's support desk as the app offers it on /support: a line to call and an address to write to. */
export interface SupportContacts {
  /** +380XXXXXXXXX, dialled as tel:. */
  phone?: string;
  email?: string;
}

export interface RuntimeConfig {
  apiKey: string;
  /** Each brand's full site and social links from the server; a link it does not set is absent. */
  links: Record<Brand, BrandLinks>;
  /** Each brand's support desk from the server; what it does not set is absent. */
  support: Record<Brand, SupportContacts>;
}

let cached: RuntimeConfig | undefined;

const brands: readonly Brand[] = ['glo', 'ogo'];
const socialNames = ['instagram', 'facebook', 'telegram'] as const;

/** An http(s) address, or nothing: a link the app opens must never be javascript: or a relative path. */
function webAddress(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) return undefined;
  try {
    return new URL(value).href;
  } catch {
    return undefined;
  }
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

function linksOf(parsed: unknown, brand: Brand): BrandLinks {
  const links: BrandLinks = {};
  const site = webAddress(field(field(parsed, 'sites'), brand));
  if (site) links.site = site;
  for (const name of socialNames) {
    const href = webAddress(field(field(field(parsed, 'socials'), brand), name));
    if (href) links[name] = href;
  }
  return links;
}

/** Only what the server itself validates (env-schema.ts): a tel: or mailto: link is never built from anything else. */
function supportOf(parsed: unknown, brand: Brand): SupportContacts {
  const contacts: SupportContacts = {};
  const phone = field(field(field(parsed, 'support'), brand), 'phone');
  const email = field(field(field(parsed, 'support'), brand), 'email');
  if (typeof phone === 'string' && /^\+380\d{9}$/.test(phone)) contacts.phone = phone;
  if (typeof email === 'string' && /^[^\s@<>:?]+@[^\s@<>?]+\.[^\s@<>?]+$/.test(email)) contacts.email = email;
  return contacts;
}

export function parseRuntimeConfig(content: string | null | undefined): RuntimeConfig {
  const config: RuntimeConfig = { apiKey: developmentApiKey, links: { glo: {}, ogo: {} }, support: { glo: {}, ogo: {} } };
  if (!content) return config;
  try {
    const parsed = JSON.parse(content) as Record<string, unknown>;
    if (typeof parsed.apiKey === 'string' && parsed.apiKey.trim() !== '') config.apiKey = parsed.apiKey;
    for (const brand of brands) {
      config.links[brand] = linksOf(parsed, brand);
      config.support[brand] = supportOf(parsed, brand);
    }
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
