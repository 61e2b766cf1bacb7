/**
 * Throughput of Juntaí's read endpoints as a ratio of a bare Fastify route measured in the same run,
 * so the figure means something on a shared, noisy machine. Not a test: it prints numbers.
 *   npx tsx bench/http-throughput.ts [--seconds 3] [--connections 20]
 */
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedDatabase } from '../apps/server/src/db/seed/index.ts';
import { loadEnv } from '../apps/server/src/env.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const seconds = arg('seconds', 3);
const connections = arg('connections', 20);

async function measure(port: number, path: string): Promise<{ rps: number; p99: number; errors: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  const deadline = Date.now() + seconds * 1000;
  const worker = async () => {
    while (Date.now() < deadline) {
      const started = performance.now();
      const status = await new Promise<number>((resolve) => {
        const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', () => resolve(0));
        req.end();
      });
      if (status !== 200) errors++;
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / seconds, p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0, errors };
}

async function main() {
  const bare = Fastify();
  bare.get('/ping', async () => ({ ok: true }));
  await bare.listen({ port: 0, host: '127.0.0.1' });

  const database = await openDatabase({});
  await migrateToLatest(database.db);
  await seedDatabase(database.db, { demo: true });
  const app = await buildApp({ database, env: loadEnv({ LOG_LEVEL: 'silent' }) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  const barePort = (bare.server.address() as AddressInfo).port;

  // A group with one paid quota, read as every viewer's phone reads it (and polls it every 5 s).
  const [product] = (await app.inject('/api/products?type=demo&status=active')).json();
  const created = (await app.inject({
    method: 'POST', url: '/api/groups',
    payload: {
      product_id: product.id, number_of_quotas: 4, creator_name: 'Ana Souza', creator_email: 'ana@example.com',
      creator_whatsapp: '11987654321', invited_participants: ['Ana Souza', 'Bruno Lima', 'Carla Dias', 'Diego Alves'],
    },
  })).json();
  await app.inject({
    method: 'POST', url: `/api/groups/${created.link_id}/join`,
    payload: { name: 'Bruno Lima', email: 'bruno@example.com', whatsapp: '11912345678', payment_method: 'card', installments: 1 },
  });

  const baseline = await measure(barePort, '/ping');
  console.log(`baseline bare Fastify /ping: ${baseline.rps.toFixed(0)} req/s, p99 ${baseline.p99.toFixed(1)} ms`);
  for (const path of ['/api/health', '/api/products/1', '/api/products?type=demo&status=active', '/api/admin/settings', `/api/groups/${created.link_id}`]) {
    const r = await measure(port, path);
    console.log(`${path.padEnd(40)} ${(r.rps / baseline.rps).toFixed(3)}× baseline (${r.rps.toFixed(0)} req/s, p99 ${r.p99.toFixed(1)} ms, ${r.errors} errors)`);
  }
  await app.close();
  await bare.close();
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
