/** What only the S3 driver does: signing details, custom hosts, error mapping, copies in parts. */
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testS3, type TestBucket } from '../../../../test/s3.js';
import { StorageError, StorageNotFoundError } from '../../driver.js';
import type { S3DriverSpec } from '../../registry.js';
import { S3Driver } from './s3.driver.js';

const SECRET = 'very-secret-access-key-1234567890';
const offline: S3DriverSpec = {
  type: 'S3',
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

  it('reports an unreachable endpoint as a StorageError without secrets', async () => {
    const driver = new S3Driver(offline);
    const error = await driver.head('a.txt').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageError);
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
});
