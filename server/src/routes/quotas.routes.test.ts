/**
 * Quotas per account (docs/ACCOUNTS.md "Quotas") on every share-making path: form uploads (with
 * and without a declared size), presigned and multipart uploads at their start and again at their
 * end with the real size, text shares, a burst of uploads at once, and the use shown back.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ErrorCode, MULTIPART_PART_SIZE, Permission } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.js';
import { bytes, sendPresigned, upload } from '../../test/file-shares.js';
import { madeUser, type MadeUser } from '../../test/users.js';

let t: TestApp;
let admin: string;

beforeEach(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
});
afterEach(() => t.close());

const SHARES = Permission.TEXT | Permission.FILE_SHARE;
const fileRows = () => t.database.db.selectFrom('files').selectAll().execute();
const objectExists = (key: string) => existsSync(join(t.dataDir, 'storage', key));
const setQuota = (user: MadeUser, quota: Record<string, number | null>) =>
  t.call('PUT', `/api/admin/users/${user.id}`, { token: admin, body: quota });
const send = (user: MadeUser, size: number, withLength = true) =>
  upload(t, {
    token: user.token,
    withLength,
    file: { name: 'a.bin', type: 'application/octet-stream', content: bytes(size) },
  });
const expectQuotaRefusal = (res: { status: number; json: object }) => {
  expect(res.status).toBe(413);
  expect(res.json).toMatchObject({ error: ErrorCode.QUOTA_EXCEEDED });
};

describe('quotas on form uploads', () => {
  it('refuses a file over the largest-file limit, and bytes over the total, keeping nothing', async () => {
    const user = await madeUser(t, admin, 'ann', {
      permissions: SHARES,
      quota_bytes: 3000,
      quota_file_bytes: 2500,
    });
    const big = await send(user, 2600);
    expectQuotaRefusal(big);
    expect(big.json.message).toMatch(/largest-file limit/);
    expect((await send(user, 2000)).status).toBe(201);
    const over = await send(user, 2000);
    expectQuotaRefusal(over);
    expect(over.json.message).toMatch(/storage quota is used up/);
    // Without a declared size the reservation is empty: the real size is judged at the end.
    expectQuotaRefusal(await send(user, 1500, false));
    const rows = await fileRows();
    expect(rows.map((r) => Number(r.size))).toEqual([2000]);
    expect((await send(user, 1000, false)).status).toBe(201);
  });

  it('answers the refusal in the caller’s language', async () => {
    const user = await madeUser(t, admin, 'bea', { permissions: SHARES, quota_file_bytes: 10 });
    const res = await t.call('POST', '/api/s3/presign', {
      token: user.token,
      headers: { 'Accept-Language': 'zh-CN' },
      body: { filename: 'a.bin', size: 20 },
    });
    expectQuotaRefusal(res);
    expect(res.json.message).toContain('单个文件大小上限');
  });

  it('lets exactly what fits through when twenty uploads arrive at once', async () => {
    const user = await madeUser(t, admin, 'cai', { permissions: SHARES, quota_bytes: 7 * 1000 });
    const results = await Promise.all(Array.from({ length: 20 }, () => send(user, 1000)));
    const passed = results.filter((r) => r.status === 201).length;
    expect(passed).toBe(7);
    for (const r of results.filter((r) => r.status !== 201)) expectQuotaRefusal(r);
    const rows = await fileRows();
    expect(rows).toHaveLength(7);
    expect(rows.every((r) => r.status === 'ready')).toBe(true);
  });
});

describe('quotas on presigned and multipart uploads', () => {
  it('checks the declared size at presign and the quota again at commit', async () => {
    const user = await madeUser(t, admin, 'dan', { permissions: SHARES, quota_bytes: 1000 });
    const presign = (size: number) =>
      t.call('POST', '/api/s3/presign', {
        token: user.token,
        body: { filename: 'a.bin', size },
      });
    expectQuotaRefusal(await presign(1001));
    const p = await presign(600);
    expect(p.status).toBe(200);
    // The pending upload holds its room: a second one does not fit beside it.
    expectQuotaRefusal(await presign(600));
    await sendPresigned(t, p.json.data.upload_url, bytes(600), p.json.data.upload_headers);
    expect((await setQuota(user, { quota_bytes: 500 })).status).toBe(200);
    const commit = await t.call('POST', '/api/s3/commit', {
      token: user.token,
      body: { file_id: p.json.data.file_id },
    });
    expectQuotaRefusal(commit);
    expect(await fileRows()).toEqual([]);
    expect(objectExists(p.json.data.storage_path)).toBe(false);
  });

  it('checks the declared size at init and the real size at completion', async () => {
    const size = MULTIPART_PART_SIZE + 1024;
    const user = await madeUser(t, admin, 'eve', { permissions: SHARES, quota_bytes: size - 1 });
    const init = () =>
      t.call('POST', '/api/s3/multipart/init', {
        token: user.token,
        body: { filename: 'big.bin', size },
      });
    expectQuotaRefusal(await init());
    await setQuota(user, { quota_bytes: size });
    const i = await init();
    expect(i.status).toBe(200);
    const content = bytes(size);
    const parts = [];
    for (const url of i.json.data.presigned_urls as { partNumber: number; url: string }[]) {
      const start = (url.partNumber - 1) * MULTIPART_PART_SIZE;
      const res = await sendPresigned(
        t,
        url.url,
        content.subarray(start, start + MULTIPART_PART_SIZE),
      );
      parts.push({ partNumber: url.partNumber, etag: res.headers.get('ETag') });
    }
    await setQuota(user, { quota_bytes: null, quota_file_bytes: size - 1 });
    const complete = await t.call('POST', '/api/s3/multipart/complete', {
      token: user.token,
      body: { file_id: i.json.data.file_id, upload_id: i.json.data.upload_id, parts },
    });
    expectQuotaRefusal(complete);
    expect(await fileRows()).toEqual([]);
  });
});

describe('the share count and the use shown', () => {
  it('counts text and file shares together, and frees room when one is deleted', async () => {
    const user = await madeUser(t, admin, 'fay', { permissions: SHARES, quota_shares: 2 });
    const paste = () =>
      t.call('POST', '/api/paste', { token: user.token, body: { content: 'hello' } });
    const first = await paste();
    expect(first.status).toBe(201);
    expect((await send(user, 10)).status).toBe(201);
    const third = await paste();
    expectQuotaRefusal(third);
    expect(third.json.message).toMatch(/limit of 2 shares/);
    expectQuotaRefusal(await send(user, 10));
    const quota = await t.call('GET', '/api/account/quota', { token: user.token });
    expect(quota.json.data).toEqual({
      quota_bytes: null,
      quota_file_bytes: null,
      quota_shares: 2,
      used_bytes: 10,
      used_shares: 2,
    });
    const listed = await t.call('GET', '/api/admin/users', { token: admin });
    const row = listed.json.data.find((u: { id: string }) => u.id === user.id);
    expect(row.quota).toMatchObject({ quota_shares: 2, used_shares: 2, used_bytes: 10 });
    const removed = await t.call('DELETE', `/api/pastes/batch-delete`, {
      token: user.token,
      body: { ids: [first.json.data.id] },
    });
    expect(removed.status).toBe(200);
    expect((await paste()).status).toBe(201);
  });

  it('leaves accounts without limits, and the admin, unlimited', async () => {
    const user = await madeUser(t, admin, 'gus', { permissions: SHARES });
    expect((await send(user, 5000)).status).toBe(201);
    const quota = await t.call('GET', '/api/account/quota', { token: admin });
    expect(quota.json.data).toMatchObject({ quota_bytes: null, used_shares: 0 });
    expect(
      (
        await t.call('PUT', `/api/admin/users/${user.id}`, {
          token: admin,
          body: { quota_bytes: 0 },
        })
      ).status,
    ).toBe(400);
  });
});
