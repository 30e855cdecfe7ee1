/**
 * The app behind a real @hono/node-server, as `npm start` runs it: upload bodies are read from the
 * socket's own IncomingMessage (request-body.ts) and download bodies piped into its ServerResponse
 * (piped-body.ts), paths that app.request in the other route tests never takes.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.js';
import { bytes, formBody, sha256 } from '../../test/file-shares.js';
import { serveOnSocket, type SocketServer } from '../../test/socket-server.js';
import { ADMIN_BASIC } from '../../test/webdav-app.js';

let t: TestApp;
let server: SocketServer;
let origin: string;
const ALLOWED_ORIGIN = 'https://app.example';
let token: string;

beforeEach(async () => {
  t = await createTestApp({ corsOrigins: [ALLOWED_ORIGIN] });
  token = await t.adminToken();
  server = await serveOnSocket(t);
  origin = server.origin;
});
afterEach(async () => {
  await server.close();
  await t.close();
});

async function uploadForm(content: Buffer | null, withLength = true) {
  const form = formBody(
    [['use_proxy', 'true']],
    content && { name: 'data.bin', type: 'application/octet-stream', content },
  );
  const headers: Record<string, string> = {
    authorization: `Bearer ${token}`,
    'content-type': form.contentType,
  };
  if (withLength) headers['content-length'] = String(form.length);
  const res = await fetch(`${origin}/api/upload`, {
    method: 'POST',
    headers,
    body: form.body,
    duplex: 'half',
  } as RequestInit);
  return { status: res.status, json: (await res.json()) as { data: { slug: string } } };
}

describe('behind @hono/node-server', () => {
  const content = bytes(3 * 1024 * 1024 + 17, 9);

  it('streams an upload from the socket and serves it back whole and in ranges, with every header', async () => {
    for (const withLength of [true, false]) {
      const { status, json } = await uploadForm(content, withLength);
      expect(status).toBe(201);
      const url = `${origin}/api/file-download/${json.data.slug}`;

      const whole = await fetch(url);
      expect(whole.status).toBe(200);
      expect(whole.headers.get('content-length')).toBe(String(content.length));
      expect(whole.headers.get('x-content-type-options')).toBe('nosniff');
      expect(whole.headers.get('content-security-policy')).toMatch(/^sandbox/);
      expect(whole.headers.get('x-request-id')).toBeTruthy();
      expect(sha256(Buffer.from(await whole.arrayBuffer()))).toBe(sha256(content));

      const part = await fetch(url, { headers: { range: 'bytes=1000000-1000099' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 1000000-1000099/${content.length}`);
      expect(Buffer.from(await part.arrayBuffer())).toEqual(content.subarray(1_000_000, 1_000_100));
    }
  });

  it('pipes downloads with the headers every layer adds, HEAD without a body, and survives a client leaving', async () => {
    const { json } = await uploadForm(content);
    const url = `${origin}/api/file-download/${json.data.slug}`;

    const cors = await fetch(url, { headers: { origin: ALLOWED_ORIGIN } });
    expect(cors.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    // Added by the CORS layer after the route answered: still in the piped answer's head.
    expect(cors.headers.get('vary')).toContain('Origin');
    expect((await cors.arrayBuffer()).byteLength).toBe(content.length);

    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(content.length));
    expect((await head.arrayBuffer()).byteLength).toBe(0);

    // A reader that takes one chunk and leaves; the next download is whole.
    const left = await fetch(url);
    const reader = left.body!.getReader();
    await reader.read();
    await reader.cancel();
    const again = await fetch(url);
    expect(sha256(Buffer.from(await again.arrayBuffer()))).toBe(sha256(content));
  });

  it('answers a form with no file with a 400 in the envelope, the connection intact', async () => {
    const { status, json } = await uploadForm(null);
    expect(status).toBe(400);
    expect(JSON.stringify(json)).toContain('no file');
    expect((await fetch(`${origin}/api/health`)).status).toBe(200);
  });

  it('takes a chunked WebDAV PUT from the socket and serves it back', async () => {
    await t.call('POST', '/api/admin/mounts', {
      token,
      body: {
        name: 'local',
        storage_type: 'LOCAL',
        storage_config_id: await localConfigId(),
        mount_path: '/local',
      },
    });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(content.subarray(0, 1_000_000));
        controller.enqueue(content.subarray(1_000_000));
        controller.close();
      },
    });
    const put = await fetch(`${origin}/dav/local/put.bin`, {
      method: 'PUT',
      headers: { authorization: ADMIN_BASIC },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(put.status).toBe(201);
    const back = await fetch(`${origin}/dav/local/put.bin`, {
      headers: { authorization: ADMIN_BASIC },
    });
    expect(back.status).toBe(200);
    expect(sha256(Buffer.from(await back.arrayBuffer()))).toBe(sha256(content));
  });

  // The security headers and the request id go onto Node's response before the route answers
  // (preset-headers.ts): every kind of answer must still carry each of them once.
  it('gives every answer its preset headers once, the request id, and lets a route override them', async () => {
    const apiAnswers = [
      await fetch(`${origin}/api/health`, { headers: { 'x-request-id': 'client-chosen.1' } }),
      await fetch(`${origin}/api/no-such-route`),
      await fetch(`${origin}/api/paste`, { method: 'POST', body: '{}' }),
    ];
    expect(apiAnswers.map((res) => res.status)).toEqual([200, 404, 401]);
    for (const res of apiAnswers) {
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(res.headers.get('x-request-id')).toMatch(/^[A-Za-z0-9._-]+$/);
      expect(res.headers.get('x-frame-options')).toBeNull();
      expect(res.headers.get('content-type')).toBe('application/json');
      expect((await res.json()) as object).toHaveProperty('code', res.status);
    }
    expect(apiAnswers[0]!.headers.get('x-request-id')).toBe('client-chosen.1');

    const dav = await fetch(`${origin}/dav/`, {
      method: 'OPTIONS',
      headers: { authorization: ADMIN_BASIC },
    });
    expect(dav.status).toBe(200);
    expect(dav.headers.get('dav')).toBe('1, 2');
    expect(dav.headers.get('x-frame-options')).toBe('DENY');
    expect(dav.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    // The WebDAV routes' own cache policy, not a second value beside a preset one.
    expect(dav.headers.get('cache-control')).toBe('no-store');

    // file-download sets its own CSP (sandbox) over the API one: only the route's value is sent.
    const { json } = await uploadForm(bytes(10, 1));
    const file = await fetch(`${origin}/api/file-download/${json.data.slug}`);
    expect(file.headers.get('content-security-policy')).toMatch(/^sandbox[^,]*$/);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    await file.arrayBuffer();
  });
});

async function localConfigId(): Promise<string> {
  const configs = await t.call('GET', '/api/s3-configs', { token });
  return (configs.json.data as { id: string }[])[0]!.id;
}
