/**
 * Folder shares (docs/FOLDER-SHARES.md): made from a folder the caller can see, opened by a
 * visitor through the password gate, browsed, downloaded file by file and as a zip, counted
 * exactly under concurrency, revoked and deleted.
 */
import { Permission } from '@cloudpaste/contracts';
import type { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.js';
import { mountedStorage, type MountedStorage } from '../../test/mounted-storages.js';
import { unzip } from '../../test/unzip.js';
import { madeUser } from '../../test/users.js';
import { API_OPERATIONS } from '../openapi/index.js';

let t: TestApp;
let token: string;
let storage: MountedStorage;

const q = encodeURIComponent;
const share = (
  body: Record<string, unknown>,
  auth: { token?: string; apiKey?: string } = { token },
) => t.call('POST', '/api/folder-shares', { ...auth, body });
/** A JSON answer's body, as the tests read it. */
const json = async (res: Response | Promise<Response>): Promise<any> => (await res).json();
const visit = (slug: string, route: string, path = '/', ticket = '') =>
  t.app.request(
    `/api/public/folders/${slug}/${route}?path=${q(path)}${ticket && `&t=${q(ticket)}`}`,
  );

beforeEach(async () => {
  t = await createTestApp();
  token = await t.adminToken();
  storage = await mountedStorage(t, token, 'local');
  for (const [key, content] of [
    ['photos/a.txt', 'alpha'],
    ['photos/b.txt', 'beta'],
    ['photos/trip/c.txt', 'gamma'],
    ['private/secret.txt', 'secret'],
  ] as const)
    await storage.put(key, content);
  await storage.mount('/team');
});
afterEach(() => t.close());

describe('folder shares', () => {
  it('opens behind the password, lists, serves files and zips only what the folder holds', async () => {
    const fileShare = await t.call('POST', '/api/fs/create-share', {
      token,
      body: { path: '/team/photos/a.txt' },
    });
    expect(fileShare.status).toBe(201);
    const made = await share({ path: '/team/photos', password: 'pw', expires_in: 24 });
    expect(made.status, made.text).toBe(201);
    const { slug } = made.json.data;
    const info = await t.call('GET', `/api/public/folders/${slug}`);
    expect(info.json.data).toMatchObject({ name: 'photos', has_password: true, picked: false });

    expect((await visit(slug, 'list')).status).toBe(401);
    const wrong = await t.call('POST', `/api/public/folders/${slug}/verify`, {
      body: { password: 'no' },
    });
    expect(wrong.status).toBe(401);
    const right = await t.call('POST', `/api/public/folders/${slug}/verify`, {
      body: { password: 'pw' },
    });
    const { ticket } = right.json.data;

    const top = await json(visit(slug, 'list', '/', ticket));
    expect(top.data.items.map((i: { path: string }) => i.path).sort()).toEqual([
      '/a.txt',
      '/b.txt',
      '/trip',
    ]);
    // a.txt is also a file share's file (made below): a visitor is not told.
    expect(top.data.items.every((i: object) => !('share' in i))).toBe(true);
    const trip = await json(visit(slug, 'list', '/trip', ticket));
    expect(trip.data).toMatchObject({ path: '/trip', isRoot: false });
    expect(trip.data.items.map((i: { name: string }) => i.name)).toEqual(['c.txt']);

    const file = await visit(slug, 'download', '/trip/c.txt', ticket);
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Disposition')).toMatch(/attachment/);
    expect(await file.text()).toBe('gamma');

    const zip = await visit(slug, 'zip', '/', ticket);
    expect(zip.status).toBe(200);
    const entries = await unzip(Buffer.from(await zip.arrayBuffer()));
    expect(entries.map((e) => `${e.name}=${e.data}`).sort()).toEqual([
      'a.txt=alpha',
      'b.txt=beta',
      'trip/c.txt=gamma',
    ]);
    const sub = await unzip(
      Buffer.from(await (await visit(slug, 'zip', '/trip', ticket)).arrayBuffer()),
    );
    expect(sub.map((e) => e.name)).toEqual(['c.txt']);

    const listed = await t.call('GET', '/api/folder-shares', { token });
    expect(listed.json.data).toEqual([
      expect.objectContaining({ slug, downloads: 3, path: '/team/photos' }),
    ]);
  });

  it('counts 20 parallel downloads against a limit of 5 exactly, then answers 410', async () => {
    const { slug } = (await share({ path: '/team/photos', max_downloads: 5 })).json.data;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        visit(slug, i % 2 ? 'zip' : 'download', i % 2 ? '/' : '/a.txt'),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 410)).toHaveLength(15);
    await Promise.all(answers.map((r) => r.arrayBuffer()));
    const row = await t.database.db
      .selectFrom('folder_shares')
      .select('downloads')
      .executeTakeFirstOrThrow();
    expect(Number(row.downloads)).toBe(5);
    expect((await visit(slug, 'list')).status).toBe(410);
  });

  it('shares a hand-picked set without its siblings', async () => {
    const made = await share({ path: '/team/photos', names: ['a.txt', 'trip'] });
    const { slug } = made.json.data;
    const top = await json(visit(slug, 'list'));
    expect(top.data.items.map((i: { name: string }) => i.name).sort()).toEqual(['a.txt', 'trip']);
    expect((await visit(slug, 'download', '/b.txt')).status).toBe(404);
    expect((await visit(slug, 'view', '/trip/c.txt')).status).toBe(200);
    const entries = await unzip(Buffer.from(await (await visit(slug, 'zip')).arrayBuffer()));
    expect(entries.map((e) => e.name).sort()).toEqual(['a.txt', 'trip/c.txt']);
    const missing = await share({ path: '/team/photos', names: ['nope.txt'] });
    expect(missing.status).toBe(404);
  });

  it('takes uploads into the folder only when the share allows them', async () => {
    const closed = (await share({ path: '/team/photos' })).json.data.slug;
    const open = (await share({ path: '/team/photos', allow_uploads: true })).json.data.slug;
    const send = (slug: string) => {
      const form = new FormData();
      form.append('file', new Blob(['new bytes']), 'new.txt');
      return t.app.request(`/api/public/folders/${slug}/upload?path=${q('/trip')}`, {
        method: 'POST',
        body: form,
      });
    };
    expect((await send(closed)).status).toBe(400);
    const sent = await send(open);
    expect(sent.status, await sent.clone().text()).toBe(201);
    expect((await json(sent)).data.path).toBe('/trip/new.txt');
    expect(await (await visit(open, 'download', '/trip/new.txt')).text()).toBe('new bytes');
  });

  it('revoked answers 410 at once, deleted 404; only the owner manages it', async () => {
    const { id, slug } = (await share({ path: '/team/photos' })).json.data;
    const key = await t.createKey(token, {
      name: 'other',
      permissions: Permission.MOUNT_VIEW | Permission.FILE_SHARE,
      basic_path: '/',
    });
    expect(
      (await t.call('POST', `/api/folder-shares/${id}/revoke`, { apiKey: key.key })).status,
    ).toBe(404);
    expect((await t.call('GET', '/api/folder-shares', { apiKey: key.key })).json.data).toEqual([]);
    const revoked = await t.call('POST', `/api/folder-shares/${id}/revoke`, { token });
    expect(revoked.json.data.revoked_at).not.toBeNull();
    expect((await visit(slug, 'list')).status).toBe(410);
    expect((await t.call('GET', `/api/public/folders/${slug}`)).status).toBe(410);
    expect((await t.call('DELETE', `/api/folder-shares/${id}`, { token })).status).toBe(200);
    expect((await t.call('GET', `/api/public/folders/${slug}`)).status).toBe(404);
  });

  it('ends with its owner’s right to share it: a deleted key’s links answer 410', async () => {
    const key = await t.createKey(token, {
      name: 'sharer',
      permissions: Permission.MOUNT_VIEW | Permission.FILE_SHARE,
    });
    const { slug } = (await share({ path: '/team/photos' }, { apiKey: key.key })).json.data;
    expect((await visit(slug, 'list')).status).toBe(200);
    expect((await t.call('DELETE', `/api/admin/api-keys/${key.id}`, { token })).status).toBe(200);
    const after = await visit(slug, 'list');
    expect(after.status).toBe(410);
    expect((await json(after)).message).toMatch(/may no longer share/);
  });

  it('moves with its owner’s other shares when the account is deleted, or goes with them', async () => {
    const permissions = Permission.MOUNT_VIEW | Permission.FILE_SHARE;
    const keep = await madeUser(t, token, 'hana', { permissions });
    const drop = await madeUser(t, token, 'ivan', { permissions });
    const target = await madeUser(t, token, 'june', { permissions });
    const kept = (await share({ path: '/team/photos' }, { token: keep.token })).json.data;
    const dropped = (await share({ path: '/team/photos' }, { token: drop.token })).json.data;
    const move = { shares: 'move', move_to: target.id };
    await t.call('DELETE', `/api/admin/users/${keep.id}`, { token, body: move });
    const theirs = await t.call('GET', '/api/folder-shares', { token: target.token });
    expect(theirs.json.data.map((s: { id: string }) => s.id)).toEqual([kept.id]);
    expect((await visit(kept.slug, 'list')).status).toBe(200);
    await t.call('DELETE', `/api/admin/users/${drop.id}`, { token, body: { shares: 'delete' } });
    expect((await visit(dropped.slug, 'list')).status).toBe(404);
  });

  it('backs off wrong passwords under the share-password limiter: 10 free, then 429', async () => {
    const { slug } = (await share({ path: '/team/photos', password: 'pw' })).json.data;
    const guess = (password: string) =>
      t.call('POST', `/api/public/folders/${slug}/verify`, { body: { password } });
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await guess(`wrong ${i}`)).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    expect((await guess('pw')).status).toBe(429);
  });

  it('answers as the OpenAPI document describes', async () => {
    const schemaOf = (method: string, path: string) => {
      const answer = API_OPERATIONS.find((o) => o.method === method && o.path === path)?.answer;
      if (answer?.kind !== 'json' || !answer.data) throw new Error(`${path} documents no data`);
      return answer.data.schema as z.ZodType;
    };
    const made = await share({ path: '/team/photos', names: ['a.txt'] });
    const answers: [string, string, unknown][] = [
      ['post', '/api/folder-shares', made.json.data],
      [
        'get',
        '/api/folder-shares',
        (await t.call('GET', '/api/folder-shares', { token })).json.data,
      ],
      [
        'get',
        '/api/public/folders/:slug',
        (await t.call('GET', `/api/public/folders/${made.json.data.slug}`)).json.data,
      ],
      [
        'get',
        '/api/public/folders/:slug/list',
        (await json(visit(made.json.data.slug, 'list'))).data,
      ],
    ];
    for (const [method, path, data] of answers)
      expect(schemaOf(method, path).safeParse(data).error?.issues ?? [], path).toEqual([]);
  });

  it('lets a key share only what it can see itself, and needs both permissions', async () => {
    const based = await t.createKey(token, {
      name: 'based',
      permissions: Permission.MOUNT_VIEW | Permission.FILE_SHARE,
      basic_path: '/team/photos/',
    });
    expect((await share({ path: '/team/private' }, { apiKey: based.key })).status).toBe(403);
    expect((await share({ path: '/team' }, { apiKey: based.key })).status).toBe(403);
    expect((await share({ path: '/team/photos/trip' }, { apiKey: based.key })).status).toBe(201);
    const viewer = await t.createKey(token, { name: 'viewer', permissions: Permission.MOUNT_VIEW });
    expect((await share({ path: '/team/photos' }, { apiKey: viewer.key })).status).toBe(403);
    expect((await share({ path: '/team/photos/a.txt' })).status).toBe(400);
  });
});
