/**
 * A WebDAV server that answers badly on purpose (docs/STORAGE-DRIVERS.md, WebDAV): a listing whose
 * hrefs name `.`, `..`, backslashes or places outside the listed folder never yields such an entry,
 * and a redirect, above all to another origin, is never followed (the credentials stay with the
 * address the admin set, and no request reaches the other origin).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { StorageError } from '../../driver.js';
import { WebDavDriver } from './webdav.driver.js';

const SECRET = 'test-secret-test-secret-test-secret-0123';

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done))));
});

/** A loopback server answering every request with `answer`, recording what it was asked. */
async function fakeServer(
  answer: (request: IncomingMessage) => {
    status: number;
    headers?: Record<string, string>;
    body?: string;
  },
) {
  const seen: Seen[] = [];
  const server = createServer((request, response) => {
    seen.push({
      method: request.method ?? '',
      url: request.url ?? '',
      authorization: request.headers.authorization,
    });
    request.resume();
    request.on('end', () => {
      const { status, headers, body } = answer(request);
      response.writeHead(status, headers);
      response.end(body);
    });
  });
  servers.push(server);
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, seen };
}

const entry = (href: string, collection = false) => `<d:response><d:href>${href}</d:href>
  <d:propstat><d:prop><d:resourcetype>${collection ? '<d:collection/>' : ''}</d:resourcetype>
  <d:getcontentlength>3</d:getcontentlength></d:prop><d:status>HTTP/1.1 200 OK</d:status>
  </d:propstat></d:response>`;

const driverAt = (url: string) =>
  new WebDavDriver(
    { configId: 'dav', url: `${url}/dav/`, basePath: 'box', username: 'alice', password: 'pw' },
    { secret: SECRET },
  );

describe('a hostile WebDAV server', () => {
  it('never lists ".", "..", a name with a backslash, or a path outside the folder as such', async () => {
    const hostile = await fakeServer(() => ({
      status: 207,
      headers: { 'content-type': 'application/xml' },
      body: `<?xml version="1.0"?><d:multistatus xmlns:d="DAV:">
        ${entry('/dav/box/docs/', true)}
        ${entry('/dav/box/docs/./', true)}
        ${entry('/dav/box/docs/../', true)}
        ${entry('/dav/box/docs/..')}
        ${entry('/dav/box/docs/a%5Cb.txt')}
        ${entry('/dav/box/docs/..%5C..%5Cetc%5Cpasswd')}
        ${entry('http://evil.example/etc/passwd')}
        ${entry('/elsewhere/secret.txt')}
        ${entry('/dav/box/docs/ok.txt')}
      </d:multistatus>`,
    }));
    const page = await driverAt(hostile.url).list('docs/');
    const keys = [...page.objects.map((o) => o.key), ...page.prefixes];
    expect(keys).toContain('docs/ok.txt');
    for (const key of keys) {
      expect(key.startsWith('docs/')).toBe(true);
      expect(key.split('/').some((part) => part === '.' || part === '..')).toBe(false);
      expect(key).not.toContain('\\');
    }
    // Whatever an absolute or foreign href names, it is at most a name inside docs/.
    expect(keys.filter((k) => k !== 'docs/ok.txt').every((k) => /^docs\/[^/]+\/?$/.test(k))).toBe(
      true,
    );
  });

  it('follows no redirect: not to another origin, nor with the credentials', async () => {
    const elsewhere = await fakeServer(() => ({ status: 200, body: 'stolen' }));
    const redirecting = await fakeServer(() => ({
      status: 302,
      headers: { location: `${elsewhere.url}/collect` },
    }));
    const driver = driverAt(redirecting.url);
    await expect(driver.get('a.txt')).rejects.toBeInstanceOf(StorageError);
    await expect(driver.head('a.txt')).rejects.toThrow(/HTTP 302/);
    await expect(driver.list('')).rejects.toThrow(/HTTP 302/);
    expect(redirecting.seen.length).toBeGreaterThanOrEqual(3);
    expect(redirecting.seen[0]?.authorization).toMatch(/^Basic /);
    expect(elsewhere.seen).toEqual([]);
  });

  it('follows no redirect inside its own origin either', async () => {
    let hops = 0;
    const server = await fakeServer((request) =>
      request.url === '/moved/a.txt'
        ? { status: 200, body: 'abc' }
        : (hops++, { status: 301, headers: { location: '/moved/a.txt' } }),
    );
    await expect(driverAt(server.url).get('a.txt')).rejects.toThrow(/HTTP 301/);
    expect(hops).toBe(1);
    expect(server.seen.map((s) => s.url)).not.toContain('/moved/a.txt');
  });
});
