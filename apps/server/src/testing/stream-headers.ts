import { request as httpRequest } from 'node:http';

/** The response headers of a live stream (SSE), read when its first bytes arrive; the stream is then closed. */
export function streamHeaders(url: string, headers: Record<string, string> = {}): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      res.once('data', () => {
        resolve(res.headers);
        req.destroy();
      });
    });
    req.on('error', reject);
    req.end();
  });
}
