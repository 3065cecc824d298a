// Request ids: taken from a sane incoming x-request-id (a proxy's or the client's), else a fresh UUID; echoed back.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, RawRequestDefaultExpression } from 'fastify';
import fp from 'fastify-plugin';

export const requestIdHeader = 'x-request-id';

/** Ids end up in logs and error bodies, so only short, printable, unambiguous ones are trusted. */
const saneRequestId = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's genReqId: keeps one id across a proxy and this server so their logs line up. */
export function requestIdFor(request: RawRequestDefaultExpression): string {
  const incoming = request.headers[requestIdHeader];
  return typeof incoming === 'string' && saneRequestId.test(incoming) ? incoming : randomUUID();
}

async function requestIdPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(requestIdHeader, request.id);
    done();
  });
}

export default fp(requestIdPlugin, { name: 'request-id' });
