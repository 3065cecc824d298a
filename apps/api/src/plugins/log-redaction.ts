// What every log line may say of a person. The access line wrote full URLs (the back-office's customer and
// order searches by phone), and operator commands logged the phone they were given. Two rules, applied to every
// logger the server makes (the app's, tests' included, and the cluster primary's):
// - a request's URL is logged with the values of its query parameters redacted, but for the few listed below that say
//   how a list is paged, sorted or filtered and cannot name a person (a parameter added later is redacted until it is
//   listed here);
// - every line, whatever wrote it (a message, a field, an error's stack, a binding), leaves the process with each
//   Ukrainian phone number in it masked to its last four digits (pino's streamWrite hook, on the finished line).
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { LoggerOptions } from 'pino';
import { containsUaPhone, maskUaPhones } from '@loyalty/domain/phone-in-text';
import { logSafeError } from './errors.ts';

/** Query parameters whose values are logged as sent. */
export const loggedQueryParameters: ReadonlySet<string> = new Set([
  'page',
  'per_page',
  'limit',
  'offset',
  'cursor',
  'sort',
  'format',
  'brand',
  'product',
  'shop',
  'v',
  'kind',
  'status',
  'payment',
  'delivery',
  'suspicious',
  'action',
  'target_type',
  'id',
]);

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/** `url` with the value of every query parameter not in loggedQueryParameters replaced by [redacted]. */
export function logSafeUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const pairs = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      if (pair === '') return pair;
      const equalsAt = pair.indexOf('=');
      const name = equalsAt === -1 ? pair : pair.slice(0, equalsAt);
      if (loggedQueryParameters.has(decodedName(name))) return pair;
      // A name alone (`?0671120001`) may be the value itself.
      return equalsAt === -1 ? '[redacted]' : `${name}=[redacted]`;
    });
  return `${url.slice(0, queryAt)}?${pairs.join('&')}`;
}

/** The `req` serializer: Fastify's own fields, with the URL as logSafeUrl makes it. */
export function logSafeRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: logSafeUrl(request.url),
    version: request.headers['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: (request.socket as FastifyRequest['socket'] | undefined)?.remotePort,
  };
}

function maskedValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return maskUaPhones(value);
  if (typeof value === 'number') {
    const text = String(value);
    const masked = maskUaPhones(text);
    return masked === text ? value : masked;
  }
  if (value === null || typeof value !== 'object' || depth > 20) return value;
  if (Array.isArray(value)) return value.map((item) => maskedValue(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, item]) => [maskUaPhones(key), maskedValue(item, depth + 1)]),
  );
}

/**
 * pino's streamWrite hook: the finished JSON line, with every phone number in it masked. Most lines hold none and
 * are passed on as they are after one scan; a line that does is parsed and each value masked, so that the line stays
 * valid JSON whatever the number stood in (a string, a number, a key).
 */
export function maskPhonesInLogLine(line: string): string {
  if (!containsUaPhone(line)) return line;
  const newline = line.endsWith('\n') ? '\n' : '';
  try {
    return `${JSON.stringify(maskedValue(JSON.parse(line), 0))}${newline}`;
  } catch {
    return maskUaPhones(line);
  }
}

type LoggerSettings = Exclude<FastifyServerOptions['logger'], boolean | undefined> & LoggerOptions;

/** `options` with the redaction of this module, and the error serializer without query values (errors.ts). */
export function withLogRedaction<Options extends LoggerSettings>(options: Options): Options {
  const ownStreamWrite = options.hooks?.streamWrite;
  return {
    ...options,
    serializers: { ...options.serializers, req: logSafeRequest, err: logSafeError },
    hooks: {
      ...options.hooks,
      streamWrite: ownStreamWrite ? (line: string) => maskPhonesInLogLine(ownStreamWrite(line)) : maskPhonesInLogLine,
    },
  };
}
