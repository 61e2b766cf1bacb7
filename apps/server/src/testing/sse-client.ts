import { afterEach } from 'vitest';

/** Test support: a streaming client for Server-Sent Events, read frame by frame as a browser's EventSource would. */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function waitFor(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(10);
  }
}

interface Frame {
  event?: string;
  data?: string;
  retry?: number;
  comments: string[];
}

function parseFrame(text: string): Frame {
  const frame: Frame = { comments: [] };
  for (const line of text.split('\n')) {
    if (line.startsWith(':')) frame.comments.push(line.slice(1).trim());
    else if (line.startsWith('event: ')) frame.event = line.slice(7);
    else if (line.startsWith('data: ')) frame.data = (frame.data === undefined ? '' : `${frame.data}\n`) + line.slice(6);
    else if (line.startsWith('retry: ')) frame.retry = Number(line.slice(7));
  }
  return frame;
}

/** A streaming HTTP client reading Server-Sent Events frame by frame, as a browser's EventSource would. */
const openStreams = new Set<AbortController>();
afterEach(() => {
  for (const controller of openStreams) controller.abort();
  openStreams.clear();
});

export async function openStream(url: string) {
  const controller = new AbortController();
  openStreams.add(controller);
  const response = await fetch(url, { headers: { accept: 'text/event-stream' }, signal: controller.signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let ended = false;
  let pending: ReturnType<typeof reader.read> | undefined;
  const frames: Frame[] = [];

  async function nextFrame(timeoutMs = 5_000): Promise<Frame | undefined> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const boundary = buffer.indexOf('\n\n');
      if (boundary >= 0) {
        const frame = parseFrame(buffer.slice(0, boundary));
        buffer = buffer.slice(boundary + 2);
        frames.push(frame);
        return frame;
      }
      if (ended) return undefined;
      pending ??= reader.read();
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no frame in time');
      const result = await Promise.race([pending, sleep(left).then(() => 'timeout' as const)]);
      if (result === 'timeout') throw new Error('no frame in time');
      pending = undefined;
      if (result.done) ended = true;
      else buffer += result.value;
    }
  }

  return {
    response,
    frames,
    nextFrame,
    /** The next `event: group`, parsed; heartbeats in between are skipped. */
    async nextGroup(timeoutMs = 5_000): Promise<any> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const frame = await nextFrame(Math.max(1, deadline - Date.now()));
        if (!frame) throw new Error('stream ended');
        if (frame.event === 'group') return JSON.parse(frame.data ?? 'null');
      }
    },
    /** Resolves true if the stream ends within the time. */
    async ends(timeoutMs = 5_000): Promise<boolean> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const frame = await nextFrame(Math.max(1, deadline - Date.now()));
        if (!frame) return true;
      }
    },
    close: () => controller.abort(),
  };
}
