// Security headers of every answer: helmet's headers with the app's CSP on documents (the shell, files, the API's two
// HTML pages), the short set of an API answer on JSON calls, HSTS only for HTTPS, and the cookie parser's defaults.
// The headers do not depend on the request beyond that choice, so both sets are computed once at start and set by one
// hook (@fastify/helmet recomputed its directives on every request).
import type { IncomingMessage, ServerResponse } from 'node:http';
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { isJsonApiUrl } from './api-paths.ts';

/** The web app loads only its own scripts, styles, images, fonts, worker and manifest; nothing may frame it. */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // React and toast libraries set inline style attributes.
  'style-src': ["'self'", "'unsafe-inline'"],
  // Camera snapshots and generated previews are data:/blob: URLs.
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
} as const;

/**
 * The document CSP as helmet writes it, with more script sources: the hashes of a shell's inline scripts
 * (plugins/static-web.ts). security-headers.test.ts holds it equal to helmet's header without them.
 */
export function documentContentSecurityPolicy(extraScriptSources: readonly string[] = []): string {
  return Object.entries(contentSecurityPolicy)
    .map(([name, values]) => `${name} ${[...values, ...(name === 'script-src' ? extraScriptSources : [])].join(' ')}`)
    .join(';');
}

export const hstsValue = 'max-age=31536000; includeSubDomains';

/**
 * A JSON answer is never rendered, framed or run, so it needs the headers that keep it that way (OWASP's REST
 * security headers): a CSP that allows nothing, no framing, no MIME sniffing, no reads from other origins. The
 * document set (referrer, opener, DNS prefetch, download and cross-domain policies) would be about 500 bytes more on
 * every call for nothing a browser applies to JSON.
 */
export const jsonAnswerHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: Object.fromEntries(Object.entries(contentSecurityPolicy).map(([name, values]) => [name, [...values]])),
  },
  // Sent by the hook below instead: helmet would send it on plain HTTP too, pinning developers' localhost to HTTPS.
  strictTransportSecurity: false,
};

/** The headers helmet sets with these options, captured once from a stand-in response. */
export function helmetHeaders(options: HelmetOptions = helmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish synchronously');
  return headers;
}

async function securityHeadersPlugin(app: FastifyInstance): Promise<void> {
  const hsts = { 'strict-transport-security': hstsValue };
  const documentHeaders = helmetHeaders();
  const sets = {
    document: { plain: documentHeaders, https: { ...documentHeaders, ...hsts } },
    json: { plain: jsonAnswerHeaders, https: { ...jsonAnswerHeaders, ...hsts } },
  };
  const publicUrlIsHttps = app.config.publicUrl?.startsWith('https://') ?? false;
  app.addHook('onRequest', (request, reply, done) => {
    const set = isJsonApiUrl(request.url) ? sets.json : sets.document;
    // request.protocol reflects X-Forwarded-Proto only with TRUST_PROXY. An https PUBLIC_URL says the same of the
    // deployment as a whole; browsers ignore the header on plain-HTTP answers, so sending it there is harmless.
    reply.headers(publicUrlIsHttps || request.protocol === 'https' ? set.https : set.plain);
    done();
  });

  // Sessions arrive with the next issue; their cookies get these defaults (Secure when served over HTTPS).
  await app.register(cookie, {
    parseOptions: { httpOnly: true, sameSite: 'lax', path: '/', secure: app.config.secureCookies },
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers', dependencies: ['config'] });
