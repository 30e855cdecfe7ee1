/**
 * rclone (Debian's package, installed by scripts/ensure-test-deps.sh) as a WebDAV client of /dav on
 * every storage of the run: a tree of small files and one large file goes up and comes back, and
 * `rclone check` and a byte comparison find no difference.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { open, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminToken, callApi } from '../support/api.js';
import { storages } from '../support/context.js';
import { rclone, rcloneConfig } from '../support/rclone.js';
import { TEST_ADMIN } from '../support/server.js';

/**
 * A tree of 400 small files in three folders and one 192 MiB file (docs/API.md, "WebDAV"): two
 * dozen of the S3 driver's 8 MiB parts, several times the parts it keeps in flight, and past the
 * default upload limit. The small files are what takes the time (about 40 ms each, up, checked
 * and back); speed and memory for 1 GiB files and 10,000-entry folders are `npm run bench`'s.
 */
const SMALL_FILES = 400;
const LARGE_BYTES = 192 * 1024 * 1024;
const CHUNK = 8 * 1024 * 1024;

/** A file of random bytes written a chunk at a time: 1 GiB never sits in memory. */
async function writeRandomFile(path: string, size: number) {
  const file = await open(path, 'w');
  try {
    for (let written = 0; written < size; written += CHUNK) {
      await file.write(randomBytes(Math.min(CHUNK, size - written)));
    }
  } finally {
    await file.close();
  }
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Relative path -> sha256 of every file under a folder, each read as a stream. */
async function digests(root: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const entries = await readdir(root, { withFileTypes: true, recursive: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    out.set(relative(root, path), await sha256Of(path));
  }
  return out;
}

interface Setting {
  key: string;
  value: unknown;
}

/** Sets global settings for the length of `work`, then puts back what was there. */
async function withGlobalSettings(
  token: string,
  values: Record<string, string>,
  work: () => Promise<void>,
) {
  const auth = { authorization: `Bearer ${token}` };
  const before = await callApi<Setting[]>('/admin/settings?group=1', { headers: auth });
  const saved = Object.fromEntries(
    before.body.data.filter((s) => s.key in values).map((s) => [s.key, String(s.value)]),
  );
  const put = (body: Record<string, string>) =>
    callApi('/admin/settings/group/1', {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify(body),
    });
  expect((await put(values)).status).toBe(200);
  try {
    await work();
  } finally {
    await put(saved);
  }
}

describe.for(storages().map((storage) => [storage.kind, storage] as const))(
  'rclone over WebDAV on %s storage',
  ([kind, storage]) => {
    it('copies a tree up and back without a difference', async () => {
      const token = await adminToken();
      const mountPath = `/rclone-${kind}`;
      const created = await callApi('/admin/mounts', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: JSON.stringify({
          name: `rclone ${kind}`,
          storage_type: kind === 's3' ? 'S3' : 'LOCAL',
          storage_config_id: storage.id,
          mount_path: mountPath,
          webdav_policy: 'native_proxy',
        }),
      });
      expect(created.status, created.body.message).toBe(201);

      const work = mkdtempSync(join(tmpdir(), 'rclone-'));
      try {
        const source = join(work, 'source');
        mkdirSync(join(source, 'nested', 'deeper'), { recursive: true });
        for (let i = 0; i < SMALL_FILES; i++) {
          const folder =
            i % 3 === 0
              ? join(source, 'nested')
              : i % 3 === 1
                ? join(source, 'nested', 'deeper')
                : source;
          writeFileSync(
            join(folder, `small ${i} 名字.txt`),
            `file ${i}\n${randomBytes(64).toString('hex')}`,
          );
        }
        await writeRandomFile(join(source, 'large.bin'), LARGE_BYTES);
        const config = rcloneConfig(work, TEST_ADMIN.username, TEST_ADMIN.password);

        // The large file is over the default upload limit (100 MB), which WebDAV PUTs obey too.
        await withGlobalSettings(
          token,
          { max_upload_size: '2', max_upload_size_unit: 'GB' },
          async () => {
            const remote = `cp:${mountPath.slice(1)}/tree`;
            const up = await rclone(config, ['copy', source, remote, '--transfers', '4']);
            expect(up.ok, up.output).toBe(true);
            const check = await rclone(config, ['check', source, remote, '--size-only']);
            expect(check.ok, check.output).toBe(true);
            expect(check.output).toMatch(/0 differences found/);
            const back = join(work, 'back');
            const down = await rclone(config, ['copy', remote, back, '--transfers', '4']);
            expect(down.ok, down.output).toBe(true);
            const expected = await digests(source);
            expect(expected.size).toBe(SMALL_FILES + 1);
            expect(await digests(back)).toEqual(expected);
          },
        );
      } finally {
        rmSync(work, { recursive: true, force: true });
      }
    }, 600_000);
  },
);
