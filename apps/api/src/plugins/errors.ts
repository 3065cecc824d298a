// The one JSON error shape of every answer: each domain error's status by its code (one table), HttpError for the
// HTTP layer's own refusals, and the mapping of framework errors to the same shape.
import { stdSerializers } from 'pino';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorStatus, type ErrorCode, type ErrorResponse, type FieldError } from '@loyalty/contracts/errors';
import { DomainError, InvalidCodeError, RetryLaterError } from '../lib/domain-error.ts';
import { checkDeclaredErrors } from '../lib/endpoint-route.ts';

/** Feature modules add codes of their own (already_used, limit_reached…), hence the open string. */
export type HttpErrorCode = ErrorCode;

/**
 * A refusal of the HTTP layer itself (routes, plugins: a missing token, a bad upload). Its status must be its code's
 * in contracts' errorStatus (error-status.test.ts reads every `new HttpError(status, code` of the source); business
 * code throws DomainError instead.
 */
export class HttpError extends DomainError {
  constructor(
    readonly statusCode: number,
    code: HttpErrorCode,
    message: string,
    fields?: FieldError[],
  ) {
    super(code, message, fields);
    this.name = 'HttpError';
  }
}

/** Fastify's own errors (body parsing, content type) by their code. */
const frameworkErrors: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'malformed_json', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'malformed_json', message: 'The request body is empty.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload_too_large', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'unsupported_media_type', message: 'Send the body as application/json.' },
};

const codeByStatus: Record<number, ErrorCode> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'service_unavailable',
};

const validationContextNames: Record<string, string> = { querystring: 'query' };

/** "body.phone", "query.v", "body.items.0.id"; the whole part alone when the part itself is wrong. */
function fieldName(context: string | undefined, instancePath: string): string {
  const part = validationContextNames[context ?? 'body'] ?? context ?? 'body';
  const segments = instancePath.split('/').filter((segment) => segment !== '');
  return [part, ...segments].join('.');
}

function validationFields(error: FastifyError): FieldError[] {
  return (error.validation ?? []).flatMap((issue) => {
    const message = issue.message ?? 'Invalid value';
    // A strict object names the unexpected keys in params, not in the path: report each as its own field.
    const unexpected = issue.keyword === 'unrecognized_keys' ? issue.params.keys : undefined;
    if (Array.isArray(unexpected)) {
      return unexpected.map((key) => ({
        field: fieldName(error.validationContext, `${issue.instancePath}/${String(key)}`),
        message: 'Unexpected field',
      }));
    }
    return [{ field: fieldName(error.validationContext, issue.instancePath), message }];
  });
}

interface MappedError {
  status: number;
  body: ErrorResponse;
}

function mapError(error: unknown, request: FastifyRequest): MappedError {
  if (error instanceof DomainError) {
    const code: ErrorCode = error.code;
    // Contracts' table, which the OpenAPI document's responses are built from too: a refusal answers with the status
    // its call documents.
    const status: number = errorStatus[code];
    return {
      status,
      body: {
        error: {
          code: error.code,
          message: error.message,
          ...(error.fields ? { fields: error.fields } : {}),
          ...(status >= 500 ? { requestId: request.id } : {}),
          ...(error instanceof InvalidCodeError ? { attemptsLeft: error.attemptsLeft } : {}),
        },
      },
    };
  }
  const fastifyError = error as Partial<FastifyError>;
  if (fastifyError.validation) {
    return {
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'Some fields are missing or invalid.',
          fields: validationFields(fastifyError as FastifyError),
        },
      },
    };
  }
  const known = fastifyError.code ? frameworkErrors[fastifyError.code] : undefined;
  const status = typeof fastifyError.statusCode === 'number' ? fastifyError.statusCode : 500;
  if (known) return { status, body: { error: { code: known.code, message: known.message } } };
  if (status >= 400 && status < 500) {
    // Other client errors raised by Fastify or a plugin (bad Content-Length, unsupported method…): their message
    // describes the request, not our internals, so it is safe to pass on.
    const message = fastifyError.message || 'The request cannot be processed.';
    return { status, body: { error: { code: codeByStatus[status] ?? 'bad_request', message } } };
  }
  // Anything else is our fault: the client gets the request id to quote, never the internal detail.
  return {
    status: status >= 500 && status < 600 ? status : 500,
    body: {
      error: {
        code: status === 503 ? 'service_unavailable' : 'internal_error',
        message: 'Something went wrong on our side. Quote the request id when reporting it.',
        requestId: request.id,
      },
    },
  };
}

export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { status, body } = mapError(error, request);
  if (error instanceof RetryLaterError) reply.header('retry-after', String(error.retryAfterSeconds));
  if (status >= 500 && !(error instanceof DomainError)) {
    request.log.error({ err: error, requestId: request.id }, 'request failed');
  } else if (status >= 500) {
    // Deliberate 5xx answers (starting up, a provider down) are states, not bugs.
    request.log.warn({ code: body.error.code, status }, 'request not served');
  } else {
    request.log.info({ code: body.error.code, status }, 'request rejected');
  }
  // A route's response schemas cover its own successes; the error shape is serialised as plain JSON.
  return reply.code(status).type('application/json; charset=utf-8').serializer(JSON.stringify).send(body);
}

async function errorsPlugin(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
  // Under test every refusal a test reaches is held to its route's descriptor (endpoint-route.ts).
  if (app.config.env === 'test') checkDeclaredErrors(app);
}

export default fp(errorsPlugin, { name: 'errors' });

/** A failed query's message ends with "params: …": the values of the query, which may be a customer's data. */
function withoutQueryParams(message: unknown): unknown {
  return typeof message === 'string' ? message.replace(/\nparams: [\s\S]*$/, '\nparams: [redacted]') : message;
}

/**
 * What caused an error, as "; caused by Name (code): message" for each cause in turn. A database error's message
 * names the constraint or the condition ("deadlock detected", "too many clients"), never a value; its `detail`, which
 * can hold one, is left out.
 */
function causesOf(error: unknown, depth = 0): string {
  const cause = (error as { cause?: unknown } | null)?.cause;
  if (!(cause instanceof Error) || depth > 5) return '';
  const code = (cause as { code?: unknown }).code;
  const named = typeof code === 'string' ? `${cause.name} (${code})` : cause.name;
  return `; caused by ${named}: ${String(withoutQueryParams(cause.message))}${causesOf(cause, depth + 1)}`;
}

/**
 * The log's `err` serializer: pino's own, minus what a failed database query carries of its values (drizzle's
 * `params` and the "params:" line of its message, at any depth of `cause`), so personal data never reaches the log.
 * The SQL text stays: it is ours and says what failed; so does what the database said (pino appends the
 * causes after the params line, where removing the params removed them too).
 */
export function logSafeError(error: FastifyError): { type: string; message: string; stack: string } {
  const serialized = stdSerializers.err(error as Error) as Record<string, unknown> | undefined;
  const scrub = (value: unknown, depth: number): unknown => {
    if (!value || typeof value !== 'object' || depth > 5) return value;
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    delete copy.params;
    delete copy.parameters;
    if ('message' in copy) copy.message = withoutQueryParams(copy.message);
    if ('stack' in copy) copy.stack = withoutQueryParams(copy.stack);
    if ('cause' in copy) copy.cause = scrub(copy.cause, depth + 1);
    return copy;
  };
  const safe = scrub(serialized, 0) as { type: string; message: string; stack: string } | undefined;
  if (safe && error instanceof Error) {
    const causes = causesOf(error);
    safe.message = `${String(withoutQueryParams(error.message))}${causes}`;
    safe.stack = `${String(withoutQueryParams(error.stack ?? ''))}${causes}`;
  }
  return safe as { type: string; message: string; stack: string };
}
