// Databases and the baseline server the benchmarks share: an in-memory PGlite, or a throwaway database on the
// PostgreSQL server of BENCH_DATABASE_URL (dropped afterwards), and a bare Fastify hello-world.
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '@loyalty/db/client';

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function openBenchDatabase(
  serverUrl: string | undefined,
  options: { namePrefix: string; poolSize: number },
): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (!serverUrl) return { handle: await createDatabase({ dataDir: 'memory://' }), drop: async () => {} };
  const name = `${options.namePrefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await adminQuery(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    handle: await createDatabase({ databaseUrl: url.toString(), poolSize: options.poolSize }),
    drop: () => adminQuery(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}

/** The baseline every figure is divided by: a bare Fastify hello-world on loopback, measured in the same run. */
export async function startBaseline(): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  return { app, url: await app.listen({ host: '127.0.0.1', port: 0 }) };
}
