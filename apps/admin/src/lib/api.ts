// The back-office's one way to call /api/admin: JSON in and out, the staff cookie (path /api/admin) sent by the
// browser, answers parsed by the shared zod contracts, errors as ApiError with the server's code and fields.
import type { z } from 'zod';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: { field: string; message: string }[] = [],
  ) {
    super(message);
  }
}

/** Told when a call answers 401 (the session ended): the app goes back to the sign-in page. */
let onUnauthorized: (() => void) | undefined;
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

export interface Call<T> {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  schema: z.ZodType<T>;
}

export function apiUrl(path: string, query: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return `/api/admin${path}${search ? `?${search}` : ''}`;
}

export async function api<T>({ method = 'GET', path, query, body, schema }: Call<T>): Promise<T> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      method,
      credentials: 'same-origin',
      // A FormData body (an upload) sets its own multipart Content-Type with the boundary.
      headers: {
        Accept: 'application/json',
        ...(body === undefined || body instanceof FormData ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? null : body instanceof FormData ? body : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'network_error', 'The server cannot be reached.');
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = (payload as { error?: { code?: string; message?: string; fields?: ApiError['fields'] } } | undefined)?.error;
    if (response.status === 401 && path !== '/auth/login') onUnauthorized?.();
    throw new ApiError(
      response.status,
      error?.code ?? 'http_error',
      error?.message ?? `HTTP ${response.status}`,
      error?.fields ?? [],
    );
  }
  return schema.parse(payload);
}
