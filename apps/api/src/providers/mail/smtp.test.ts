import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@loyalty/db/client';
import { mailMessages } from '@loyalty/db/schema';
import { createTestDatabase } from '@loyalty/db/testing';
import { DomainError } from '../../lib/domain-error.ts';
import { createOutboxMailProvider } from './outbox.ts';
import { MailDeliveryError } from './provider.ts';
import { createMailService } from './service.ts';
import { createSmtpMailProvider } from './smtp.ts';

/** A local SMTP server: takes mail for anyone but refused@…, with the one user below. */
interface Delivered {
  from: string;
  to: string[];
  data: string;
  user?: string;
}

/** The text of a delivered single-part message, undoing the transfer encoding nodemailer chose. */
function decodedText(data: string): string {
  const [head = '', ...rest] = data.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/Content-Transfer-Encoding: base64/i.test(head)) return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function decodedSubject(data: string): string {
  // Headers may be folded over several lines, and a character may be split across encoded words: join the bytes.
  const head = (data.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  const encoded = /^Subject: (.*)$/m.exec(head)?.[1] ?? '';
  const words = [...encoded.matchAll(/=\?UTF-8\?B\?([^?]*)\?=/gi)].map((match) => Buffer.from(match[1] ?? '', 'base64'));
  return words.length > 0 ? Buffer.concat(words).toString('utf8') : encoded;
}

let server: SMTPServer;
let port: number;
const delivered: Delivered[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    // Plain connection on loopback; nodemailer must still authenticate.
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: false,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 'p@ss') return callback(null, { user: 'mailer' });
      return callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('refused@')) return callback(new Error('Mailbox unavailable'));
      return callback();
    },
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        delivered.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data,
          user: session.user as string | undefined,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  delivered.length = 0;
});

const smtp = (credentials = 'mailer:p%40ss') =>
  createSmtpMailProvider({
    url: `smtp://${credentials}@127.0.0.1:${port}`,
    from: 'glo ogo <no-reply@loyalty.example>',
    timeoutMs: 3000,
  });

describe('createSmtpMailProvider', () => {
  it('authenticates and delivers a UTF-8 plain-text message', async () => {
    const provider = smtp();
    const result = await provider.send({ to: 'olga@example.com', subject: 'Код підтвердження', text: 'Ваш код: 123456' });
    await provider.close?.();
    expect(result.id).toMatch(/^<.+>$/);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({ from: 'no-reply@loyalty.example', to: ['olga@example.com'], user: 'mailer' });
    expect(delivered[0]?.data).toContain('Content-Type: text/plain; charset=utf-8');
    expect(decodedSubject(delivered[0]?.data ?? '')).toBe('Код підтвердження');
    expect(decodedText(delivered[0]?.data ?? '').trim()).toBe('Ваш код: 123456');
  });

  it('rejects wrong credentials, a refused recipient and a dead server with MailDeliveryError', async () => {
    await expect(smtp('mailer:wrong').send({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toBeInstanceOf(
      MailDeliveryError,
    );
    await expect(smtp().send({ to: 'refused@example.com', subject: 's', text: 't' })).rejects.toBeInstanceOf(MailDeliveryError);
    const dead = createSmtpMailProvider({ url: 'smtp://127.0.0.1:1', from: 'x@example.com', timeoutMs: 1000 });
    await expect(dead.send({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toBeInstanceOf(MailDeliveryError);
    expect(delivered).toHaveLength(0);
  });
});

describe('createMailService', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());
  const rowsTo = (to: string) => database.db.select().from(mailMessages).where(eq(mailMessages.recipient, to));

  it('records outbox mail with its full text (the outbox is the record)', async () => {
    const service = createMailService(database.db, createOutboxMailProvider());
    await service.send({ to: 'box@example.com', subject: 'Код', text: 'Ваш код: 654321', logText: 'Ваш код: ******' });
    expect(await rowsTo('box@example.com')).toEqual([
      expect.objectContaining({ provider: 'outbox', status: 'sent', subject: 'Код', body: 'Ваш код: 654321' }),
    ]);
  });

  it('records SMTP mail without the code, and a failure as failed with a 503 for the client', async () => {
    const service = createMailService(database.db, smtp());
    await service.send({ to: 'real@example.com', subject: 'Код', text: 'Ваш код: 654321', logText: 'Ваш код: ******' });
    expect(await rowsTo('real@example.com')).toEqual([
      expect.objectContaining({ provider: 'smtp', status: 'sent', body: 'Ваш код: ******' }),
    ]);
    expect(decodedText(delivered[0]?.data ?? '')).toContain('654321');

    const failure = service.send({ to: 'refused@example.com', subject: 'Код', text: 'x' });
    await expect(failure).rejects.toBeInstanceOf(DomainError);
    await expect(failure).rejects.toMatchObject({ code: 'mail_unavailable' });
    expect(await rowsTo('refused@example.com')).toEqual([
      expect.objectContaining({ status: 'failed', error: expect.any(String) }),
    ]);
    await service.close();
  });
});
