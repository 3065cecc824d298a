// Calls home's shell sent before the app's code arrived (build-plugins/home-start.ts, an inline script run as the
// document is parsed): the app's client takes such an answer instead of asking again, once, when it asks for the same
// method, address and body with the same bearer token. Imported by the build's plugin too: no imports of its own.

/** Where the shell's script leaves its calls (a property of window). */
export const earlyCallsGlobal = '__loyaltyEarlyCalls';

export interface EarlyCall {
  /** The Authorization header the call went with: an answer for another session is never taken. */
  authorization: string;
  response: Promise<Response>;
}

/** A call's key: method, address (path and query) and JSON body as sent. */
export function earlyCallKey(method: string, url: string, body: string | undefined): string {
  return `${method} ${url} ${body ?? ''}`;
}

function earlyCalls(): Record<string, EarlyCall | undefined> | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as Record<string, Record<string, EarlyCall | undefined> | undefined>)[earlyCallsGlobal];
}

/** Whether the shell's script sent calls for this page (its answers are then on their way already). */
export function earlyCallsSent(): boolean {
  return earlyCalls() !== undefined;
}

/** The shell's answer to this request, taken once; undefined when the shell did not ask for it (or for another bearer). */
export function takeEarlyCall(url: string, init: RequestInit): Promise<Response> | undefined {
  const calls = earlyCalls();
  if (!calls) return undefined;
  if (init.body !== undefined && init.body !== null && typeof init.body !== 'string') return undefined;
  const key = earlyCallKey(init.method ?? 'GET', url, init.body ?? undefined);
  const call = calls[key];
  if (!call) return undefined;
  delete calls[key];
  if (new Headers(init.headers).get('authorization') !== call.authorization) return undefined;
  return call.response;
}

/** The web client's fetch: the shell's answer where there is one, else the network. */
export function fetchOrTakeEarly(url: string, init: RequestInit): Promise<Response> {
  return takeEarlyCall(url, init) ?? fetch(url, init);
}
