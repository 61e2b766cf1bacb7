import type { ServerResponse } from 'node:http';

export interface SseStreamOptions {
  /** A comment line every this many milliseconds keeps proxies and the browser from timing out. */
  heartbeatMs: number;
  /** How long the browser waits before reconnecting after the stream drops. */
  retryMs: number;
}

/** A client that reads slower than we write is dropped once this much waits in its buffer. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/**
 * An event as the bytes that go on the wire; `data` is a single line (JSON), so it fits one `data:`
 * field. After a change the group's event is framed once for all of its viewers (group-views.ts).
 */
export function sseEvent(event: string, data: string): Buffer {
  return Buffer.from(`event: ${event}\ndata: ${data.replace(/[\r\n]+/g, ' ')}\n\n`);
}

/**
 * One Server-Sent Events response: writes the headers, the `retry:` hint, events and heartbeat
 * comments, and runs the close callbacks once, whoever ends it (client, server shutdown, or us).
 */
export class SseStream {
  #res: ServerResponse;
  #heartbeat: NodeJS.Timeout | undefined;
  #closed = false;
  #onClose: Array<() => void> = [];

  constructor(res: ServerResponse, private readonly options: SseStreamOptions) {
    this.#res = res;
    res.on('close', () => this.close());
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** Sends the headers and the reconnection delay, and starts the heartbeat. */
  open(): void {
    // The client may have left while we were reading the group: its 'close' has already fired.
    if (this.#res.destroyed || this.#res.socket?.destroyed) {
      this.close();
      return;
    }
    // Headers already set on the raw response (the security headers) are kept by writeHead.
    this.#res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      'x-accel-buffering': 'no',
    });
    this.#res.socket?.setNoDelay(true);
    this.#write(`retry: ${this.options.retryMs}\n\n`);
    this.#heartbeat = setInterval(() => this.#write(': ping\n\n'), this.options.heartbeatMs);
    this.#heartbeat.unref();
  }

  /** One event, as sseEvent framed it. */
  send(frame: Buffer): void {
    this.#write(frame);
  }

  onClose(callback: () => void): void {
    if (this.#closed) callback();
    else this.#onClose.push(callback);
  }

  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    if (this.#heartbeat) clearInterval(this.#heartbeat);
    if (!this.#res.writableEnded) this.#res.end();
    for (const callback of this.#onClose.splice(0)) callback();
  }

  #write(chunk: string | Buffer): void {
    if (this.#closed) return;
    if (this.#res.destroyed || this.#res.writableEnded) {
      this.close();
      return;
    }
    if (this.#res.writableLength > MAX_BUFFERED_BYTES) {
      // The client stopped reading; it reconnects (and gets the current state) when it can.
      this.#res.destroy();
      this.close();
      return;
    }
    this.#res.write(chunk);
  }
}
