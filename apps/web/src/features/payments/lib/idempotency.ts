/**
 * A fresh Idempotency-Key. crypto.randomUUID needs a secure context (https or localhost); elsewhere
 * the same 122 random bits come from getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Keeps one key per submission: the same data sent again (a retry after a timeout or a double tap)
 * reuses the key, so the server answers the first result and charges once; different data gets a
 * new key.
 */
export class IdempotencyKeys {
  private current: { fingerprint: string; key: string } | undefined;

  keyFor(payload: unknown): string {
    const fingerprint = JSON.stringify(payload);
    if (this.current?.fingerprint !== fingerprint) this.current = { fingerprint, key: newIdempotencyKey() };
    return this.current.key;
  }

  /** After a definitive answer, the next submission is a new one. */
  reset(): void {
    this.current = undefined;
  }
}
