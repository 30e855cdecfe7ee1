import { Readable } from 'node:stream';
import { Hono } from 'hono';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { pipedBody, servePipedBodies } from './piped-body.js';

/** A body that records how far it was read and whether it was closed. */
function trackedBody() {
  const state = { read: 0, closed: false };
  const body = Readable.from(
    (function* () {
      try {
        for (let i = 0; i < 3; i++) {
          state.read++;
          yield Buffer.from(`part ${i};`);
        }
      } finally {
        state.closed = true;
      }
    })(),
  );
  body.on('close', () => (state.closed = true));
  return { body, state };
}

/** The app's fetch as node-server would call it, but with bindings that have no ServerResponse. */
function serving(body: Readable, fail = false) {
  const app = new Hono();
  app.get('/file', (c) => {
    const answer = pipedBody(c, 200, body);
    if (fail) throw new Error('after the body was set aside');
    return answer;
  });
  app.onError((_, c) => c.text('failed', 500));
  const fetch = servePipedBodies(app.fetch, pino({ level: 'silent' }));
  return (method: string) => fetch(new Request('http://localhost/file', { method }), {});
}

describe('pipedBody without a ServerResponse', () => {
  it('answers with the body as the web stream, read only as it is pulled', async () => {
    const { body, state } = trackedBody();
    const res = await serving(body)('GET');
    expect(state.read).toBe(0);
    expect(await res.text()).toBe('part 0;part 1;part 2;');
  });

  it('closes the body unread for HEAD and when the route fails after setting it aside', async () => {
    for (const [method, fail] of [
      ['HEAD', false],
      ['GET', true],
    ] as const) {
      const { body, state } = trackedBody();
      const res = await serving(body, fail)(method);
      if (fail) expect(await res.text()).toBe('failed');
      await new Promise((resolve) => setImmediate(resolve));
      expect(state, method).toEqual({ read: 0, closed: true });
    }
  });
});
