import { describe, expect, it } from 'vitest';
import { asyncPiecesBody, piecesBody, type Piece } from './pieces-body.js';

const text = (body: Piece | ReadableStream<Uint8Array>) => new Response(body).text();

describe('piecesBody', () => {
  it('sends a single piece as one text, with its length known', () => {
    expect(piecesBody(['{"a":1}'])).toBe('{"a":1}');
    expect(piecesBody(['1'], '[', ']')).toBe('[1]');
    expect(piecesBody([], '[', ']')).toBe('[]');
  });

  it('streams several pieces in order, making each only when the reader wants it', async () => {
    let made = 0;
    function* pieces() {
      for (let i = 0; i < 5; i++) {
        made++;
        yield `<${i}>`;
      }
    }
    const body = piecesBody(pieces());
    expect(body).toBeInstanceOf(ReadableStream);
    // The first two are looked at to tell one piece from many; nothing more until read.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(made).toBe(2);
    expect(await text(body)).toBe('<0><1><2><3><4>');
  });

  it('puts the opening before the first of several pieces and the closing after the last', async () => {
    expect(await text(piecesBody(['1', ',2', ',3'], '[', ']'))).toBe('[1,2,3]');
  });

  it('takes pieces already encoded: one as bytes with its length, several streamed in order', async () => {
    const bytes = (piece: string) => new TextEncoder().encode(piece);
    const one = piecesBody([bytes('<é/>')], '<r>', '</r>');
    expect(one).toBeInstanceOf(Uint8Array);
    expect(await text(one)).toBe('<r><é/></r>');
    const several = piecesBody([bytes('<1/>'), '<2/>', bytes('<3/>')], '<r>', '</r>');
    expect(several).toBeInstanceOf(ReadableStream);
    expect(await text(several)).toBe('<r><1/><2/><3/></r>');
  });

  it('stops making pieces when the reader goes away', async () => {
    let finished = false;
    function* pieces() {
      try {
        for (let i = 0; ; i++) yield `piece ${i}`;
      } finally {
        finished = true;
      }
    }
    const body = piecesBody(pieces()) as ReadableStream<Uint8Array>;
    const reader = body.getReader();
    await reader.read();
    await reader.cancel();
    expect(finished).toBe(true);
  });
});

describe('asyncPiecesBody', () => {
  async function* from(pieces: Piece[], onMade: (count: number) => void = () => {}) {
    let made = 0;
    for (const piece of pieces) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      onMade(++made);
      yield piece;
    }
  }

  it('sends no piece or a single one as one text or byte array, with its length known', async () => {
    expect(await asyncPiecesBody(from([]), '[', ']')).toBe('[]');
    expect(await asyncPiecesBody(from(['1']), '[', ']')).toBe('[1]');
    const bytes = await asyncPiecesBody(from([new TextEncoder().encode('<é/>')]), '<r>', '</r>');
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(await text(bytes)).toBe('<r><é/></r>');
  });

  it('streams several pieces in order, awaiting each only when the reader wants it', async () => {
    let made = 0;
    const body = await asyncPiecesBody(
      from(['1', ',2', ',3', ',4'], (count) => (made = count)),
      '[',
      ']',
    );
    expect(body).toBeInstanceOf(ReadableStream);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(made).toBe(2);
    expect(await text(body)).toBe('[1,2,3,4]');
  });

  it('cuts the answer short, rather than closing it, when a later piece fails', async () => {
    async function* failing() {
      yield '<a/>';
      yield '<b/>';
      throw new Error('the storage went away');
    }
    const body = await asyncPiecesBody(failing(), '<r>', '</r>');
    await expect(text(body)).rejects.toThrow('the storage went away');
  });

  it('stops awaiting pieces when the reader goes away', async () => {
    let finished = false;
    async function* endless() {
      try {
        for (let i = 0; ; i++) yield `piece ${i}`;
      } finally {
        finished = true;
      }
    }
    const body = (await asyncPiecesBody(endless())) as ReadableStream<Uint8Array>;
    const reader = body.getReader();
    await reader.read();
    await reader.cancel();
    expect(finished).toBe(true);
  });
});
