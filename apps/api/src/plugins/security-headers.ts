// Security headers of every answer: helmet with the app's CSP, HSTS only for HTTPS, and the cookie parser's defaults.
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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

export const hstsValue = 'max-age=31536000; includeSubDomains';

async function securityHeadersPlugin(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(Object.entries(contentSecurityPolicy).map(([name, values]) => [name, [...values]])),
    },
    // Sent by the hook below instead: helmet would send it on plain HTTP too, pinning developers' localhost to HTTPS.
    hsts: false,
  });

  const publicUrlIsHttps = app.config.publicUrl?.startsWith('https://') ?? false;
  app.addHook('onRequest', async (request, reply) => {
    // request.protocol reflects X-Forwarded-Proto only with TRUST_PROXY. An https PUBLIC_URL says the same of the
    // deployment as a whole; browsers ignore the header on plain-HTTP answers, so sending it there is harmless.
    if (request.protocol === 'https' || publicUrlIsHttps) reply.header('strict-transport-security', hstsValue);
  });

  // Sessions arrive with the next issue; their cookies get these defaults (Secure when served over HTTPS).
  await app.register(cookie, {
    parseOptions: { httpOnly: true, sameSite: 'lax', path: '/', secure: app.config.secureCookies },
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers', dependencies: ['config'] });
