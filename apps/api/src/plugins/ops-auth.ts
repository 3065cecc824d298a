// The operator bearer token on /api/ops, compared in constant time; registered inside the ops routes' scope.
import type { FastifyInstance } from 'fastify';
import { secretsEqual } from './api-key.ts';
import { HttpError } from './errors.ts';

/** Adds the token check to every route of the scope it is called in. */
export function requireOpsToken(scope: FastifyInstance, opsToken: string | undefined): void {
  scope.addHook('preParsing', async (request, _reply, payload) => {
    const header = request.headers.authorization;
    const given = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    // Without a configured token nobody gets in: the server always sets one, but an app built without it stays shut.
    if (!opsToken || !given || !secretsEqual(given, opsToken)) {
      throw new HttpError(401, 'unauthorized', 'Missing or wrong operator token (Authorization: Bearer <OPS_TOKEN>).');
    }
    return payload;
  });
}
