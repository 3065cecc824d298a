// The courier interface (iPost and its local stand-in), its typed error, and the send-address retry rule of spec section 7.

export interface CourierToken {
  token: string;
  expiresAt: Date;
}

/** The address of an order for courier delivery, field names as the iPost call takes them (spec section 7). */
export interface CourierAddress {
  city: string;
  street: string;
  flat: string;
  /** YYYY-MM-DD, Kyiv time. */
  delivery_date: string;
  /** HH:MM. */
  delivery_time_from: string;
  /** HH:MM, after delivery_time_from. */
  delivery_time_to: string;
  order_id: string;
  comment: string;
}

export interface CourierService {
  readonly name: string;
  auth(): Promise<CourierToken>;
  cityAvailable(token: string, city: string): Promise<boolean>;
  sendAddress(token: string, address: CourierAddress): Promise<{ accepted: true; reference?: string }>;
}

/**
 * A failed courier call. `status` 422 carries iPost's own `{ code, message }` (an expected refusal such as a bad date or
 * an expired token); 'unreachable', 'http' and 'malformed' are transport failures.
 */
export class CourierError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'CourierError';
  }
}

/** Hands out a token, from cache unless `fresh` asks for a new one. */
export type CourierTokenSource = (options: { fresh: boolean }) => Promise<string>;

/**
 * Caches the token until shortly before it expires; `fresh` forces a new auth call. The margin keeps a token that is
 * about to expire from being sent.
 */
export function courierTokenCache(
  service: CourierService,
  options: { now?: () => Date; marginMs?: number } = {},
): CourierTokenSource {
  const now = options.now ?? (() => new Date());
  const margin = options.marginMs ?? 30_000;
  let cached: CourierToken | undefined;
  return async ({ fresh }) => {
    if (fresh || !cached || cached.expiresAt.getTime() - margin <= now().getTime()) cached = await service.auth();
    return cached.token;
  };
}

export const sendAddressRetryDelayMs = 1_000;

/**
 * Spec section 7: send-address is retried once, after 1 s, with a fresh token, whatever the failure (an expired token
 * is the usual one, and a transient error gets one more chance). The second failure is the caller's to report.
 */
export async function sendAddressWithRetry(
  service: CourierService,
  getToken: CourierTokenSource,
  input: CourierAddress,
  options: { delay?: (ms: number) => Promise<void> } = {},
): Promise<{ accepted: true; reference?: string }> {
  const delay = options.delay ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  try {
    return await service.sendAddress(await getToken({ fresh: false }), input);
  } catch {
    await delay(sendAddressRetryDelayMs);
    return service.sendAddress(await getToken({ fresh: true }), input);
  }
}
