import { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../test-app.ts';
import { RequestLogger } from './request-logger.ts';

/** A pino logger without timestamps (so two lines can be compared as text) and the lines it wrote. */
function loggerWithLines(level = 'info'): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString().trimEnd());
      done();
    },
  });
  return { logger: pino({ level, timestamp: false, base: { pid: 1, hostname: 'test' } }, stream), lines };
}

const bindings = { reqId: 'req-1' };

describe('a request logger', () => {
  it('writes the same text as the pino child it stands for, without making one', () => {
    const ours = loggerWithLines();
    const theirs = loggerWithLines();
    const makeChild = vi.spyOn(ours.logger, 'child');
    new RequestLogger(ours.logger, bindings, {}).info({ res: { statusCode: 200 }, responseTime: 1.5 }, 'done');
    theirs.logger.child(bindings, {}).info({ res: { statusCode: 200 }, responseTime: 1.5 }, 'done');
    expect(ours.lines).toEqual(theirs.lines);
    expect(ours.lines[0]).toContain('"reqId":"req-1"');
    expect(makeChild).not.toHaveBeenCalled();
  });

  it('writes an error, or a message alone, through the child, as Fastify would', () => {
    const ours = loggerWithLines();
    const theirs = loggerWithLines();
    const failure = new Error('boom');
    const logger = new RequestLogger(ours.logger, bindings, {});
    logger.error(failure, 'failed');
    logger.warn('careful %s', 'now');
    const child = theirs.logger.child(bindings, {});
    child.error(failure, 'failed');
    child.warn('careful %s', 'now');
    expect(ours.lines).toEqual(theirs.lines);
    expect(JSON.parse(ours.lines[0]!)).toMatchObject({ reqId: 'req-1', err: { message: 'boom' }, msg: 'failed' });
  });

  it("keeps to a route's own level, and to the app's", () => {
    const { logger, lines } = loggerWithLines('info');
    const quietRoute = new RequestLogger(logger, bindings, { level: 'warn' });
    quietRoute.info({ step: 1 }, 'hidden');
    quietRoute.warn({ step: 2 }, 'shown');
    const ordinary = new RequestLogger(logger, bindings, {});
    ordinary.debug({ step: 3 }, 'hidden');
    ordinary.info({ step: 4 }, 'shown');
    expect(lines.map((line) => JSON.parse(line) as { step: number; reqId: string })).toEqual([
      expect.objectContaining({ step: 2, reqId: 'req-1' }),
      expect.objectContaining({ step: 4, reqId: 'req-1' }),
    ]);
    expect(quietRoute.level).toBe('warn');
    expect(ordinary.level).toBe('info');
  });

  it("writes a route's line at a level its own allows and the app's does not", () => {
    const { logger, lines } = loggerWithLines('error');
    const chattyRoute = new RequestLogger(logger, bindings, { level: 'info' });
    chattyRoute.info({ step: 1 }, 'shown');
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
      expect.objectContaining({ step: 1, reqId: 'req-1', msg: 'shown' }),
    ]);
  });

  it('hands a changed level and a child of its own to the pino child', () => {
    const { logger, lines } = loggerWithLines('info');
    const requestLogger = new RequestLogger(logger, bindings, {});
    requestLogger.level = 'debug';
    requestLogger.debug({ step: 1 }, 'now shown');
    requestLogger.child({ part: 'payment' }).info('from the child');
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
      expect.objectContaining({ step: 1, reqId: 'req-1' }),
      expect.objectContaining({ part: 'payment', reqId: 'req-1', msg: 'from the child' }),
    ]);
  });
});

describe("the app's request loggers", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ captureLog: true });
  });
  afterAll(() => testApp.close());

  it('make no pino child for a call that writes only its access line, or nothing', async () => {
    const makeChild = vi.spyOn(testApp.app.log, 'child');
    const probe = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    const call = await testApp.app.inject({
      method: 'POST',
      url: '/api/get-version',
      headers: { 'x-api-key': testApp.config.apiKey, 'content-type': 'application/json' },
      payload: {},
    });
    expect([probe.statusCode, call.statusCode]).toEqual([200, 200]);
    expect(makeChild).not.toHaveBeenCalled();
    makeChild.mockRestore();
    const line = testApp.logLines.find((logged) => logged.reqId === call.headers['x-request-id']);
    expect(line).toMatchObject({ msg: 'request completed', req: { url: '/api/get-version' } });
  });
});
