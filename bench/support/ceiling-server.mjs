// The framework's ceiling: a bare Hono app on @hono/node-server answering a constant JSON envelope.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const body = { code: 200, message: 'success', data: { status: 'ok' }, success: true };
const app = new Hono().get('/ceiling', (c) => c.json(body));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' }, () =>
  console.log('ready'),
);
