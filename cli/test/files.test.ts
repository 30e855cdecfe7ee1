/**
 * File shares through the CLI: a multipart upload interrupted and resumed, the download streamed
 * to a file and to stdout, the lists, and a mount folder.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, runUntilFirstPart, startCliServer, type CliServer } from './cli-server.js';

let s: CliServer;
let work: string;
const PART = 5 * 1024 * 1024;

beforeAll(async () => {
  s = await startCliServer();
  work = mkdtempSync(join(tmpdir(), 'cloudpaste-cli-files-'));
});

afterAll(async () => {
  await s.close();
  rmSync(work, { recursive: true, force: true });
});

const run = (argv: string[]) => runCli(argv, { env: s.env, cwd: work });
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const stateFiles = () => {
  const dir = join(s.home, '.local', 'state', 'cloudpaste', 'uploads');
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe('file upload, interrupted and resumed', () => {
  it('continues from the parts the server holds and the download has the same bytes', async () => {
    const bytes = randomBytes(2 * PART + 123_457);
    writeFileSync(join(work, 'big.bin'), bytes);

    // The first run is stopped as soon as one part has been stored, as Ctrl-C would.
    const first = await runUntilFirstPart(
      ['file', 'upload', 'big.bin', '--progress', '--slug', 'big-one'],
      { env: s.env, cwd: work },
    );
    expect(first.code).toBe(130);
    expect(first.stderr).toContain('run the same command again to resume');
    expect(first.stdout.length).toBe(0);
    expect(stateFiles()).toHaveLength(1);

    const second = await run(['file', 'upload', 'big.bin', '--progress', '--slug', 'big-one']);
    expect(second.code, second.stderr).toBe(0);
    const resumed = /the server holds (\d) of 3 part/.exec(second.stderr);
    expect(resumed).not.toBeNull();
    expect(Number(resumed![1])).toBeGreaterThanOrEqual(1);
    expect(second.stderr).toContain('part 3/3');
    expect(second.stdout.toString().trim()).toBe(`${s.origin}/file/big-one`);
    expect(stateFiles()).toHaveLength(0);

    const saved = await run(['file', 'download', `${s.origin}/file/big-one`, '-o', 'copy.bin']);
    expect(saved.code, saved.stderr).toBe(0);
    const copy = readFileSync(join(work, 'copy.bin'));
    expect(copy.length).toBe(bytes.length);
    expect(sha(copy)).toBe(sha(bytes));
    expect(existsSync(join(work, 'copy.bin.part'))).toBe(false);
  });
});

describe('file download', () => {
  it('streams to stdout in many writes, and saves under the share’s own name', async () => {
    const bytes = randomBytes(3 * 1024 * 1024 + 7);
    writeFileSync(join(work, 'naïve résumé.dat'), bytes);
    const made = await run(['file', 'upload', 'naïve résumé.dat', '--json']);
    expect(made.code, made.stderr).toBe(0);
    const share = JSON.parse(made.stdout.toString());
    expect(share).toMatchObject({ filename: 'naïve résumé.dat', size: bytes.length });

    const piped = await run(['file', 'download', share.slug, '-o', '-']);
    expect(piped.code, piped.stderr).toBe(0);
    expect(sha(piped.stdout)).toBe(sha(bytes));
    expect(piped.stdoutWrites).toBeGreaterThan(1);

    const out = mkdtempSync(join(work, 'out-'));
    const named = await runCli(['file', 'download', share.url], { env: s.env, cwd: out });
    expect(named.code, named.stderr).toBe(0);
    expect(sha(readFileSync(join(out, 'naïve résumé.dat')))).toBe(sha(bytes));
    const twice = await runCli(['file', 'download', share.url], { env: s.env, cwd: out });
    expect(twice.code).toBe(1);
    expect(twice.stderr).toContain('--force');
  });

  it('asks for a share’s password and downloads with it', async () => {
    writeFileSync(join(work, 'locked.txt'), 'locked bytes');
    const made = await run(['file', 'upload', 'locked.txt', '--password', 'pw-1234']);
    const link = made.stdout.toString().trim();
    const without = await run(['file', 'download', link, '-o', '-']);
    expect(without.code).toBe(3);
    expect(without.stderr).toContain('needs its password');
    const withIt = await run(['file', 'download', link, '-o', '-', '--password', 'pw-1234']);
    expect(withIt.stdout.toString()).toBe('locked bytes');
  });
});

describe('file upload -', () => {
  it('uploads standard input under --name, binary bytes intact, with no resume file left', async () => {
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(PART + 10)]);
    const made = await runCli(['file', 'upload', '-', '--name', 'shot.png', '--json'], {
      env: s.env,
      cwd: work,
      stdin: png,
    });
    expect(made.code, made.stderr).toBe(0);
    const share = JSON.parse(made.stdout.toString());
    expect(share).toMatchObject({ filename: 'shot.png', mimetype: 'image/png', size: png.length });
    const back = await run(['file', 'download', share.slug, '-o', '-']);
    expect(sha(back.stdout)).toBe(sha(png));
    expect(stateFiles()).toHaveLength(0);

    const unnamed = await runCli(['file', 'upload', '-'], { env: s.env, stdin: 'x' });
    expect(unnamed.code).toBe(2);
    expect(unnamed.stderr).toContain('--name');
  });
});

describe('lists and deletes', () => {
  it('lists text and file shares together, and deletes a file share', async () => {
    writeFileSync(join(work, 'listed.txt'), 'listed');
    const file = (await run(['file', 'upload', 'listed.txt', '--slug', 'listed-file'])).stdout;
    expect(file.toString().trim()).toBe(`${s.origin}/file/listed-file`);
    await runCli(['paste', 'create', '--slug', 'listed-text'], { env: s.env, stdin: 'x\n' });

    const both = await run(['list', '--json']);
    expect(both.code).toBe(0);
    const answer = JSON.parse(both.stdout.toString());
    expect(answer.pastes.results.map((p: { slug: string }) => p.slug)).toContain('listed-text');
    expect(answer.files.files.map((f: { slug: string }) => f.slug)).toContain('listed-file');
    const table = (await run(['file', 'list'])).stdout.toString();
    expect(table).toMatch(/listed-file\s+listed\.txt\s+6 B/);

    const deleted = await run(['file', 'delete', 'listed-file']);
    expect(deleted.code, deleted.stderr).toBe(0);
    const gone = await run(['file', 'download', 'listed-file', '-o', '-']);
    expect(gone.code).toBe(4);
  });
});

describe('fs list', () => {
  it('lists the folders leading to a mount, then the mount’s files', async () => {
    // A file share's upload is an object of the default storage, in its default folder (uploaded
    // before the mount exists: a key may not upload into a mount it cannot write to).
    writeFileSync(join(work, 'mounted.txt'), 'on the mount');
    expect((await run(['file', 'upload', 'mounted.txt'])).code).toBe(0);
    const configs = await s.t.call('GET', '/api/s3-configs', { token: s.adminToken });
    const local = configs.json.data[0];
    const mounted = await s.t.call('POST', '/api/admin/mounts', {
      token: s.adminToken,
      body: {
        name: 'team',
        storage_type: local.storage_type,
        storage_config_id: local.id,
        mount_path: '/team',
      },
    });
    expect(mounted.status, mounted.text).toBe(201);

    const root = await run(['fs', 'list']);
    expect(root.code, root.stderr).toBe(0);
    expect(root.stdout.toString()).toMatch(/dir\s+team\//);
    expect((await run(['fs', 'list', '/team'])).stdout.toString()).toMatch(/dir\s+shares\//);
    const inside = await run(['fs', 'list', 'team/shares', '--json']);
    expect(inside.code, inside.stderr).toBe(0);
    const listing = JSON.parse(inside.stdout.toString());
    expect(listing.path).toBe('/team/shares');
    expect(listing.items).toContainEqual(
      expect.objectContaining({ name: 'mounted.txt', size: 12, isDirectory: false }),
    );
    // In Chinese: the table's words change, the JSON does not.
    const zh = { env: { ...s.env, LANG: 'zh_CN.UTF-8' }, cwd: work };
    const table = (await runCli(['fs', 'list', '/team/shares'], zh)).stdout.toString();
    expect(table).toMatch(/^类型 +大小 +修改时间 +名称\n/);
    expect(table).toMatch(/\n文件 +12 B +\d{4}-\d\d-\d\d \d\d:\d\d +mounted\.txt/);
    const json = await runCli(['fs', 'list', 'team/shares', '--json'], zh);
    expect(json.stdout.equals(inside.stdout)).toBe(true);
  });
});
