// The web app's door to /api: the shared client (@loyalty/client/http) with the web's options, the API key and bearer
// headers, the session's end on a rejected session, and the brand as `product`.
// NOTE: one way for every fetcher: the body or query is a value typed from its contract (the server checks it; a form
// checks what a person typed before sending) and the answer's schema is named as a loader, so a fetcher loads zod
// neither to send its call nor, in production, to read the answer, and zod is not part of the first screen's
// JavaScript (150 KB budget). This module loads the error schema on demand when an error answer comes.
// Answers are checked against their contract in development and in the tests, not in the production build
// (docs/decisions/0024,): the server that sends them is the one that served this build, and it writes each answer
// with a serializer compiled from the same schemas; making zod's schemas and checking cost the signed-in pages about a
// seventh of their script time at start, in tasks after the first paint.
import type { Brand } from '@loyalty/contracts/brand';
import { type ApiError, isApiError } from '@loyalty/client/api-error';
import { createApiClient, type HttpMethod } from '@loyalty/client/http';
import { runtimeConfig } from '@/config/runtime-config';
import { useSessionStore } from '@/stores/session-store';
import { useBrandStore } from '@/stores/brand-store';
import { fetchOrTakeEarly } from '@/lib/early-calls';

export { ApiError, isApiError, type ApiErrorCode, type ClientErrorCode } from '@loyalty/client/api-error';
export type { ApiRequest, HttpMethod, ResponseSchema } from '@loyalty/client/http';

/** The certificate and metafield calls answer this code when the shop no longer knows the session (spec section 8). */
export const unauthorizedInAppCode = 'UNAUTHORIZED_IN_APP';

type UnauthorizedHandler = (error: ApiError) => void;
let unauthorizedHandler: UnauthorizedHandler | undefined;

/** The app layer plugs logout in here; the client itself does not know about routing. */
export function onUnauthorized(handler: UnauthorizedHandler | undefined): void {
  unauthorizedHandler = handler;
}

// Spec section 6: the bearer token goes on GET and POST only.
const methodsWithBearer: ReadonlySet<HttpMethod> = new Set(['GET', 'POST']);

/** The web app's own headers: the build's API key, and the session's bearer token where the spec allows it. */
function webHeaders(method: HttpMethod): Record<string, string | undefined> {
  const token = useSessionStore.getState().token;
  return {
    'X-Api-Key': runtimeConfig().apiKey,
    Authorization: token && methodsWithBearer.has(method) ? `Bearer ${token}` : undefined,
  };
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

const client = createApiClient({
  base: '/api',
  headers: webHeaders,
  checkAnswers: answersChecked,
  // Home's first calls may have left with its shell, before this code arrived (build-plugins/home-start.ts).
  fetch: fetchOrTakeEarly,
  onError: (error) => {
    if (isApiError(error) && isSessionRejection(error) && useSessionStore.getState().token) unauthorizedHandler?.(error);
  },
});

/** A call by its path below /api (the spec's multi-scan upload passes `base: '/mapi'`). */
export const apiRequest = client.request;

/** A call by its descriptor (@loyalty/contracts/endpoints/*): method, path and answer schema come from it. */
export const call = client.call;

/** Adds the active brand as `product` to bodies of calls whose contract takes `{product}` (spec section 7). */
export function withProduct<TBody extends object>(
  body: TBody,
  brand: Brand = useBrandStore.getState().brand,
): TBody & { product: Brand } {
  return { ...body, product: brand };
}
