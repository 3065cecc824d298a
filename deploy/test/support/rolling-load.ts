// Customers through the proxy, in a process of their own (so the test's own waits never slow them, nor they the test):
// keep-alive clients that sign in, then read the catalogue and their balance and redeem pack codes, each code once,
// until told to stop. Every answer that is not the expected 2xx, and every socket error, is recorded. Run by
// rolling-deploy.test.ts with child_process.fork (messages over IPC: `ready` once signed in, `result` once stopped).
import { readFileSync } from 'node:fs';
import http from 'node:http';

export interface LoadOptions {
  /** The proxy, e.g. http://127.0.0.1:8080. */
  baseUrl: string;
  apiKey: string;
  /** One signed-in customer per client (listed in TEST_LOGIN_PHONES, with a glo record each). */
  phones: string[];
  /** A JSON array of unused glo pack codes; each is sent once, by one client. */
  codesFile: string;
  /** XP each code credits. */
  xp: number;
  /** A client's pause between an answer and its next request, as a person's between taps. */
  thinkMs: number;
}

export interface Failure {
  kind: Kind;
  /** The HTTP status, or 0 for a socket error or timeout. */
  status: number;
  detail: string;
  /** Milliseconds since the load began. */
  at: number;
}

export interface LoadResult {
  answered: Record<Kind, number>;
  failures: Failure[];
  /** Codes whose redemption was answered 200 with the code's XP, and the phone that redeemed each. */
  accepted: { code: string; phone: string }[];
  /** Codes sent whose answer never came (a socket error): whether they were credited is for the database to say. */
  unanswered: { code: string; phone: string }[];
  codesLeft: number;
}

export type LoadMessage = { type: 'ready' } | { type: 'result'; result: LoadResult };
export type LoadCommand = { type: 'stop' };

type Kind = 'catalogue' | 'balance' | 'redeem';

/** A request that has not been answered in this long is a failure (the proxy waits at most 10 s for a replica). */
const requestTimeoutMs = 30_000;

/** Settles once the message is handed to the IPC channel (the result is large: it must be out before the exit). */
function send(message: LoadMessage): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!process.send) return reject(new Error('rolling-load.ts runs under child_process.fork'));
    process.send(message, undefined, {}, (error) => (error ? reject(error) : resolve()));
  });
}

async function main(options: LoadOptions): Promise<void> {
  const codes = JSON.parse(readFileSync(options.codesFile, 'utf8')) as string[];
  const started = Date.now();
  // One kept-alive connection per client, as a browser keeps one to the site.
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.phones.length });
  const base = new URL(options.baseUrl);
  const answered: Record<Kind, number> = { catalogue: 0, balance: 0, redeem: 0 };
  const failures: Failure[] = [];
  const accepted: LoadResult['accepted'] = [];
  const unanswered: LoadResult['unanswered'] = [];
  let stopping = false;

  const call = (method: string, route: string, headers: Record<string, string>, body?: unknown) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const request = http.request(
        {
          host: base.hostname,
          port: base.port,
          method,
          path: route,
          agent,
          timeout: requestTimeoutMs,
          headers: {
            'x-api-key': options.apiKey,
            ...headers,
            ...(payload ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}),
          },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new Error(`no answer in ${requestTimeoutMs} ms`)));
      request.on('error', reject);
      request.end(payload);
    });

  /** `answered`: the expected answer; `refused`: another answer; `lost`: none (a socket error or a timeout). */
  const record = async (
    kind: Kind,
    work: () => Promise<{ status: number; text: string }>,
    expect: (body: unknown) => boolean,
  ): Promise<'answered' | 'refused' | 'lost'> => {
    let answer: { status: number; text: string };
    try {
      answer = await work();
    } catch (error) {
      const failed = error as NodeJS.ErrnoException;
      failures.push({ kind, status: 0, detail: `${failed.code ?? ''} ${failed.message}`.trim(), at: Date.now() - started });
      return 'lost';
    }
    let body: unknown;
    try {
      body = JSON.parse(answer.text);
    } catch {
      body = undefined;
    }
    if (answer.status >= 200 && answer.status < 300 && expect(body)) {
      answered[kind] += 1;
      return 'answered';
    }
    failures.push({ kind, status: answer.status, detail: answer.text.slice(0, 300), at: Date.now() - started });
    return 'refused';
  };

  // Signed in before the deploy starts: a session is a row in PostgreSQL, so it holds on either replica.
  const tokens = await Promise.all(
    options.phones.map(async (phone) => {
      const { status, text } = await call('POST', '/api/auth/test-login', {}, { phone, product: 'glo' });
      if (status !== 200) throw new Error(`test-login of ${phone} answered ${status}: ${text}`);
      return (JSON.parse(text) as { token: string }).token;
    }),
  );
  await send({ type: 'ready' });

  const client = async (phone: string, token: string) => {
    const session = { authorization: `Bearer ${token}` };
    for (let turn = 0; !stopping; turn += 1) {
      const step = turn % 3;
      if (step === 0) {
        await record(
          'catalogue',
          () => call('POST', '/api/shop/get-products-by-collection', {}, { collectionId: 'sticks', product: 'glo' }),
          (body) => Array.isArray((body as { products?: unknown } | undefined)?.products),
        );
      } else if (step === 1) {
        await record(
          'balance',
          () => call('GET', '/api/get-balance?v=glo', session),
          (body) => typeof (body as { balance?: unknown } | undefined)?.balance === 'number',
        );
      } else {
        const code = codes.pop();
        if (code === undefined) continue;
        const outcome = await record(
          'redeem',
          () => call('POST', '/api/scan/redeem', session, { code, product: 'glo' }),
          (body) => (body as { credited?: unknown } | undefined)?.credited === options.xp,
        );
        if (outcome === 'answered') accepted.push({ code, phone });
        else if (outcome === 'lost') unanswered.push({ code, phone });
      }
      await new Promise((resolve) => setTimeout(resolve, options.thinkMs));
    }
  };

  process.on('message', (command: LoadCommand) => {
    if (command.type === 'stop') stopping = true;
  });

  await Promise.all(options.phones.map((phone, index) => client(phone, tokens[index] ?? '')));
  agent.destroy();
  await send({ type: 'result', result: { answered, failures, accepted, unanswered, codesLeft: codes.length } });
  process.disconnect();
}

const options = JSON.parse(process.argv[2] ?? '{}') as LoadOptions;
main(options).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
