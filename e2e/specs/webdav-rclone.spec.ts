/**
 * rclone (Debian's package, installed by scripts/ensure-test-deps.sh) as a WebDAV client of /dav on
 * every storage of the run: a tree of small files and one large file goes up and comes back, and
 * `rclone check` and a byte comparison find no difference.
 */
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminToken, callApi } from '../support/api.js';
import { baseURL, storages } from '../support/context.js';
import { TEST_ADMIN } from '../support/server.js';

const SMALL_FILES = 500;
const LARGE_BYTES = 32 * 1024 * 1024;

/**
 * Runs rclone without blocking the event loop: a blocked loop misses the server closing idle
 * keep-alive sockets, and the next API call would reuse a dead one.
 */
async function rclone(config: string, args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)('rclone', ['--config', config, ...args], {
      timeout: 300_000,
      maxBuffer: 16 * 1024 * 1024,
    });
    return { ok: true, output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? failed.message}` };
  }
}

/** Relative path -> sha256 of every file under a folder. */
function digests(root: string, dir = root, out = new Map<string, string>()): Map<string, string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) digests(root, path, out);
    else
      out.set(relative(root, path), createHash('sha256').update(readFileSync(path)).digest('hex'));
  }
  return out;
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
        writeFileSync(join(source, 'large.bin'), randomBytes(LARGE_BYTES));
        const config = join(work, 'rclone.conf');
        const obscured = spawnSync('rclone', ['obscure', TEST_ADMIN.password], {
          encoding: 'utf8',
        }).stdout.trim();
        writeFileSync(
          config,
          `[cp]\ntype = webdav\nurl = ${baseURL()}/dav\nvendor = other\nuser = ${TEST_ADMIN.username}\npass = ${obscured}\n`,
        );

        const remote = `cp:${mountPath.slice(1)}/tree`;
        const up = await rclone(config, ['copy', source, remote, '--transfers', '4']);
        expect(up.ok, up.output).toBe(true);
        const check = await rclone(config, ['check', source, remote, '--size-only']);
        expect(check.ok, check.output).toBe(true);
        expect(check.output).toMatch(/0 differences found/);
        const back = join(work, 'back');
        const down = await rclone(config, ['copy', remote, back, '--transfers', '4']);
        expect(down.ok, down.output).toBe(true);
        const expected = digests(source);
        expect(expected.size).toBe(SMALL_FILES + 1);
        expect(digests(back)).toEqual(expected);
      } finally {
        rmSync(work, { recursive: true, force: true });
      }
    }, 600_000);
  },
);
