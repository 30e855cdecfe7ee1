/**
 * What the shared contract suite (drivers.contract.test.ts) does not say about WebDAV storage: bodies
 * stream to the server as they come, keys never leave the base path, refused credentials and an
 * unreachable server are named as such, and the listing and range readers cope with other servers'
 * answers. Runs against the WebDAV server test/webdav.ts names (npm test starts rclone's).
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testWebDav, type TestWebDavFolder } from '../../../../test/webdav.js';
import { InvalidKeyError, StorageDeniedError, StorageError } from '../../driver.js';
import { WebDavClient } from './webdav-client.js';
import { DavPaths } from './webdav-paths.js';
import { DavStore } from './webdav-store.js';
import { readMultistatus } from './webdav-multistatus.js';
import { rangedBody, readRange } from './webdav-range.js';
import { WebDavDriver } from './webdav.driver.js';

const SECRET = 'test-secret-test-secret-test-secret-0123';
const MIB = 1024 * 1024;

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

describe('WebDAV answers from other servers', () => {
  it('reads a Nextcloud-style multistatus: prefixes, absolute hrefs, a 404 propstat', () => {
    const xml = `<?xml version="1.0"?>
      <d:multistatus xmlns:d="DAV:" xmlns:oc="http://owncloud.org/ns">
        <d:response><d:href>/remote.php/dav/files/alice/Docs/</d:href>
          <d:propstat><d:prop><d:resourcetype><d:collection/></d:resourcetype>
            <d:getlastmodified>Tue, 03 Mar 2026 10:00:00 GMT</d:getlastmodified></d:prop>
            <d:status>HTTP/1.1 200 OK</d:status></d:propstat>
          <d:propstat><d:prop><d:getcontentlength/></d:prop>
            <d:status>HTTP/1.1 404 Not Found</d:status></d:propstat></d:response>
        <response xmlns="DAV:"><href>https://cloud.example.com/remote.php/dav/files/alice/Docs/a%20b%2Bc.txt</href>
          <propstat><prop><resourcetype/><getcontentlength>12</getcontentlength>
            <getetag>"5e1f"</getetag><oc:size>12</oc:size></prop>
            <status>HTTP/1.1 200 OK</status></propstat></response>
      </d:multistatus>`;
    expect(readMultistatus(xml)).toEqual([
      {
        path: '/remote.php/dav/files/alice/Docs',
        isCollection: true,
        size: 0,
        etag: '',
        lastModified: new Date('2026-03-03T10:00:00Z'),
      },
      {
        path: '/remote.php/dav/files/alice/Docs/a b+c.txt',
        isCollection: false,
        size: 12,
        etag: '"5e1f"',
        lastModified: null,
      },
    ]);
  });

  it('cuts the asked range from a server that answers a ranged GET with the whole object', async () => {
    const whole = { statusCode: 200, headers: { 'content-length': '10' } };
    const answer = readRange(whole as never, { start: 3, end: 50 });
    expect(answer).toMatchObject({ ok: true, size: 10, range: { start: 3, end: 9 } });
    const body = Readable.from([Buffer.from('0123'), Buffer.from('456789')]);
    expect(await text(rangedBody(body, answer))).toBe('3456789');
    expect(readRange(whole as never, { start: 10, end: 12 })).toEqual({ ok: false, size: 10 });
  });
});

describe('WebDAV folders another request holds locked', () => {
  /** A server whose MKCOL answers 423 Locked `locks` times per folder, then creates it. */
  async function lockingServer(locks: number) {
    const made = new Map<string, number>();
    const server: Server = createServer((req, res) => {
      req.resume();
      const path = req.url ?? '';
      if (req.method !== 'MKCOL') return res.writeHead(404).end();
      const asked = (made.get(path) ?? 0) + 1;
      made.set(path, asked);
      res.writeHead(asked <= locks ? 423 : asked === locks + 1 ? 201 : 405).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const client = new WebDavClient({
      configId: 'w',
      url: `http://127.0.0.1:${port}`,
      basePath: 'base',
      username: '',
      password: '',
    });
    const store = new DavStore(client, new DavPaths(client.rootPath));
    return { store, made, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  it('asks again while a folder on the way is briefly locked, and creates them all', async () => {
    const { store, made, close } = await lockingServer(2);
    try {
      await store.folder('/base/a/b/');
      expect(Object.fromEntries(made)).toEqual({ '/base/': 3, '/base/a/': 3, '/base/a/b/': 3 });
    } finally {
      await close();
    }
  });

  it('names the lock when a folder stays locked', async () => {
    const { store, made, close } = await lockingServer(Infinity);
    try {
      await expect(store.folder('/base/a/')).rejects.toThrow(/HTTP 423 to MKCOL \/base\//);
      expect(made.get('/base/')).toBeGreaterThan(2);
      expect(made.has('/base/a/')).toBe(false);
    } finally {
      await close();
    }
  });
});

describe.skipIf(!testWebDav)('WebDAV storage driver on a real server', () => {
  let folder: TestWebDavFolder;
  let driver: WebDavDriver;
  beforeAll(() => {
    folder = testWebDav!.createFolder();
    driver = new WebDavDriver(folder.spec, { secret: SECRET });
  });
  afterAll(() => folder.cleanup());

  it('sends the body to the server while it is still being produced', async () => {
    const proxy = await countingProxy(testWebDav!.url);
    const proxied = new WebDavDriver({ ...folder.spec, url: proxy.url }, { secret: SECRET });
    try {
      async function* body() {
        yield Buffer.alloc(2 * MIB, 1);
        // Only once the server has seen these bytes does the rest come: a driver that buffered
        // the body before sending would wait here for ever.
        await expect.poll(() => proxy.putBytes(), { timeout: 60_000 }).toBeGreaterThan(MIB);
        yield Buffer.alloc(MIB, 2);
      }
      const info = await proxied.put('stream/big.bin', Readable.from(body()), {
        contentType: 'application/octet-stream',
      });
      expect(info.size).toBe(3 * MIB);
    } finally {
      await proxy.close();
    }
  });

  it('refuses keys that would leave the base path, and keeps encoded ones as names', async () => {
    for (const key of [
      '../escape.txt',
      'a/../../escape.txt',
      '/etc/passwd',
      'a\\..\\b.txt',
      'nul\0.txt',
      '.cloudpaste/tmp/x',
      'a//b.txt',
      './a.txt',
    ]) {
      const put = driver.put(key, Readable.from([Buffer.from('x')]), {
        contentType: 'text/plain',
      });
      await expect(put, key).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(driver.get(key), key).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(driver.head(key), key).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(driver.presignGet(key, { expiresInSeconds: 60 }), key).rejects.toBeInstanceOf(
        InvalidKeyError,
      );
    }
    await expect(driver.list('../')).rejects.toBeInstanceOf(InvalidKeyError);

    await driver.put('..%2Fescape.txt', Readable.from([Buffer.from('kept inside')]), {
      contentType: 'text/plain',
    });
    expect((await driver.list('')).objects.map((o) => o.key)).toContain('..%2Fescape.txt');
    expect((await driver.list('')).prefixes).not.toContain('.cloudpaste/');
    const above = new WebDavDriver({ ...folder.spec, basePath: '' }, { secret: SECRET });
    expect(await above.head('escape.txt')).toBeNull();
    expect(await above.head('..%2Fescape.txt')).toBeNull();
  });

  it('never deletes a folder through a file key, nor a folder that still holds files', async () => {
    await driver.put('keep/inner.txt', Readable.from([Buffer.from('x')]), {
      contentType: 'text/plain',
    });
    await driver.delete('keep');
    await driver.delete('keep/');
    expect(await driver.head('keep/inner.txt')).not.toBeNull();
    await expect(
      driver.put('keep', Readable.from([Buffer.from('x')]), { contentType: 'text/plain' }),
    ).rejects.toBeInstanceOf(StorageError);
    expect(await driver.head('keep/inner.txt')).not.toBeNull();
  });

  it('names refused credentials and an unreachable server', async () => {
    const wrong = new WebDavDriver({ ...folder.spec, password: 'wrong' }, { secret: SECRET });
    await expect(wrong.head('anything.txt')).rejects.toBeInstanceOf(StorageDeniedError);
    await expect(wrong.list('')).rejects.toThrow(/refused the username or password \(HTTP 401/);
    const closed = await countingProxy(testWebDav!.url);
    await closed.close();
    const gone = new WebDavDriver({ ...folder.spec, url: closed.url }, { secret: SECRET });
    await expect(gone.head('a.txt')).rejects.toThrow(/cannot reach the WebDAV server/);
  });

  it('creates its base path on the first write, however deep', async () => {
    const deep = { ...folder.spec, basePath: `${folder.spec.basePath}/deep er/基础` };
    const nested = new WebDavDriver(deep, { secret: SECRET });
    await nested.put('f.txt', Readable.from([Buffer.from('deep')]), { contentType: 'text/plain' });
    expect(await text((await nested.get('f.txt')).body)).toBe('deep');
    expect(new WebDavClient(deep).rootPath).toMatch(/\/deep%20er\/%E5%9F%BA%E7%A1%80\/$/);
  });
});

/** A pass-through HTTP proxy to `target` that counts the PUT body bytes it has forwarded. */
async function countingProxy(target: string) {
  let putBytes = 0;
  const upstream = new URL(target);
  const server: Server = createServer((req, res) => {
    const forward = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: {
          ...req.headers,
          host: upstream.host,
          // COPY and MOVE name their destination by this proxy's address: the server's instead.
          ...(req.headers.destination && {
            destination: String(req.headers.destination).replace(
              /^http:\/\/[^/]+/,
              upstream.origin,
            ),
          }),
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    if (req.method === 'PUT') req.on('data', (chunk: Buffer) => (putBytes += chunk.length));
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    putBytes: () => putBytes,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
