// The log's redaction piece by piece: URLs without personal query values, phone numbers masked in a finished
// line that stays valid JSON, and the options any pino logger of the server is made with (the cluster primary's too).
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { logSafeUrl, maskPhonesInLogLine, withLogRedaction } from './log-redaction.ts';

describe('logSafeUrl', () => {
  it.each([
    ['/api/admin/customers?query=%2B380671120001', '/api/admin/customers?query=[redacted]'],
    [
      '/api/admin/orders?query=0671120001&page=2&per_page=50&sort=-total',
      '/api/admin/orders?query=[redacted]&page=2&per_page=50&sort=-total',
    ],
    ['/api/admin/audit?actor=olena%40example.com&action=xp.adjust', '/api/admin/audit?actor=[redacted]&action=xp.adjust'],
    ['/api/feedback/form?shop=glo&token=abc.def', '/api/feedback/form?shop=glo&token=[redacted]'],
    ['/api/x?0671120001', '/api/x?[redacted]'],
    ['/api/x?page=1&&sort=phone&', '/api/x?page=1&&sort=phone&'],
    ['/api/x?%70age=3', '/api/x?%70age=3'],
    ['/api/get-version', '/api/get-version'],
  ])('logs %s as %s', (url, logged) => {
    expect(logSafeUrl(url)).toBe(logged);
  });
});

describe('maskPhonesInLogLine', () => {
  it('passes a line without a phone on as it is', () => {
    const line = '{"level":30,"time":1795830000123,"reqId":"0a8f3c2e-1b4d-4e5f-9a6b-380671120001","msg":"ok"}\n';
    expect(maskPhonesInLogLine(line)).toBe(line);
  });

  it('masks a phone wherever it stands and keeps the line valid JSON', () => {
    const line = `${JSON.stringify({
      level: 30,
      from: 380671120001,
      to: ['0501234567'],
      note: { text: 'Дзвонив з +38 (067) 112-00-01' },
      '0671120001': true,
      msg: 'sent to %2B380671120001',
    })}\n`;
    const masked = maskPhonesInLogLine(line);
    expect(masked.endsWith('\n')).toBe(true);
    expect(JSON.parse(masked)).toEqual({
      level: 30,
      from: '+380*****0001',
      to: ['+380*****4567'],
      note: { text: 'Дзвонив з +380*****0001' },
      '+380*****0001': true,
      msg: 'sent to +380*****0001',
    });
  });
});

describe('withLogRedaction', () => {
  function capture(options: pino.LoggerOptions): { logger: pino.Logger; lines: Record<string, unknown>[] } {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    return { logger: pino(withLogRedaction(options), stream), lines };
  }

  it('masks phones in what any pino logger made with it writes: fields, message, error, child bindings', () => {
    const { logger, lines } = capture({ level: 'info', base: { role: 'primary' } });
    logger.child({ phone: '0671120001' }).warn({ err: new Error('no customer with +380671120001') }, 'lookup of 380671120001');
    expect(lines).toEqual([
      expect.objectContaining({
        role: 'primary',
        phone: '+380*****0001',
        err: expect.objectContaining({ message: 'no customer with +380*****0001' }),
        msg: 'lookup of +380*****0001',
      }),
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/671120001/);
  });

  it("keeps a logger's own serializers and stream hook, and runs the masking after it", () => {
    const { logger, lines } = capture({
      serializers: { user: (user: { name: string }) => user.name },
      hooks: { streamWrite: (line) => line.replace('"msg":"hello"', '"msg":"hello 0671120001"') },
    });
    logger.info({ user: { name: 'Олена' } }, 'hello');
    expect(lines).toEqual([expect.objectContaining({ user: 'Олена', msg: 'hello +380*****0001' })]);
  });
});
