/**
 * One contract, every storage driver: the local filesystem always, S3 (Ceph radosgw under npm test)
 * when TEST_S3_* name a server (test/storage-drivers.ts). Each starts from an empty root or bucket.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers, type DriverUnderTest } from '../../test/storage-drivers.js';
import {
  StorageError,
  StorageNotFoundError,
  StorageRangeError,
  type StorageDriver,
} from './driver.js';

const MIB = 1024 * 1024;

/** A body streamed in 64 KiB random chunks; `sha256()` is its digest once consumed. */
function randomBody(size: number) {
  const hash = createHash('sha256');
  async function* chunks() {
    for (let left = size; left > 0; left -= 64 * 1024) {
      const chunk = randomBytes(Math.min(left, 64 * 1024));
      hash.update(chunk);
      yield chunk;
    }
  }
  return { stream: Readable.from(chunks()), sha256: () => hash.digest('hex') };
}

async function sha256Of(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const put = (
  driver: StorageDriver,
  key: string,
  data: Buffer | string,
  contentType = 'text/plain',
) =>
  driver.put(key, Readable.from([Buffer.from(data)]), {
    contentType,
    size: Buffer.byteLength(data),
  });

async function listAll(driver: StorageDriver, prefix: string, recursive = false, limit?: number) {
  const objects: string[] = [];
  const prefixes: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await driver.list(prefix, { recursive, cursor, limit });
    objects.push(...page.objects.map((o) => o.key));
    prefixes.push(...page.prefixes);
    cursor = page.cursor;
  } while (cursor);
  return { objects, prefixes };
}

describe.each(testDrivers)('$name storage driver', ({ name, open }) => {
  let subject: DriverUnderTest;
  let driver: StorageDriver;
  beforeAll(async () => {
    subject = await open();
    driver = subject.driver;
  });
  afterAll(() => subject.close());

  it('streams a multi-MiB body in and out intact', async () => {
    const body = randomBody(6 * MIB + 123);
    const info = await driver.put('round-trip/data.bin', body.stream, {
      contentType: 'application/octet-stream',
      size: 6 * MIB + 123,
    });
    const digest = body.sha256();
    expect(info).toMatchObject({
      key: 'round-trip/data.bin',
      size: 6 * MIB + 123,
      contentType: 'application/octet-stream',
    });
    expect(info.etag).not.toBe('');

    const head = await driver.head('round-trip/data.bin');
    expect(head).toMatchObject({ size: 6 * MIB + 123, etag: info.etag });
    expect(head!.lastModified.getTime()).toBeGreaterThan(Date.now() - 10 * 60_000);

    const object = await driver.get('round-trip/data.bin');
    expect(object.size).toBe(6 * MIB + 123);
    expect(await sha256Of(object.body)).toBe(digest);
  });

  it('stores a body of unknown size', async () => {
    const body = randomBody(9 * MIB);
    const info = await driver.put('round-trip/unsized.bin', body.stream, {
      contentType: 'application/octet-stream',
    });
    expect(info.size).toBe(9 * MIB);
    expect(await sha256Of((await driver.get('round-trip/unsized.bin')).body)).toBe(body.sha256());
  });

  it('keeps nothing of a failed or mis-sized upload', async () => {
    await put(driver, 'atomic/kept.txt', 'old content');
    async function* failing() {
      yield randomBytes(64 * 1024);
      throw new Error('the client went away');
    }
    const options = { contentType: 'text/plain', size: 200_000 };
    await expect(
      driver.put('atomic/kept.txt', Readable.from(failing()), options),
    ).rejects.toThrow();
    const unsized = driver.put('atomic/kept.txt', Readable.from(failing()), {
      contentType: 'text/plain',
    });
    await expect(unsized).rejects.toThrow();
    expect((await bytesOf((await driver.get('atomic/kept.txt')).body)).toString()).toBe(
      'old content',
    );

    const short = Readable.from([Buffer.from('abc')]);
    await expect(
      driver.put('atomic/short.txt', short, { contentType: 'text/plain', size: 10 }),
    ).rejects.toBeInstanceOf(StorageError);
    const long = Readable.from([Buffer.from('abcdef')]);
    await expect(
      driver.put('atomic/long.txt', long, { contentType: 'text/plain', size: 2 }),
    ).rejects.toBeInstanceOf(StorageError);
    expect(await driver.head('atomic/short.txt')).toBeNull();
    expect(await driver.head('atomic/long.txt')).toBeNull();
  });

  it('leaves nothing in storage once an aborted put of unknown size rejects', async () => {
    let sent = 0;
    async function* endless() {
      for (;;) {
        sent += 1 * MIB;
        yield randomBytes(MIB);
      }
    }
    const controller = new AbortController();
    const pending = driver.put('aborted/endless.bin', Readable.from(endless()), {
      contentType: 'application/octet-stream',
      signal: controller.signal,
    });
    // Past the S3 driver's first 8 MiB part, so a multipart upload is open when the abort comes.
    await expect.poll(() => sent, { timeout: 20_000 }).toBeGreaterThan(20 * MIB);
    controller.abort();
    await expect(pending).rejects.toThrow();
    expect(await driver.listMultipartUploads('aborted/')).toEqual([]);
    expect(await driver.head('aborted/endless.bin')).toBeNull();
  });

  it('reads byte ranges, clamps the end and refuses a start past the end', async () => {
    const data = randomBytes(1000);
    await put(driver, 'range/r.bin', data, 'application/octet-stream');

    const middle = await driver.get('range/r.bin', { range: { start: 10, end: 19 } });
    expect(middle.range).toEqual({ start: 10, end: 19 });
    expect(middle.size).toBe(1000);
    expect(await bytesOf(middle.body)).toEqual(data.subarray(10, 20));

    const suffix = await driver.get('range/r.bin', { range: { start: 990, end: 999 } });
    expect(await bytesOf(suffix.body)).toEqual(data.subarray(990));

    const clamped = await driver.get('range/r.bin', { range: { start: 995, end: 5000 } });
    expect(clamped.range).toEqual({ start: 995, end: 999 });
    expect(await bytesOf(clamped.body)).toEqual(data.subarray(995));

    await expect(
      driver.get('range/r.bin', { range: { start: 1000, end: 1010 } }),
    ).rejects.toBeInstanceOf(StorageRangeError);
  });

  it('reports missing keys: head null, get StorageNotFoundError', async () => {
    expect(await driver.head('missing/nothing.txt')).toBeNull();
    await expect(driver.get('missing/nothing.txt')).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it('deletes many keys, one with a character XML cannot carry among them', async () => {
    await put(driver, 'ctl/a\u0001b.txt', 'x');
    await put(driver, 'ctl/plain.txt', 'y');
    const result = await driver.deleteMany(['ctl/a\u0001b.txt', 'ctl/plain.txt']);
    expect(result.failed).toEqual([]);
    expect([...result.deleted].sort()).toEqual(['ctl/a\u0001b.txt', 'ctl/plain.txt']);
    expect(await driver.head('ctl/a\u0001b.txt')).toBeNull();
    expect(await driver.head('ctl/plain.txt')).toBeNull();
  });

  it('deletes one key or many, missing keys included', async () => {
    await put(driver, 'delete/a.txt', 'a');
    await put(driver, 'delete/b.txt', 'b');
    await put(driver, 'delete/c.txt', 'c');
    await driver.delete('delete/a.txt');
    expect(await driver.head('delete/a.txt')).toBeNull();
    await expect(driver.delete('delete/a.txt')).resolves.toBeUndefined();

    const result = await driver.deleteMany(['delete/b.txt', 'delete/c.txt', 'delete/never.txt']);
    expect(result.failed).toEqual([]);
    expect([...result.deleted].sort()).toEqual([
      'delete/b.txt',
      'delete/c.txt',
      'delete/never.txt',
    ]);
    expect(await driver.head('delete/b.txt')).toBeNull();
    expect(await driver.head('delete/c.txt')).toBeNull();
  });

  it('copies an object server-side and refuses a missing source', async () => {
    await put(driver, 'copy/source.txt', 'copy me');
    const copied = await driver.copy('copy/source.txt', 'copy/nested/target.txt');
    expect(copied).toMatchObject({ key: 'copy/nested/target.txt', size: 7 });
    expect((await bytesOf((await driver.get('copy/nested/target.txt')).body)).toString()).toBe(
      'copy me',
    );
    expect(await driver.head('copy/source.txt')).not.toBeNull();
    await expect(driver.copy('copy/none.txt', 'copy/x.txt')).rejects.toBeInstanceOf(
      StorageNotFoundError,
    );
  });

  it('lists folders and objects, flat or recursive, page by page', async () => {
    for (const key of [
      'list/b.txt',
      'list/a.txt',
      'list/sub/c.txt',
      'list/sub/deeper/d.txt',
      'list-other.txt',
    ]) {
      await put(driver, key, key);
    }
    const flat = await driver.list('list/');
    expect(flat.objects.map((o) => o.key)).toEqual(['list/a.txt', 'list/b.txt']);
    expect(flat.prefixes).toEqual(['list/sub/']);
    expect(flat.cursor).toBeUndefined();
    expect(flat.objects[0]).toMatchObject({ size: 'list/a.txt'.length, contentType: 'text/plain' });

    const recursive = await listAll(driver, 'list/', true, 1);
    expect(recursive.objects).toEqual([
      'list/a.txt',
      'list/b.txt',
      'list/sub/c.txt',
      'list/sub/deeper/d.txt',
    ]);
    expect(recursive.prefixes).toEqual([]);

    const partialName = await driver.list('list');
    expect(partialName.objects.map((o) => o.key)).toEqual(['list-other.txt']);
    expect(partialName.prefixes).toEqual(['list/']);

    const paged = await listAll(driver, 'list/', false, 1);
    expect([...paged.objects, ...paged.prefixes].sort()).toEqual([
      'list/a.txt',
      'list/b.txt',
      'list/sub/',
    ]);
    expect((await driver.list('list/nothing-here/')).objects).toEqual([]);
  });

  it('lists more than 1,000 objects completely', async () => {
    const keys = Array.from(
      { length: 1100 },
      (_, i) => `many/item-${String(i).padStart(4, '0')}.txt`,
    );
    const queue = [...keys];
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        for (let key = queue.shift(); key; key = queue.shift()) await put(driver, key, 'x');
      }),
    );
    const first = await driver.list('many/');
    expect(first.objects.length).toBeLessThanOrEqual(1000);
    expect(first.cursor).toBeDefined();
    const all = await listAll(driver, 'many/');
    expect(all.objects).toEqual(keys);
  }, 60_000); // 1,100 PUTs: several seconds on a loaded 2-core machine

  it('pages in order with a small limit, and a cursor asked again gives the same page', async () => {
    const keys = Array.from({ length: 7 }, (_, i) => `paged/f-${i}.txt`);
    for (const key of keys) await put(driver, key, 'x');
    await put(driver, 'paged/sub/inner.txt', 'x');
    const all = await listAll(driver, 'paged/', false, 3);
    expect(all.objects).toEqual(keys);
    expect(all.prefixes).toEqual(['paged/sub/']);
    const first = await driver.list('paged/', { limit: 3 });
    const second = await driver.list('paged/', { limit: 3, cursor: first.cursor });
    const again = await driver.list('paged/', { limit: 3, cursor: first.cursor });
    expect(again.objects.map((o) => o.key)).toEqual(second.objects.map((o) => o.key));
    expect(second.objects.map((o) => o.key)).toEqual(keys.slice(3, 6));
  });

  it('keeps unicode, spaces and URL-special characters in names', async () => {
    const keys = ['names/中文 文件 ü.txt', 'names/a b+c%d&e=f?#.txt'];
    for (const key of keys) await put(driver, key, `content of ${key}`);
    expect((await driver.list('names/')).objects.map((o) => o.key).sort()).toEqual(
      [...keys].sort(),
    );
    for (const key of keys) {
      expect((await bytesOf((await driver.get(key)).body)).toString()).toBe(`content of ${key}`);
      const url = await driver.presignGet(key, { expiresInSeconds: 60 });
      const res = await subject.send(url);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(`content of ${key}`);
    }
    await driver.copy(keys[0]!, 'names/copy 复制.txt');
    expect(await driver.head('names/copy 复制.txt')).toMatchObject({
      size: Buffer.byteLength(`content of ${keys[0]}`),
    });
  });

  it('treats a key ending in / as a folder', async () => {
    await driver.put('folders/empty/', Readable.from([]), {
      contentType: 'application/x-directory',
      size: 0,
    });
    expect(await driver.head('folders/empty/')).toMatchObject({ size: 0 });
    expect((await driver.list('folders/')).prefixes).toEqual(['folders/empty/']);
    expect((await driver.list('folders/empty/')).objects).toEqual([]);
    await driver.delete('folders/empty/');
    expect(await driver.head('folders/empty/')).toBeNull();
  });

  it('accepts a presigned PUT with the signed type and size, and refuses others', async () => {
    const data = randomBytes(200_000);
    const request = await driver.presignPut('presigned/up.bin', {
      contentType: 'application/octet-stream',
      size: data.length,
      expiresInSeconds: 300,
    });
    expect(request).toMatchObject({
      method: 'PUT',
      headers: { 'Content-Type': 'application/octet-stream' },
    });
    expect(request.expiresAt.getTime()).toBeGreaterThan(Date.now() + 200_000);

    const wrongType = await subject.send(request, {
      body: data,
      headers: { 'Content-Type': 'text/html' },
    });
    expect(wrongType.status).toBe(403);
    const wrongSize = await subject.send(request, { body: data.subarray(1) });
    expect(wrongSize.ok).toBe(false);
    expect(await driver.head('presigned/up.bin')).toBeNull();

    const res = await subject.send(request, { body: data });
    expect(res.status).toBe(200);
    const head = await driver.head('presigned/up.bin');
    expect(head).toMatchObject({ size: data.length });
    expect(res.headers.get('etag')).toBe(`"${head!.etag}"`);
    expect(sha256(await bytesOf((await driver.get('presigned/up.bin')).body))).toBe(sha256(data));
  });

  it('serves a presigned GET with the asked disposition, type and ranges', async () => {
    await put(driver, 'presigned/down.txt', 'hello presigned world');
    const request = await driver.presignGet('presigned/down.txt', {
      expiresInSeconds: 300,
      disposition: { type: 'attachment', filename: 'résumé 简历.txt' },
      contentType: 'text/plain; charset=utf-8',
    });
    expect(request.method).toBe('GET');
    const res = await subject.send(request);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('hello presigned world');
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const disposition = res.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment;/);
    expect(disposition).toContain(`filename*=UTF-8''r%C3%A9sum%C3%A9%20%E7%AE%80%E5%8E%86.txt`);

    const ranged = await subject.send(request, { headers: { Range: 'bytes=6-14' } });
    expect(ranged.status).toBe(206);
    expect(await ranged.text()).toBe('presigned');
    expect(ranged.headers.get('content-range')).toBe('bytes 6-14/21');
  });

  it('assembles a multipart upload from parts sent directly and by presigned URL', async () => {
    const key = 'multipart/big file.bin';
    const first = randomBytes(5 * MIB);
    const second = randomBytes(MIB + 7);
    const { uploadId } = await driver.createMultipart(key, {
      contentType: 'application/octet-stream',
    });
    expect(uploadId).not.toBe('');

    const part1 = await driver.uploadPart(key, uploadId, 1, Readable.from([first]), first.length);
    expect(part1).toMatchObject({ partNumber: 1 });
    const url = await driver.presignPart(key, uploadId, 2, second.length, 300);
    expect(url.method).toBe('PUT');
    // Its length is signed in: a longer body is refused, and nothing of it kept.
    const longer = await subject.send(url, { body: Buffer.concat([second, Buffer.from('x')]) });
    expect(longer.status).toBeGreaterThanOrEqual(400);
    const res = await subject.send(url, { body: second });
    expect(res.status).toBe(200);
    const etag2 = res.headers.get('etag');
    expect(etag2).toBeTruthy();

    const listed = await driver.listParts(key, uploadId);
    expect(listed.map((p) => [p.partNumber, p.etag])).toEqual([
      [1, part1.etag],
      [2, etag2!.replace(/"/g, '')],
    ]);
    expect((await driver.listMultipartUploads('multipart/')).map((u) => u.uploadId)).toContain(
      uploadId,
    );

    const info = await driver.completeMultipart(key, uploadId, [
      part1,
      { partNumber: 2, etag: etag2! },
    ]);
    expect(info).toMatchObject({ key, size: first.length + second.length });
    expect(info.etag).not.toBe('');
    expect(await sha256Of((await driver.get(key)).body)).toBe(
      sha256(Buffer.concat([first, second])),
    );
    await expect(driver.listParts(key, uploadId)).rejects.toBeInstanceOf(StorageNotFoundError);
    expect((await driver.listMultipartUploads('multipart/')).map((u) => u.uploadId)).not.toContain(
      uploadId,
    );
  });

  it('refuses to complete with a missing, mismatched or too small part', async () => {
    const key = 'multipart/refused.bin';
    const { uploadId } = await driver.createMultipart(key, {
      contentType: 'application/octet-stream',
    });
    const small = await driver.uploadPart(
      key,
      uploadId,
      1,
      Readable.from([Buffer.from('tiny')]),
      4,
    );
    const last = await driver.uploadPart(key, uploadId, 2, Readable.from([Buffer.from('last')]), 4);

    await expect(driver.completeMultipart(key, uploadId, [small, last])).rejects.toBeInstanceOf(
      StorageError,
    );
    await expect(
      driver.completeMultipart(key, uploadId, [{ partNumber: 1, etag: 'not-the-etag' }]),
    ).rejects.toBeInstanceOf(StorageError);
    await expect(
      driver.completeMultipart(key, uploadId, [{ partNumber: 3, etag: small.etag }]),
    ).rejects.toBeInstanceOf(StorageError);
    expect(await driver.head(key)).toBeNull();
    await driver.abortMultipart(key, uploadId);
  });

  it('aborts a multipart upload, idempotently', async () => {
    const key = 'multipart/aborted.bin';
    const { uploadId } = await driver.createMultipart(key, {
      contentType: 'application/octet-stream',
    });
    await driver.uploadPart(key, uploadId, 1, Readable.from([Buffer.from('part')]), 4);
    expect((await driver.listMultipartUploads('multipart/aborted')).map((u) => u.key)).toEqual([
      key,
    ]);

    await driver.abortMultipart(key, uploadId);
    await expect(driver.listParts(key, uploadId)).rejects.toBeInstanceOf(StorageNotFoundError);
    await expect(driver.abortMultipart(key, uploadId)).resolves.toBeUndefined();
    expect(await driver.listMultipartUploads('multipart/aborted')).toEqual([]);
    expect(await driver.head(key)).toBeNull();
  });

  if (name === 'local') {
    it('refuses keys that would leave the root', async () => {
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
        await expect(put(driver, key, 'x'), key).rejects.toBeInstanceOf(StorageError);
        await expect(driver.get(key), key).rejects.toBeInstanceOf(StorageError);
        await expect(driver.presignGet(key, { expiresInSeconds: 60 }), key).rejects.toBeInstanceOf(
          StorageError,
        );
      }
      await expect(driver.list('../')).rejects.toBeInstanceOf(StorageError);
      expect((await driver.list('')).prefixes).not.toContain('.cloudpaste/');
    });

    it('refuses symlinks that point outside the root', async () => {
      const outside = await mkdtemp(path.join(tmpdir(), 'cp-outside-'));
      try {
        await writeFile(path.join(outside, 'secret.txt'), 'secret');
        const root = subject.root!;
        await mkdir(path.join(root, 'links'), { recursive: true });
        await symlink(outside, path.join(root, 'links', 'out-dir'));
        await symlink(path.join(outside, 'secret.txt'), path.join(root, 'links', 'out-file.txt'));

        await expect(driver.get('links/out-file.txt')).rejects.toBeInstanceOf(StorageError);
        await expect(driver.get('links/out-dir/secret.txt')).rejects.toBeInstanceOf(StorageError);
        await expect(put(driver, 'links/out-dir/new.txt', 'x')).rejects.toBeInstanceOf(
          StorageError,
        );
        const listing = await driver.list('links/');
        expect([...listing.objects.map((o) => o.key), ...listing.prefixes]).toEqual([]);
      } finally {
        await rm(outside, { recursive: true, force: true });
      }
    });
  }
});
