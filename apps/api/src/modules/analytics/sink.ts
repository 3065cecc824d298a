// The HTTP adapter of an analytics sink (BAT measurement, eSputnik CRM): token exchange, batch delivery, 401 handling.

export interface AnalyticsSinkConfig {
  url: string;
  key: string;
}

/** What a sink receives per event; `id` lets the sink drop a duplicate after a retry. */
export interface SinkEvent {
  id: number;
  source: string;
  event: string;
  brand: string | null;
  customer_id: number | null;
  payload: Record<string, unknown>;
  created_at: string;
}

/** A failed delivery; `retryable` false means the sink refused the event itself (it is dropped, not retried). */
export class SinkError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'SinkError';
  }
}

export interface AnalyticsSink {
  readonly name: string;
  deliver(events: SinkEvent[]): Promise<void>;
  /** Whether a token is held now (tests and diagnostics). */
  hasToken(): boolean;
}

const requestTimeoutMs = 10_000;

export function createHttpSink(name: string, config: AnalyticsSinkConfig, fetchImpl: typeof fetch = fetch): AnalyticsSink {
  let token: string | null = null;

  async function post(path: string, body: unknown, bearer?: string): Promise<Response> {
    try {
      return await fetchImpl(`${config.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
    } catch (error) {
      throw new SinkError(`${name}: ${path} unreachable (${error instanceof Error ? error.message : String(error)})`, true);
    }
  }

  async function authenticate(): Promise<string> {
    const response = await post('/auth', { key: config.key });
    // A refused key will not get better by retrying soon, but the operator may fix it: keep the event queued.
    if (!response.ok) throw new SinkError(`${name}: /auth answered ${response.status}`, true);
    const body = (await response.json().catch(() => null)) as { token?: unknown } | null;
    if (typeof body?.token !== 'string' || body.token === '') throw new SinkError(`${name}: /auth answered no token`, true);
    return body.token;
  }

  return {
    name,
    hasToken: () => token !== null,
    async deliver(events) {
      token ??= await authenticate();
      const response = await post('/events', { events }, token);
      if (response.ok) return;
      if (response.status === 401) {
        // The token expired or was revoked: forget it so that the next attempt authenticates again.
        token = null;
        throw new SinkError(`${name}: /events answered 401; token cleared`, true);
      }
      const retryable = response.status >= 500 || response.status === 408 || response.status === 429;
      throw new SinkError(`${name}: /events answered ${response.status}`, retryable);
    },
  };
}
