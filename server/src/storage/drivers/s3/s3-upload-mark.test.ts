/**
 * The upload mark of presigned PUTs against the real S3 server: signed into the query string, kept
 * by the storage as user metadata without the client sending anything, and not changeable.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testS3, type TestBucket } from '../../../../test/s3.js';
import { S3Driver } from './s3.driver.js';

describe.each(testS3 ? [testS3] : [])('upload marks on $endpoint', (s3) => {
  let bucket: TestBucket;
  let driver: S3Driver;
  beforeAll(async () => {
    bucket = await s3.createBucket();
    driver = new S3Driver(bucket.spec);
  });
  afterAll(() => bucket.cleanup());

  const put = (url: string, headers: Record<string, string>, body = 'hello') =>
    fetch(url, { method: 'PUT', headers, body });
  /** A presigned PUT of a 5-byte text object, marked when `mark` is given. */
  const sign = (key: string, mark?: string) =>
    driver.presignPut(key, {
      contentType: 'text/plain',
      size: 5,
      expiresInSeconds: 60,
      ...(mark !== undefined && { mark }),
    });

  it('keeps the mark a presigned PUT carries, which head answers', async () => {
    const signed = await sign('marked/a.txt', 'file-123');
    expect(signed.url).toContain('x-amz-meta-cloudpaste-upload=file-123');
    expect(Object.keys(signed.headers)).toEqual(['Content-Type']);
    const res = await put(signed.url, signed.headers);
    expect(res.status).toBe(200);
    expect(await driver.head('marked/a.txt')).toMatchObject({ size: 5, uploadMark: 'file-123' });
  });

  it('refuses a URL whose mark was changed, and marks nothing written otherwise', async () => {
    const signed = await sign('marked/b.txt', 'file-1');
    const forged = signed.url.replace('cloudpaste-upload=file-1', 'cloudpaste-upload=file-2');
    expect((await put(forged, signed.headers)).status).toBe(403);
    expect(await driver.head('marked/b.txt')).toBeNull();
    const plain = await sign('marked/c.txt');
    expect((await put(plain.url, plain.headers)).status).toBe(200);
    expect((await driver.head('marked/c.txt'))?.uploadMark).toBeUndefined();
  });
});
