// A small HTTP load generator for `npm run bench`, run in its own process (never on the server's event
// loop). Sends each request of a list once, `connections` at a time over keep-alive sockets, and prints
// one JSON line: count, seconds, req/s, p50/p99 latency (ms), answers by status, network errors.
//   node bench/load.mjs job.json      job: { base, connections, requests: [{ method, path, headers, body }], seconds? }
// With `seconds`, the list is cycled until that time is up (the stand-in for wrk where it is missing).
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';

const job = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const url = new URL(job.base);
const agent = new Agent({ keepAlive: true, maxSockets: job.connections });
const latencies = [];
const statuses = {};
let errors = 0;
let next = 0;

function send({ method = 'GET', path, headers = {}, body }) {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const started = performance.now();
    const req = request({
      host: url.hostname, port: url.port, method, path, agent,
      headers: { ...headers, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) },
    }, (res) => {
      res.resume();
      res.on('end', () => {
        latencies.push(performance.now() - started);
        statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
        resolve();
      });
    });
    req.on('error', () => {
      errors++;
      resolve();
    });
    req.end(payload);
  });
}

const deadline = job.seconds ? performance.now() + job.seconds * 1000 : undefined;
async function worker() {
  if (deadline !== undefined) {
    while (performance.now() < deadline) await send(job.requests[next++ % job.requests.length]);
    return;
  }
  while (next < job.requests.length) await send(job.requests[next++]);
}

const started = performance.now();
await Promise.all(Array.from({ length: job.connections }, worker));
const seconds = (performance.now() - started) / 1000;
agent.destroy();
latencies.sort((a, b) => a - b);
const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0;
console.log(JSON.stringify({
  count: latencies.length, seconds, rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99), statuses, errors,
}));
