import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressible, MIN_COMPRESSED_BYTES } from './compression.js';
import { piecesBody } from './pieces-body.js';

const LARGE = 'x'.repeat(MIN_COMPRESSED_BYTES);
const PIECES = Array.from({ length: 50 }, (_, i) => `<entry n="${i}">${'y'.repeat(200)}</entry>`);

const app = new Hono()
  .get('/text', (c) => compressible(c, c.req.query('small') ? 'small' : LARGE))
  .get('/pieces', (c) => {
    c.header('Content-Type', 'application/xml');
    return compressible(c, piecesBody(PIECES, '<list>', '</list>'), 207);
  })
  .get('/keyed', (c) => compressible(c, c.req.query('text') ?? LARGE, 200, c.req.query('key')))
  .get('/failing', (c) => {
    function* pieces() {
      yield 'a'.repeat(2000);
      yield 'b'.repeat(2000);
      throw new Error('the listing failed');
    }
    return compressible(c, piecesBody(pieces()));
  });

const get = (path: string, acceptEncoding?: string) =>
  app.request(path, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });

const inflate = async (res: Response) => {
  const bytes = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get('Content-Encoding');
  if (encoding === 'br') return brotliDecompressSync(bytes).toString();
  if (encoding === 'gzip') return gunzipSync(bytes).toString();
  return bytes.toString();
};

describe('compressible', () => {
  it('sends the copy compressed under a content key again, in each encoding apart', async () => {
    const first = await get('/keyed?key=k1', 'gzip');
    expect(await inflate(first)).toBe(LARGE);
    // The key names the bytes: the same key answers the copy made for it, whatever the text.
    const other = `${LARGE}z`;
    const again = await get(`/keyed?key=k1&text=${other}`, 'gzip');
    expect(await inflate(again)).toBe(LARGE);
    const brotli = await get(`/keyed?key=k1&text=${other}`, 'br');
    expect(brotli.headers.get('Content-Encoding')).toBe('br');
    expect(await inflate(brotli)).toBe(other);
    expect(await inflate(await get(`/keyed?key=k2&text=${other}`, 'gzip'))).toBe(other);
  });

  it('sends as it is to a client that asks for no encoding, saying the answer varies by it', async () => {
    const res = await get('/text');
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await res.text()).toBe(LARGE);
  });

  it('compresses in the encoding of highest weight, brotli on a tie', async () => {
    for (const [accept, chosen] of [
      ['gzip, deflate', 'gzip'],
      ['gzip, deflate, br', 'br'],
      ['br;q=0.5, gzip', 'gzip'],
      ['br, gzip;q=0', 'br'],
      ['GZIP', 'gzip'],
    ] as const) {
      const res = await get('/text', accept);
      expect(res.headers.get('Content-Encoding'), accept).toBe(chosen);
      expect(await inflate(res)).toBe(LARGE);
    }
  });

  it('sends as it is when nothing of ours is acceptable or the answer is small', async () => {
    for (const accept of ['deflate', 'identity', 'gzip;q=0, br;q=0', '*']) {
      const res = await get('/text', accept);
      expect(res.headers.get('Content-Encoding'), accept).toBeNull();
      expect(await res.text()).toBe(LARGE);
    }
    const small = await get('/text?small=1', 'gzip');
    expect(small.headers.get('Content-Encoding')).toBeNull();
    expect(await small.text()).toBe('small');
  });

  it('compresses a body made in pieces as it streams, keeping its status and headers', async () => {
    for (const accept of ['gzip', 'br']) {
      const res = await get('/pieces', accept);
      expect(res.status).toBe(207);
      expect(res.headers.get('Content-Type')).toBe('application/xml');
      expect(res.headers.get('Content-Encoding')).toBe(accept);
      expect(res.headers.get('Content-Length')).toBeNull();
      expect(await inflate(res)).toBe(`<list>${PIECES.join('')}</list>`);
    }
  });

  it('cuts the compressed answer short when making it fails, never ending it as if complete', async () => {
    const res = await get('/failing', 'gzip');
    await expect(res.arrayBuffer()).rejects.toThrow();
  });
});
