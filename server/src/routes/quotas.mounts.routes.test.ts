/**
 * The largest-file quota on uploads into mounts (docs/ACCOUNTS.md "Quotas"): WebDAV PUT, with and
 * without a Content-Length, and the explorer's presigned and multipart uploads. They make no share,
 * so the total and the share count do not apply.
 */
import { ErrorCode, Permission } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bytes } from '../../test/file-shares.js';
import { madeUser, USER_PASSWORD, type MadeUser } from '../../test/users.js';
import { basicAuth, davTestApp, type DavTestApp } from '../../test/webdav-app.js';

let d: DavTestApp;
let user: MadeUser;

beforeEach(async () => {
  d = await davTestApp('local');
  const admin = await d.t.adminToken();
  user = await madeUser(d.t, admin, 'pim', {
    permissions:
      Permission.MOUNT_VIEW |
      Permission.MOUNT_UPLOAD |
      Permission.WEBDAV_READ |
      Permission.WEBDAV_MANAGE,
    quota_file_bytes: 1000,
    quota_bytes: 1,
    quota_shares: 1,
  });
});
afterEach(() => d.close());

const streamOf = (data: Buffer) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array(data));
      controller.close();
    },
  });

describe('the largest-file quota on uploads into mounts', () => {
  it('refuses a WebDAV PUT over it, with or without a length, and takes one under it', async () => {
    const auth = basicAuth('pim', USER_PASSWORD);
    const put = (name: string, body: Buffer | ReadableStream<Uint8Array>) =>
      d.dav('PUT', `/dav/team/${name}`, { auth, body });
    expect((await put('big.bin', bytes(2000))).status).toBe(413);
    expect((await put('streamed.bin', streamOf(bytes(2000)))).status).toBe(413);
    // Not a share: neither the total nor the share count applies.
    expect((await put('small.bin', bytes(900))).status).toBe(201);
    expect((await put('small2.bin', bytes(900))).status).toBe(201);
    const listed = await d.t.call('GET', '/api/fs/list?path=/team', { token: user.token });
    const names = listed.json.data.items.map((i: { name: string }) => i.name);
    expect(names).toEqual(expect.arrayContaining(['small.bin', 'small2.bin']));
    expect(names).not.toContain('big.bin');
    expect(names).not.toContain('streamed.bin');
  });

  it('refuses the explorer’s presigned and multipart uploads over it', async () => {
    for (const path of ['/api/fs/presign', '/api/fs/multipart/init']) {
      const res = await d.t.call('POST', path, {
        token: user.token,
        body: { path: '/team', fileName: 'big.bin', fileSize: 20 * 1024 * 1024 },
      });
      expect(res.status).toBe(413);
      expect(res.json).toMatchObject({ error: ErrorCode.QUOTA_EXCEEDED });
    }
  });
});
