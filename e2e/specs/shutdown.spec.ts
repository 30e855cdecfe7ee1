/**
 * SIGTERM (docs/DEPLOY.md, "Faults"): the built server answers every new request 503 at once, its
 * health check included, lets an upload already running finish, then exits 0; an upload that
 * outlasts SHUTDOWN_GRACE_MS is cut and the process still exits 0.
 */
import { request, type ClientRequest, type IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, TEST_ADMIN, type RunningServer } from '../support/server.js';

let server: RunningServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

async function loginToken(url: string): Promise<string> {
  const res = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

interface SlowUpload {
  /** Sends the rest of the file and the form's end. */
  finish(): void;
  /** The answer's status and envelope, or the error that ended the request. */
  answer: Promise<{ status: number; body: { error?: string } } | Error>;
}

/** A multipart share upload whose first half is sent now and the rest only on finish(). */
async function slowUpload(url: string, token: string): Promise<SlowUpload> {
  const boundary = 'cloudpaste-shutdown';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  // More than loopback's socket buffers hold: the write's callback comes once the server has read
  // a good part of it, so the request is running by then.
  const half = Buffer.alloc(16 * 1024 * 1024, 7);
  const req: ClientRequest = request(`${url}/api/upload`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + 2 * half.length + tail.length),
    },
  });
  const answer = new Promise<{ status: number; body: { error?: string } } | Error>((resolve) => {
    req.once('error', resolve);
    req.once('response', (res: IncomingMessage) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.once('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      res.once('error', resolve);
    });
  });
  req.write(head);
  await new Promise<void>((resolve) => req.write(half, () => resolve()));
  return {
    finish: () => req.end(Buffer.concat([half, Buffer.from(tail)])),
    answer,
  };
}

describe('SIGTERM', () => {
  it('refuses new requests at once, finishes the upload in flight, then exits 0', async () => {
    server = await startServer();
    const { url } = server;
    const token = await loginToken(url);
    const upload = await slowUpload(url, token);
    const exitCode = server.signal('SIGTERM');

    await expect
      .poll(async () => (await fetch(`${url}/api/health`)).status, { timeout: 10_000 })
      .toBe(503);
    const health = await fetch(`${url}/api/health`, { headers: { 'accept-language': 'zh-CN' } });
    expect(health.headers.get('retry-after')).toBe('5');
    expect(await health.json()).toMatchObject({
      code: 503,
      success: false,
      error: 'SERVICE_UNAVAILABLE',
      message: '此服务器正在关闭，请稍后重试',
    });
    const paste = await fetch(`${url}/api/paste`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'after SIGTERM' }),
    });
    expect(paste.status).toBe(503);

    upload.finish();
    const answer = await upload.answer;
    expect(answer).not.toBeInstanceOf(Error);
    expect(answer).toMatchObject({ status: 201 });
    expect(await exitCode).toBe(0);
  });

  it('cuts an upload that outlasts SHUTDOWN_GRACE_MS and still exits 0', async () => {
    server = await startServer({ env: { SHUTDOWN_GRACE_MS: '500' } });
    const upload = await slowUpload(server.url, await loginToken(server.url));
    const started = Date.now();
    expect(await server.signal('SIGTERM')).toBe(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    expect(await upload.answer).toBeInstanceOf(Error);
    expect(server.output()).toMatch(/grace period over/);
  });
});
