/** Text shares through the CLI against the real server: stdin in, the same bytes out. */
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, startCliServer, type CliServer } from './cli-server.js';

let s: CliServer;

beforeAll(async () => {
  s = await startCliServer();
});

afterAll(async () => {
  await s.close();
});

const run = (argv: string[], stdin?: string | Buffer) => runCli(argv, { env: s.env, stdin });

async function create(argv: string[], stdin: string | Buffer): Promise<string> {
  const made = await run(['paste', 'create', ...argv], stdin);
  expect(made.stderr).toBe('');
  expect(made.code).toBe(0);
  const link = made.stdout.toString().trim();
  expect(link).toMatch(new RegExp(`^${s.origin}/paste/[A-Za-z0-9_-]+$`));
  return link;
}

describe('paste create and get', () => {
  it('gives back exactly the bytes read from stdin, non-ASCII and line endings included', async () => {
    const text = 'héllo 世界 🎉\r\n\ttabs and trailing spaces   \n\uFEFFzero-width\u200b\n';
    const link = await create([], text);
    const got = await run(['paste', 'get', link]);
    expect(got.code).toBe(0);
    expect(got.stdout.equals(Buffer.from(text))).toBe(true);
  });

  it('carries a 5 MB body intact, by slug', async () => {
    const line = 'The quick brown fox — 速い茶色の狐 — jumps over the lazy dog. 0123456789\n';
    const text = line.repeat(Math.ceil((5 * 1024 * 1024) / Buffer.byteLength(line)));
    expect(Buffer.byteLength(text)).toBeGreaterThan(5 * 1024 * 1024);
    const slug = (await create(['--plain'], text)).split('/').pop()!;
    const got = await run(['paste', 'get', slug]);
    expect(got.code).toBe(0);
    expect(got.stdout.length).toBe(Buffer.byteLength(text));
    expect(got.stdout.equals(Buffer.from(text))).toBe(true);
  });

  it('sends the options: slug, title, Markdown, max views; --json answers the share', async () => {
    const made = await run(
      [
        'paste',
        'create',
        '--slug',
        'cli-notes',
        '--title',
        'Notes',
        '--markdown',
        '--max-views',
        '2',
        '--expires',
        '2d',
        '--json',
      ],
      '# Heading\n',
    );
    expect(made.code).toBe(0);
    const share = JSON.parse(made.stdout.toString());
    expect(share).toMatchObject({
      slug: 'cli-notes',
      title: 'Notes',
      format: 'markdown',
      maxViews: 2,
    });
    expect(share.url).toBe(`${s.origin}/paste/cli-notes`);
    const hours = (Date.parse(share.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47);
    expect(hours).toBeLessThanOrEqual(48);
  });

  it('refuses input that is not UTF-8 text, pointing to file upload', async () => {
    const made = await run(['paste', 'create'], Buffer.from([0xff, 0xfe, 0x00, 0x81]));
    expect(made.code).toBe(1);
    expect(made.stderr).toContain('not UTF-8 text');
    expect(made.stderr).toContain('file upload');
  });
});

describe('Ctrl-C', () => {
  it('stops a wait for input that never ends, with exit code 130', async () => {
    const controller = new AbortController();
    const stdin = new Readable({ read() {} });
    stdin.push('typed but never finished');
    const running = runCli(['paste', 'create'], { env: s.env, stdin, signal: controller.signal });
    controller.abort();
    const result = await running;
    expect(result.code).toBe(130);
    expect(result.stderr).toContain('interrupted');
    expect(result.stdout.length).toBe(0);
  });
});

describe('password-protected text shares', () => {
  it('asks for the password, refuses a wrong one, and prints the text with the right one', async () => {
    const link = await create(['--password', 's3cret pass'], 'behind a password\n');
    const without = await run(['paste', 'get', link]);
    expect(without.code).toBe(3);
    expect(without.stderr).toContain('needs its password');
    expect(without.stdout.length).toBe(0);
    const wrong = await run(['paste', 'get', link, '--password', 'nope']);
    expect(wrong.code).toBe(3);
    expect(wrong.stderr).toContain('wrong password');
    const right = await run(['paste', 'get', link, '--password', 's3cret pass']);
    expect(right.code).toBe(0);
    expect(right.stdout.toString()).toBe('behind a password\n');
  });
});

describe('paste delete and list', () => {
  it('lists the key’s shares and deletes them by link and by slug', async () => {
    const first = await create(['--title', 'first of two'], 'one\n');
    const second = await create([], 'two\n');
    const listed = await run(['paste', 'list', '--json']);
    expect(listed.code).toBe(0);
    const slugs = JSON.parse(listed.stdout.toString()).results.map((p: { slug: string }) => p.slug);
    expect(slugs).toEqual(
      expect.arrayContaining([first.split('/').pop(), second.split('/').pop()]),
    );
    const table = (await run(['paste', 'list'])).stdout.toString();
    expect(table).toContain('first of two');
    expect(table).toContain(first);

    const deleted = await run(['paste', 'delete', first, second.split('/').pop()!]);
    expect(deleted.stderr).toBe('');
    expect(deleted.code).toBe(0);
    expect(deleted.stdout.toString()).toContain(`deleted ${first.split('/').pop()}`);
    const gone = await run(['paste', 'get', first]);
    expect(gone.code).toBe(4);
    expect(gone.stderr).toMatch(/cloudpaste: .*\(HTTP 404\)/);
    const again = await run(['paste', 'delete', first]);
    expect(again.code).toBe(4);
    expect(again.stderr).toContain('not found');
  });
});
