// The baseline of `npm run bench`: a Fastify route in its own process, registered with the plugins the app
// keeps (helmet, CORS, compression, cookies) and answering serialised JSON as large as the group read
// (`/ping?bytes=N`), measured in the same run, so every figure is also a ratio that means something on a
// shared, noisy machine.
import Fastify from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';

const app = Fastify();
await app.register(helmet);
await app.register(cors, { origin: '*' });
await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
await app.register(cookie);
const bodies = new Map();
const bodyOf = (bytes) => {
  if (!bodies.has(bytes)) bodies.set(bytes, JSON.stringify({ ok: true, padding: 'x'.repeat(Math.max(0, bytes - 24)) }));
  return bodies.get(bytes);
};
app.get('/ping', async (request, reply) => reply.type('application/json; charset=utf-8').send(bodyOf(Number(request.query.bytes) || 0)));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.send?.({ ready: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => app.close().then(() => process.exit(0)));
