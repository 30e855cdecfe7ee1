/** Reading a text answer's bytes: at most the limit, cut-off marked, the charset kept as a hint. */
import { describe, expect, it } from 'vitest';
import { charsetOf, readTextBytes } from './readTextBytes';

const answer = (bytes: number[], type = 'text/plain') =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(Uint8Array.from(bytes.slice(0, 3)));
        controller.enqueue(Uint8Array.from(bytes.slice(3)));
        controller.close();
      },
    }),
    { headers: { 'content-type': type } },
  );

describe('readTextBytes', () => {
  it('reads every byte, undecoded, with the charset named', async () => {
    const read = await readTextBytes(
      answer([0xd6, 0xd0, 0xce, 0xc4, 0x0a], 'text/plain; charset=GBK'),
    );
    expect([...read.bytes]).toEqual([0xd6, 0xd0, 0xce, 0xc4, 0x0a]);
    expect(read).toMatchObject({ isTruncated: false, charset: 'GBK' });
  });

  it('stops at the limit and says the file went on', async () => {
    const read = await readTextBytes(answer([1, 2, 3, 4, 5, 6]), 4);
    expect([...read.bytes]).toEqual([1, 2, 3, 4]);
    expect(read).toMatchObject({ isTruncated: true, charset: null });
  });

  it('finds the charset however the header writes it', () => {
    expect(charsetOf('text/plain;charset="Shift_JIS"')).toBe('Shift_JIS');
    expect(charsetOf('text/markdown; Charset=utf-8; x=1')).toBe('utf-8');
    expect(charsetOf('text/plain')).toBeNull();
  });
});
