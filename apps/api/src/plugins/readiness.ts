// The app's life around its requests: /api answers 503 until migrations are done (the server listens before they run);
// from a stop signal on, every new request answers 503 (health: `stopping`) while those in flight finish, and answers
// close their connection so keep-alive clients cannot hold the shutdown open.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { guardApplies, routePathOf } from './api-paths.ts';
import { HttpError } from './errors.ts';

export interface Readiness {
  readonly isReady: boolean;
  /** True from startDraining() on: new requests get 503, in-flight ones finish. */
  readonly isDraining: boolean;
  /** Called once migrations (and the demo seed) are done. */
  markReady(): void;
  /** Called when a stop begins, before the server stops listening. */
  startDraining(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
  interface FastifyRequest {
    countedAsUnanswered: boolean;
  }
}

function createReadiness(): Readiness {
  let ready = false;
  let draining = false;
  return {
    get isReady() {
      return ready;
    },
    get isDraining() {
      return draining;
    },
    markReady() {
      ready = true;
    },
    startDraining() {
      draining = true;
    },
  };
}

/** How often a closing server looks for connections it can close (every request answered, a socket still open). */
const closeSweepMs = 100;

async function readinessPlugin(app: FastifyInstance): Promise<void> {
  app.decorate('readiness', createReadiness());
  // Requests whose answer is not sent yet: when a closing server has none, every connection left is idle.
  let unanswered = 0;
  // Callback hooks rather than async ones: they run on every request, and the usual path does nothing (issue 12).
  // Set on the requests counted, so one that skipped this hook (an earlier hook failed) is never subtracted.
  app.decorateRequest('countedAsUnanswered', false);
  app.addHook('onRequest', (request, reply, done) => {
    unanswered += 1;
    request.countedAsUnanswered = true;
    if (app.readiness.isDraining && routePathOf(request) !== '/api/health') {
      reply.header('retry-after', '5');
      return done(new HttpError(503, 'service_unavailable', 'The server is stopping; try again in a few seconds.'));
    }
    if (app.readiness.isReady || !guardApplies(request, 'readiness')) return done();
    reply.header('retry-after', '5');
    done(new HttpError(503, 'service_unavailable', 'The server is starting; try again in a few seconds.'));
  });

  // Fastify closes idle connections once when closing starts, but a request already in flight would leave its
  // keep-alive connection open afterwards, and close() would wait for the client (up to keepAliveTimeout).
  app.addHook('onResponse', (request, _reply, done) => {
    if (request.countedAsUnanswered) unanswered -= 1;
    done();
  });
  // Node's closeIdleConnections, which Fastify calls once as closing starts, now and then leaves an idle keep-alive
  // socket open (seen in CI: no request in flight, one connection, close() waiting out the 72 s keep-alive). Once every
  // request is answered, whatever connection is left carries nothing: it is closed.
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', (done) => {
    app.readiness.startDraining();
    sweep = setInterval(() => {
      if (unanswered === 0) app.server.closeAllConnections();
    }, closeSweepMs);
    sweep.unref();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    clearInterval(sweep);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (app.readiness.isDraining) reply.header('connection', 'close');
    done(null, payload);
  });
}

export default fp(readinessPlugin, { name: 'readiness', dependencies: ['errors'] });
