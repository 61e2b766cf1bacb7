// Live viewers for `npm run bench`: opens COUNT Server-Sent Events streams on one group from this
// process, and reports (over IPC) when every viewer has its first event, then the moment each one
// receives the group with `paid_count` ≥ the figure the parent asks to watch for. Viewers send nothing
// after opening: the server pushes.
//   fork('bench/sse-viewers.mjs', [url, count, firstViewer])
//
// Viewers come from many addresses, as a crowd's phones do: the server holds at most 20 streams per
// client address (apps/server/src/services/abuse/limits.ts). Every 127.x.y.z is loopback on Linux, so
// viewer n connects from 127.1.x.y, ten viewers to an address (1,000 addresses for 10,000 viewers).
import { request } from 'node:http';

const [target, countArg, firstArg] = process.argv.slice(2);
const count = Number(countArg);
const firstViewer = Number(firstArg ?? 0);
const VIEWERS_PER_ADDRESS = 10;
const addressOf = (viewer) => {
  const n = Math.floor(viewer / VIEWERS_PER_ADDRESS);
  return `127.1.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
};
const OPENING_AT_ONCE = 200;
const viewers = [];
let watchFor = Infinity;
let arrived = 0;
let failed = 0;

let nextViewer = firstViewer;

function open() {
  const localAddress = addressOf(nextViewer++);
  return new Promise((resolve) => {
    const viewer = { paidAt: undefined, paid: -1, req: undefined };
    let buffer = '';
    let resolved = false;
    const done = () => {
      if (!resolved) {
        resolved = true;
        resolve(viewer);
      }
    };
    viewer.req = request(target, { agent: false, localAddress, headers: { accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) {
        failed++;
        res.resume();
        done();
        return;
      }
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const paid = /"paid_count":(\d+)/.exec(frame);
          if (!paid) continue;
          viewer.paid = Number(paid[1]);
          done();
          if (viewer.paidAt === undefined && viewer.paid >= watchFor) {
            viewer.paidAt = performance.timeOrigin + performance.now();
            if (++arrived === viewers.length) report();
          }
        }
      });
    });
    viewer.req.on('error', () => {
      failed++;
      done();
    });
    viewer.req.end();
  });
}

function report() {
  process.send({ type: 'result', times: viewers.map((v) => v.paidAt ?? null), failed });
}

for (let i = 0; i < count; i += OPENING_AT_ONCE) {
  const batch = await Promise.all(Array.from({ length: Math.min(OPENING_AT_ONCE, count - i) }, open));
  viewers.push(...batch);
}
process.send({ type: 'opened', opened: viewers.length - failed, failed });

process.on('message', (message) => {
  if (message.type === 'watch') {
    watchFor = message.paid;
    for (const v of viewers) if (v.paidAt === undefined && v.paid >= watchFor) v.paidAt = performance.timeOrigin + performance.now();
    arrived = viewers.filter((v) => v.paidAt !== undefined).length;
    if (arrived === viewers.length) report();
  } else if (message.type === 'report') {
    report();
  } else if (message.type === 'close') {
    for (const v of viewers) v.req.destroy();
    process.exit(0);
  }
});
