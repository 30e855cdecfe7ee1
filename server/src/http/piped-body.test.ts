import { Readable } from 'node:stream';
import { Hono } from 'hono';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { pipedBody, sendPipedBodies } from './piped-body.js';
import type { AppEnv } from './types.js';

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

function appServing(body: Readable, fail = false) {
  const app = new Hono<AppEnv>();
  app.use(sendPipedBodies);
  app.use(async (c, next) => {
    c.set('logger', pino({ level: 'silent' }));
    await next();
  });
  app.get('/file', (c) => {
    const answer = pipedBody(c, 200, body);
    if (fail) throw new Error('after the body was set aside');
    return answer;
  });
  app.onError((_, c) => c.text('failed', 500));
  return app;
}

describe('pipedBody without a ServerResponse (app.request)', () => {
  it('answers with the body as the web stream, read only as it is pulled', async () => {
    const { body, state } = trackedBody();
    const res = await appServing(body).request('/file');
    expect(state.read).toBe(0);
    expect(await res.text()).toBe('part 0;part 1;part 2;');
  });

  it('closes the body unread for HEAD and when the route fails after setting it aside', async () => {
    for (const [method, fail] of [
      ['HEAD', false],
      ['GET', true],
    ] as const) {
      const { body, state } = trackedBody();
      const res = await appServing(body, fail).request('/file', { method });
      if (fail) expect(await res.text()).toBe('failed');
      await new Promise((resolve) => setImmediate(resolve));
      expect(state, method).toEqual({ read: 0, closed: true });
    }
  });
});
