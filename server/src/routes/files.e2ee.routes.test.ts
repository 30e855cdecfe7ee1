/**
 * End-to-end encrypted file shares on every dialect (docs/ENCRYPTION.md, "File shares"): each
 * upload path takes `encrypted`, the server keeps the sealed stream as sent and no plaintext (row
 * and object), says so in the share's info and on its downloads, never renders or previews it,
 * and still enforces its password and view limit.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  createPartSealer,
  decryptBytes,
  encryptBytes,
  generateKey,
} from '@cloudpaste/contracts/e2ee';
import { MULTIPART_PART_SIZE } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.js';
import { bytes, fetchBytes, sendPresigned, upload } from '../../test/file-shares.js';

const MARKER = 'plaintext marker: the vault code is 0000';
const SEALED_HEADER = 'ciphertext; format=cloudpaste-e2ee-v1';

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  token = await t.adminToken();
});
afterEach(() => t.close());

const plain = Buffer.concat([Buffer.from(MARKER), bytes(200 * 1024, 5), Buffer.from(MARKER)]);
const rowOf = (id: string) =>
  t.database.db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const storedObject = async (id: string) =>
  readFileSync(join(t.dataDir, 'storage', (await rowOf(id)).storage_path));

/** The row and the object hold the sealed stream only: no byte run of the plaintext. */
async function expectCiphertextOnly(id: string, sealed: Uint8Array) {
  const row = await rowOf(id);
  expect(row).toMatchObject({ encrypted: 1, mimetype: 'application/octet-stream' });
  expect(JSON.stringify(row)).not.toContain('vault code');
  const object = await storedObject(id);
  expect(object.equals(Buffer.from(sealed))).toBe(true);
  expect(object.includes(Buffer.from(MARKER))).toBe(false);
  expect(object.includes(plain.subarray(4096, 4096 + 64))).toBe(false);
}

describe('an encrypted file share', () => {
  it('by form upload: stored sealed, served as ciphertext to download, opened by the link key', async () => {
    const key = generateKey();
    const sealed = Buffer.from(await encryptBytes(plain, key));
    const res = await upload(t, {
      token,
      before: [['encrypted', 'true']],
      file: { name: 'plans.pdf', type: 'application/pdf', content: sealed },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.data).toMatchObject({ encrypted: true, filename: 'plans.pdf' });
    await expectCiphertextOnly(res.json.data.id as string, sealed);

    const info = await t.call('GET', `/api/public/files/${res.json.data.slug}`);
    expect(info.json.data).toMatchObject({ encrypted: true, size: sealed.length });
    for (const url of [info.json.data.downloadUrl, info.json.data.previewUrl] as string[]) {
      // The app's answer says so, a redirect to a storage link too.
      const first = await t.app.request(url);
      await first.arrayBuffer();
      expect(first.headers.get('cloudpaste-encryption')).toBe(SEALED_HEADER);
      const got = await fetchBytes(t, url);
      expect(got.status).toBe(200);
      expect(got.headers.get('content-type')).toBe('application/octet-stream');
      // Even the inline view is a download: ciphertext is never rendered.
      expect(got.headers.get('content-disposition')).toMatch(/^attachment;.*plans\.pdf/);
      expect(Buffer.from(await decryptBytes(got.body, key)).equals(plain)).toBe(true);
    }
    const office = await t.call('GET', `/api/office-preview/${res.json.data.slug}`);
    expect(office.status).toBe(400);
    expect(office.json.message).toContain('end-to-end encrypted');
  });

  it('by presigned PUT and commit', async () => {
    const sealed = Buffer.from(await encryptBytes(plain, generateKey()));
    const p = await t.call('POST', '/api/s3/presign', {
      token,
      body: { filename: 'a.txt', size: sealed.length, mimetype: 'text/plain', encrypted: true },
    });
    expect(p.status, p.text).toBe(200);
    expect(p.json.data.contentType).toBe('application/octet-stream');
    await sendPresigned(t, p.json.data.upload_url, sealed, p.json.data.upload_headers);
    const commit = await t.call('POST', '/api/s3/commit', {
      token,
      body: { file_id: p.json.data.file_id },
    });
    expect(commit.status, commit.text).toBe(201);
    expect(commit.json.data.encrypted).toBe(true);
    await expectCiphertextOnly(p.json.data.file_id as string, sealed);
  });

  it('by multipart parts sealed one range at a time, under a password gate and a view limit', async () => {
    const big = Buffer.concat([Buffer.from(MARKER), bytes(MULTIPART_PART_SIZE + 5000, 9)]);
    const key = generateKey();
    const read = async (from: number, to: number) => new Uint8Array(big.subarray(from, to));
    const sealer = await createPartSealer(key, big.length, read, {
      password: 'pw',
      iterations: 1000,
    });
    const init = await t.call('POST', '/api/s3/multipart/init', {
      token,
      body: {
        filename: 'big.bin',
        size: sealer.size,
        encrypted: true,
        password: 'share pw',
        max_views: 1,
      },
    });
    expect(init.status, init.text).toBe(200);
    const { file_id, upload_id, presigned_urls, part_count } = init.json.data;
    expect(part_count).toBe(2);
    const parts = [];
    for (const { partNumber, url } of presigned_urls as { partNumber: number; url: string }[]) {
      const start = (partNumber - 1) * MULTIPART_PART_SIZE;
      const body = Buffer.from(await sealer.range(start, start + MULTIPART_PART_SIZE));
      const sent = await sendPresigned(t, url, body);
      parts.push({ partNumber, etag: sent.headers.get('ETag') });
    }
    const done = await t.call('POST', '/api/s3/multipart/complete', {
      token,
      body: { file_id, upload_id, parts },
    });
    expect(done.status, done.text).toBe(201);
    const whole = await sealer.range(0, sealer.size);
    await expectCiphertextOnly(file_id as string, whole);

    const slug = done.json.data.slug as string;
    const locked = await t.call('GET', `/api/public/files/${slug}`);
    expect(locked.json.data).toMatchObject({ encrypted: true, requires_password: true });
    expect(locked.json.data.downloadUrl).toBeNull();
    expect((await fetchBytes(t, `/api/file-download/${slug}`)).status).toBe(401);
    const open = await t.call('POST', `/api/public/files/${slug}/verify`, {
      body: { password: 'share pw' },
    });
    const got = await fetchBytes(t, open.json.data.downloadUrl as string);
    const opened = await decryptBytes(got.body, key, { password: 'pw' });
    expect(Buffer.from(opened).equals(big)).toBe(true);
    // The one view is used: the next visitor is refused.
    const again = await t.call('POST', `/api/public/files/${slug}/verify`, {
      body: { password: 'share pw' },
    });
    expect(again.status).toBe(410);
  });

  it('by form upload with the flag after the file, as a form may order its fields', async () => {
    const sealed = Buffer.from(await encryptBytes(plain, generateKey()));
    const res = await upload(t, {
      token,
      after: [['encrypted', '1']],
      file: { name: 'late.txt', type: 'text/plain', content: sealed },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.data).toMatchObject({ encrypted: true, mimetype: 'application/octet-stream' });
    await expectCiphertextOnly(res.json.data.id as string, sealed);
  });

  it('a plain upload says it is not encrypted and keeps its type', async () => {
    const res = await upload(t, {
      token,
      file: { name: 'a.txt', type: 'text/plain', content: Buffer.from('hello') },
    });
    expect(res.json.data).toMatchObject({ encrypted: false, mimetype: 'text/plain' });
    const got = await fetchBytes(t, `/api/file-download/${res.json.data.slug}`);
    expect(got.headers.get('cloudpaste-encryption')).toBeNull();
  });
});
