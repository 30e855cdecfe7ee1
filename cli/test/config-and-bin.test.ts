/**
 * Where the CLI finds its server and credential (the environment wins over the config file, which
 * never shows a secret), and the built bin run as a process: stdin in, exit codes out.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBin, type BuiltBin } from './bin.js';
import { runCli, startCliServer, type CliServer } from './cli-server.js';

let s: CliServer;
let bin: BuiltBin;

beforeAll(async () => {
  s = await startCliServer();
  bin = await buildBin();
});

afterAll(async () => {
  await s.close();
  bin.remove();
});

describe('configuration', () => {
  it('takes each value from the environment first, then the config file', async () => {
    const home = { HOME: s.home };
    expect((await runCli(['config', 'set', 'url', `${s.origin}/`], { env: home })).code).toBe(0);
    const wrong = 'wrong-key-0123456789abcdef';
    expect((await runCli(['config', 'set', 'api-key', wrong], { env: home })).code).toBe(0);
    const file = join(s.home, '.config', 'cloudpaste', 'config.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);

    // The file's URL with the environment's key.
    const envKey = await runCli(['paste', 'list'], { env: { ...home, CLOUDPASTE_API_KEY: s.key } });
    expect(envKey.stderr).toBe('');
    expect(envKey.code).toBe(0);
    // The file's key alone is refused by the server, clearly.
    const fileKey = await runCli(['paste', 'list'], { env: home });
    expect(fileKey.code).toBe(3);
    expect(fileKey.stderr).toContain('API key invalid or expired (HTTP 401)');
    expect(fileKey.stderr).toContain('CLOUDPASTE_API_KEY');
    // The environment's URL wins over the file's.
    const envUrl = await runCli(['paste', 'list'], {
      env: { ...home, CLOUDPASTE_URL: 'http://127.0.0.1:1', CLOUDPASTE_API_KEY: s.key },
    });
    expect(envUrl.code).toBe(1);
    expect(envUrl.stderr).toContain('cannot reach http://127.0.0.1:1');

    const shown = await runCli(['config', 'show'], { env: { ...home, CLOUDPASTE_API_KEY: s.key } });
    const text = shown.stdout.toString();
    expect(text).toContain(`url: ${s.origin} (config file)`);
    expect(text).toContain('api-key: set (environment (CLOUDPASTE_API_KEY))');
    expect(text).not.toContain(s.key);
    expect(text).not.toContain(wrong);
    expect(text).not.toContain(wrong.slice(-4));
  });

  it('refuses a server address that is not http(s), yet still shows help and edits the file', async () => {
    const env = { HOME: s.home, CLOUDPASTE_URL: 'ftp://paste.example.com' };
    const refused = await runCli(['paste', 'list'], { env });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('must be http or https');
    expect((await runCli(['--help'], { env })).code).toBe(0);
    const shown = await runCli(['config', 'show'], { env });
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout.toString()).toContain('url: ftp://paste.example.com (environment');
  });

  it('signs in with an admin token instead of a key', async () => {
    const env = { HOME: s.home, CLOUDPASTE_URL: s.origin, CLOUDPASTE_ADMIN_TOKEN: s.adminToken };
    const listed = await runCli(['paste', 'list', '--json'], { env });
    expect(listed.code, listed.stderr).toBe(0);
    expect(JSON.parse(listed.stdout.toString())).toHaveProperty('pagination');
  });

  it('says what to configure when nothing is', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'cloudpaste-cli-empty-'));
    const none = await runCli(['paste', 'list'], { env: { HOME: empty } });
    rmSync(empty, { recursive: true, force: true });
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('no server configured');
  });
});

describe('the built bin', () => {
  it('stands alone and stays small: no import left, zod not bundled', () => {
    const code = readFileSync(bin.path, 'utf8');
    expect(code.startsWith('#!/usr/bin/env node')).toBe(true);
    expect(code).not.toMatch(/from\s*["'](?!node:)[^"']+["']/);
    expect(statSync(bin.path).size).toBeLessThan(200_000);
  });

  it('pipes stdin to a share and the share back to stdout', async () => {
    const env = { HOME: s.home, CLOUDPASTE_URL: s.origin, CLOUDPASTE_API_KEY: s.key };
    const text = 'from a pipe: ünïcödé ✓\nsecond line\n';
    const made = await bin.run(['paste', 'create'], env, { stdin: text });
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    const got = await bin.run(['paste', 'get', made.stdout.trim()], env);
    expect(got.code).toBe(0);
    expect(got.stdout).toBe(text);
  });

  it('exits non-zero with a clear message for a wrong key or a wrong command', async () => {
    const env = {
      HOME: s.home,
      CLOUDPASTE_URL: s.origin,
      CLOUDPASTE_API_KEY: 'not-a-real-key-000000',
    };
    const refused = await bin.run(['paste', 'create'], env, { stdin: 'text' });
    expect(refused.code).toBe(3);
    expect(refused.stderr).toMatch(/^cloudpaste: API key invalid or expired \(HTTP 401\)/);
    expect(refused.stderr).not.toContain('not-a-real-key-000000');
    const unknown = await bin.run(['pastes'], env);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown command "pastes"');
    const badOption = await bin.run(['paste', 'create', '--max-views', 'many'], env);
    expect(badOption.code).toBe(2);
    expect(badOption.stderr).toContain('--max-views must be a whole number, not many');
    expect(badOption.stderr).toContain('see `cloudpaste paste create --help`');
    const help = await bin.run(['file', 'upload', '--help'], env);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('usage: cloudpaste file upload FILE');
  });
});

describe('a key with one permission', () => {
  it('lists the shares it may and says which it may not', async () => {
    const { key } = await s.t.createKey(s.adminToken, { name: 'text only', permissions: 1 });
    const env = { HOME: s.home, CLOUDPASTE_URL: s.origin, CLOUDPASTE_API_KEY: key };
    const listed = await runCli(['list'], { env });
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout.toString()).toContain('no text shares');
    expect(listed.stdout.toString()).toContain('file shares: not allowed for this credential');
    const upload = await runCli(['file', 'upload', new URL(import.meta.url).pathname], { env });
    expect(upload.code).toBe(3);
    expect(upload.stderr).toMatch(/\(HTTP 403\)/);
  });
});
