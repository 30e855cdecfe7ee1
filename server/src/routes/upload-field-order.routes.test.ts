/**
 * The form upload routes take their fields in any order, from a real client: `curl -F` against the
 * app on a socket, on local storage and S3. A file whose placing fields come after it waits in the
 * spool, which is empty again after every upload, failed or abandoned ones too.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync, type Dirent } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.js';
import { bytes, fetchBytes, sha256 } from '../../test/file-shares.js';
import { mountedStorage, storageKinds, type MountedStorage } from '../../test/mounted-storages.js';
import { serveOnSocket, type SocketServer } from '../../test/socket-server.js';

const run = promisify(execFile);

let t: TestApp;
let token: string;
let storage: MountedStorage;
let server: SocketServer;
let origin: string;

const spoolDir = () => join(t.dataDir, 'tmp', 'spool');
/** Every file in the spool, the local driver's temporary ones included. */
const spooled = () =>
  existsSync(spoolDir())
    ? (readdirSync(spoolDir(), { recursive: true, withFileTypes: true }) as Dirent[])
        .filter((e) => e.isFile())
        .map((e) => join(e.parentPath, e.name).slice(spoolDir().length + 1))
    : [];

/** `curl -F` with these fields, in this order (`file` is the file's path); answers the JSON. */
async function curlForm(route: string, fields: [string, string][]) {
  const args = ['-sS', '-X', 'POST', '-H', `Authorization: Bearer ${token}`];
  for (const [name, value] of fields)
    args.push('-F', name === 'file' ? `file=@${value}` : `${name}=${value}`);
  const { stdout } = await run('curl', [...args, `${origin}${route}`]);
  return JSON.parse(stdout) as { code: number; message: string; data: any };
}

describe.each(storageKinds)('form fields in any order on %s storage', (kind) => {
  const content = bytes(300 * 1024 + 5, 3);
  let filePath: string;

  beforeEach(async () => {
    t = await createTestApp();
    token = await t.adminToken();
    storage = await mountedStorage(t, token, kind);
    await storage.mount('/m');
    filePath = join(t.dataDir, 'data.bin');
    writeFileSync(filePath, content);
    server = await serveOnSocket(t);
    origin = server.origin;
  });
  afterEach(async () => {
    await server.close();
    await storage.cleanup();
    await t.close();
  });

  it('POST /api/fs/upload: the file before its folder, as the original client and curl send it, or after', async () => {
    const orders: [string, [string, string][]][] = [
      [
        'first.bin',
        [
          ['file', filePath],
          ['path', '/m/'],
          ['use_multipart', 'false'],
        ],
      ],
      [
        'last.bin',
        [
          ['path', '/m/in'],
          ['size', `${content.length}`],
          ['file', filePath],
        ],
      ],
    ];
    for (const [name, fields] of orders) {
      const renamed = fields.map(([k, v]): [string, string] => [
        k,
        k === 'file' ? `${v};filename=${name}` : v,
      ]);
      const res = await curlForm('/api/fs/upload', renamed);
      expect(res.code, res.message).toBe(201);
    }
    for (const path of ['/m/first.bin', '/m/in/last.bin']) {
      const got = await fetchBytes(t, `/api/fs/download?path=${encodeURIComponent(path)}`, {
        Authorization: `Bearer ${token}`,
      });
      expect(sha256(got.body)).toBe(sha256(content));
    }
    expect(spooled()).toEqual([]);
  });

  it('POST /api/upload: the file before the fields that place it, or after them', async () => {
    const place = (slug: string): [string, string][] => [
      ['s3_config_id', storage.configId],
      ['path', 'shares'],
      ['slug', slug],
      // Served through the app, S3 shares too, for the bytes to be compared.
      ['use_proxy', 'true'],
    ];
    const late = await curlForm('/api/upload', [
      ['file', filePath],
      ['mimetype', 'text/plain'],
      ...place('late'),
    ]);
    const early = await curlForm('/api/upload', [
      ...place('early'),
      ['file', filePath],
      ['remark', 'r'],
    ]);
    // Options first, then the file, then the placing fields: nothing placed the file before it.
    const options = await curlForm('/api/upload', [
      ['remark', 'r'],
      ['file', filePath],
      ...place('opts'),
    ]);
    // Placed on both sides of the file: streamed to the top of the default (local) storage, then
    // moved where the whole form says.
    const [storageField, ...rest] = place('split');
    const split = await curlForm('/api/upload', [...rest, ['file', filePath], storageField!]);
    for (const [res, slug] of [
      [late, 'late'],
      [early, 'early'],
      [options, 'opts'],
      [split, 'split'],
    ] as const) {
      expect(res.code, res.message).toBe(201);
      expect(res.data).toMatchObject({ slug, size: content.length });
      expect(sha256((await fetchBytes(t, res.data.downloadUrl)).body)).toBe(sha256(content));
    }
    expect(late.data.mimetype).toBe('text/plain');
    expect(spooled()).toEqual([]);
    const defaultRoot = join(t.dataDir, 'storage');
    expect(readdirSync(defaultRoot, { withFileTypes: true }).filter((e) => e.isFile())).toEqual([]);
  });

  it('refuses a spooled file whose late folder is missing or over the limit, leaving the spool empty', async () => {
    const noFolder = await curlForm('/api/fs/upload', [['file', filePath]]);
    expect(noFolder.code).toBe(400);
    await t.call('PUT', '/api/admin/settings/group/1', {
      token,
      body: { max_upload_size: 100, max_upload_size_unit: 'KB' },
    });
    const big = await curlForm('/api/fs/upload', [
      ['file', filePath],
      ['path', '/m/'],
    ]);
    expect(big.code).toBe(413);
    expect(spooled()).toEqual([]);
  });

  it('removes the spooled copy when the client leaves mid-file or before the last field', async () => {
    for (const leaveAfterFile of [false, true]) {
      const boundary = 'order-test-boundary';
      const req = request(`${origin}/api/fs/upload`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
      });
      req.on('error', () => undefined);
      req.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="gone.bin"\r\n\r\n`,
      );
      req.write(leaveAfterFile ? content : content.subarray(0, 100 * 1024));
      // The next part's start ends the file: it is then whole in the spool, its folder to come.
      if (leaveAfterFile) req.write(`\r\n--${boundary}\r\n`);
      await vi.waitFor(
        () =>
          expect(spooled().filter((f) => !leaveAfterFile || !f.startsWith('.'))).toHaveLength(1),
        { timeout: 8_000 },
      );
      req.destroy();
      await vi.waitFor(() => expect(spooled()).toEqual([]), { timeout: 8_000 });
    }
    expect(await storage.driver.head('gone.bin')).toBeNull();
  });
});
