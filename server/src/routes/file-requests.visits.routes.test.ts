/**
 * File requests, the visitor's side (docs/FILE-REQUESTS.md): uploads land in the request's folder
 * only, under a fresh name, within each limit (exactly, under a burst of twenty), behind the
 * password, not after expiry, disabling or the owner's narrowing; a refused or cut-short upload
 * leaves nothing behind, and a visitor reads nothing.
 */
import { Permission } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TestClock, type TestApp } from '../../test/create-test-app.js';
import { makeRequest, sendFile } from '../../test/file-requests.js';
import { mountedStorage, type MountedStorage } from '../../test/mounted-storages.js';
import { madeUser } from '../../test/users.js';

const ZH = { 'Accept-Language': 'zh-CN,zh;q=0.9' };

let t: TestApp;
let admin: string;
let storage: MountedStorage;
let clock: TestClock;

beforeEach(async () => {
  clock = new TestClock(new Date('2026-06-01T00:00:00Z'));
  t = await createTestApp({ clock });
  admin = await t.adminToken();
  storage = await mountedStorage(t, admin, 'local');
  await storage.put('inbox/report.pdf', 'earlier');
  await storage.put('secret/keys.txt', 'secret');
  await storage.mount('/team');
});
afterEach(() => t.close());

const open = async (body: Record<string, unknown> = {}, token = admin) => {
  const made = await makeRequest(t, token, { path: '/team/inbox', ...body });
  if (made.status !== 201) throw new Error(made.text);
  return made.json.data as { id: string; slug: string };
};
const text = async (key: string) => {
  const chunks: Buffer[] = [];
  for await (const chunk of (await storage.driver.get(key)).body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
};
const names = async () =>
  (await t.call('GET', '/api/fs/list?path=/team/inbox', { token: admin })).json.data.items
    .map((i: { name: string }) => i.name)
    .sort();

describe('file requests: visitors', () => {
  it('stores into the folder under a fresh name, never over a file, and tells nothing else', async () => {
    const { slug } = await open();
    const info = await t.call('GET', `/api/public/requests/${slug}`);
    expect(info.json.data).toMatchObject({ title: 'Homework', files_left: null });
    expect(info.text).not.toContain('/team');
    for (const name of ['report.pdf', 'report.pdf', '../../secret/keys.txt', '/etc/passwd']) {
      const sent = await sendFile(t, slug, { name, content: 'new', uploader: 'Ann' });
      expect(sent.status, sent.text).toBe(201);
    }
    expect(await names()).toEqual([
      'keys.txt',
      'passwd',
      'report (1).pdf',
      'report (2).pdf',
      'report.pdf',
    ]);
    expect(await text('inbox/report.pdf')).toBe('earlier');
    expect(await text('secret/keys.txt')).toBe('secret');
    const encoded = await t.app.request(
      `/api/public/requests/${slug}/files?name=..%2F..%2Fsecret%2Fx.txt`,
      { method: 'PUT', headers: { 'Content-Length': '1' }, body: 'x' },
    );
    expect(encoded.status).toBe(201);
    expect(await storage.driver.head('secret/x.txt')).toBeFalsy();
    // No route reads or lists through a request.
    for (const path of ['/files', '/list', '/files?name=report.pdf', '/download?path=/report.pdf'])
      expect((await t.app.request(`/api/public/requests/${slug}${path}`)).status, path).toBe(404);
    for (const bad of ['..', '.', ''])
      expect((await sendFile(t, slug, { name: bad })).status, bad).toBe(400);
  });

  it('refuses each limit in the caller’s language, keeping nothing', async () => {
    const { slug } = await open({
      max_file_bytes: 10,
      max_total_bytes: 15,
      max_files: 2,
      allowed_types: ['.txt', 'image/*'],
    });
    const big = await sendFile(t, slug, { name: 'big.txt', content: 'x'.repeat(11), headers: ZH });
    expect([big.status, big.json.reason]).toEqual([413, 'fileRequest.tooLarge']);
    expect(big.json.message).toContain('10 B');
    const type = await sendFile(t, slug, { name: 'a.exe', type: 'application/x-msdownload' });
    expect([type.status, type.json.reason]).toEqual([400, 'fileRequest.typeRefused']);
    const zhType = await sendFile(t, slug, { name: 'a.exe', headers: ZH });
    expect(zhType.json.message).toContain('不接收');
    expect((await sendFile(t, slug, { name: 'p.png', type: 'image/png' })).status).toBe(201);
    expect((await sendFile(t, slug, { name: 'a.txt', content: 'x'.repeat(10) })).status).toBe(201);
    const total = await sendFile(t, slug, { name: 'b.txt', content: 'x' });
    expect([total.status, total.json.reason]).toEqual([413, 'fileRequest.countFull']);
    expect(await names()).toEqual(['a.txt', 'p.png', 'report.pdf']);

    const room = await open({ max_total_bytes: 8 });
    expect((await sendFile(t, room.slug, { name: 'c.txt', content: 'x'.repeat(6) })).status).toBe(
      201,
    );
    const over = await sendFile(t, room.slug, { name: 'd.txt', content: 'xxx', headers: ZH });
    expect([over.status, over.json.reason]).toEqual([413, 'fileRequest.totalFull']);
    expect(over.json.message).toContain('只剩 2 B');
    const noLength = await sendFile(t, room.slug, { name: 'e.txt', length: null });
    expect([noLength.status, noLength.json.reason]).toEqual([400, 'fileRequest.lengthRequired']);
    // A body shorter than announced fails and leaves neither the file nor its room taken.
    const short = await sendFile(t, room.slug, { name: 'f.txt', content: 'x', length: 2 });
    expect(short.status).toBe(400);
    expect(await storage.driver.head('inbox/f.txt')).toBeFalsy();
    expect((await sendFile(t, room.slug, { name: 'g.txt', content: 'xx' })).status).toBe(201);
  });

  it('lets exactly the files that fit through a burst of twenty', async () => {
    const counted = await open({ max_files: 7 });
    const bursts = await Promise.all(
      Array.from({ length: 20 }, (_, i) => sendFile(t, counted.slug, { name: `n${i}.txt` })),
    );
    expect(bursts.filter((r) => r.status === 201)).toHaveLength(7);
    expect(bursts.filter((r) => r.status === 413)).toHaveLength(13);

    const sized = await open({ max_total_bytes: 50 });
    const same = await Promise.all(
      Array.from({ length: 20 }, () =>
        sendFile(t, sized.slug, { name: 'same.txt', content: '0123456789' }),
      ),
    );
    expect(same.filter((r) => r.status === 201)).toHaveLength(5);
    const stored = (await names()).filter((n: string) => n.startsWith('same'));
    expect(stored).toHaveLength(5);
    const info = await t.call('GET', `/api/public/requests/${sized.slug}`);
    expect(info.json.data.bytes_left).toBe(0);
  });

  it('gives back the room of an upload a crash left pending, after a day', async () => {
    const { id, slug } = await open({ max_files: 1 });
    await t.database.db
      .insertInto('file_request_files')
      .values({
        id: 'cut-short',
        request_id: id,
        mount_id: 'm',
        path: '/team/inbox/cut.txt',
        name: 'cut.txt',
        size: 5,
        content_type: 'text/plain',
        status: 'pending',
        created_at: clock.now().toISOString(),
      })
      .execute();
    expect((await sendFile(t, slug, { name: 'a.txt' })).status).toBe(413);
    clock.advance(25 * 3_600_000);
    expect((await sendFile(t, slug, { name: 'a.txt' })).status).toBe(201);
    expect((await sendFile(t, slug, { name: 'b.txt' })).status).toBe(413);
  });

  it('holds the password gate, expiry, disabling and the owner’s current rights', async () => {
    const { id, slug } = await open({ password: 'letmein', expires_in: 1 });
    expect((await sendFile(t, slug, { name: 'a.txt' })).status).toBe(401);
    const wrong = await t.call('POST', `/api/public/requests/${slug}/verify`, {
      body: { password: 'nope' },
    });
    expect(wrong.status).toBe(401);
    const right = await t.call('POST', `/api/public/requests/${slug}/verify`, {
      body: { password: 'letmein' },
    });
    const { ticket } = right.json.data;
    expect((await sendFile(t, slug, { name: 'a.txt', ticket })).status).toBe(201);
    expect((await sendFile(t, slug, { name: 'b.txt', ticket: `${ticket}x` })).status).toBe(401);
    clock.advance(2 * 3_600_000);
    const late = await sendFile(t, slug, { name: 'c.txt', ticket });
    expect([late.status, late.json.reason]).toEqual([410, 'fileRequest.expired']);
    await t.call('PUT', `/api/file-requests/${id}`, { token: admin, body: { expires_in: 0 } });
    const closed = await t.call('PUT', `/api/file-requests/${id}`, {
      token: admin,
      body: { enabled: false },
    });
    expect(closed.status).toBe(200);
    expect((await t.call('GET', `/api/public/requests/${slug}`)).json.reason).toBe(
      'fileRequest.disabled',
    );

    const user = await madeUser(t, admin, 'una', {
      permissions: Permission.MOUNT_VIEW | Permission.MOUNT_UPLOAD,
    });
    const theirs = await open({}, user.token);
    expect((await sendFile(t, theirs.slug, { name: 'u.txt' })).status).toBe(201);
    // The owner's largest-file quota holds for what visitors send on their behalf.
    await t.call('PUT', `/api/admin/users/${user.id}`, {
      token: admin,
      body: { quota_file_bytes: 4 },
    });
    const over = await sendFile(t, theirs.slug, { name: 'big.txt', content: 'hello' });
    expect([over.status, over.json.reason]).toEqual([413, 'quota.fileBytes']);
    expect(await storage.driver.head('inbox/big.txt')).toBeFalsy();
    await t.call('PUT', `/api/admin/users/${user.id}`, {
      token: admin,
      body: { permissions: Permission.MOUNT_VIEW },
    });
    const narrowed = await sendFile(t, theirs.slug, { name: 'v.txt' });
    expect([narrowed.status, narrowed.json.reason]).toEqual([410, 'fileRequest.ownerGone']);
    await t.call('PUT', `/api/admin/users/${user.id}`, {
      token: admin,
      body: {
        permissions: Permission.MOUNT_VIEW | Permission.MOUNT_UPLOAD,
        basic_path: '/team/secret',
      },
    });
    expect((await sendFile(t, theirs.slug, { name: 'w.txt' })).status).toBe(410);
    expect(await storage.driver.head('inbox/v.txt')).toBeFalsy();
  });
});
