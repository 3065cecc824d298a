// Routes registered from their descriptors (@loyalty/contracts/endpoints/*, decision 0050): the method, the path, the
// schemas and the error responses come from the one description the apps call through, so they cannot disagree.
// The route adds only what is the server's: its OpenAPI words (tags, summary, description), its config and handler.
import type { FastifyInstance, FastifySchema, RouteHandlerMethod } from 'fastify';
import type { z } from 'zod';
import type { Endpoint, EndpointSchemas } from '@loyalty/contracts/endpoint';
import { errorResponseSchema, errorStatus, type ErrorCode } from '@loyalty/contracts/errors';
import { DomainError } from './domain-error.ts';

type ErrorSchema = typeof errorResponseSchema;
/** A file answer (a photo) is the bytes the server holds; the client sees a Blob. */
type ServerAnswer<T> = T extends z.ZodFile ? z.ZodType<Uint8Array> : T;

/**
 * The error responses of a route from the codes it may answer: one per status, its description naming the codes
 * (what the OpenAPI document shows a client to expect).
 */
export function errorResponses(codes: readonly (ErrorCode | number)[]): Record<number, ErrorSchema> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = typeof code === 'number' ? code : errorStatus[code];
    const known = byStatus.get(status) ?? [];
    byStatus.set(status, typeof code === 'number' ? known : [...known, code]);
  }
  const responses: Record<number, ErrorSchema> = {};
  for (const [status, statusCodes] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[status] = statusCodes.length
      ? errorResponseSchema.describe(`Error codes: ${statusCodes.join(', ')}`)
      : errorResponseSchema;
  }
  return responses;
}

/** The error codes an OpenAPI response description names (errorResponses' form), for the document's test. */
export function codesOfDescription(description: string | undefined): string[] {
  const match = /^Error codes: (.+)$/.exec(description ?? '');
  return match?.[1]?.split(', ') ?? [];
}

/** The codes each route registered from a descriptor declares, by `METHOD /path` (the same in every app). */
const declaredCodes = new Map<string, ReadonlySet<ErrorCode>>();
const routeKey = (method: string, url: string) => `${method.toUpperCase()} ${url}`;

/** A handler threw a code its descriptor does not declare: the OpenAPI document would not tell a client of it. */
export class UndeclaredErrorCode extends Error {
  constructor(
    readonly route: string,
    readonly code: ErrorCode,
  ) {
    super(`${route} threw ${code}, which its descriptor's errors do not declare (@loyalty/contracts/endpoints/*)`);
    this.name = 'UndeclaredErrorCode';
  }
}

/**
 * Holds the handlers of the routes registered from descriptors to their `errors` (the app does this under test, so
 * every test that reaches a refusal checks it): a DomainError whose code the descriptor does not declare becomes an
 * UndeclaredErrorCode, which answers 500 and fails the test that expected the refusal. The app-wide stages before
 * a handler (API key, readiness, rate limit, the back-office's cross-site and password checks) answer every route
 * alike and are not the handler's to declare.
 */
export function checkDeclaredErrors(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const key = routeKey(String(route.method), route.url);
    const declared = declaredCodes.get(key);
    if (!declared) return;
    const handler = route.handler as RouteHandlerMethod;
    route.handler = async function checkedHandler(this: FastifyInstance, request, reply) {
      try {
        return await handler.call(this, request, reply);
      } catch (error) {
        if (error instanceof DomainError && !declared.has(error.code)) throw new UndeclaredErrorCode(key, error.code);
        throw error;
      }
    } as RouteHandlerMethod;
  });
}

/** What a route says of itself in the OpenAPI document, besides what its descriptor says. */
export type RouteDocs = { tags: string[]; summary: string; description?: string } & Omit<
  FastifySchema,
  'body' | 'querystring' | 'params' | 'response'
> &
  Record<string, unknown>;

/**
 * The method, URL and schema of a route from its descriptor: `app.route({ ...(await routeOf(getFaq, docs)), handler })`.
 * The handler's request and reply are typed from the descriptor's schemas by the zod type provider. A body that is
 * not JSON is documented by its media type (the plugin parses it); an answer that is not JSON (a file, a page) by
 * its own.
 */
export async function routeOf<S extends EndpointSchemas, Status extends number>(endpoint: Endpoint<S, Status>, docs: RouteDocs) {
  const schemas = await endpoint.schemas();
  const success = endpoint.produces
    ? { content: { [endpoint.produces]: { schema: schemas.response } } }
    : schemas.response;
  const response: Record<number, unknown> = { [endpoint.status ?? 200]: success, ...errorResponses(endpoint.errors) };
  for (const [status, other] of Object.entries(schemas.others ?? {})) {
    // A status that also answers error codes keeps their names in its description.
    const description = (response[Number(status)] as ErrorSchema | undefined)?.description;
    response[Number(status)] = description ? other.describe(description) : other;
  }
  const schema: Record<string, unknown> = { ...docs, response };
  if (endpoint.consumes) schema.consumes = [endpoint.consumes];
  if (schemas.body) schema.body = schemas.body;
  if (schemas.query) schema.querystring = schemas.query;
  if (schemas.params) schema.params = schemas.params;
  declaredCodes.set(routeKey(endpoint.method, endpoint.path), new Set(endpoint.errors.filter((code) => typeof code === 'string')));
  return {
    method: endpoint.method,
    url: endpoint.path,
    schema: schema as typeof docs & {
      body: S['body'];
      querystring: S['query'];
      params: S['params'];
      // The error responses are left out of the type: handlers throw errors and return only a success.
      response: Record<Status, ServerAnswer<S['response']>> & NonNullable<S['others']>;
    },
  };
}
