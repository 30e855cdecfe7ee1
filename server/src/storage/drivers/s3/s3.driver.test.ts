/** What only the S3 driver does: signing details, custom hosts, error mapping, copies in parts. */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { PassThrough, Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testS3, type TestBucket } from '../../../../test/s3.js';
import {
  StorageDeniedError,
  StorageError,
  StorageNotFoundError,
  StorageUnavailableError,
} from '../../driver.js';
import type { S3DriverSpec } from './s3-client.js';
import { S3Driver } from './s3.driver.js';

const SECRET = 'very-secret-access-key-1234567890';
const offline: S3DriverSpec = {
  // Port 1 on loopback: nothing listens, so requests fail fast without leaving the machine.
  endpoint: 'http://127.0.0.1:1',
  region: 'us-east-1',
  bucket: 'bucket',
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: SECRET,
  pathStyle: true,
  customHost: null,
};

describe('S3 driver without a server', () => {
  it('signs Content-Type, and the size when known, into presigned PUTs', async () => {
    const driver = new S3Driver(offline);
    const typed = new URL(
      (await driver.presignPut('a.txt', { contentType: 'text/plain', expiresInSeconds: 60 })).url,
    );
    expect(typed.searchParams.get('X-Amz-SignedHeaders')).toBe('content-type;host');
    const sized = await driver.presignPut('a.txt', {
      contentType: 'text/plain',
      size: 5,
      expiresInSeconds: 60,
    });
    expect(new URL(sized.url).searchParams.get('X-Amz-SignedHeaders')).toBe(
      'content-length;content-type;host',
    );
    expect(sized.headers).toEqual({ 'Content-Type': 'text/plain' });
    expect(sized.url).not.toContain(SECRET);
  });

  it('caps presigned lifetimes at 7 days', async () => {
    const driver = new S3Driver(offline);
    const request = await driver.presignGet('a.txt', { expiresInSeconds: 30 * 24 * 3600 });
    expect(new URL(request.url).searchParams.get('X-Amz-Expires')).toBe('604800');
    expect(request.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 604_800_000);
  });

  it('hands out links on the custom host when one is set', async () => {
    const driver = new S3Driver({ ...offline, customHost: 'cdn.example.com/' });
    const request = await driver.presignGet('photos/a b/中.jpg', { expiresInSeconds: 60 });
    expect(request.url).toBe('https://cdn.example.com/photos/a%20b/%E4%B8%AD.jpg');
    const upload = await driver.presignPut('photos/x.jpg', {
      contentType: 'image/jpeg',
      expiresInSeconds: 60,
    });
    expect(new URL(upload.url).host).toBe('127.0.0.1:1');
  });

  it('reports an unreachable endpoint as unavailable (a 503), without secrets', async () => {
    const driver = new S3Driver(offline);
    const error = await driver.head('a.txt').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageUnavailableError);
    expect((error as Error).message).toMatch(/cannot reach the storage endpoint/);
    expect((error as Error).message).not.toContain(SECRET);
  });
});

describe.each(testS3 ? [testS3] : [])('S3 driver against $endpoint', (s3) => {
  let bucket: TestBucket;
  beforeAll(async () => {
    bucket = await s3.createBucket();
  });
  afterAll(() => bucket.cleanup());

  it('says when the credentials are refused, without echoing them', async () => {
    const driver = new S3Driver({ ...bucket.spec, secretAccessKey: SECRET });
    const error = await driver.list('').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageError);
    expect(error).not.toBeInstanceOf(StorageNotFoundError);
    expect((error as Error).message).toMatch(/refused access/);
    expect((error as Error).message).not.toContain(SECRET);
  });

  it('says when the bucket does not exist (not a missing object)', async () => {
    const driver = new S3Driver({ ...bucket.spec, bucket: `${bucket.spec.bucket}-missing` });
    const error = await driver.get('a.txt').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageError);
    expect(error).not.toBeInstanceOf(StorageNotFoundError);
    expect((error as Error).message).toMatch(/bucket does not exist/);
  });

  it('reports the keys a bucket policy will not let go, deleting the rest', async () => {
    const guarded = await s3.createBucket({ undeletable: 'kept/' });
    try {
      const driver = new S3Driver(guarded.spec);
      const put = (key: string) =>
        driver.put(key, Readable.from([Buffer.from('x')]), { contentType: 'text/plain', size: 1 });
      for (const key of ['kept/a.txt', 'kept/ctl\u0001.txt', 'gone/b.txt']) await put(key);
      const result = await driver.deleteMany(['kept/a.txt', 'kept/ctl\u0001.txt', 'gone/b.txt']);
      expect(result.deleted).toEqual(['gone/b.txt']);
      expect(result.failed.map((f) => [f.key, f.denied])).toEqual([
        ['kept/ctl\u0001.txt', true],
        ['kept/a.txt', true],
      ]);
      expect(result.failed[1]!.error).toMatch(/refused access \(AccessDenied\)/);
      expect(await driver.head('kept/a.txt')).not.toBeNull();
      await expect(driver.delete('kept/a.txt')).rejects.toBeInstanceOf(StorageDeniedError);
    } finally {
      await guarded.cleanup();
    }
  });

  it('keeps the content type it was given', async () => {
    const driver = new S3Driver(bucket.spec);
    await driver.put('typed/file.dat', Readable.from([Buffer.from('{}')]), {
      contentType: 'application/json',
      size: 2,
    });
    expect(await driver.head('typed/file.dat')).toMatchObject({ contentType: 'application/json' });
  });

  it('copies objects above the single-copy limit in parts', async () => {
    const driver = new S3Driver(bucket.spec, { copyPartBytes: 5 * 1024 * 1024 });
    const data = randomBytes(12 * 1024 * 1024);
    await driver.put('big/source.bin', Readable.from([data]), {
      contentType: 'application/octet-stream',
      size: data.length,
    });
    const copied = await driver.copy('big/source.bin', 'big/copy.bin');
    expect(copied.size).toBe(data.length);
    expect(copied.etag).toMatch(/-3$/); // a multipart ETag: three parts
    const hash = createHash('sha256');
    for await (const chunk of (await driver.get('big/copy.bin')).body) hash.update(chunk as Buffer);
    expect(hash.digest('hex')).toBe(createHash('sha256').update(data).digest('hex'));
    expect(await driver.listMultipartUploads('big/')).toEqual([]);
  });

  it('sends a body of unknown size in parts, resending a part whose connection is cut', async () => {
    const MIB = 1024 * 1024;
    const proxy = await cuttingProxy(new URL(bucket.spec.endpoint ?? '').port, 2 * MIB);
    try {
      const driver = new S3Driver(
        { ...bucket.spec, endpoint: proxy.url },
        { partBytes: 5 * MIB, retryDelayMs: 10 },
      );
      // Six parts, more than are sent at once (four); chunks of an odd size, so no part is a round
      // number of bytes.
      const data = randomBytes(27 * MIB + 12_345);
      const CHUNK = 65_537;
      const chunks = Array.from({ length: Math.ceil(data.length / CHUNK) }, (_, i) =>
        data.subarray(i * CHUNK, (i + 1) * CHUNK),
      );
      const info = await driver.put('parts/unsized.bin', Readable.from(chunks), {
        contentType: 'application/octet-stream',
      });
      expect(proxy.cut()).toBe(1);
      expect(info.size).toBe(data.length);
      expect(info.etag).toMatch(/-6$/); // five of 5 MiB and the rest
      const hash = createHash('sha256');
      for await (const chunk of (await driver.get('parts/unsized.bin')).body)
        hash.update(chunk as Buffer);
      expect(hash.digest('hex')).toBe(createHash('sha256').update(data).digest('hex'));
      expect(await driver.listMultipartUploads('parts/')).toEqual([]);
    } finally {
      await proxy.close();
    }
  });

  it('holds at most five part buffers however many parts the body has', async () => {
    const MIB = 1024 * 1024;
    const driver = new S3Driver(bucket.spec, { partBytes: 5 * MIB });
    const chunk = randomBytes(MIB);
    const allocate = vi.spyOn(Buffer, 'allocUnsafeSlow');
    try {
      // Twelve parts of unknown size: four sent at a time and one being gathered, each buffer
      // used again once its part is stored (s3-streamed-put.ts).
      const info = await driver.put(
        'parts/many.bin',
        Readable.from(Array.from({ length: 60 }, () => chunk)),
        { contentType: 'application/octet-stream' },
      );
      expect(info.etag).toMatch(/-12$/);
      const partBuffers = allocate.mock.calls.filter(([size]) => size === 5 * MIB).length;
      expect(partBuffers).toBeGreaterThan(0);
      expect(partBuffers).toBeLessThanOrEqual(5);
    } finally {
      allocate.mockRestore();
    }
  });

  it("sends a body that ends on a part's edge as exactly its parts", async () => {
    const MIB = 1024 * 1024;
    const driver = new S3Driver(bucket.spec, { partBytes: 5 * MIB });
    const data = randomBytes(10 * MIB);
    const chunks = [];
    for (let at = 0; at < data.length; at += 65_536) chunks.push(data.subarray(at, at + 65_536));
    const info = await driver.put('parts/edge.bin', Readable.from(chunks), {
      contentType: 'application/octet-stream',
    });
    expect(info).toMatchObject({ size: data.length });
    expect(info.etag).toMatch(/-2$/); // two full parts, no empty third
    const hash = createHash('sha256');
    for await (const chunk of (await driver.get('parts/edge.bin')).body)
      hash.update(chunk as Buffer);
    expect(hash.digest('hex')).toBe(createHash('sha256').update(data).digest('hex'));
  });

  it('gives up on a part that keeps failing without waiting for the rest of the body', async () => {
    const MIB = 1024 * 1024;
    const proxy = await cuttingProxy(new URL(bucket.spec.endpoint ?? '').port, 2 * MIB, Infinity);
    try {
      const driver = new S3Driver(
        { ...bucket.spec, endpoint: proxy.url },
        { partBytes: 5 * MIB, retryDelayMs: 10 },
      );
      // A client that sends 6 MiB and then nothing more.
      const stalling = new PassThrough();
      for (let i = 0; i < 6; i++) stalling.write(randomBytes(MIB));
      await expect(
        driver.put('parts/failing.bin', stalling, {
          contentType: 'application/octet-stream',
        }),
      ).rejects.toBeInstanceOf(StorageError);
      expect(proxy.cut()).toBe(3); // three attempts at part 1
      expect(await driver.listMultipartUploads('parts/failing')).toEqual([]);
    } finally {
      await proxy.close();
    }
  });

  it('sends a body of known size in one PUT or in parts as the caller chooses', async () => {
    const MIB = 1024 * 1024;
    const data = randomBytes(7 * MIB + 3);
    const put = (driver: S3Driver, key: string, transfer?: 'single' | 'parts') =>
      driver.put(key, Readable.from([data]), {
        contentType: 'application/octet-stream',
        size: data.length,
        ...(transfer && { transfer }),
      });
    // The driver's own threshold below the size: parts, unless one request is asked for.
    const below = new S3Driver(bucket.spec, { partBytes: 5 * MIB, singlePutBytes: 6 * MIB });
    expect((await put(below, 'transfer/auto-parts.bin')).etag).toMatch(/-2$/);
    expect((await put(below, 'transfer/single.bin', 'single')).etag).not.toContain('-');
    // Above it: one request, unless parts are asked for.
    const above = new S3Driver(bucket.spec, { partBytes: 5 * MIB, singlePutBytes: 16 * MIB });
    expect((await put(above, 'transfer/auto-single.bin')).etag).not.toContain('-');
    expect((await put(above, 'transfer/parts.bin', 'parts')).etag).toMatch(/-2$/);
    for (const key of ['transfer/single.bin', 'transfer/parts.bin']) {
      const hash = createHash('sha256');
      for await (const chunk of (await above.get(key)).body) hash.update(chunk as Buffer);
      expect(hash.digest('hex')).toBe(createHash('sha256').update(data).digest('hex'));
    }
  });

  it('sends a body smaller than a part in one PUT', async () => {
    const driver = new S3Driver(bucket.spec, { partBytes: 5 * 1024 * 1024 });
    const info = await driver.put('parts/small.bin', Readable.from([randomBytes(1000)]), {
      contentType: 'application/octet-stream',
    });
    expect(info.size).toBe(1000);
    expect(info.etag).not.toContain('-'); // not a multipart ETag
    // Larger than where the part's buffer starts (it grows as the body comes), still one PUT.
    const data = randomBytes(3 * 1024 * 1024 + 7);
    const chunks = [];
    for (let at = 0; at < data.length; at += 65_537) chunks.push(data.subarray(at, at + 65_537));
    const grown = await driver.put('parts/grown.bin', Readable.from(chunks), {
      contentType: 'application/octet-stream',
    });
    expect(grown).toMatchObject({ size: data.length });
    expect(grown.etag).not.toContain('-');
    const hash = createHash('sha256');
    for await (const chunk of (await driver.get('parts/grown.bin')).body)
      hash.update(chunk as Buffer);
    expect(hash.digest('hex')).toBe(createHash('sha256').update(data).digest('hex'));
    const empty = await driver.put('parts/empty.bin', Readable.from([]), {
      contentType: 'application/octet-stream',
    });
    expect(empty.size).toBe(0);
  });
});

/**
 * A TCP proxy to the S3 endpoint that cuts the first `times` connections to carry more than
 * `cutAfter` bytes from the client: a part's body in flight, as a dropped connection would.
 */
async function cuttingProxy(port: string, cutAfter: number, times = 1) {
  let cuts = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(port), '127.0.0.1');
    sockets.add(client).add(upstream);
    let sent = 0;
    client.on('data', (chunk: Buffer) => {
      sent += chunk.length;
      if (cuts < times && sent > cutAfter) {
        cuts++;
        client.destroy();
        upstream.destroy();
        return;
      }
      upstream.write(chunk);
    });
    upstream.pipe(client);
    for (const socket of [client, upstream]) {
      socket.on('error', () => undefined);
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: own } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${own}`,
    cut: () => cuts,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
