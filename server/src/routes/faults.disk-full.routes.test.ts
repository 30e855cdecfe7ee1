/**
 * The local storage's disk fills (docs/DEPLOY.md, "Faults"): a 5 MiB tmpfs is the storage's
 * directory; an upload that does not fit answers 507 `storage.full`, leaves no
 * partial file and no share row, and the storage takes a smaller file afterwards.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode } from '@cloudpaste/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.js';
import { bytes, upload } from '../../test/file-shares.js';

const MiB = 1024 * 1024;
let t: TestApp;
let token: string;
let disk: string;
let configId: string;

/** Every file under `dir`, at any depth (the driver's temp files included). */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

const fileRows = async () =>
  (await t.database.db.selectFrom('files').select('slug').execute()).map((r) => r.slug);

beforeAll(async () => {
  disk = mkdtempSync(join(tmpdir(), 'cp-full-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=5m', 'tmpfs', disk], { stdio: 'pipe' });
  } catch (error) {
    rmSync(disk, { recursive: true, force: true });
    throw new Error(
      `this test needs a small filesystem: \`mount -t tmpfs\` was refused (run it as root): ${String(error)}`,
    );
  }
  t = await createTestApp();
  token = await t.adminToken();
  const created = await t.call('POST', '/api/s3-configs', {
    token,
    body: { name: 'Small disk', provider_type: 'Local', bucket_name: disk },
  });
  expect(created.status, created.text).toBe(201);
  configId = created.json.data.id;
});

afterAll(async () => {
  await t?.close();
  if (disk) {
    execFileSync('umount', [disk]);
    rmSync(disk, { recursive: true, force: true });
  }
});

const uploadTo = (size: number, name: string) =>
  upload(t, { token, before: [['s3_config_id', configId]], file: { name, content: bytes(size) } });

describe('a local storage whose disk is full', () => {
  it('answers 507 with a clear message, keeps no partial file and no row, then takes a file that fits', async () => {
    const before = await fileRows();
    const refused = await uploadTo(6 * MiB, 'too-big.bin');
    expect(refused.status).toBe(507);
    expect(refused.json).toMatchObject({
      success: false,
      code: 507,
      error: ErrorCode.STORAGE_INSUFFICIENT,
      message: 'the storage is full: there is no room left to save this file',
    });
    expect(filesUnder(disk)).toEqual([]);
    expect(await fileRows()).toEqual(before);

    const fits = await uploadTo(1 * MiB, 'fits.bin');
    expect(fits.status).toBe(201);
    expect(filesUnder(disk).map((f) => f.slice(disk.length))).toEqual(['/fits.bin']);
  });
});
