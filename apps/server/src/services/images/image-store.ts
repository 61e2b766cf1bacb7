import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { imageMessages } from '@juntai/contract';
import sharp from 'sharp';
import type { Env } from '../../env.ts';
import { badRequest } from '../../errors.ts';

/** The largest side an uploaded product image keeps: enough for the product page on any phone. */
const MAX_SIDE = 1200;
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

export const uploadsDir = (env: Pick<Env, 'DATA_DIR'>) => resolve(env.DATA_DIR, 'uploads');
/** Stored names: the content's hash, so the same picture is kept once and its URL can be cached for good. */
export const UPLOAD_NAME = /^[a-f0-9]{32}\.webp$/;

/**
 * Decodes a JPEG, PNG or WebP, turns it upright, fits it within 1200×1200 and re-encodes it as WebP
 * under DATA_DIR/uploads; answers the app path that serves it. Anything else — another format, a file
 * that only claims to be an image — is a 400. The original bytes are never served.
 */
export async function storeImage(env: Pick<Env, 'DATA_DIR'>, bytes: Buffer): Promise<string> {
  let output: Buffer;
  try {
    const meta = await sharp(bytes, { limitInputPixels: 40_000_000 }).metadata();
    if (!meta.format || !ACCEPTED.has(meta.format)) throw new Error(`format ${meta.format}`);
    output = await sharp(bytes, { limitInputPixels: 40_000_000 }).rotate()
      .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
  } catch {
    throw badRequest(imageMessages.unreadable, 'image_invalid');
  }
  const name = `${createHash('sha256').update(output).digest('hex').slice(0, 32)}.webp`;
  const dir = uploadsDir(env);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, name);
  if (!existsSync(path)) writeFileSync(path, output);
  return `/uploads/${name}`;
}
