// The baseline of every bench figure: a bare Fastify hello-world in a process of its own, as the API runs in its own.
// Listens on 127.0.0.1:PORT and prints "listening" once it accepts connections.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
console.log('listening');
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
