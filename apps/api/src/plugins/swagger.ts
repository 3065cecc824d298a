// The OpenAPI document (/api/docs/json) generated from the routes' zod schemas, and Swagger UI at /api/docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { apiKeyHeader } from './api-key.ts';

export const docsPrefix = '/api/docs';

/**
 * Swagger UI's own page: the app policy with frames and forms of the UI allowed from itself. It loads only its bundled
 * files; the validator badge (an external image) is switched off below instead of being allowed.
 */
const docsContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
  "form-action 'self'",
].join('; ');

async function swaggerPlugin(app: FastifyInstance, options: { version: string }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'glo / ogo loyalty API',
        description:
          'Every /api call sends the X-Api-Key header. Signed-in calls carry the session token as a bearer token or the ' +
          'HttpOnly `session` cookie (the same token; confirm-sms, test-login and reg-auth issue it). Errors answer ' +
          '`{ "error": { "code", "message", "fields"? } }`.',
        version: options.version,
      },
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: apiKeyHeader },
          opsToken: { type: 'http', scheme: 'bearer', description: 'OPS_TOKEN, for /api/ops only' },
          sessionBearer: { type: 'http', scheme: 'bearer', description: 'Session token from confirm-sms / reg-auth' },
          sessionCookie: { type: 'apiKey', in: 'cookie', name: 'session', description: 'The same session token as a cookie' },
        },
      },
      // The API key is always required; a session (either form) is required by the signed-in calls.
      security: [{ apiKey: [], sessionBearer: [] }, { apiKey: [], sessionCookie: [] }, { apiKey: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: docsPrefix,
    staticCSP: docsContentSecurityPolicy,
    uiConfig: { validatorUrl: null, deepLinking: true },
  });
}

export default fp(swaggerPlugin, { name: 'swagger' });
