import { createHash, randomBytes } from 'node:crypto';

/** A new secret: 256 random bits as base64url (43 characters). */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Secrets are stored and compared as their sha256 (hex): a database leak reveals no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
