// The baseline of every bench figure: a bare Fastify hello-world in a process of its own, as the API runs in its own.
// One more route gives the floor of a catalogue-shaped request (below).
// With DATABASE_URL (the bench on PostgreSQL), a third gives the floor of an uncached catalogue read (below).
// Listens on 127.0.0.1:PORT and prints "listening" once it accepts connections.
import Fastify from 'fastify';
import pg from 'pg';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
// The shape of a cached catalogue read with nothing of the app: a small JSON body parsed, then an answer of as many
// bytes as it asks (the bench asks for the catalogue answer's size) sent as it is. Its ratio to hello is what HTTP
// alone costs a request of that shape on this machine.
const answers = new Map();
app.post('/shaped', async (request, reply) => {
  const bytes = Math.min(Math.max(Number(request.body?.bytes) || 0, 10), 1_000_000);
  let answer = answers.get(bytes);
  if (!answer) {
    answer = Buffer.from(JSON.stringify({ pad: 'x'.repeat(bytes - 10) }));
    answers.set(bytes, answer);
  }
  return reply.type('application/json; charset=utf-8').send(answer);
});
// The shape of an uncached catalogue read with nothing of the app: the same body, then the one statement the API runs
// for it (the stored listing of the current catalogue version, as a named prepared statement on a pool of the API's
// default size) and its text sent as it is. Its ratio to hello is what HTTP and one PostgreSQL round trip of that
// answer cost on this machine: the floor of the uncached row.
const pool = process.env.DATABASE_URL
  ? new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DB_POOL_SIZE ?? 10) })
  : undefined;
if (pool) {
  app.post('/shaped-db', async (request, reply) => {
    const { rows } = await pool.query({
      name: 'bench_stored_listing_by_slug',
      text: `select cl.answer from collections c
        join collection_listings cl on cl.collection_id = c.id and cl.only_with_bonuses = $3
        join catalog_state cs on cs.version = cl.catalog_version
        where c.brand = $1 and c.slug = $2 limit 1`,
      values: [request.body?.product, request.body?.collectionId, request.body?.bonus === true],
    });
    if (rows.length === 0) return reply.code(404).send({ message: 'no stored listing' });
    return reply.type('application/json; charset=utf-8').send(Buffer.from(rows[0].answer));
  });
}
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
console.log('listening');
process.once(
  'SIGTERM',
  () =>
    void app.close().then(async () => {
      await pool?.end();
      process.exit(0);
    }),
);
