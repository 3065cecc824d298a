// The one door to /api: API key and bearer headers, the brand as `product`, JSON in and out, and typed errors.
// NOTE: one way for every fetcher: the body or query is a value typed from its contract (the server checks it; a form
// checks what a person typed before sending) and the answer's schema is named as a loader, so a fetcher loads zod
// neither to send its call nor, in production, to read the answer, and zod is not part of the first screen's
// JavaScript (150 KB budget). This module loads the error schema on demand when an error answer comes.
// Answers are checked against their contract in development and in the tests, not in the production build
// (docs/decisions/0024,): the server that sends them is the one that served this build, and it writes each answer
// with a serializer compiled from the same schemas; making zod's schemas and checking cost the signed-in pages about a
// seventh of their script time at start, in tasks after the first paint.
import type { ErrorCode, FieldError } from '@loyalty/contracts/errors';
import type { Brand } from '@loyalty/contracts/brand';
import { runtimeConfig } from '@/config/runtime-config';
import { useSessionStore } from '@/stores/session-store';
import { useBrandStore } from '@/stores/brand-store';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Codes the client itself gives a failure: no answer, an answer it cannot read, or a server code it does not know. */
export type ClientErrorCode =
  | 'network_error'
  | 'invalid_response'
  | 'http_error'
  | 'unknown_error'
  | 'cert_auth_rejected'
  | 'missing_customer'
  | 'scan_errors';

/** The server's codes (contracts/errors.ts) and the client's own. */
export type ApiErrorCode = ErrorCode | ClientErrorCode;

/** An /api failure. Besides the server's codes, the client sets its own (ClientErrorCode). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields: FieldError[] = [],
    readonly requestId?: string,
    /** invalid_code of a one-time code: the wrong tries the code still allows, when the server says. */
    readonly attemptsLeft?: number,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The certificate and metafield calls answer this code when the shop no longer knows the session (spec section 8). */
export const unauthorizedInAppCode = 'UNAUTHORIZED_IN_APP';

type UnauthorizedHandler = (error: ApiError) => void;
let unauthorizedHandler: UnauthorizedHandler | undefined;

/** The app layer plugs logout in here; the client itself does not know about routing. */
export function onUnauthorized(handler: UnauthorizedHandler | undefined): void {
  unauthorizedHandler = handler;
}

/** What the client needs of a contract schema: zod schemas fit, and so does a hand-written check. */
export interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

export interface ApiRequest<T> {
  method: HttpMethod;
  /** Path below /api, e.g. `/auth/login-sms`. */
  path: string;
  /** NOTE: the multi-scan upload lives under /mapi (the spec's bot admin host, served by our server); default /api. */
  base?: '/api' | '/mapi';
  body?: unknown;
  /** A multipart body instead of JSON (file uploads); the browser sets its Content-Type with the boundary. */
  formData?: FormData;
  query?: Record<string, string | number | boolean | undefined>;
  /**
   * Contract schema of a successful answer; where answers are checked (`answersChecked`), a body that does not match
   * raises `invalid_response`. Fetchers pass a loader (`() => import(…)`): it runs only where answers are checked, so
   * the production build's reads neither wait for zod's chunk nor load it. A module that imports its
   * contract anyway for another reason, or checks by hand (get-version), passes the schema itself.
   */
  responseSchema: ResponseSchema<T> | (() => Promise<ResponseSchema<T>>);
  signal?: AbortSignal;
  /** Extra request headers a contract names, such as create-order's `Idempotency-Key`. */
  headers?: Record<string, string>;
}

// Spec section 6: the bearer token goes on GET and POST only.
const methodsWithBearer: ReadonlySet<HttpMethod> = new Set(['GET', 'POST']);

function buildUrl(path: string, query: ApiRequest<unknown>['query'], base: '/api' | '/mapi' = '/api'): string {
  const url = `${base}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

export function requestHeaders(method: HttpMethod, hasBody: boolean): Headers {
  const headers = new Headers({ 'X-Api-Key': runtimeConfig().apiKey, Accept: 'application/json' });
  if (hasBody) headers.set('Content-Type', 'application/json');
  const token = useSessionStore.getState().token;
  if (token && methodsWithBearer.has(method)) headers.set('Authorization', `Bearer ${token}`);
  return headers;
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

async function errorFromResponse(status: number, body: unknown): Promise<ApiError> {
  const { errorCodes, errorResponseSchema } = await import('@loyalty/contracts/errors');
  const parsed = errorResponseSchema.safeParse(body);
  if (parsed.success) {
    const { code, message, fields, requestId, attemptsLeft } = parsed.data.error;
    // A code this build does not know (a newer server) is kept apart rather than matched by accident.
    const known = (errorCodes as readonly string[]).includes(code) ? (code as ErrorCode) : 'unknown_error';
    return new ApiError(status, known, message, fields ?? [], requestId, attemptsLeft);
  }
  return new ApiError(status, 'http_error', `HTTP ${status}`);
}

function isSessionRejection(error: ApiError): boolean {
  if (error.code === unauthorizedInAppCode) return true;
  // A missing API key is a build problem, not an expired session: logging out would not help. A rejected certificate
  // token only clears that token (spec section 8), so it is not a session rejection either.
  // The same holds for a rejected feedback token (feedback_token_invalid): the feedback page clears it and re-auths.
  return (
    error.status === 401 &&
    error.code !== 'invalid_api_key' &&
    error.code !== 'cert_unauthenticated' &&
    error.code !== 'feedback_token_invalid' &&
    // Likewise a rejected analytics token (spec section 8): the outbox client clears its token flag and asks again.
    error.code !== 'analytics_token_invalid'
  );
}

/** Whether answers are held to their contract: in development and the tests (Vite's DEV), not in the production build. */
export function answersChecked(): boolean {
  return import.meta.env.DEV;
}

export async function apiRequest<T>(request: ApiRequest<T>): Promise<T> {
  const { method, path, base, body, formData, query, responseSchema, signal } = request;
  const checked = answersChecked();
  // Loaded alongside the request, not before it; a load that fails while the request fails first is nobody's to report.
  const schema = !checked ? null : typeof responseSchema === 'function' ? responseSchema() : Promise.resolve(responseSchema);
  schema?.catch(() => undefined);
  const jsonBody = formData === undefined && body !== undefined;
  const headers = requestHeaders(method, jsonBody);
  for (const [name, value] of Object.entries(request.headers ?? {})) headers.set(name, value);
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query, base), {
      method,
      headers,
      body: formData ?? (jsonBody ? JSON.stringify(body) : undefined),
      credentials: 'same-origin',
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, 'network_error', cause instanceof Error ? cause.message : 'Network request failed');
  }

  const payload = await readJson(response);
  // Spec section 8: any status 400-599 is an error, whatever the body says.
  if (response.status >= 400 && response.status <= 599) {
    const error = await errorFromResponse(response.status, payload);
    if (isSessionRejection(error) && useSessionStore.getState().token) unauthorizedHandler?.(error);
    throw error;
  }

  if (!schema) return payload as T;
  const parsed = (await schema).safeParse(payload);
  if (!parsed.success) {
    throw new ApiError(response.status, 'invalid_response', `Unexpected answer from ${path}`);
  }
  return parsed.data;
}

/** Adds the active brand as `product` to bodies of calls whose contract takes `{product}` (spec section 7). */
export function withProduct<TBody extends object>(
  body: TBody,
  brand: Brand = useBrandStore.getState().brand,
): TBody & { product: Brand } {
  return { ...body, product: brand };
}
