/**
 * A user owns what their keys made (docs/ACCOUNTS.md "What belongs to whom"): the user, signed in
 * or through any of their keys, lists, reads, edits and deletes the text and file shares any of
 * those keys made; the admin sees everything; another user, another user's key and an admin-made
 * key see none of it (404). A deleted key's shares stay with its owner; an admin-made key's with
 * the key. Runs on SQLite and PostgreSQL (projects server and server-pg).
 */
import { Permission } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.js';
import { upload } from '../../test/file-shares.js';
import { mountedStorage } from '../../test/mounted-storages.js';
import { madeUser, type MadeUser } from '../../test/users.js';

const SHARES = Permission.TEXT | Permission.FILE_SHARE;
type Auth = { token: string } | { apiKey: string };

let t: TestApp;
let admin: string;
let ann: MadeUser;
let annKey: { id: string; key: string };

beforeEach(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
  ann = await madeUser(t, admin, 'ann', { permissions: SHARES });
  annKey = await ownKey(ann, 'ann-key');
});
afterEach(() => t.close());

async function ownKey(user: MadeUser, name: string) {
  const res = await t.call('POST', '/api/account/api-keys', {
    token: user.token,
    body: { name, permissions: SHARES },
  });
  expect(res.status).toBe(201);
  return res.json.data as { id: string; key: string };
}

async function textShare(auth: Auth, slug: string): Promise<string> {
  const res = await t.call('POST', '/api/paste', { ...auth, body: { content: 'words', slug } });
  expect(res.status).toBe(201);
  return res.json.data.id as string;
}

async function fileShare(auth: Auth, name: string): Promise<string> {
  const res = await upload(t, {
    ...auth,
    before: [['use_proxy', 'true']],
    file: { name, type: 'text/plain', content: Buffer.from('bytes') },
  });
  expect(res.status).toBe(201);
  return res.json.data.id as string;
}

/** What `auth` finds of one text share and one file share: in its lists, by id, edit, delete. */
async function reach(auth: Auth, pasteId: string, fileId: string) {
  const pastes = await t.call('GET', '/api/pastes', auth);
  const files = await t.call('GET', '/api/files', auth);
  const seen = {
    textListed: pastes.json.data.results.some((p: { id: string }) => p.id === pasteId),
    fileListed: files.json.data.files.some((f: { id: string }) => f.id === fileId),
    textGet: (await t.call('GET', `/api/pastes/${pasteId}`, auth)).status,
    fileGet: (await t.call('GET', `/api/files/${fileId}`, auth)).status,
    textEdit: (await t.call('PUT', `/api/pastes/${pasteId}`, { ...auth, body: { content: 'x' } }))
      .status,
    fileEdit: (await t.call('PUT', `/api/files/${fileId}`, { ...auth, body: { remark: 'x' } }))
      .status,
  };
  const ids = { body: { ids: [pasteId] } };
  const textDeleted = (await t.call('DELETE', '/api/pastes/batch-delete', { ...auth, ...ids })).json
    .data.deleted;
  const fileIds = { body: { ids: [fileId] } };
  const fileDeleted = (await t.call('DELETE', '/api/files/batch-delete', { ...auth, ...fileIds }))
    .json.data.success;
  return { ...seen, textDeleted, fileDeleted };
}

const OWNER_REACH = {
  textListed: true,
  fileListed: true,
  textGet: 200,
  fileGet: 200,
  textEdit: 200,
  fileEdit: 200,
  textDeleted: 1,
  fileDeleted: 1,
};
const NO_REACH = {
  textListed: false,
  fileListed: false,
  textGet: 404,
  fileGet: 404,
  textEdit: 404,
  fileEdit: 404,
  textDeleted: 0,
  fileDeleted: 0,
};

const askers: [string, () => Promise<Auth>, typeof OWNER_REACH][] = [
  ['the admin', async () => ({ token: admin }), OWNER_REACH],
  ['the user signed in', async () => ({ token: ann.token }), OWNER_REACH],
  [
    "the user's other key",
    async () => ({ apiKey: (await ownKey(ann, 'second')).key }),
    OWNER_REACH,
  ],
  [
    'another user',
    async () => ({ token: (await madeUser(t, admin, 'bob', { permissions: SHARES })).token }),
    NO_REACH,
  ],
  [
    "another user's key",
    async () => ({
      apiKey: (await ownKey(await madeUser(t, admin, 'bob', { permissions: SHARES }), 'b')).key,
    }),
    NO_REACH,
  ],
  [
    'an admin-made key',
    async () => ({ apiKey: (await t.createKey(admin, { name: 'adm', permissions: SHARES })).key }),
    NO_REACH,
  ],
];

describe("shares made by a user's key", () => {
  for (const [who, login, expected] of askers)
    it(`are reached by ${who} as its owner's would be`, async () => {
      const pasteId = await textShare({ apiKey: annKey.key }, 'by-ann-key');
      const fileId = await fileShare({ apiKey: annKey.key }, 'by-ann-key.txt');
      expect(await reach(await login(), pasteId, fileId)).toEqual(expected);
    });

  it("are the user's for every one of the user's keys, and the user's own are the keys' too", async () => {
    const pasteId = await textShare({ token: ann.token }, 'by-ann');
    const fileId = await fileShare({ token: ann.token }, 'by-ann.txt');
    expect(await reach({ apiKey: annKey.key }, pasteId, fileId)).toEqual(OWNER_REACH);
  });

  it('are listed with the name of the key that made them', async () => {
    await textShare({ apiKey: annKey.key }, 'named');
    const list = await t.call('GET', '/api/pastes', { token: ann.token });
    expect(list.json.data.results).toEqual([expect.objectContaining({ keyName: 'ann-key' })]);
  });

  it('stay with the owner after the key is deleted; an admin-made key’s stay with the key', async () => {
    const pasteId = await textShare({ apiKey: annKey.key }, 'kept');
    const fileId = await fileShare({ apiKey: annKey.key }, 'kept.txt');
    const adminKey = await t.createKey(admin, { name: 'adm', permissions: SHARES });
    const adminKeyPaste = await textShare({ apiKey: adminKey.key }, 'by-admin-key');
    const gone = await t.call('DELETE', `/api/account/api-keys/${annKey.id}`, { token: ann.token });
    expect(gone.status).toBe(200);
    await t.call('DELETE', `/api/admin/api-keys/${adminKey.id}`, { token: admin });
    const row = await t.database.db
      .selectFrom('pastes')
      .select('created_by')
      .where('id', '=', adminKeyPaste)
      .executeTakeFirstOrThrow();
    expect(row.created_by).toBe(`apikey:${adminKey.id}`);
    const bob = await madeUser(t, admin, 'bob', { permissions: SHARES });
    expect(await reach({ token: bob.token }, pasteId, fileId)).toEqual(NO_REACH);
    const got = await t.call('GET', `/api/pastes/${pasteId}`, { token: ann.token });
    expect(got.json.data.keyName).toBe('ann');
    expect(await reach({ token: ann.token }, pasteId, fileId)).toEqual(OWNER_REACH);
  });

  it("count against the owner's share quota, before and after the key is deleted", async () => {
    await t.call('PUT', `/api/admin/users/${ann.id}`, { token: admin, body: { quota_shares: 2 } });
    await textShare({ apiKey: annKey.key }, 'one');
    await fileShare({ token: ann.token }, 'two.txt');
    const refused = (auth: Auth) =>
      t.call('POST', '/api/paste', { ...auth, body: { content: 'x', slug: 'three' } });
    expect((await refused({ apiKey: annKey.key })).status).toBe(413);
    await t.call('DELETE', `/api/account/api-keys/${annKey.id}`, { token: ann.token });
    expect((await refused({ token: ann.token })).status).toBe(413);
  });

  it('go with their owner when the account is deleted with its shares', async () => {
    const pasteId = await textShare({ apiKey: annKey.key }, 'doomed');
    const removed = await t.call('DELETE', `/api/admin/users/${ann.id}`, {
      token: admin,
      body: { shares: 'delete' },
    });
    expect(removed.status).toBe(200);
    expect((await t.call('GET', `/api/pastes/${pasteId}`, { token: admin })).status).toBe(404);
  });
});

describe("folder shares made by a user's key", () => {
  it('are listed, revoked and deleted by the user, and by no other user', async () => {
    const storage = await mountedStorage(t, admin, 'local');
    await storage.put('photos/a.txt', 'alpha');
    await storage.mount('/team');
    const rights = { permissions: SHARES | Permission.MOUNT_VIEW };
    const cat = await madeUser(t, admin, 'cat', rights);
    const key = await t.call('POST', '/api/account/api-keys', {
      token: cat.token,
      body: { name: 'cat-key', ...rights },
    });
    const made = await t.call('POST', '/api/folder-shares', {
      apiKey: key.json.data.key,
      body: { path: '/team/photos' },
    });
    expect(made.status, made.text).toBe(201);
    const id = made.json.data.id as string;
    const listed = async (token: string) =>
      (await t.call('GET', '/api/folder-shares', { token })).json.data.map(
        (f: { id: string }) => f.id,
      );
    const dan = await madeUser(t, admin, 'dan', rights);
    expect(await listed(dan.token)).toEqual([]);
    const revoke = (token: string) => t.call('POST', `/api/folder-shares/${id}/revoke`, { token });
    const remove = (token: string) => t.call('DELETE', `/api/folder-shares/${id}`, { token });
    expect((await revoke(dan.token)).status).toBe(404);
    expect((await remove(dan.token)).status).toBe(404);
    expect(await listed(cat.token)).toEqual([id]);
    expect((await revoke(cat.token)).status).toBe(200);
    expect((await remove(cat.token)).status).toBe(200);
    expect(await listed(admin)).toEqual([]);
  });
});
