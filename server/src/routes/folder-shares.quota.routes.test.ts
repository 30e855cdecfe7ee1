/**
 * A folder share's visitors upload on its owner's behalf (docs/FOLDER-SHARES.md, docs/ACCOUNTS.md
 * "Quotas"): the owner's largest-file quota bounds what they send, refused as the owner's own
 * upload is, in the visitor's language, with nothing kept; an owner without a quota is unaffected.
 */
import { DECLARED_SIZE_FIELD, ErrorCode, Permission } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.js';
import { mountedStorage, type MountedStorage } from '../../test/mounted-storages.js';
import { madeUser } from '../../test/users.js';

const ZH = { 'Accept-Language': 'zh-CN,zh;q=0.9' };

let t: TestApp;
let admin: string;
let storage: MountedStorage;

beforeEach(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
  storage = await mountedStorage(t, admin, 'local');
  await storage.put('inbox/keep.txt', 'kept');
  await storage.mount('/team');
});
afterEach(() => t.close());

/** A form as the web app sends it: the declared size before the file. */
function form(name: string, content: string): FormData {
  const body = new FormData();
  body.append(DECLARED_SIZE_FIELD, String(Buffer.byteLength(content)));
  body.append('file', new Blob([content]), name);
  return body;
}

/** A visitor's upload into the share's top, or the owner's own into the same folder. */
async function send(url: string, body: FormData, auth: Record<string, string> = {}) {
  const res = await t.app.request(url, { method: 'POST', body, headers: auth });
  return { status: res.status, json: (await res.json()) as any };
}
const visitorUpload = (slug: string, name: string, content: string, headers = {}) =>
  send(`/api/public/folders/${slug}/upload?path=%2F`, form(name, content), headers);

async function shareOf(token: string): Promise<string> {
  const made = await t.call('POST', '/api/folder-shares', {
    token,
    body: { path: '/team/inbox', allow_uploads: true },
  });
  expect(made.status, made.text).toBe(201);
  return made.json.data.slug as string;
}

describe('uploads into a folder share and its owner’s quota', () => {
  it('holds a visitor to a user owner’s largest-file quota, in the visitor’s language', async () => {
    const user = await madeUser(t, admin, 'oona', {
      permissions: Permission.MOUNT_VIEW | Permission.MOUNT_UPLOAD | Permission.FILE_SHARE,
      quota_file_bytes: 4,
    });
    const slug = await shareOf(user.token);

    expect((await visitorUpload(slug, 'fits.txt', 'four')).status).toBe(201);
    expect((await storage.driver.head('inbox/fits.txt'))?.size).toBe(4);

    const over = await visitorUpload(slug, 'big.txt', 'hello');
    expect([over.status, over.json.error, over.json.reason]).toEqual([
      413,
      ErrorCode.QUOTA_EXCEEDED,
      'quota.fileBytes',
    ]);
    // The same refusal as the owner's own upload of that file into the folder.
    const own = new FormData();
    own.append('path', '/team/inbox');
    for (const [key, value] of form('big.txt', 'hello')) own.append(key, value);
    const owners = await send('/api/fs/upload', own, { Authorization: `Bearer ${user.token}` });
    expect(owners.status).toBe(413);
    expect(over.json.message).toBe(owners.json.message);
    expect(over.json.message).toContain('4 B');

    const zh = await visitorUpload(slug, 'big.txt', 'hello', ZH);
    expect([zh.status, zh.json.reason]).toEqual([413, 'quota.fileBytes']);
    expect(zh.json.message).toContain('超过了单个文件大小上限');
    expect(await storage.driver.head('inbox/big.txt')).toBeFalsy();
  });

  it('leaves an admin owner’s share, which no quota bounds, as it was', async () => {
    const slug = await shareOf(admin);
    const sent = await visitorUpload(slug, 'big.txt', 'x'.repeat(5000));
    expect(sent.status, JSON.stringify(sent.json)).toBe(201);
    expect((await storage.driver.head('inbox/big.txt'))?.size).toBe(5000);
  });
});
