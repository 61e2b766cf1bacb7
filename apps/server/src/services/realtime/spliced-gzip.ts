import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A gzip body for `head + middle + tail` where head and tail are compressed once and only the short
 * middle (the group answer's `server_time`) changes per answer. Deflate allows it: the head is
 * compressed up to a full flush (byte-aligned, nothing after it refers back into it), the middle
 * travels as one stored block, and the tail is a stream of its own ending in the final block. The gzip
 * trailer's CRC-32 continues over the three parts, so the result is one ordinary gzip member that any
 * browser inflates. Compressing a group answer per request cost more than the rest of the read.
 */
export interface SplicedGzip {
  readonly headDeflated: Buffer;
  readonly tailDeflated: Buffer;
  readonly headCrc: number;
  readonly tail: Buffer;
  readonly length: number;
}

/** mtime 0 (an answer, not a file), no flags, OS unknown. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/**
 * CRC-32 continued over `bytes`. An empty buffer may have no memory behind it, and zlib answers 0 for a
 * null buffer ("the initial value") instead of carrying `value` through: so empty parts are skipped.
 */
const continueCrc = (bytes: Buffer, value: number) => (bytes.length === 0 ? value : crc32(bytes, value));

/** A stored block carries at most this many bytes. */
const STORED_BLOCK_MAX = 0xffff;

export function prepareSplicedGzip(head: string, tail: string): SplicedGzip {
  const headBytes = Buffer.from(head);
  const tailBytes = Buffer.from(tail);
  return {
    headDeflated: deflateRawSync(headBytes, { level: 6, finishFlush: constants.Z_FULL_FLUSH }),
    tailDeflated: deflateRawSync(tailBytes, { level: 6 }),
    headCrc: continueCrc(headBytes, 0),
    tail: tailBytes,
    length: headBytes.length + tailBytes.length,
  };
}

/** The gzip body of head + middle + tail; the middle must be short (it is sent uncompressed). */
export function splicedGzip(parts: SplicedGzip, middle: string): Buffer {
  const middleBytes = Buffer.from(middle);
  if (middleBytes.length > STORED_BLOCK_MAX) throw new RangeError('middle too long for one stored block');
  // Stored block: BFINAL 0, BTYPE 00 (the stream is byte-aligned after the head's full flush), LEN, NLEN.
  const stored = Buffer.alloc(5);
  stored.writeUInt8(0, 0);
  stored.writeUInt16LE(middleBytes.length, 1);
  stored.writeUInt16LE(~middleBytes.length & 0xffff, 3);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(continueCrc(parts.tail, continueCrc(middleBytes, parts.headCrc)) >>> 0, 0);
  trailer.writeUInt32LE((parts.length + middleBytes.length) >>> 0, 4);
  return Buffer.concat([GZIP_HEADER, parts.headDeflated, stored, middleBytes, parts.tailDeflated, trailer]);
}
