/**
 * File requests into file shares (docs/FILE-REQUESTS.md, "Who can make one, and where files
 * go"): each file a visitor sends becomes a file share of the request's owner, under the owner's
 * quotas; only an account that may make file shares can ask for them, and losing that right
 * closes the link.
 */
import { Permission } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.js';
import { makeRequest, sendFile } from '../../test/file-requests.js';
import { madeUser } from '../../test/users.js';

let t: TestApp;
let admin: string;

beforeEach(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
});
afterEach(() => t.close());

const SHARER = Permission.FILE_SHARE;

describe('file requests into file shares', () => {
  it('makes each file a share of the owner, counted against the owner’s quota', async () => {
    const ann = await madeUser(t, admin, 'ann', { permissions: SHARER, quota_shares: 2 });
    const made = await makeRequest(t, ann.token, { target: 'shares' });
    expect(made.status, made.text).toBe(201);
    expect(made.json.data).toMatchObject({ target: 'shares', path: null, mount_id: null });
    const { id, slug } = made.json.data;

    for (const content of ['one', 'two']) {
      const sent = await sendFile(t, slug, { name: 'same.txt', content });
      expect([sent.status, sent.json.data]).toEqual([201, { name: 'same.txt', size: 3 }]);
    }
    const over = await sendFile(t, slug, { name: 'same.txt', content: 'six' });
    expect([over.status, over.json.reason]).toEqual([413, 'quota.shares']);

    const files = await t.call('GET', `/api/file-requests/${id}/files`, { token: ann.token });
    expect(files.json.data).toHaveLength(2);
    const links = files.json.data.map((f: { path: string }) => f.path);
    for (const link of links) expect(link).toMatch(/^\/file\/[A-Za-z0-9_-]+$/);
    const shares = await t.call('GET', '/api/files', { token: ann.token });
    expect(shares.json.data.pagination.total).toBe(2);
    expect(shares.json.data.files.map((f: { created_by: string }) => f.created_by)).toEqual([
      ann.id,
      ann.id,
    ]);
    const info = await t.call('GET', `/api/public/files/${links[0].slice('/file/'.length)}`);
    expect(info.json.data.filename).toBe('same.txt');
  });

  it('is for accounts that may make file shares, and closes when that right goes', async () => {
    const viewer = await madeUser(t, admin, 'vic', {
      permissions: Permission.MOUNT_VIEW | Permission.MOUNT_UPLOAD,
    });
    const refused = await makeRequest(t, viewer.token, { target: 'shares' });
    expect([refused.status, refused.json.reason]).toEqual([403, 'fileRequest.sharesRefused']);
    const key = await t.createKey(admin, { name: 'k', permissions: SHARER });
    const byKey = await t.call('POST', '/api/file-requests', {
      apiKey: key.key,
      body: { title: 'x', target: 'shares' },
    });
    expect(byKey.status).toBe(403);
    expect((await makeRequest(t, admin, {})).json.reason).toBe('fileRequest.pathRequired');

    const bob = await madeUser(t, admin, 'bob', { permissions: SHARER });
    const { slug } = (await makeRequest(t, bob.token, { target: 'shares' })).json.data;
    expect((await sendFile(t, slug, { name: 'a.txt' })).status).toBe(201);
    await t.call('PUT', `/api/admin/users/${bob.id}`, { token: admin, body: { permissions: 0 } });
    const closed = await sendFile(t, slug, { name: 'b.txt' });
    expect([closed.status, closed.json.reason]).toEqual([410, 'fileRequest.ownerGone']);
  });
});
