// A small HTTP load generator for `npm run bench`, run in its own process (never on the server's event
// loop). Sends each request of a list once, `connections` at a time over keep-alive sockets, and prints
// one JSON line: count, seconds, req/s, p50/p99 latency (ms), answers by status, network errors.
//   node bench/load.mjs job.json      job: { base, connections, requests: [{ method, path, headers, body }], seconds? }
// With `seconds`, the list is cycled until that time is up (the stand-in for wrk where it is missing).
//
// HTTP/1.1 written and read straight on TCP sockets, each request serialised once before the clock
// starts: on a 2-core machine the load generator shares the CPU with the server and its database, and
// node:http's client cost about a fifth of a core at 800 joins/s, which the server's figures paid for.
// It reads what the app answers: a status line, headers, and a body sized by Content-Length or chunked.
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';

const job = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const url = new URL(job.base);
const port = Number(url.port || 80);

/** One request as the bytes that go on the wire. */
function serialise({ method = 'GET', path, headers = {}, body }) {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  const lines = [`${method} ${path} HTTP/1.1`, `host: ${url.host}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (payload) lines.push('content-type: application/json', `content-length: ${payload.length}`);
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  return payload ? Buffer.concat([head, payload]) : head;
}

const requests = job.requests.map(serialise);
const latencies = [];
const statuses = {};
let errors = 0;
let next = 0;

const HEAD_END = Buffer.from('\r\n\r\n');
const CHUNKED_END = Buffer.from('\r\n0\r\n\r\n');

/**
 * Where the first complete answer in `buffer` ends and its status, or undefined while incomplete.
 * The server sends Content-Length for the answers it builds in memory and chunked encoding for streams.
 */
function completeAnswer(buffer) {
  const headEnd = buffer.indexOf(HEAD_END);
  if (headEnd < 0) return undefined;
  const head = buffer.toString('latin1', 0, headEnd);
  const status = Number(head.slice(9, 12));
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  if (length) {
    const end = headEnd + 4 + Number(length[1]);
    return buffer.length >= end ? { status, end } : undefined;
  }
  if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
    const at = buffer.indexOf(CHUNKED_END, headEnd);
    return at < 0 ? undefined : { status, end: at + CHUNKED_END.length };
  }
  return { status, end: headEnd + 4 };
}

/** One keep-alive connection sending requests one after another while `more()` says so. */
function worker(more, take) {
  return new Promise((resolve) => {
    let socket;
    let pending = Buffer.alloc(0);
    let started = 0;
    let waiting = false;

    const sendNext = () => {
      if (!more()) {
        socket.end();
        resolve();
        return;
      }
      started = performance.now();
      waiting = true;
      socket.write(take());
    };
    const open = () => {
      pending = Buffer.alloc(0);
      socket = connect({ host: url.hostname, port, noDelay: true });
      socket.on('connect', sendNext);
      socket.on('data', (chunk) => {
        pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
        const answer = completeAnswer(pending);
        if (!answer) return;
        pending = pending.subarray(answer.end);
        latencies.push(performance.now() - started);
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        waiting = false;
        sendNext();
      });
      // A dropped connection counts its request as an error, then the worker goes on with a new one.
      socket.on('error', () => undefined);
      socket.on('close', () => {
        if (!waiting) return;
        errors++;
        waiting = false;
        open();
      });
    };
    open();
  });
}

const deadline = job.seconds ? performance.now() + job.seconds * 1000 : undefined;
const more = deadline === undefined ? () => next < requests.length : () => performance.now() < deadline;
const take = deadline === undefined ? () => requests[next++] : () => requests[next++ % requests.length];

const started = performance.now();
const connections = Math.min(job.connections, deadline === undefined ? requests.length : job.connections);
await Promise.all(Array.from({ length: connections }, () => worker(more, take)));
const seconds = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0;
// This generator's own CPU time, for the joins' CPU account in bench/run.ts.
const cpu = process.cpuUsage();
console.log(JSON.stringify({
  // When the clock started, on the host's clock: the live viewers' delays count from it, not from this process's start.
  startedAt: performance.timeOrigin + started,
  count: latencies.length, seconds, rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99), statuses, errors,
  cpuMs: (cpu.user + cpu.system) / 1000,
}));
