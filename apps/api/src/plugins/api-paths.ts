// Which request paths belong to /api, and the one list of /api paths that skip the API key, readiness gate, rate limit
// or session look-up.
import type { FastifyRequest } from 'fastify';

export type ApiGuard = 'apiKey' | 'readiness' | 'rateLimit' | 'session';

interface ApiExemption {
  /** Exact path, or a prefix when it ends with '/*'. */
  path: string;
  skips: readonly ApiGuard[];
  why: string;
}

export const apiExemptions: readonly ApiExemption[] = [
  {
    path: '/api/health',
    skips: ['apiKey', 'readiness', 'rateLimit', 'session'],
    why: 'load balancers and uptime probes carry no key or session, poll often, and must see "starting" while migrations run',
  },
  {
    path: '/api/docs/*',
    skips: ['apiKey', 'readiness', 'session'],
    why: 'the OpenAPI document and its UI are opened in a browser, which cannot add the header',
  },
  {
    path: '/api/ops/*',
    skips: ['apiKey', 'readiness', 'session'],
    why: 'operator commands carry the ops bearer token instead (no session); `status` must answer while the server starts',
  },
  {
    path: '/api/admin/*',
    skips: ['apiKey', 'session'],
    why: 'the back-office signs its staff in with their own credentials (a staff session), not the customer app key or session',
  },
  {
    path: '/api/shop/liqpay-callback',
    skips: ['apiKey'],
    why: 'LiqPay cannot send our key; the callback is authenticated by its signature',
  },
  {
    path: '/api/dev/liqpay/*',
    skips: ['apiKey'],
    why: 'the test checkout page is opened and its form posted by the browser; both carry a signature of ours instead',
  },
];

/**
 * The /api paths that answer HTML for a browser to show: the OpenAPI UI and the test checkout page. Every other /api
 * and /mapi answer is JSON (or a file download), and gets the short security headers of an API answer.
 */
export const documentApiPrefixes = ['/api/docs', '/api/dev/liqpay/'] as const;

/**
 * True when a request's raw URL is a JSON call. Decided on the raw URL, before routing, so every answer (a hook's
 * error, a 404) gets its headers from the first hook. An odd encoding that slips past it only gets the stricter
 * policy of JSON (default-src 'none'), never a weaker one.
 */
export function isJsonApiUrl(url: string): boolean {
  if (!url.startsWith('/api/') && !url.startsWith('/mapi/')) return false;
  return !documentApiPrefixes.some((prefix) => url.startsWith(prefix));
}

function matches(exemption: ApiExemption, path: string): boolean {
  if (!exemption.path.endsWith('/*')) return path === exemption.path;
  const base = exemption.path.slice(0, -2);
  return path === base || path.startsWith(`${base}/`);
}

/**
 * The matched route's pattern when there is one (it cannot be spoofed with odd encodings), else the raw path:
 * unknown routes only reach the 404 handler, so exempting them by raw path opens nothing.
 */
export function routePathOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? pathnameOf(request.url);
}

export function pathnameOf(url: string): string {
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? url : url.slice(0, queryAt);
}

/**
 * /mapi is the multi-scan upload (spec: the bot admin host's /mapi/multiscan/load, served here by the same process):
 * it is an API path like /api, so the API key, readiness gate, rate limit and sessions cover it, and the web app's
 * fallback never answers it.
 */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/') || path === '/mapi' || path.startsWith('/mapi/');
}

/** True when the request is an /api call that this guard applies to. */
export function guardApplies(request: FastifyRequest, guard: ApiGuard): boolean {
  return guardAppliesToPath(routePathOf(request), guard);
}

/**
 * The same answer for a route's pattern, known when the route is registered: a guard that does not apply to a route
 * need not hook it at all (every request of a matched route is decided by its pattern, see routePathOf).
 */
export function guardAppliesToPath(path: string, guard: ApiGuard): boolean {
  if (!isApiPath(path)) return false;
  return !apiExemptions.some((exemption) => exemption.skips.includes(guard) && matches(exemption, path));
}
