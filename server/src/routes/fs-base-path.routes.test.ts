/**
 * A key's basic_path on every /api route that reads or writes storage by path: each route is tried
 * with a path outside the base (a sibling, a name that starts like the base, the mount above, the
 * virtual root, another storage, `..` spellings) on each side it names, and must refuse without
 * reading, writing or telling anything; the same route inside the base must work, so a route that
 * refused everything would fail here too. Steps that finish an earlier in-base step (commits,
 * multipart calls) are tried with an outside path as well.
 */
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { Permission } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.js';
import { mountedStorage, storageKinds, type MountedStorage } from '../../test/mounted-storages.js';
import { ADMIN_BASIC } from '../../test/webdav-app.js';
import type { StorageDriver } from '../storage/driver.js';

const BASE = '/zone/main/allowed';
const OUTSIDE = `You can only access ${BASE} and its subdirectories`;
const INVALID = 'path is not a valid path';
const SECRETS = /secret of/;
const MOUNT_ALL =
  Permission.MOUNT_VIEW |
  Permission.MOUNT_UPLOAD |
  Permission.MOUNT_COPY |
  Permission.MOUNT_RENAME |
  Permission.MOUNT_DELETE;

let t: TestApp;
let token: string;
let main: MountedStorage;
let side: StorageDriver;
let mainId: string;
let key: string;
/** The admin's WebDAV lock tokens, by URL. */
let locks: Record<string, string>;

type Answer = Awaited<ReturnType<TestApp['call']>>;
interface Target {
  folder: string;
  file: string;
}

const q = (path: string) => encodeURIComponent(path);
const as = (apiKey: string) => ({ apiKey });
const get = (url: string) => t.call('GET', url, as(key));
const post = (url: string, body: unknown) => t.call('POST', url, { ...as(key), body });

/** The multipart form the explorer posts: the folder first, then the file. */
async function upload(folder: string): Promise<Answer> {
  const form = new FormData();
  form.append('path', folder);
  form.append('file', new Blob(['uploaded']), 'new.txt');
  const res = await t.app.request('/api/fs/upload', {
    method: 'POST',
    body: form,
    headers: { Authorization: `ApiKey ${key}` },
  });
  const body = await res.text();
  return { status: res.status, headers: res.headers, json: JSON.parse(body), text: body };
}

/**
 * PUTs to a presigned URL as a browser would: this app for its own URLs (given the length a
 * browser sends), the network otherwise (fetch sends the length itself).
 */
function putTo(url: string, body: Buffer, headers: Record<string, string> = {}): Promise<Response> {
  if (!url.startsWith('/')) return fetch(url, { method: 'PUT', body, headers });
  const length = { 'Content-Length': String(body.length) };
  return Promise.resolve(
    t.app.request(url, { method: 'PUT', body, headers: { ...headers, ...length } }),
  );
}

/** Everything a storage holds, content included, and its open multipart uploads. */
async function contents(driver: StorageDriver): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  const pending = [''];
  for (let prefix = pending.shift(); prefix !== undefined; prefix = pending.shift()) {
    let cursor: string | undefined;
    do {
      const page = await driver.list(prefix, { cursor });
      for (const object of page.objects)
        found[object.key] = object.key.endsWith('/')
          ? ''
          : await text((await driver.get(object.key)).body);
      pending.push(...page.prefixes);
      cursor = page.cursor;
    } while (cursor);
  }
  for (const open of await driver.listMultipartUploads('')) found[`upload:${open.key}`] = '';
  return found;
}
const everything = async () => ({ main: await contents(main.driver), side: await contents(side) });

/** Ways out of the base, each as a folder and a file; `..` spellings never normalise (400). */
const SPELLINGS: [string, Target, 403 | 400][] = [
  ['a sibling folder', { folder: '/zone/main/other', file: '/zone/main/other/secret.txt' }, 403],
  [
    'a name that starts like the base',
    { folder: '/zone/main/allowed-not', file: '/zone/main/allowed-not/secret.txt' },
    403,
  ],
  ['the mount above', { folder: '/zone/main', file: '/zone/main/top.txt' }, 403],
  ['the folders above the mounts', { folder: '/', file: '/zone' }, 403],
  ['another storage', { folder: '/zone/side', file: '/zone/side/secret.txt' }, 403],
  ['..', { folder: `${BASE}/../other`, file: `${BASE}/../other/secret.txt` }, 400],
  [
    'an encoded ..',
    { folder: `${BASE}/%2e%2e/other`, file: `${BASE}/%2e%2e/other/secret.txt` },
    400,
  ],
  [
    'an encoded slash',
    { folder: `${BASE}%2f..%2fother`, file: `${BASE}%2f..%2fother/secret.txt` },
    400,
  ],
];
const INSIDE: Target = { folder: `${BASE}/sub`, file: `${BASE}/a.txt` };

/**
 * Every route, aimed at a target. `perItem` routes answer 200 and refuse item by item (that many
 * items). A route naming two paths has a row for each side, the other side inside the base.
 */
const ROUTES: [string, (p: Target) => Promise<Answer>, { perItem?: number }?][] = [
  ['list', (p) => get(`/api/fs/list?path=${q(p.folder)}`)],
  ['get', (p) => get(`/api/fs/get?path=${q(p.file)}`)],
  ['download', (p) => get(`/api/fs/download?path=${q(p.file)}`)],
  ['file-link', (p) => get(`/api/fs/file-link?path=${q(p.file)}`)],
  ['search', (p) => get(`/api/fs/search?q=secret&scope=directory&path=${q(p.folder)}`)],
  ['archive', (p) => post('/api/fs/archive', { paths: [p.file] })],
  ['create-share', (p) => post('/api/fs/create-share', { path: p.file })],
  ['mkdir', (p) => post('/api/fs/mkdir', { path: `${p.folder}/new` })],
  ['upload', (p) => upload(p.folder)],
  ['update', (p) => post('/api/fs/update', { path: p.file, content: 'overwritten' })],
  ['rename from', (p) => post('/api/fs/rename', { oldPath: p.file, newPath: `${BASE}/moved.txt` })],
  [
    'rename to',
    (p) => post('/api/fs/rename', { oldPath: INSIDE.file, newPath: `${p.folder}/moved.txt` }),
  ],
  [
    'batch-remove',
    (p) =>
      t.call('DELETE', '/api/fs/batch-remove', { ...as(key), body: { paths: [p.file, p.folder] } }),
    { perItem: 2 },
  ],
  [
    'batch-copy from',
    (p) =>
      post('/api/fs/batch-copy', {
        items: [p.file, p.folder].map((sourcePath) => ({
          sourcePath,
          targetPath: `${BASE}/copies/`,
        })),
      }),
    { perItem: 2 },
  ],
  [
    'batch-copy to',
    (p) =>
      post('/api/fs/batch-copy', {
        items: [`${p.folder}/`, `${p.folder}/copied.txt`].map((targetPath) => ({
          sourcePath: INSIDE.file,
          targetPath,
        })),
      }),
    { perItem: 2 },
  ],
  [
    'batch-copy-commit',
    (p) =>
      post('/api/fs/batch-copy-commit', { targetMountId: mainId, files: [{ targetPath: p.file }] }),
    { perItem: 1 },
  ],
  ['presign', (p) => post('/api/fs/presign', { path: p.folder, fileName: 'new.bin', fileSize: 8 })],
  ['presign/commit', (p) => post('/api/fs/presign/commit', { targetPath: p.file })],
  [
    'multipart/init',
    (p) => post('/api/fs/multipart/init', { path: p.folder, fileName: 'big.bin', fileSize: 8 }),
  ],
  ['multipart/list-uploads', (p) => post('/api/fs/multipart/list-uploads', { path: p.folder })],
];

/** The refusals of an answer: its message, or each failed item's error. */
function refusals(res: Answer, perItem: number | undefined): string[] {
  if (perItem === undefined) return [res.json?.message];
  return res.json.data.failed.map((f: { error: string }) => f.error);
}

describe.each(storageKinds)('a key’s base path on %s storage', (kind) => {
  beforeEach(async () => {
    t = await createTestApp();
    token = await t.adminToken();
    main = await mountedStorage(t, token, kind);
    side = await sideStorage();
    for (const [name, content] of [
      ['allowed/a.txt', 'inside'],
      ['allowed/sub/b.txt', 'inside too'],
      ['other/secret.txt', 'secret of a sibling'],
      ['allowed-not/secret.txt', 'secret of a lookalike'],
      ['top.txt', 'secret of the mount'],
    ])
      await main.put(name!, content!);
    const secret = Buffer.from('secret of another storage');
    await side.put('secret.txt', Readable.from([secret]), {
      contentType: 'text/plain',
      size: secret.length,
    });
    mainId = await main.mount('/zone/main', { webdav_policy: 'native_proxy' });
    // Locks held over WebDAV outside the base: a refusal must not hang on them, or its 423 would
    // tell the key what is locked there.
    locks = {};
    for (const [path, depth] of [
      ['/dav/zone/main/other/', 'infinity'],
      ['/dav/zone/main/allowed-not/', 'infinity'],
      ['/dav/zone/main/top.txt', '0'],
      ['/dav/zone/side/', 'infinity'],
    ] as const)
      locks[path] = await davLock(path, depth);
    key = (
      await t.createKey(token, {
        name: 'based',
        permissions: Permission.FILE_SHARE | MOUNT_ALL,
        basic_path: `${BASE}/`,
      })
    ).key;
  });
  afterEach(async () => {
    await main.cleanup();
    await t.close();
  });

  it.each(ROUTES)(
    '%s refuses every way out of the base and works inside it',
    async (_route, send, o = {}) => {
      const before = await everything();
      for (const [spelling, target, status] of SPELLINGS) {
        const res = await send(target);
        const what = `${spelling}: ${res.text}`;
        expect(res.status, what).toBe(o.perItem ? 200 : status);
        const expected = status === 403 ? OUTSIDE : INVALID;
        expect(refusals(res, o.perItem), what).toEqual(Array(o.perItem ?? 1).fill(expected));
        expect(res.text, what).not.toMatch(SECRETS);
      }
      expect(await everything()).toEqual(before);
      const inside = await send(INSIDE);
      expect(inside.status, inside.text).toBeLessThan(300);
      if (o.perItem) expect(inside.json.data.failed, inside.text).toEqual([]);
    },
  );

  it('finishes an upload begun inside the base only inside it', async () => {
    const body = Buffer.from('8 bytes!');
    const signed = await post('/api/fs/presign', {
      path: BASE,
      fileName: 'up.bin',
      fileSize: body.length,
    });
    expect(
      (await putTo(signed.json.data.presignedUrl, body, signed.json.data.headers)).status,
    ).toBe(200);
    const init = await post('/api/fs/multipart/init', {
      path: BASE,
      fileName: 'big.bin',
      fileSize: body.length,
    });
    const { uploadId, presignedUrls } = init.json.data;
    const part = await putTo(presignedUrls[0].url, body);
    const parts = [{ PartNumber: 1, ETag: part.headers.get('ETag') }];
    // Each step names where the upload lands; the client may name another place than it began in.
    const STEPS: [string, (folder: string) => Promise<Answer>][] = [
      [
        'presign/commit',
        (folder) =>
          post('/api/fs/presign/commit', { targetPath: `${folder}/up.bin`, fileSize: body.length }),
      ],
      ['list-parts', (folder) => post('/api/fs/multipart/list-parts', { path: folder, uploadId })],
      [
        'refresh-urls',
        (folder) =>
          post('/api/fs/multipart/refresh-urls', { path: folder, uploadId, partNumbers: [1] }),
      ],
      [
        'complete',
        (folder) => post('/api/fs/multipart/complete', { path: folder, uploadId, parts }),
      ],
      ['abort', (folder) => post('/api/fs/multipart/abort', { path: folder, uploadId })],
    ];
    const before = await everything();
    for (const [step, send] of STEPS)
      for (const [spelling, target, status] of SPELLINGS) {
        const res = await send(target.folder);
        const what = `${step}, ${spelling}: ${res.text}`;
        expect(res.status, what).toBe(status);
        expect(res.json.message, what).toBe(status === 403 ? OUTSIDE : INVALID);
      }
    expect(await everything()).toEqual(before);
    // The same steps inside the base finish the upload (and leave nothing to abort).
    for (const [step, send] of STEPS.slice(0, 4))
      expect((await send(BASE)).status, step).toBeLessThan(300);
    expect(await text((await main.driver.get('allowed/big.bin')).body)).toBe('8 bytes!');
  });

  it('hands over a copy between storages only when both sides are inside the base', async () => {
    // The admin's lock would stop even a key that may write there.
    const unlock = await t.app.request('/dav/zone/side/', {
      method: 'UNLOCK',
      headers: { Authorization: ADMIN_BASIC, 'Lock-Token': locks['/dav/zone/side/']! },
    });
    expect(unlock.status).toBe(204);
    const copyAs = async (basic_path: string) => {
      const { key } = await t.createKey(token, {
        name: basic_path,
        permissions: MOUNT_ALL,
        basic_path,
      });
      const res = await t.call('POST', '/api/fs/batch-copy', {
        ...as(key),
        body: {
          items: [
            { sourcePath: '/zone/side/secret.txt', targetPath: `${BASE}/` },
            { sourcePath: `${BASE}/a.txt`, targetPath: '/zone/side/' },
          ],
        },
      });
      expect(res.status, res.text).toBe(200);
      return res.json.data;
    };
    const before = await everything();
    const [fromSide, toSide] = [`/zone/side`, BASE].map(
      (base) => `You can only access ${base} and its subdirectories`,
    );
    expect((await copyAs('/zone/side')).failed.map((f: { error: string }) => f.error)).toEqual([
      fromSide,
      fromSide,
    ]);
    expect((await copyAs(BASE)).failed.map((f: { error: string }) => f.error)).toEqual([
      toSide,
      toSide,
    ]);
    expect(await everything()).toEqual(before);
    const both = await copyAs('/zone');
    expect(both.failed).toEqual([]);
    expect(both.crossStorageResults.map((r: { targetPath: string }) => r.targetPath)).toEqual([
      `${BASE}/secret.txt`,
      '/zone/side/a.txt',
    ]);
  });
});

/**
 * A second local storage beside the app's own, mounted at /zone/side: a copy between storages on
 * every run, S3 or not.
 */
async function sideStorage(): Promise<StorageDriver> {
  const res = await t.call('POST', '/api/s3-configs', {
    token,
    body: { name: 'Side', storage_type: 'LOCAL', bucket_name: 'side-files', is_public: 1 },
  });
  expect(res.status, res.text).toBe(201);
  const configId = res.json.data.id as string;
  const mounted = await t.call('POST', '/api/admin/mounts', {
    token,
    body: {
      name: 'side',
      storage_type: 'LOCAL',
      storage_config_id: configId,
      mount_path: '/zone/side',
      webdav_policy: 'native_proxy',
    },
  });
  expect(mounted.status, mounted.text).toBe(201);
  return (await t.services.storage.byId(configId)).driver;
}

/** Takes an exclusive lock as the admin; answers its token. */
async function davLock(path: string, depth: '0' | 'infinity'): Promise<string> {
  const res = await t.app.request(path, {
    method: 'LOCK',
    headers: { Authorization: ADMIN_BASIC, Depth: depth, Timeout: 'Second-600' },
    body: '<?xml version="1.0"?><D:lockinfo xmlns:D="DAV:"><D:lockscope><D:exclusive/></D:lockscope><D:locktype><D:write/></D:locktype></D:lockinfo>',
  });
  expect(res.status, path).toBe(200);
  return res.headers.get('Lock-Token') ?? '';
}
