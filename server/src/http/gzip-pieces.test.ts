import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipPieces, PIECES_AHEAD } from './gzip-pieces.js';

const encoder = new TextEncoder();

async function* piecesOf(texts: readonly string[], taken: { count: number; ended: boolean }) {
  try {
    for (const text of texts) {
      taken.count++;
      yield encoder.encode(text);
    }
  } finally {
    taken.ended = true;
  }
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

describe('gzipPieces', () => {
  it('makes one gzip member that inflates to every piece in order', async () => {
    const texts = Array.from(
      { length: 12 },
      (_, i) => `<entry n="${i}">${'naïve 日本語 🎉 '.repeat(i * 50)}</entry>`,
    );
    texts.splice(3, 0, '');
    const gzip = await readAll(gzipPieces(piecesOf(texts, { count: 0, ended: false }), 3));
    expect([...gzip.subarray(0, 3)]).toEqual([0x1f, 0x8b, 8]);
    // gunzip checks the CRC-32 and the length in the trailer.
    expect(gunzipSync(gzip).toString('utf8')).toBe(texts.join(''));
  });

  it('makes a valid empty gzip of no pieces', async () => {
    const gzip = await readAll(gzipPieces(piecesOf([], { count: 0, ended: false }), 3));
    expect(gunzipSync(gzip).length).toBe(0);
  });

  it('takes pieces only as the reader reads, a few ahead', async () => {
    const taken = { count: 0, ended: false };
    const reader = gzipPieces(piecesOf(Array(20).fill('x'.repeat(1000)), taken), 3).getReader();
    await reader.read(); // the header
    await reader.read(); // the first piece
    expect(taken.count).toBe(PIECES_AHEAD + 1);
    await reader.cancel();
    expect(taken.ended).toBe(true);
    expect(taken.count).toBe(PIECES_AHEAD + 1);
  });

  it('fails the stream when making a piece fails, never ending it as if complete', async () => {
    async function* failing() {
      yield encoder.encode('a'.repeat(2000));
      throw new Error('the listing failed');
    }
    await expect(readAll(gzipPieces(failing(), 3))).rejects.toThrow('the listing failed');
  });
});
