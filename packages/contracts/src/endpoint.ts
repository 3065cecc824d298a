// One description of each /api call (decision 0050): its method, path, the codes it may answer, and its schemas. The
// server registers its route from it and the apps call through it, so a path, a method and a schema cannot disagree.
// NOTE: the schemas sit behind a loader. A descriptor module imports no zod, so a web page that calls an endpoint
// does not load zod to send the call; only where answers are checked (development, tests) or served (the server) is
// the schemas' module loaded.
import type { z } from 'zod';
import type { ErrorCode } from './errors.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The zod schemas of a call: what it takes (body, query string, path parameters) and what it answers on success. */
export interface EndpointSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  response: z.ZodType;
  /**
   * Answers that are neither the success nor the error envelope, by status: a second success (202, pending approval),
   * the health probe's 503 body, the spec's scan answer on a 400. The error codes of the same status still name it.
   */
  others?: Readonly<Record<number, z.ZodType>>;
}

/** A request body's media type when it is not JSON: a payment provider's form-encoded, signed callback. */
export type RequestMediaType = 'application/x-www-form-urlencoded';

export interface Endpoint<S extends EndpointSchemas = EndpointSchemas, Status extends number = number> {
  method: HttpMethod;
  /** The full path, `/api/…` (or the spec's `/mapi/…`), with `:name` for path parameters. */
  path: string;
  /** The status of a successful answer; 200 unless said. */
  status?: Status;
  /**
   * The codes (errors.ts) this call may answer besides success; their statuses make its error responses. A bare
   * status stands where the codes of that status are not yet listed.
   */
  errors: readonly (ErrorCode | number)[];
  /** The body's media type when it is not JSON. */
  consumes?: RequestMediaType;
  /**
   * The success answer's media type when it is not JSON (a CSV, a photo, a page): such a call is a link or a download
   * (`urlOf` in @loyalty/client/http), never read by `call`.
   */
  produces?: string;
  /** Loads the schemas: `() => import('./content.ts').then((c) => ({ body: c.getFaqBodySchema, … }))`. */
  schemas: () => Promise<S>;
}

/**
 * A descriptor with its types kept: `defineEndpoint({ method: 'POST', path: '/api/content/get-faq', … })`. Marked free
 * of side effects so a bundle keeps only the descriptors a page calls, not every one of their module.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineEndpoint<const S extends EndpointSchemas, const Status extends number = 200>(
  endpoint: Endpoint<S, Status>,
): Endpoint<S, Status> {
  return endpoint;
}

type SchemasOf<E> = E extends Endpoint<infer S, number> ? S : never;
type InputOf<T> = T extends z.ZodType ? z.input<T> : undefined;

/** What a client sends: the body's input type (before defaults), or undefined when the call takes none. */
export type EndpointBody<E> = InputOf<SchemasOf<E>['body']>;
export type EndpointQuery<E> = InputOf<SchemasOf<E>['query']>;
export type EndpointParams<E> = InputOf<SchemasOf<E>['params']>;
/** What a successful answer holds, as the client reads it. */
export type EndpointResponse<E> = z.output<SchemasOf<E>['response']>;
