// Per-IP request budget on /api (RATE_LIMIT_PER_MINUTE), answered with the 429 error shape.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { guardApplies, guardAppliesToPath } from './api-paths.ts';
import { HttpError } from './errors.ts';

/** Budget of answers to unknown routes per IP: enough for a mistyped link, little for a path scanner. */
export const notFoundRateLimit = { max: 30, timeWindow: '1 minute' } as const;

async function rateLimitPlugin(app: FastifyInstance): Promise<void> {
  // Routes the limit never applies to (the health probe, static files) get no rate-limit hook at all, instead of one
  // that works out the client's key and then lets them through (what every probe pays). Registered before
  // the plugin, so its own onRoute sees the setting.
  app.addHook('onRoute', (route) => {
    if (route.config?.rateLimit === undefined && !guardAppliesToPath(route.url, 'rateLimit'))
      route.config = { ...route.config, rateLimit: false };
  });
  // The budget lives in process memory: with several API processes each counts its own share. That is the intended
  // trade-off for abuse protection (a shared store would add a network hop to every call).
  await app.register(rateLimit, {
    global: true,
    max: app.config.rateLimitPerMinute,
    timeWindow: '1 minute',
    // Static files, the health probe and the documentation are not metered (the not-found handler is decided here).
    allowList: (request) => !guardApplies(request, 'rateLimit'),
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, 'rate_limited', `Too many requests; try again in ${context.after}.`),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['config', 'errors'] });
