/** The streamed zip: exact size up front, sources opened one at a time, backpressure, failures. */
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { collect, unzip } from '../../test/unzip.js';
import { zipSize, zipStream, type ZipSource } from './zip-stream.js';

const mtime = new Date('2025-06-01T12:00:00Z');

/** A source whose bytes are made on demand, recording what happened to it. */
function source(name: string, size: number, log: string[] = []) {
  const state = { produced: 0, destroyed: false };
  const zipSource: ZipSource = {
    name,
    size,
    mtime,
    async open() {
      log.push(`open ${name}`);
      const stream = new Readable({
        highWaterMark: 64 * 1024,
        read() {
          if (state.produced >= size) {
            log.push(`end ${name}`);
            return void this.push(null);
          }
          const chunk = Buffer.alloc(
            Math.min(64 * 1024, size - state.produced),
            name.charCodeAt(0),
          );
          state.produced += chunk.length;
          this.push(chunk);
        },
      });
      stream.once('close', () => (state.destroyed = !stream.readableEnded));
      return stream;
    },
  };
  return { zipSource, state };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('zipStream', () => {
  it('writes every source in order, opening each only when the one before has ended', async () => {
    const log: string[] = [];
    const sources = [source('a.txt', 3, log), source('dir/b.bin', 200_000, log)].map(
      (s) => s.zipSource,
    );
    const size = zipSize(sources);
    expect(log).toEqual([]);
    const zip = zipStream(sources);
    expect(zip.size).toBe(size);
    const bytes = await collect(zip.body);
    expect(bytes.length).toBe(size);
    expect(log).toEqual(['open a.txt', 'end a.txt', 'open dir/b.bin', 'end dir/b.bin']);
    const entries = await unzip(bytes);
    expect(entries.map((e) => [e.name, e.data.length])).toEqual([
      ['a.txt', 3],
      ['dir/b.bin', 200_000],
    ]);
    expect(entries[1]?.data.every((byte) => byte === 'd'.charCodeAt(0))).toBe(true);
    expect(entries[0]?.mtime.getTime()).toBe(mtime.getTime());
  });

  it('reads a 50 MB source only as fast as the reader takes it, and stops it when the reader leaves', async () => {
    const big = source('big.bin', 50 * 1024 * 1024);
    const never = source('never.bin', 10);
    const zip = zipStream([big.zipSource, never.zipSource]);
    const reader = zip.body[Symbol.asyncIterator]();
    let read = 0;
    while (read < 1024 * 1024) read += ((await reader.next()).value as Buffer).length;
    await tick();
    // Stream buffers only: a few hundred KiB ahead of the reader, never the file.
    expect(big.state.produced).toBeLessThan(read + 2 * 1024 * 1024);
    zip.body.destroy();
    await tick();
    expect(big.state.destroyed).toBe(true);
    expect(never.state.produced).toBe(0);
  });

  it('ends with the error when a source fails, and reports it once', async () => {
    const errors: unknown[] = [];
    const failing: ZipSource = {
      name: 'broken.txt',
      size: 5,
      mtime,
      open: async () => {
        throw new Error('storage unreachable');
      },
    };
    const zip = zipStream([source('a.txt', 3).zipSource, failing], (e) => errors.push(e));
    await expect(collect(zip.body)).rejects.toThrow('storage unreachable');
    expect(errors).toHaveLength(1);
  });

  it('fails when a source yields another size than announced', async () => {
    const short = source('short.txt', 4).zipSource;
    const zip = zipStream([{ ...short, size: 10 }]);
    await expect(collect(zip.body)).rejects.toThrow('unexpected number of bytes');
  });
});
