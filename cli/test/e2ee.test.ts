/**
 * End-to-end encrypted text shares through the CLI (docs/ENCRYPTION.md): the server gets
 * ciphertext only, the link's fragment opens it, and shares sealed the web app's way
 * (`@cloudpaste/contracts/e2ee`, as web/src/features/pastes/e2ee does) open in the CLI and back.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createDecryptStream,
  createPartSealer,
  decryptText,
  encryptText,
  generateKey,
} from '@cloudpaste/contracts/e2ee';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, runUntilFirstPart, startCliServer, type CliServer } from './cli-server.js';

let s: CliServer;

beforeAll(async () => {
  s = await startCliServer();
});

afterAll(async () => {
  await s.close();
});

const run = (argv: string[], stdin?: string) => runCli(argv, { env: s.env, stdin });
const text = 'secret notes: ünïcödé ✓ 機密\nline two\n';

async function sealedLink(argv: string[]): Promise<string> {
  const made = await run(['paste', 'create', '--encrypt', ...argv], text);
  expect(made.code, made.stderr).toBe(0);
  const link = made.stdout.toString().trim();
  expect(link).toMatch(new RegExp(`^${s.origin}/paste/[A-Za-z0-9_-]+#[A-Za-z0-9_-]{43}$`));
  return link;
}

/** What the server stores and answers, read as its admin would. */
async function stored(link: string): Promise<string> {
  const slug = link.split('/').pop()!.split('#')[0];
  const raw = await s.t.call('GET', `/api/raw/${slug}`);
  expect(raw.status).toBe(200);
  return raw.text;
}

describe('paste create --encrypt', () => {
  it('stores ciphertext only, and the whole link gives the same bytes back', async () => {
    const link = await sealedLink([]);
    const content = await stored(link);
    expect(content).toMatch(/^Q1BFRQ/);
    expect(content).not.toContain('secret');
    const got = await run(['paste', 'get', link]);
    expect(got.code, got.stderr).toBe(0);
    expect(got.stdout.toString()).toBe(text);
  });

  it('needs the key, and refuses a wrong one', async () => {
    const link = await sealedLink([]);
    const [bare, key] = link.split('#');
    const wrong = await run(['paste', 'get', `${bare}#${'A'.repeat(43)}`]);
    expect(wrong.code).toBe(3);
    expect(wrong.stderr).toContain('the key does not open this share');
    // `--key=…`: a key is base64url and may begin with '-', which a separate argument would
    // make look like an option (Node's parseArgs refuses it; one run in 64 failed so).
    const withKey = await run(['paste', 'get', bare!, `--key=${key!}`]);
    expect(withKey.stdout.toString()).toBe(text);
    // The server says the share is encrypted: without a key nothing is printed.
    const keyless = await run(['paste', 'get', bare!]);
    expect(keyless.code).toBe(3);
    expect(keyless.stderr).toContain('end-to-end encrypted and no key was given');
    expect(keyless.stdout.length).toBe(0);
  });

  it('adds a password of its own that the server never sees', async () => {
    const link = await sealedLink(['--encrypt-password', 'local only pw']);
    const without = await run(['paste', 'get', link]);
    expect(without.code).toBe(3);
    expect(without.stderr).toContain('needs its encryption password');
    const wrong = await run(['paste', 'get', link, '--encrypt-password', 'nope']);
    expect(wrong.code).toBe(3);
    const right = await run(['paste', 'get', link, '--encrypt-password', 'local only pw']);
    expect(right.stdout.toString()).toBe(text);
  });
});

describe('compatible with the web app', () => {
  it('the web app opens what the CLI sealed', async () => {
    const link = await sealedLink([]);
    const key = link.split('#')[1]!;
    expect(await decryptText(await stored(link), key)).toBe(text);
  });

  it('the CLI opens what the web app sealed', async () => {
    const { ciphertext, key } = await encryptText(text, { password: 'web pw' });
    const made = await s.t.call('POST', '/api/paste', {
      apiKey: s.key,
      body: { content: ciphertext, encrypted: true, format: 'markdown' },
    });
    expect(made.status, made.text).toBe(201);
    const link = `${s.origin}/paste/${made.json.data.slug}#${key}`;
    const got = await run(['paste', 'get', link, '--encrypt-password', 'web pw']);
    expect(got.code, got.stderr).toBe(0);
    expect(got.stdout.toString()).toBe(text);
  });

  it('opens the test vector of docs/ENCRYPTION.md', async () => {
    const vector = [
      '435045450100000000100000000000000000000000000000000000000000a0a1a2a3a4a5a6a7a8a9aaab',
      'b1159de6d04af632e709387bc43a627a',
      '1a0a1c3f6e7ee1fc9ce1a86efd5c20084c563017f48a5ad5eea329de5e116234',
      '63def8e13d9fd36db50e58622d4343c40c5b07816c720f9254224193d1ea3522',
      '1d1980b2dde01aacd57d4492fcf6e754e2f5',
    ].join('');
    const content = Buffer.from(vector, 'hex').toString('base64');
    const made = await s.t.call('POST', '/api/paste', {
      apiKey: s.key,
      body: { content, encrypted: true },
    });
    expect(made.status, made.text).toBe(201);
    const key = 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8';
    const got = await run(['paste', 'get', `${s.origin}/paste/${made.json.data.slug}#${key}`]);
    expect(got.code, got.stderr).toBe(0);
    expect(got.stdout.toString()).toBe('CloudPaste end-to-end test vector.');
  });
});

describe('file upload --encrypt', () => {
  it('stores the sealed stream only, resumes it, and the link opens it as it streams', async () => {
    const work = mkdtempSync(join(tmpdir(), 'cloudpaste-cli-e2ee-'));
    const plain = Buffer.concat([Buffer.from('plaintext marker '), randomBytes(9 * 1024 * 1024)]);
    writeFileSync(join(work, 'secret.bin'), plain);
    const args = ['file', 'upload', 'secret.bin', '--encrypt-password', 'pw', '--progress'];

    const first = await runUntilFirstPart(args, { env: s.env, cwd: work });
    expect(first.code).toBe(130);
    const second = await runCli(args, { env: s.env, cwd: work });
    expect(second.code, second.stderr).toBe(0);
    expect(second.stderr).toMatch(/resuming: the server holds [12] of 2 part/);
    const link = second.stdout.toString().trim();
    expect(link).toMatch(new RegExp(`^${s.origin}/file/[a-z0-9]+#[A-Za-z0-9_-]{43}$`));

    // What the server stores and serves: the sealed stream (header "CPEE"), no plaintext.
    const slug = link.split('/').pop()!.split('#')[0];
    const stored = Buffer.from(
      await (await fetch(`${s.origin}/api/file-download/${slug}`)).arrayBuffer(),
    );
    expect(stored.subarray(0, 4).toString()).toBe('CPEE');
    expect(stored.includes(Buffer.from('plaintext marker'))).toBe(false);
    expect(stored.length).toBeGreaterThan(plain.length);

    const out = await runCli(['file', 'download', link, '-o', '-', '--encrypt-password', 'pw'], {
      env: s.env,
    });
    expect(out.code, out.stderr).toBe(0);
    expect(out.stdout.equals(plain)).toBe(true);
    const wrong = await runCli(['file', 'download', link, '-o', 'x.bin'], {
      env: s.env,
      cwd: work,
    });
    expect(wrong.code).toBe(3);
    expect(wrong.stderr).toContain('needs its encryption password');
    rmSync(work, { recursive: true, force: true });
  });
});

/** A sealed file share made as the web app makes one: multipart parts sealed range by range. */
async function webSealedShare(plain: Buffer, password: string) {
  const key = generateKey();
  const read = async (from: number, to: number) => new Uint8Array(plain.subarray(from, to));
  const sealer = await createPartSealer(key, plain.length, read, { password });
  const init = await s.t.call('POST', '/api/s3/multipart/init', {
    apiKey: s.key,
    body: { filename: 'from-web.bin', size: sealer.size, encrypted: true },
  });
  expect(init.status, init.text).toBe(200);
  const { file_id, upload_id, part_size, presigned_urls } = init.json.data;
  const parts = [];
  for (const { partNumber, url } of presigned_urls as { partNumber: number; url: string }[]) {
    const start = (partNumber - 1) * part_size;
    const body = await sealer.range(start, start + part_size);
    const put = await fetch(new URL(url, s.origin), { method: 'PUT', body });
    parts.push({ partNumber, etag: put.headers.get('etag') });
  }
  const done = await s.t.call('POST', '/api/s3/multipart/complete', {
    apiKey: s.key,
    body: { file_id, upload_id, parts },
  });
  expect(done.status, done.text).toBe(201);
  return `${s.origin}/file/${done.json.data.slug}#${key}`;
}

describe('encrypted files, compatible with the web app', () => {
  it('the CLI downloads and opens a file the web app sealed', async () => {
    const plain = Buffer.concat([Buffer.from('web plaintext '), randomBytes(6 * 1024 * 1024)]);
    const link = await webSealedShare(plain, 'web pw');
    const out = await runCli(
      ['file', 'download', link, '-o', '-', '--encrypt-password', 'web pw'],
      {
        env: s.env,
      },
    );
    expect(out.code, out.stderr).toBe(0);
    expect(out.stdout.equals(plain)).toBe(true);
  });

  it('the web app sees a CLI upload as encrypted and opens it with the link key', async () => {
    const work = mkdtempSync(join(tmpdir(), 'cloudpaste-cli-e2ee-'));
    const plain = Buffer.concat([Buffer.from('cli plaintext '), randomBytes(300 * 1024)]);
    writeFileSync(join(work, 'notes.pdf'), plain);
    const made = await runCli(['file', 'upload', 'notes.pdf', '--encrypt'], {
      env: s.env,
      cwd: work,
    });
    expect(made.code, made.stderr).toBe(0);
    const [bare, key] = made.stdout.toString().trim().split('#');
    const slug = bare!.split('/').pop()!;
    // What the web app's share page asks first.
    const info = await s.t.call('GET', `/api/public/files/${slug}`);
    expect(info.json.data).toMatchObject({ encrypted: true, filename: 'notes.pdf' });
    const url = new URL(info.json.data.downloadUrl as string, s.origin);
    // The app's answer (here a redirect to a storage link) says the bytes are ciphertext.
    const first = await fetch(url, { redirect: 'manual' });
    await first.body?.cancel();
    expect(first.headers.get('cloudpaste-encryption')).toBe(
      'ciphertext; format=cloudpaste-e2ee-v1',
    );
    const res = await fetch(url);
    const opened = res.body!.pipeThrough(createDecryptStream(key!));
    expect(Buffer.from(await new Response(opened).arrayBuffer()).equals(plain)).toBe(true);
    rmSync(work, { recursive: true, force: true });
  });
});
