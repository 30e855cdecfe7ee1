import { describe, expect, it } from 'vitest';
import { piecesBody, type Piece } from './pieces-body.js';

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
