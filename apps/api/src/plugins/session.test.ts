import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { HttpError } from './errors.ts';
import {
  assertOwnCustomer,
  hashSessionToken,
  newSessionToken,
  ownCustomerId,
  requireSession,
  type SessionContext,
} from './session.ts';

const session: SessionContext = {
  id: 'a5d7c3f4-0000-4000-8000-000000000001',
  phone: '+380671234567',
  customerIds: { glo: 11, ogo: 12 },
};
const gloOnly: SessionContext = { ...session, customerIds: { glo: 11, ogo: null } };

function statusOf(action: () => unknown): [number, string] | 'ok' {
  try {
    action();
    return 'ok';
  } catch (error) {
    if (error instanceof HttpError) return [error.statusCode, error.code];
    throw error;
  }
}

describe('session helpers', () => {
  it('requireSession answers 401 unauthorized without a session', () => {
    expect(statusOf(() => requireSession({ session: null } as FastifyRequest))).toEqual([401, 'unauthorized']);
    expect(requireSession({ session } as FastifyRequest)).toBe(session);
  });

  it("ownCustomerId gives the brand's id, 404 where there is none", () => {
    expect(ownCustomerId(session, 'ogo')).toBe(12);
    expect(statusOf(() => ownCustomerId(gloOnly, 'ogo'))).toEqual([404, 'not_found']);
  });

  it('assertOwnCustomer accepts only own ids, of the named brand when one is named', () => {
    expect(assertOwnCustomer(session, 'glo', 11)).toBe('glo');
    expect(assertOwnCustomer(session, null, 12)).toBe('ogo');
    expect(statusOf(() => assertOwnCustomer(session, 'glo', 12))).toEqual([403, 'forbidden']);
    expect(statusOf(() => assertOwnCustomer(session, null, 13))).toEqual([403, 'forbidden']);
    expect(statusOf(() => assertOwnCustomer(gloOnly, 'ogo', 12))).toEqual([403, 'forbidden']);
  });

  it('makes 256-bit tokens and stores only their SHA-256', () => {
    const token = newSessionToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newSessionToken()).not.toBe(token);
    expect(hashSessionToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSessionToken(token)).not.toContain(token);
  });
});
