import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ captureLog: true });
});
afterAll(() => testApp.close());

const linesOf = (requestId: string) => testApp.logLines.filter((line) => line.reqId === requestId);

describe('the access log', () => {
  it('writes one line per call, with the method, URL, status and time', async () => {
    const answer = await testApp.app.inject({
      method: 'POST',
      url: '/api/get-version',
      headers: { 'x-api-key': testApp.config.apiKey, 'content-type': 'application/json' },
      payload: {},
    });
    const lines = linesOf(answer.headers['x-request-id'] as string);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'POST', url: '/api/get-version' },
      res: { statusCode: answer.statusCode },
    });
    expect(typeof lines[0]?.responseTime).toBe('number');
  });

  it('writes the line of a refused call too', async () => {
    const answer = await testApp.app.inject({ method: 'POST', url: '/api/get-version', payload: {} });
    expect(answer.statusCode).toBe(401);
    const lines = linesOf(answer.headers['x-request-id'] as string);
    expect(lines.map((line) => line.msg)).toContain('request completed');
    expect(lines.filter((line) => line.msg === 'request completed')[0]).toMatchObject({ res: { statusCode: 401 } });
    expect(lines.map((line) => line.msg)).not.toContain('incoming request');
  });

  it("keeps the health probe's successful answers out of the log", async () => {
    const answer = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(answer.statusCode).toBe(200);
    expect(linesOf(answer.headers['x-request-id'] as string)).toEqual([]);
  });
});
