// Test support for every module behind a session: people in the database and signing in through the real SMS flow.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Brand } from '@loyalty/contracts/brand';
import type { SessionResponse } from '@loyalty/contracts/auth';
import type { Executor } from '@loyalty/db/client';
import { customers, type CustomerRow } from '@loyalty/db/schema';
import { apiHeaders } from '../../test-app.ts';

/** A client address of its own per phone: the per-IP SMS caps and route budgets of one test never hit another's. */
export function addressOf(phone: string): string {
  const digits = phone.replace(/\D/g, '').slice(-6).padStart(6, '0');
  return `10.${Number(digits.slice(0, 2))}.${Number(digits.slice(2, 4))}.${Number(digits.slice(4, 6))}`;
}

export interface PersonInput {
  phone: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  /** Brands to create a record in (default both). */
  brands?: Brand[];
  tags?: string[];
}

/** Inserts a person's customer records directly (as a registration would). */
export async function createPerson(executor: Executor, input: PersonInput): Promise<Partial<Record<Brand, CustomerRow>>> {
  const result: Partial<Record<Brand, CustomerRow>> = {};
  for (const brand of input.brands ?? (['glo', 'ogo'] as const)) {
    const [row] = await executor
      .insert(customers)
      .values({
        brand,
        phone: input.phone,
        firstName: input.firstName ?? 'Олена',
        lastName: input.lastName ?? 'Коваль',
        email: input.email ?? `p${input.phone.replace(/\D/g, '')}@example.com`,
        birthDate: '1990-04-21',
        tags: input.tags ?? [],
      })
      .returning();
    if (!row) throw new Error('customer not inserted');
    result[brand] = row;
  }
  return result;
}

export function post(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) {
  return app.inject({ method: 'POST', url, payload: payload as object, headers: { ...apiHeaders, ...headers }, remoteAddress });
}

/** The newest code the outbox holds for a phone. */
export async function latestCode(app: FastifyInstance, phone: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`,
    headers: apiHeaders,
  });
  const { messages } = response.json<{ messages: { body: string }[] }>();
  const code = /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  return code;
}

export interface SignedIn extends SessionResponse {
  /** Headers that carry the session as the client does (bearer). */
  auth: { authorization: string };
  response: LightMyRequestResponse;
}

/** login-sms → code from the outbox → confirm-sms, for a phone that already has customer records. */
export async function signIn(app: FastifyInstance, phone: string, product: Brand = 'glo'): Promise<SignedIn> {
  const address = addressOf(phone);
  const sent = await post(app, '/api/auth/login-sms', { phone, product }, {}, address);
  if (sent.statusCode !== 200) throw new Error(`login-sms answered ${sent.statusCode}: ${sent.body}`);
  const code = await latestCode(app, phone);
  const response = await post(app, '/api/auth/confirm-sms', { phone, code, product }, {}, address);
  const body = response.json<SessionResponse>();
  if (response.statusCode !== 200 || !body.token)
    throw new Error(`confirm-sms answered ${response.statusCode}: ${response.body}`);
  return { ...body, auth: { authorization: `Bearer ${body.token}` }, response };
}
