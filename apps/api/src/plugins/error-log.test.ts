// The log of a failed query carried the query's values (a phone, a name). The err serializer drops them.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-app.ts';

const phone = '+380679998877';
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({
    captureLog: true,
    extend: (app) => {
      app.get('/api/test/failing-query', async () => {
        // Division by zero fails inside PostgreSQL with the phone as a bound value.
        await app.database.db.execute(sql`select 1 / 0 where ${phone} = ${phone}`);
        return { ok: true };
      });
    },
  });
});
afterAll(() => testApp.close());

describe('the error log', () => {
  it('says which query failed but not with which values', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/test/failing-query',
      headers: { 'x-api-key': testApp.config.apiKey },
    });
    expect(response.statusCode).toBe(500);
    const failures = testApp.logLines.filter((line) => line.msg === 'request failed');
    expect(failures).toHaveLength(1);
    const logged = JSON.stringify(failures[0]);
    expect(logged).toContain('select 1 / 0');
    expect(logged).not.toContain(phone);
    expect(logged).not.toContain('679998877');
  });
});
