// iPost's REST API (api.ipost.life/public/v1) behind the courier interface: JSON bodies, a bearer token from /auth,
// expected refusals as HTTP 422 {code, message}.
// NOTE: the endpoint paths and the auth body are not in iPost's public material we could find, so they are our
// choice; they are options so that the real ones can be set without code changes.
import { z } from 'zod';
import { CourierError, type CourierService } from './provider.ts';

export const defaultIpostBaseUrl = 'https://api.ipost.life/public/v1';

export interface IpostHttpOptions {
  baseUrl?: string;
  /** The shop's iPost API credentials, sent to the auth endpoint. */
  login: string;
  password: string;
  paths?: Partial<{ auth: string; cityAvailable: string; sendAddress: string }>;
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => Date;
}

export const defaultIpostPaths = { auth: '/auth', cityAvailable: '/cities/available', sendAddress: '/orders/address' };

const refusalSchema = z.object({ code: z.union([z.string(), z.number()]).transform(String), message: z.string() });

/** The token comes with either an absolute expiry or a lifetime in seconds. */
const authSchema = z
  .object({
    token: z.string().min(1),
    expires_at: z.string().optional(),
    expires_in: z.number().positive().optional(),
  })
  .refine((value) => value.expires_at !== undefined || value.expires_in !== undefined, 'no expiry');

const cityAvailableSchema = z.object({ available: z.boolean() });

const sendAddressSchema = z.object({
  reference: z.union([z.string(), z.number()]).transform(String).optional(),
  id: z.union([z.string(), z.number()]).transform(String).optional(),
});

export function createIpostCourierService(options: IpostHttpOptions): CourierService {
  const doFetch = options.fetch ?? fetch;
  const base = (options.baseUrl ?? defaultIpostBaseUrl).replace(/\/+$/, '');
  const paths = { ...defaultIpostPaths, ...options.paths };
  const now = options.now ?? (() => new Date());

  async function post<T>(path: string, body: unknown, schema: z.ZodType<T>, token?: string): Promise<T> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new CourierError('unreachable', `iPost unreachable: ${(error as Error).message}`, undefined, { cause: error });
    }
    const text = await response.text().catch(() => '');
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    if (!response.ok) {
      const refusal = refusalSchema.safeParse(json);
      if (refusal.success) throw new CourierError(refusal.data.code, refusal.data.message, response.status);
      throw new CourierError('http', `iPost answered HTTP ${response.status} on ${path}`, response.status);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new CourierError('malformed', `iPost answered ${path} with something unexpected`, response.status);
    return parsed.data;
  }

  return {
    name: 'ipost',
    async auth() {
      const answer = await post(paths.auth, { login: options.login, password: options.password }, authSchema);
      const expiresAt =
        answer.expires_at !== undefined ? new Date(answer.expires_at) : new Date(now().getTime() + answer.expires_in! * 1000);
      if (Number.isNaN(expiresAt.getTime())) throw new CourierError('malformed', 'iPost gave a token with an unreadable expiry');
      return { token: answer.token, expiresAt };
    },
    async cityAvailable(token, city) {
      return (await post(paths.cityAvailable, { city }, cityAvailableSchema, token)).available;
    },
    async sendAddress(token, address) {
      const answer = await post(paths.sendAddress, address, sendAddressSchema, token);
      const reference = answer.reference ?? answer.id;
      return reference === undefined ? { accepted: true } : { accepted: true, reference };
    },
  };
}
