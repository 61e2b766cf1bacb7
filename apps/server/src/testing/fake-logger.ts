import type { FastifyBaseLogger } from 'fastify';
import { vi } from 'vitest';

/** A logger that writes nothing; each level is a mock a test may look at. */
export const fakeLogger = () => ({ info: vi.fn(), debug: vi.fn(), warn: vi.fn(), error: vi.fn() }) as unknown as
  FastifyBaseLogger & Record<'info' | 'debug' | 'warn' | 'error', ReturnType<typeof vi.fn>>;
