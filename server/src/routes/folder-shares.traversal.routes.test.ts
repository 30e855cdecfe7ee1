/**
 * The path-traversal table (as fs.routes.test.ts and fs-base-path.routes.test.ts have for the
 * explorer) for folder-share links: every spelling of a way out of the shared folder, on every
 * visitor route, reads, lists, zips and writes nothing outside it; a symlink on the local driver
 * pointing out of the folder is neither listed nor served; a hand-picked set keeps its siblings out.
 */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.js';
import { mountedStorage } from '../../test/mounted-storages.js';
import { unzip } from '../../test/unzip.js';

let t: TestApp;
let whole: string;
let picked: string;
const SECRETS = /secret of|outside the storage/;

const EVIL = [
  '/../secret.txt',
  '/%2e%2e/secret.txt',
  '/%252e%252e/secret.txt',
  '/..%2fsecret.txt',
  '/sub/..%5c..%5csecret.txt',
  '\\..\\secret.txt',
  '/sub/../../secret.txt',
  '../secret.txt',
  '/sub/%2e%2e/%2e%2e/secret.txt',
  '/team/other/secret.txt',
  '/..',
  '/sub/ok.txt\0',
  'C:\\secret.txt',
  '/escape/secret.txt',
  '/escape',
];

const ROUTES = ['list', 'view', 'download', 'zip'] as const;

beforeEach(async () => {
  t = await createTestApp();
  const token = await t.adminToken();
  const storage = await mountedStorage(t, token, 'local');
  await storage.put('shared/ok.txt', 'ok');
  await storage.put('shared/sub/ok.txt', 'ok too');
  await storage.put('shared/sibling.txt', 'secret of a sibling');
  await storage.put('secret.txt', 'secret of the mount');
  await storage.put('other/secret.txt', 'secret of another folder');
  writeFileSync(join(t.dataDir, 'outside.txt'), 'outside the storage');
  // A link inside the shared folder to a folder beside it, inside the storage's root.
  const root = join(t.dataDir, 'storage');
  mkdirSync(join(root, 'other'), { recursive: true });
  symlinkSync(join(root, 'other'), join(root, 'shared', 'escape'));
  symlinkSync(join(root, 'secret.txt'), join(root, 'shared', 'link.txt'));
  await storage.mount('/team');
  const make = async (body: Record<string, unknown>) =>
    (await t.call('POST', '/api/folder-shares', { token, body })).json.data.slug as string;
  whole = await make({ path: '/team/shared', allow_uploads: true });
  picked = await make({ path: '/team/shared', names: ['sub'] });
});
afterEach(() => t.close());

/** A JSON answer's body, as the tests read it. */
const json = async (res: Response | Promise<Response>): Promise<any> => (await res).json();
const visit = (slug: string, route: string, path: string) =>
  t.app.request(`/api/public/folders/${slug}/${route}?path=${encodeURIComponent(path)}`);

describe('folder-share links never reach outside the shared folder', () => {
  it.each(EVIL)('%s', async (evil) => {
    for (const slug of [whole, picked])
      for (const route of ROUTES) {
        const res = await visit(slug, route, evil);
        const body = Buffer.from(await res.arrayBuffer());
        const what = `${route} ${evil}`;
        expect([400, 403, 404], what).toContain(res.status);
        expect(body.toString('latin1'), what).not.toMatch(SECRETS);
      }
    const form = new FormData();
    form.append('file', new Blob(['x']), 'dropped.txt');
    const sent = await t.app.request(
      `/api/public/folders/${whole}/upload?path=${encodeURIComponent(evil)}`,
      { method: 'POST', body: form },
    );
    expect([400, 403, 404], `upload ${evil}`).toContain(sent.status);
  });

  it('leaves out links that point out of the folder, and a picked set’s siblings', async () => {
    const top = await json(visit(whole, 'list', '/'));
    expect(top.data.items.map((i: { name: string }) => i.name).sort()).toEqual([
      'ok.txt',
      'sibling.txt',
      'sub',
    ]);
    expect((await visit(whole, 'view', '/link.txt')).status).toBe(404);
    const zip = await unzip(Buffer.from(await (await visit(whole, 'zip', '/')).arrayBuffer()));
    expect(zip.map((e) => e.name).sort()).toEqual(['ok.txt', 'sibling.txt', 'sub/ok.txt']);
    for (const route of ROUTES)
      expect((await visit(picked, route, '/sibling.txt')).status, route).toBe(404);
    const pickedTop = await json(visit(picked, 'list', '/'));
    expect(pickedTop.data.items.map((i: { name: string }) => i.name)).toEqual(['sub']);
  });
});
