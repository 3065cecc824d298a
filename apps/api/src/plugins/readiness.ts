// The app's life around its requests: /api answers 503 until migrations are done (the server listens before they run).
// From a stop signal on, only the health probe says so (503 `stopping`), so the proxy in front takes the process out
// while every request it still sends is served as usual; once the server stops listening, answers close their
// connection so keep-alive clients cannot hold the shutdown open.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { guardApplies } from './api-paths.ts';
import { HttpError } from './errors.ts';

export interface Readiness {
  readonly isReady: boolean;
  /** True from startDraining() on: /api/health answers 503 `stopping`; every other request is served as usual. */
  readonly isDraining: boolean;
  /** True once the server stops listening (app.close()): answers carry `Connection: close`. */
  readonly isClosing: boolean;
  /** Called once migrations (and the demo seed) are done. */
  markReady(): void;
  /** Called when a stop begins, SHUTDOWN_DRAIN_MS before the server stops listening. */
  startDraining(): void;
  /** Requests whose handler is at work, and whose answer is unfinished (a stop that hangs logs them). */
  requestsInFlight(): { handlersAtWork: number; answersPending: number };
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
  interface FastifyRequest {
    /** Bits of what the request still holds for a closing server (its handler at work, its answer unfinished). */
    heldByRequest: number;
  }
}

function createReadiness(inFlight: Readiness['requestsInFlight']): Readiness & { startClosing(): void } {
  let ready = false;
  let draining = false;
  let closing = false;
  return {
    get isReady() {
      return ready;
    },
    get isDraining() {
      return draining;
    },
    get isClosing() {
      return closing;
    },
    markReady() {
      ready = true;
    },
    startDraining() {
      draining = true;
    },
    startClosing() {
      draining = true;
      closing = true;
    },
    requestsInFlight: inFlight,
  };
}

/** How often a closing server looks for connections it can close (every request answered, a socket still open). */
const closeSweepMs = 100;
/** How long closing waits for handlers whose client went away; the process's own grace is the last bound. */
const handlerWaitMs = 15_000;

// What a request still holds, as bits: its handler has not produced an answer yet; its answer has not finished.
const handling = 1;
const unanswered = 2;

async function readinessPlugin(app: FastifyInstance): Promise<void> {
  // Requests whose handler is still at work (an answer not yet produced), and whose answer has not finished: when a
  // closing server has no unanswered request, every connection left is idle; when no handler is at work, nothing
  // will use the database any more. A client that goes away ends the answer, not the handler.
  let handlersAtWork = 0;
  let answersPending = 0;
  // Set by a closing server that waits for handlers: called when the last one is done.
  let onAllHandled: (() => void) | undefined;
  const readiness = createReadiness(() => ({ handlersAtWork, answersPending }));
  app.decorate('readiness', readiness);
  const release = (request: FastifyRequest, bits: number) => {
    const held = request.heldByRequest & bits;
    if (held === 0) return;
    request.heldByRequest &= ~held;
    if (held & unanswered) answersPending -= 1;
    if (held & handling) {
      handlersAtWork -= 1;
      if (handlersAtWork === 0) onAllHandled?.();
    }
  };
  // Set on the requests counted, so one that skipped this hook (an earlier hook failed) is never subtracted.
  app.decorateRequest('heldByRequest', 0);

  // Callback hooks rather than async ones: they run on every request, and the usual path does nothing.
  app.addHook('onRequest', (request, reply, done) => {
    handlersAtWork += 1;
    answersPending += 1;
    request.heldByRequest = handling | unanswered;
    // NOTE: a draining process serves every request but the health probe as usual: the proxy stops sending once its
    // health check sees `stopping`, and what it sent until then must not fail (Caddy retries a failed connection, not
    // an answer, so a 503 here would reach the customer; deploy/README.md).
    if (app.readiness.isReady || !guardApplies(request, 'readiness')) return done();
    reply.header('retry-after', '5');
    done(new HttpError(503, 'service_unavailable', 'The server is starting; try again in a few seconds.'));
  });
  // onSend comes once the handler (or the error handler) has its answer, even when the client has gone; an answer
  // to a client that has gone will never finish.
  app.addHook('onSend', (request, reply, payload, done) => {
    release(request, reply.raw.destroyed ? handling | unanswered : handling);
    // Fastify closes idle connections once when closing starts, but a request already in flight would leave its
    // keep-alive connection open afterwards, and close() would wait for the client (up to keepAliveTimeout).
    if (app.readiness.isClosing) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    release(request, handling | unanswered);
    done();
  });

  // Node's closeIdleConnections, which Fastify calls once as closing starts, leaves a keep-alive socket that has not
  // sent a request yet open (seen in CI: no request in flight, one connection, close() waiting out the 72 s
  // keep-alive). Once every request is answered, whatever connection is left carries nothing: it is closed.
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', (done) => {
    readiness.startClosing();
    sweep = setInterval(() => {
      if (answersPending === 0) app.server.closeAllConnections();
    }, closeSweepMs);
    sweep.unref();
    done();
  });
  // The server stops listening when its connections are gone, but a handler whose client went away still runs, and
  // the database must stay open until it is done (else: "Cannot use a pool after calling end on the pool").
  app.addHook('onClose', (_instance, done) => {
    clearInterval(sweep);
    if (handlersAtWork === 0) return done();
    const giveUp = setTimeout(() => {
      app.log.warn({ handlersAtWork }, 'closing with handlers still at work after their clients went away');
      finish();
    }, handlerWaitMs);
    giveUp.unref();
    const finish = () => {
      onAllHandled = undefined;
      clearTimeout(giveUp);
      done();
    };
    onAllHandled = finish;
  });
}

export default fp(readinessPlugin, { name: 'readiness', dependencies: ['errors'] });
