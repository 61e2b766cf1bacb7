import compress from '@fastify/compress';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';

/**
 * Answers built in memory above 1 KB (JSON, the app's HTML) compressed by @fastify/compress: brotli
 * (quality 4, its default) when the client takes it, else gzip. Untouched: answers that already carry
 * a Content-Encoding (the group read hands over its gzip made once per change, ADR 0030), files
 * (precompressed by the build), and the live stream, which writes to the raw response. Registered
 * before the routes: it fits itself to each route as the route is added.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Request bodies are read as sent: no client of ours compresses them.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false });
}

/** Whether the client takes gzip at all (every browser does), whatever it prefers: the group read's kept gzip. */
export function acceptsGzip(header: string | undefined): boolean {
  return negotiate(header ?? '', ['gzip']) === 'gzip';
}
