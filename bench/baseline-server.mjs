// The baseline of `npm run bench`: a bare Fastify route in its own process, measured in the same run,
// so every figure is also a ratio that means something on a shared, noisy machine.
import Fastify from 'fastify';

const app = Fastify();
app.get('/ping', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.send?.({ ready: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => app.close().then(() => process.exit(0)));
