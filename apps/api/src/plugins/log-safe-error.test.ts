// The log's error serializer: a failed query's values never reach the log, what the database said always does.
import { describe, expect, it } from 'vitest';
import type { FastifyError } from 'fastify';
import { logSafeError } from './errors.ts';

/** A failed query as drizzle reports it: its SQL, its values, and the driver's error as the cause. */
function failedQuery(): FastifyError {
  const driverError = Object.assign(new Error('sorry, too many clients already'), {
    name: 'error',
    code: '53300',
    detail: 'phone +380501234567',
  });
  const error = new Error('Failed query: select * from customers where phone = $1\nparams: +380501234567', {
    cause: driverError,
  });
  return Object.assign(error, {
    name: 'DrizzleQueryError',
    query: 'select * from customers where phone = $1',
    params: ['+380501234567'],
  }) as unknown as FastifyError;
}

describe('logSafeError', () => {
  it("keeps the SQL and the database's own message and code, and drops the values", () => {
    const logged = logSafeError(failedQuery());
    const text = JSON.stringify(logged);
    expect(logged.message).toBe(
      'Failed query: select * from customers where phone = $1\nparams: [redacted]; caused by error (53300): sorry, too many clients already',
    );
    expect(logged.stack).toContain('caused by error (53300): sorry, too many clients already');
    expect(text).not.toContain('380501234567');
  });

  it('leaves an error without a cause as pino writes it', () => {
    const logged = logSafeError(new TypeError('x is not a function') as unknown as FastifyError);
    expect(logged.type).toBe('TypeError');
    expect(logged.message).toBe('x is not a function');
  });
});
