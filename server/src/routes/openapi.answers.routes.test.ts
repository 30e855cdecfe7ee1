/**
 * The document's answer schemas are the routes' real answers: calls through the app, each answer's
 * `data` parsed with the schema the route table names for it (docs/API.md, "OpenAPI").
 */
import type { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { upload } from '../../test/file-shares.js';
import { closeStorageApp, openStorageApp, type StorageApp } from '../../test/storage-app.js';
import { API_OPERATIONS } from '../openapi/index.js';

let app: StorageApp;
beforeEach(async () => {
  app = await openStorageApp('local');
});
afterEach(() => closeStorageApp(app));

/** The route table's answer for `METHOD /api/path` as registered: its status and data schema. */
function documented(route: string): { status: number; schema: z.ZodType } {
  const [method, path] = route.split(' ');
  const op = API_OPERATIONS.find((o) => o.method === method && o.path === path);
  const answer = op?.answer;
  if (answer?.kind !== 'json' || !answer.data) throw new Error(`${route} documents no data`);
  return { status: answer.status ?? 200, schema: answer.data.schema };
}

type CallInit = Parameters<StorageApp['t']['call']>[2];

/** Calls `url` as `route` and checks the answer against the document; answers its data. */
async function conforms(route: string, url: string, init: CallInit = {}): Promise<any> {
  const { status, schema } = documented(route);
  const method = route.split(' ')[0]!.toUpperCase() as 'GET';
  const res = await app.t.call(method, url, init);
  expect(res.status, `${route}: ${res.text}`).toBe(status);
  const parsed = schema.safeParse(res.json.data);
  expect(parsed.error?.issues ?? [], route).toEqual([]);
  return res.json.data;
}

describe('answers as the OpenAPI document describes them', () => {
  it('system, sign-in, API keys, text shares, mounts, storage and the audit log', async () => {
    const { token, storage } = app;
    await conforms('post /api/admin/login', '/api/admin/login', {
      body: { username: 'admin', password: 'correct horse battery' },
    });
    const key = await conforms('post /api/admin/api-keys', '/api/admin/api-keys', {
      token,
      body: { name: 'ci', permissions: 1 | 2 | 256 },
    });
    await conforms('get /api/admin/api-keys', '/api/admin/api-keys', { token });
    await conforms('put /api/admin/api-keys/:id', `/api/admin/api-keys/${key.id}`, {
      token,
      body: { name: 'ci-2' },
    });
    await conforms('get /api/test/api-key', '/api/test/api-key', { apiKey: key.key });

    const paste = await conforms('post /api/paste', '/api/paste', {
      token,
      body: { content: '# hi', title: 'Hi', password: 'pw' },
    });
    await conforms('get /api/paste/:slug', `/api/paste/${paste.slug}`);
    await conforms('post /api/paste/:slug', `/api/paste/${paste.slug}`, {
      body: { password: 'pw' },
    });
    await conforms('get /api/pastes', '/api/pastes', { token });
    await conforms('get /api/pastes/:id', `/api/pastes/${paste.id}`, { token });

    const mountId = await storage.mount('/team');
    await conforms('get /api/admin/mounts', '/api/admin/mounts', { token });
    await conforms('get /api/admin/mounts/:id', `/api/admin/mounts/${mountId}`, { token });
    await conforms('put /api/admin/mounts/:id', `/api/admin/mounts/${mountId}`, {
      token,
      body: { remark: 'shared' },
    });
    await conforms('get /api/user/mounts', '/api/user/mounts', { apiKey: key.key });
    await conforms('get /api/admin/storage-types', '/api/admin/storage-types', { token });
    await conforms('get /api/health', '/api/health');
    await conforms('get /api/version', '/api/version');
    await conforms('get /api/system/max-upload-size', '/api/system/max-upload-size');
    await conforms('get /api/admin/dashboard/stats', '/api/admin/dashboard/stats', { token });
    await conforms('get /api/admin/cache/stats', '/api/admin/cache/stats', { token });
    await conforms('post /api/admin/cache/clear', '/api/admin/cache/clear', { token });
    await conforms('post /api/user/cache/clear', '/api/user/cache/clear', { apiKey: key.key });
    const config = `/api/s3-configs/${storage.configId}`;
    await conforms('get /api/s3-configs', '/api/s3-configs', { token });
    await conforms('get /api/s3-configs/:id', config, { token });
    await conforms('put /api/s3-configs/:id', config, { token, body: { is_public: true } });
    await conforms('get /api/s3-configs', '/api/s3-configs', { apiKey: key.key });
    await conforms('get /api/s3-configs/:id', config, { apiKey: key.key });
    await conforms('get /api/s3-configs/:id/references', `${config}/references`, { token });
    await conforms('put /api/s3-configs/:id/set-default', `${config}/set-default`, { token });
    await conforms('get /api/test/admin-token', '/api/test/admin-token', { token });
    await conforms('get /api/admin/settings', '/api/admin/settings', { token });
    await conforms('get /api/admin/settings', '/api/admin/settings?metadata=false', { token });
    await conforms('get /api/admin/settings/groups', '/api/admin/settings/groups', { token });
    await conforms(
      'get /api/admin/settings/metadata',
      '/api/admin/settings/metadata?key=max_upload_size',
      { token },
    );
    await conforms('put /api/admin/settings/group/:group', '/api/admin/settings/group/1', {
      token,
      body: { max_upload_size: 100 },
    });
    await conforms('post /api/admin/backup/link', '/api/admin/backup/link', { token });
    await conforms('put /api/pastes/:id', `/api/pastes/${paste.id}`, {
      token,
      body: { remark: 'r' },
    });
    await conforms('post /api/pastes/clear-expired', '/api/pastes/clear-expired', { token });
    await conforms('post /api/admin/pastes/clear-expired', '/api/admin/pastes/clear-expired', {
      token,
    });
    await conforms('delete /api/pastes/batch-delete', '/api/pastes/batch-delete', {
      token,
      body: { ids: [paste.id] },
    });
    const audit = await conforms('get /api/admin/audit', '/api/admin/audit', { token });
    expect(audit.total).toBeGreaterThan(0);
    await conforms('get /api/audit/mine', '/api/audit/mine', { apiKey: key.key });
    await conforms('delete /api/admin/mounts/:id', `/api/admin/mounts/${mountId}`, { token });
    await conforms('delete /api/admin/api-keys/:id', `/api/admin/api-keys/${key.id}`, { token });
    await conforms('delete /api/admin/api-keys/batch-delete', '/api/admin/api-keys/batch-delete', {
      token,
      body: { ids: [key.id] },
    });
    await conforms('post /api/admin/logout', '/api/admin/logout', { token });
  });

  it('file shares and the explorer', async () => {
    const { t, token, storage } = app;
    const uploaded = await upload(t, { token });
    expect(uploaded.status).toBe(documented('post /api/upload').status);
    documented('post /api/upload').schema.parse(uploaded.json.data);
    const { slug, id } = uploaded.json.data as { slug: string; id: string };
    await conforms('get /api/public/files/:slug', `/api/public/files/${slug}`);
    await conforms('get /api/files', '/api/files', { token });
    await conforms('get /api/files/:id', `/api/files/${id}`, { token });
    await conforms('put /api/files/:id', `/api/files/${id}`, { token, body: { remark: 'r' } });
    await conforms('post /api/s3/presign', '/api/s3/presign', {
      token,
      body: { filename: 'a.txt', size: 3, contentType: 'text/plain' },
    });

    await storage.put('docs/a.txt', 'A');
    await storage.mount('/team');
    await conforms('get /api/fs/list', '/api/fs/list?path=/team/docs', { token });
    await conforms('get /api/fs/get', '/api/fs/get?path=/team/docs/a.txt', { token });
    await conforms('get /api/fs/file-link', '/api/fs/file-link?path=/team/docs/a.txt', { token });
    await conforms('post /api/fs/mkdir', '/api/fs/mkdir', { token, body: { path: '/team/new' } });
    await conforms('post /api/fs/update', '/api/fs/update', {
      token,
      body: { path: '/team/docs/b.txt', content: 'B' },
    });
    await conforms('post /api/fs/create-share', '/api/fs/create-share', {
      token,
      body: { path: '/team/docs/a.txt' },
    });
    await conforms('post /api/fs/presign', '/api/fs/presign', {
      token,
      body: { path: '/team/docs', fileName: 'c.txt', fileSize: 1, contentType: 'text/plain' },
    });
    await conforms('post /api/fs/archive', '/api/fs/archive', {
      token,
      body: { paths: ['/team/docs'] },
    });
    await conforms('post /api/fs/batch-copy', '/api/fs/batch-copy', {
      token,
      body: { items: [{ sourcePath: '/team/docs/a.txt', targetPath: '/team/new/a.txt' }] },
    });
    await conforms('post /api/fs/rename', '/api/fs/rename', {
      token,
      body: { oldPath: '/team/docs/b.txt', newPath: '/team/docs/c.txt' },
    });
    await conforms('delete /api/fs/batch-remove', '/api/fs/batch-remove', {
      token,
      body: { paths: ['/team/new'] },
    });
  });
});
