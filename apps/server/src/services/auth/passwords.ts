import { hash, verify } from '@node-rs/argon2';
import { authMessages } from '@juntai/contract';
import { badRequest } from '../../errors.ts';
import { isCommonPassword } from './common-passwords.ts';

/**
 * Passwords are kept as argon2id hashes (the library's default, with OWASP's parameters: 19 MiB,
 * 2 passes), never logged and never returned.
 */
export async function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** A hash of nothing anyone knows: checked when the e-mail has no account, so both cases take as long. */
let dummyHash: Promise<string> | undefined;

/** Whether `password` matches `passwordHash`; with no hash it still spends the same time and says no. */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword(`sem-conta-${Math.random()}`);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

/** The rules the contract cannot check alone: a new password must not be one of the most common. */
export function assertAcceptablePassword(password: string): void {
  if (isCommonPassword(password)) throw badRequest(authMessages.passwordTooCommon, 'password_too_common');
}
