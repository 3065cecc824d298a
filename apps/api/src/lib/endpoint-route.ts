// Routes registered from their descriptors (@loyalty/contracts/endpoints/*, decision 0050): the method, the path, the
// schemas and the error responses come from the one description the apps call through, so they cannot disagree.
// The route adds only what is the server's: its OpenAPI words (tags, summary, description), its config and handler.
import type { FastifySchema } from 'fastify';
import type { Endpoint, EndpointSchemas } from '@loyalty/contracts/endpoint';
import { errorResponseSchema, errorStatus, type ErrorCode } from '@loyalty/contracts/errors';

type ErrorSchema = typeof errorResponseSchema;

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

/** What a route says of itself in the OpenAPI document, besides what its descriptor says. */
export type RouteDocs = { tags: string[]; summary: string; description?: string } & Omit<
  FastifySchema,
  'body' | 'querystring' | 'params' | 'response'
> &
  Record<string, unknown>;

/**
 * The method, URL and schema of a route from its descriptor: `app.route({ ...(await routeOf(getFaq, docs)), handler })`.
 * The handler's request and reply are typed from the descriptor's schemas by the zod type provider.
 */
export async function routeOf<S extends EndpointSchemas, Status extends number>(endpoint: Endpoint<S, Status>, docs: RouteDocs) {
  const schemas = await endpoint.schemas();
  const schema: Record<string, unknown> = {
    ...docs,
    response: { [endpoint.status ?? 200]: schemas.response, ...errorResponses(endpoint.errors) },
  };
  if (schemas.body) schema.body = schemas.body;
  if (schemas.query) schema.querystring = schemas.query;
  if (schemas.params) schema.params = schemas.params;
  return {
    method: endpoint.method,
    url: endpoint.path,
    schema: schema as typeof docs & {
      body: S['body'];
      querystring: S['query'];
      params: S['params'];
      // The error responses are left out of the type: handlers throw errors and return only a success.
      response: Record<Status, S['response']>;
    },
  };
}
