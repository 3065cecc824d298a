// The back-office's door to /api/admin: the shared client (@loyalty/client/http) with the back-office's options. The
// staff cookie (path /api/admin) goes with every call from the browser; answers are always held to their contract.
import type { z } from 'zod';
import * as adminAuthEndpoints from '@loyalty/contracts/endpoints/admin-auth';
import { createApiClient, type QueryValues } from '@loyalty/client/http';

export { ApiError, isApiError, type ApiErrorCode } from '@loyalty/client/api-error';

const base = '/api/admin';

/** Told when a call answers 401 (the session ended): the app goes back to the sign-in page. */
let onUnauthorized: (() => void) | undefined;
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

const client = createApiClient({
  base,
  checkAnswers: () => true,
  networkErrorMessage: 'The server cannot be reached.',
  onError: (error, request) => {
    // A failed sign-in is no ended session.
    if (error.status === 401 && request.path !== adminAuthEndpoints.adminPostAuthLogin.path) onUnauthorized?.();
  },
});

/** A call by its descriptor (@loyalty/contracts/endpoints/*). */
export const call = client.call;

/** The address of a descriptor's call, for a link or a download (CSV, a photo). */
export { urlOf } from '@loyalty/client/http';

export interface Call<T> {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  query?: QueryValues;
  /** JSON, or a FormData upload (its multipart Content-Type set by the browser with the boundary). */
  body?: unknown;
  schema: z.ZodType<T>;
}

export function api<T>({ method = 'GET', path, query, body, schema }: Call<T>): Promise<T> {
  const formData = body instanceof FormData ? body : undefined;
  return client.request<T>({
    method,
    path,
    query,
    body: formData ? undefined : body,
    formData,
    responseSchema: schema as unknown as { safeParse(data: unknown): { success: true; data: T } | { success: false } },
  });
}
