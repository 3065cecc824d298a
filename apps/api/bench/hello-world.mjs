// The baseline of every bench figure: a bare Fastify hello-world in a process of its own, as the API runs in its own.
// One more route gives the floor of a catalogue-shaped request (below).
// Listens on 127.0.0.1:PORT and prints "listening" once it accepts connections.
import Fastify from 'fastify';

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
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
console.log('listening');
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
