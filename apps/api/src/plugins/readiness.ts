// The app's life around its requests: /api answers 503 until migrations are done (the server listens before they run),
// and while the server drains on shutdown, answers close their connection so keep-alive clients cannot hold it open.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { guardApplies } from './api-paths.ts';
import { HttpError } from './errors.ts';

export interface Readiness {
  readonly isReady: boolean;
  /** Called once migrations (and the demo seed) are done. */
  markReady(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

function createReadiness(): Readiness {
  let ready = false;
  return {
    get isReady() {
      return ready;
    },
    markReady() {
      ready = true;
    },
  };
}

async function readinessPlugin(app: FastifyInstance): Promise<void> {
  app.decorate('readiness', createReadiness());
  // Callback hooks rather than async ones: they run on every request, and the usual path does nothing (issue 12).
  app.addHook('onRequest', (request, reply, done) => {
    if (app.readiness.isReady || !guardApplies(request, 'readiness')) return done();
    reply.header('retry-after', '5');
    done(new HttpError(503, 'service_unavailable', 'The server is starting; try again in a few seconds.'));
  });

  // Fastify closes idle connections once when closing starts, but a request already in flight would leave its
  // keep-alive connection open afterwards, and close() would wait for the client (up to keepAliveTimeout).
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
}

export default fp(readinessPlugin, { name: 'readiness', dependencies: ['errors'] });
