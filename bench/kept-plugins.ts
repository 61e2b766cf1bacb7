/**
 * `npm run bench:plugins`: the app's hand-written security headers, CORS and compression against the
 * kept plugins (@fastify/helmet, @fastify/cors, @fastify/compress) configured once to the same effect,
 * each as ratios against a bare Fastify in the same run (ADR 0031). Rounds alternate the variants so a
 * noisy host weighs on all of them alike; the median of the rounds is shown.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { ensureWrk, runWrk } from './lib/wrk.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const SECONDS = Number(process.env.SECONDS_PER_RUN ?? 3);
const ALL_VARIANTS = [
  'bare', 'headers, hand-written', 'headers, @fastify/helmet', 'cors, hand-written', 'cors, @fastify/cors',
  'compression, hand-written', 'compression, @fastify/compress', 'compression, @fastify/compress, brotli 4',
];
// ONLY=compression (or headers, cors) measures one pair against bare Fastify.
const only = process.env.ONLY;
const variants = only ? ALL_VARIANTS.filter((name) => name === 'bare' || name.startsWith(only)) : ALL_VARIANTS;

async function measure(variant: string, port: number): Promise<number> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/kept-plugins-server.ts', variant, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    await once(child.stdout, 'data');
    const compressing = variant.startsWith('compression');
    const url = `http://127.0.0.1:${port}/api/${compressing ? 'large' : 'small'}`;
    const headers = compressing ? { 'accept-encoding': 'gzip, deflate, br' } : undefined;
    runWrk(url, { seconds: 1, connections: 50, headers }); // warm-up
    return runWrk(url, { seconds: SECONDS, connections: 50, headers }).rps;
  } finally {
    child.kill();
    await once(child, 'exit');
  }
}

if (!ensureWrk()) throw new Error('wrk não encontrado (apt-get install -y wrk)');
const results = new Map<string, number[]>(variants.map((v) => [v, []]));
for (let round = 0; round < ROUNDS; round++) {
  for (const [i, variant] of variants.entries()) results.get(variant)!.push(await measure(variant, 39_100 + i));
  console.log(`› rodada ${round + 1}/${ROUNDS}`);
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const bare = median(results.get('bare')!);
const handCompression = median(results.get('compression, hand-written')!);
console.log('\n| variant | answer | req/s (median) | ratio |\n|---|---|---:|---:|');
for (const variant of variants) {
  const rps = median(results.get(variant)!);
  // Compression is compared with compression: both compress the 4 KB answer; the others with bare Fastify.
  const [answer, base, baseName] = variant.startsWith('compression')
    ? ['4 KB JSON, br', handCompression, 'hand-written'] : ['80 B JSON', bare, 'bare'];
  console.log(`| ${variant} | ${answer} | ${Math.round(rps).toLocaleString('en-US')} | ${(rps / base).toFixed(2)}× ${baseName} |`);
}
