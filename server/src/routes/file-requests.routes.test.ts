/**
 * File requests, the owner's side (docs/FILE-REQUESTS.md): made into a folder the caller may
 * upload into, listed with what arrived, changed, disabled and deleted by their owner only (the
 * admin sees all), webhooks only to public addresses with a signing secret only their owner can
 * read or rotate, every change in the audit log.
 */
import { Permission } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.js';
import { makeRequest, sendFile } from '../../test/file-requests.js';
import { mountedStorage, type MountedStorage } from '../../test/mounted-storages.js';
import { madeUser } from '../../test/users.js';

const UPLOADER = Permission.MOUNT_VIEW | Permission.MOUNT_UPLOAD;

let t: TestApp;
let admin: string;
let storage: MountedStorage;

beforeEach(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
  storage = await mountedStorage(t, admin, 'local');
  await storage.put('inbox/.keep', '');
  await storage.put('other/.keep', '');
  await storage.put('note.txt', 'a file');
  await storage.mount('/team');
});
afterEach(() => t.close());

describe('file requests: the owner', () => {
  it('makes, lists with what arrived, changes, disables and deletes a request', async () => {
    const made = await makeRequest(t, admin, {
      path: '/team/inbox',
      note: 'Send **your** drafts',
      note_markdown: true,
      max_files: 3,
      allowed_types: ['.PDF', 'image/*'],
      expires_in: 24,
    });
    expect(made.status, made.text).toBe(201);
    const request = made.json.data;
    expect(request).toMatchObject({
      title: 'Homework',
      path: '/team/inbox',
      allowed_types: ['.pdf', 'image/*'],
      max_files: 3,
      enabled: true,
      received_files: 0,
      unseen: 0,
    });

    expect((await sendFile(t, request.slug, { name: 'a.pdf' })).status).toBe(201);
    const listed = await t.call('GET', '/api/file-requests', { token: admin });
    expect(listed.json.data[0]).toMatchObject({ received_files: 1, received_bytes: 5, unseen: 1 });
    const files = await t.call('GET', `/api/file-requests/${request.id}/files`, { token: admin });
    expect(files.json.data).toMatchObject([{ name: 'a.pdf', path: '/team/inbox/a.pdf', size: 5 }]);
    const seen = await t.call('GET', '/api/file-requests', { token: admin });
    expect(seen.json.data[0].unseen).toBe(0);

    const changed = await t.call('PUT', `/api/file-requests/${request.id}`, {
      token: admin,
      body: { title: 'Drafts', enabled: false, password: 'pw', allowed_types: [] },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json.data).toMatchObject({
      title: 'Drafts',
      enabled: false,
      has_password: true,
      allowed_types: [],
      max_files: 3,
    });
    expect((await sendFile(t, request.slug, { name: 'b.pdf' })).status).toBe(410);

    const removed = await t.call('DELETE', `/api/file-requests/${request.id}`, { token: admin });
    expect(removed.status).toBe(200);
    expect((await t.call('GET', `/api/public/requests/${request.slug}`)).status).toBe(404);
    // The files it received are the folder's: deleting the request keeps them.
    expect(await storage.driver.head('inbox/a.pdf')).toBeTruthy();

    const log = await t.call('GET', '/api/admin/audit', { token: admin });
    for (const action of ['create', 'update', 'delete', 'upload'])
      expect(log.text).toContain(`file_request.${action}`);
    expect(log.text).not.toContain('"pw"');
  });

  it('lets a user touch only their own requests, inside what they may upload into', async () => {
    const ana = await madeUser(t, admin, 'ana', {
      permissions: UPLOADER,
      basic_path: '/team/inbox',
    });
    const bob = await madeUser(t, admin, 'bob', { permissions: UPLOADER });
    const viewer = await madeUser(t, admin, 'cid', { permissions: Permission.MOUNT_VIEW });

    expect((await makeRequest(t, ana.token, { path: '/team/other' })).status).toBe(403);
    expect((await makeRequest(t, viewer.token, { path: '/team/inbox' })).status).toBe(403);
    expect((await makeRequest(t, ana.token, { path: '/team/note.txt' })).status).toBe(403);
    expect((await makeRequest(t, admin, { path: '/team/note.txt' })).status).toBe(400);
    const made = await makeRequest(t, ana.token, { path: '/team/inbox' });
    expect(made.status, made.text).toBe(201);
    const { id } = made.json.data;

    expect((await t.call('GET', '/api/file-requests', { token: bob.token })).json.data).toEqual([]);
    for (const [method, path] of [
      ['PUT', `/api/file-requests/${id}`],
      ['DELETE', `/api/file-requests/${id}`],
      ['GET', `/api/file-requests/${id}/files`],
    ] as const) {
      const body = method === 'PUT' ? { title: 'mine' } : undefined;
      const res = await t.call(method, path, { token: bob.token, body });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const all = await t.call('GET', '/api/file-requests', { token: admin });
    expect(all.json.data.map((r: { id: string }) => r.id)).toEqual([id]);
    expect(
      (await t.call('PUT', `/api/file-requests/${id}`, { token: admin, body: { max_files: 2 } }))
        .json.data.max_files,
    ).toBe(2);
  });

  it('refuses webhooks to private, loopback and local addresses', async () => {
    for (const url of [
      'http://127.0.0.1:8080/hook',
      'http://localhost/hook',
      'http://10.0.0.5/hook',
      'http://169.254.169.254/latest',
      'http://[::1]/hook',
      'http://2130706433/hook',
      'ftp://example.com/hook',
    ]) {
      const res = await makeRequest(t, admin, { path: '/team/inbox', webhook_url: url });
      expect(res.status, url).toBe(400);
      expect(res.json.reason, url).toBe('fileRequest.webhookRefused');
    }
    const zh = await t.call('POST', '/api/file-requests', {
      token: admin,
      headers: { 'Accept-Language': 'zh-CN' },
      body: { title: 'x', path: '/team/inbox', webhook_url: 'http://127.0.0.1/' },
    });
    expect(zh.json.message).toContain('公网');
    const ok = await makeRequest(t, admin, {
      path: '/team/inbox',
      webhook_url: 'https://hooks.example.com/in',
    });
    expect(ok.status, ok.text).toBe(201);
    expect(ok.json.data.webhook_url).toBe('https://hooks.example.com/in');
  });

  it('keeps the webhook signing secret sealed and answers it to the owner alone', async () => {
    const ana = await madeUser(t, admin, 'ana', { permissions: UPLOADER });
    const bob = await madeUser(t, admin, 'bob', { permissions: UPLOADER });
    const made = await makeRequest(t, ana.token, {
      path: '/team/inbox',
      webhook_url: 'https://hooks.example.com/in',
    });
    const { id } = made.json.data;
    const url = `/api/file-requests/${id}/webhook-secret`;
    const shown = await t.call('GET', url, { token: ana.token });
    expect(shown.status, shown.text).toBe(200);
    const secret: string = shown.json.data.secret;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await t.call('GET', url, { token: ana.token })).json.data.secret).toBe(secret);

    const answers = [
      made.text,
      (await t.call('GET', '/api/file-requests', { token: ana.token })).text,
      (await t.call('GET', '/api/file-requests', { token: admin })).text,
      (await t.call('PUT', `/api/file-requests/${id}`, { token: ana.token, body: { title: 'x' } }))
        .text,
      (await t.call('GET', `/api/public/requests/${made.json.data.slug}`)).text,
    ];
    for (const text of answers) expect(text).not.toContain(secret);
    for (const method of ['GET', 'POST'] as const)
      expect((await t.call(method, url, { token: bob.token })).status).toBe(404);
    const row = await t.database.db
      .selectFrom('file_requests')
      .select('webhook_secret')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.webhook_secret).toMatch(/^v1\./);
    expect(row.webhook_secret).not.toContain(secret);

    const rotated = await t.call('POST', url, { token: ana.token });
    expect(rotated.json.data.secret).not.toBe(secret);
    expect((await t.call('GET', url, { token: ana.token })).json.data.secret).toBe(
      rotated.json.data.secret,
    );

    const body = { webhook_url: '' };
    await t.call('PUT', `/api/file-requests/${id}`, { token: ana.token, body });
    expect((await t.call('GET', url, { token: ana.token })).status).toBe(404);
    const again = { webhook_url: 'https://hooks.example.com/in' };
    await t.call('PUT', `/api/file-requests/${id}`, { token: ana.token, body: again });
    const renewed = (await t.call('GET', url, { token: ana.token })).json.data.secret;
    expect([secret, rotated.json.data.secret]).not.toContain(renewed);

    // Who saw or replaced it is on record, never the secret; a refused reveal is not an entry.
    const log = await t.call('GET', '/api/admin/audit?limit=100', { token: admin });
    const actions = (log.json.data.entries as { action: string; actor: { label: string } }[])
      .filter((entry) => entry.action.startsWith('file_request.webhook_secret'))
      .map((entry) => `${entry.action} ${entry.actor.label}`);
    expect(actions.sort()).toEqual([
      ...Array(4).fill('file_request.webhook_secret_reveal ana'),
      'file_request.webhook_secret_rotate ana',
    ]);
    for (const value of [secret, rotated.json.data.secret, renewed])
      expect(log.text).not.toContain(value);
  });
});
