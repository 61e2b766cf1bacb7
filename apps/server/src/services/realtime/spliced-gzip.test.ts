import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { prepareSplicedGzip, splicedGzip } from './spliced-gzip.ts';

describe('a gzip body spliced around a changing middle', () => {
  const head = `{"link_id":"abc","product_name":"Câmera Instantânea — edição ✨","participants":[${Array.from({ length: 40 }, (_, i) => `{"name":"Convidado ${i}","payment_status":"pending"}`).join(',')}],"server_time":"`;
  const tail = `","status":"active","invited_participants":["Ana","Bruno","Çécile"]}`;

  it('inflates to exactly head + middle + tail, for any middle, with standard gunzip', () => {
    const parts = prepareSplicedGzip(head, tail);
    for (const middle of ['2026-11-23T12:00:00.000Z', '2026-11-23T12:00:00.001Z', '', 'ç', 'x'.repeat(70_000).slice(0, 65_535)]) {
      expect(gunzipSync(splicedGzip(parts, middle)).toString()).toBe(head + middle + tail);
    }
  });

  it('is compressed: far smaller than the text', () => {
    const body = splicedGzip(prepareSplicedGzip(head, tail), '2026-11-23T12:00:00.000Z');
    expect(body.length).toBeLessThan(Buffer.byteLength(head + tail) / 3);
  });

  it('works for an empty head or tail', () => {
    expect(gunzipSync(splicedGzip(prepareSplicedGzip('', tail), 'meio')).toString()).toBe(`meio${tail}`);
    expect(gunzipSync(splicedGzip(prepareSplicedGzip(head, ''), 'meio')).toString()).toBe(`${head}meio`);
  });

  it('refuses a middle that does not fit one stored block', () => {
    expect(() => splicedGzip(prepareSplicedGzip(head, tail), 'x'.repeat(65_536))).toThrow(RangeError);
  });
});
