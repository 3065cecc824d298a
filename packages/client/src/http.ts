// The one HTTP client of the web and admin apps: JSON in and out, typed errors, answers checked against their
// contract where the app asks for it. What differs between the apps is an option, not a copy: the web app's API key
// and bearer headers and its session handling, the back-office's base path and its staff cookie.
import type {
  Endpoint,
  EndpointBody,
  EndpointParams,
  EndpointQuery,
  EndpointResponse,
  EndpointSchemas,
  HttpMethod,
} from '@loyalty/contracts/endpoint';
import { ApiError, errorFromResponse } from './api-error.ts';

export type { HttpMethod } from '@loyalty/contracts/endpoint';

/** What the client needs of a contract schema: zod schemas fit, and so does a hand-written check. */
export interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

export type QueryValues = Record<string, string | number | boolean | undefined>;

export interface ApiRequest<T> {
  method: HttpMethod;
  /** The path below the client's base, e.g. `/auth/login-sms`; a descriptor's call gives its full path instead. */
  path: string;
  /** Overrides the client's base (the spec's multi-scan upload lives under /mapi); '' when `path` is full. */
  base?: string;
  body?: unknown;
  /** A multipart body instead of JSON (file uploads); the browser sets its Content-Type with the boundary. */
  formData?: FormData;
  query?: QueryValues;
  /**
   * Contract schema of a successful answer; where answers are checked, a body that does not match raises
   * `invalid_response`. A loader (`() => import(…)`) runs only where answers are checked, so elsewhere a read neither
   * waits for zod's chunk nor loads it.
   */
  responseSchema: ResponseSchema<T> | (() => Promise<ResponseSchema<T>>);
  signal?: AbortSignal;
  /** Extra request headers a contract names, such as create-order's `Idempotency-Key`. */
  headers?: Record<string, string>;
}

export interface ClientOptions {
  /** Prepended to every request's path: '/api' for the web app, '/api/admin' for the back-office. */
  base: string;
  /** Headers of each request besides Accept and Content-Type: the web app's API key and bearer token. */
  headers?: (method: HttpMethod) => Record<string, string | undefined>;
  /** Whether answers are held to their contract (the web app: in development and the tests; the back-office: always). */
  checkAnswers?: () => boolean;
  /** Told of every error answer before it is thrown: the apps end a session the server no longer knows here. */
  onError?: (error: ApiError, request: ApiRequest<unknown>) => void;
  /** The message of a failure to reach the server at all. */
  networkErrorMessage?: string;
  /**
   * Sends a request (default: the global fetch). The web app's takes an answer its shell already asked for (home's
   * start script) before asking the network.
   */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
}

/**
 * A query string's or a path's values as the client has them: every value goes as text and the server's schema reads
 * it, so its names are checked and its values are any text (a filter's empty value is left out of the query).
 */
type QueryInput<Q> = { [K in keyof Q]?: Q[K] | string | number | boolean };
type ParamsInput<P> = { [K in keyof P]: P[K] | number };

/**
 * The input of a descriptor's call: its body, query and path parameters, each only where the call takes one (a call
 * without a body may still send an empty JSON object, as some of the spec's POST calls do).
 */
export type CallInput<E> = (EndpointBody<E> extends undefined ? { body?: Record<string, never> } : { body: EndpointBody<E> }) &
  (EndpointQuery<E> extends undefined ? { query?: undefined } : { query: QueryInput<EndpointQuery<E>> }) &
  (EndpointParams<E> extends undefined ? { params?: undefined } : { params: ParamsInput<EndpointParams<E>> }) & {
    signal?: AbortSignal;
    headers?: Record<string, string>;
    formData?: FormData;
  };

export function buildUrl(base: string, path: string, query?: QueryValues): string {
  const url = `${base}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/** A descriptor's path with its `:name` parameters filled in, each encoded. */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  if (!params) return path;
  return path.replace(/:([A-Za-z_]\w*)/g, (whole, name: string) =>
    name in params ? encodeURIComponent(String(params[name])) : whole,
  );
}

/** What a link to a descriptor's call needs: its path parameters and query, as `call` takes them. */
export type UrlInput<E> = (EndpointQuery<E> extends undefined ? { query?: undefined } : { query: QueryInput<EndpointQuery<E>> }) &
  (EndpointParams<E> extends undefined ? { params?: undefined } : { params: ParamsInput<EndpointParams<E>> });

/**
 * The address of a descriptor's GET call, for what the browser fetches itself: a download (`format=csv`, a batch's
 * CSV), an image's `src`. Its path comes from the descriptor as `call`'s does.
 */
export function urlOf<S extends EndpointSchemas, E extends Endpoint<S, number>>(
  endpoint: E & Endpoint<S, number>,
  input: UrlInput<E>,
): string {
  return buildUrl(
    '',
    fillPath(endpoint.path, input.params as Record<string, string | number> | undefined),
    input.query as QueryValues | undefined,
  );
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function createApiClient(options: ClientOptions) {
  const checkAnswers = options.checkAnswers ?? (() => true);
  const send = options.fetch ?? ((url: string, init: RequestInit) => fetch(url, init));

  async function request<T>(request: ApiRequest<T>): Promise<T> {
    const { method, path, body, formData, query, responseSchema, signal } = request;
    const checked = checkAnswers();
    // Loaded alongside the request, not before it; a load that fails while the request fails first is nobody's to report.
    const schema = !checked ? null : typeof responseSchema === 'function' ? responseSchema() : Promise.resolve(responseSchema);
    schema?.catch(() => undefined);
    const jsonBody = formData === undefined && body !== undefined;
    const headers = new Headers({ Accept: 'application/json' });
    if (jsonBody) headers.set('Content-Type', 'application/json');
    for (const [name, value] of Object.entries(options.headers?.(method) ?? {})) if (value) headers.set(name, value);
    for (const [name, value] of Object.entries(request.headers ?? {})) headers.set(name, value);
    let response: Response;
    try {
      response = await send(buildUrl(request.base ?? options.base, path, query), {
        method,
        headers,
        body: formData ?? (jsonBody ? JSON.stringify(body) : undefined),
        credentials: 'same-origin',
        signal,
      });
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw new ApiError(
        0,
        'network_error',
        options.networkErrorMessage ?? (cause instanceof Error ? cause.message : 'Network request failed'),
      );
    }

    const payload = await readJson(response);
    // Spec section 8: any status 400-599 is an error, whatever the body says.
    if (response.status >= 400 && response.status <= 599) {
      const error = await errorFromResponse(response.status, payload);
      options.onError?.(error, request as ApiRequest<unknown>);
      throw error;
    }

    if (!schema) return payload as T;
    const parsed = (await schema).safeParse(payload);
    if (!parsed.success) throw new ApiError(response.status, 'invalid_response', `Unexpected answer from ${path}`);
    return parsed.data;
  }

  /** Calls a descriptor (contracts/endpoints): its method, path and answer's schema come from it, never by hand. */
  function call<S extends EndpointSchemas, E extends Endpoint<S, number>>(
    endpoint: E & Endpoint<S, number>,
    input: CallInput<E>,
  ): Promise<EndpointResponse<E>> {
    return request<EndpointResponse<E>>({
      method: endpoint.method,
      base: '',
      path: fillPath(endpoint.path, input.params as Record<string, string | number> | undefined),
      body: input.body,
      query: input.query as QueryValues | undefined,
      formData: input.formData,
      headers: input.headers,
      signal: input.signal,
      responseSchema: () => endpoint.schemas().then((schemas) => schemas.response as ResponseSchema<EndpointResponse<E>>),
    });
  }

  return { request, call };
}

export type ApiClient = ReturnType<typeof createApiClient>;
