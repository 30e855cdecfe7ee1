/**
 * The CLI in Chinese against the real server (docs/CLI.md, "Language"): its own messages, help
 * and progress in Chinese, the server's refusals in the server's Chinese, and what scripts read
 * (links, --json, exit codes) byte for byte the same in both languages.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { widthOf } from '../src/format.js';
import { buildBin, type BuiltBin } from './bin.js';
import { runCli, startCliServer, type CliServer } from './cli-server.js';

let s: CliServer;
let work: string;
const ZH = { LANG: 'zh_CN.UTF-8' };

beforeAll(async () => {
  s = await startCliServer();
  work = mkdtempSync(join(tmpdir(), 'cloudpaste-cli-lang-'));
});

afterAll(async () => {
  await s.close();
  rmSync(work, { recursive: true, force: true });
});

const zh = (argv: string[], stdin?: string, env: Record<string, string> = {}) =>
  runCli(argv, { env: { ...s.env, ...ZH, ...env }, stdin, cwd: work });
const en = (argv: string[], stdin?: string) =>
  runCli(argv, { env: { ...s.env, LANG: 'en_US.UTF-8' }, stdin, cwd: work });

describe('a Chinese locale', () => {
  it('says a usage error and its hint in Chinese, with the same exit code', async () => {
    const bad = await zh(['paste', 'create', '--max-views', 'many'], 'text');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe(
      'cloudpaste：--max-views 必须是非负整数，而不是 many\n' +
        '  （运行 `cloudpaste paste create --help` 查看用法）\n',
    );
    const unknown = await zh(['file', 'upload', 'x.bin', '--bogus']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('未知选项 --bogus');
    const missing = await zh(['paste', 'get', '--password']);
    expect(missing.stderr).toContain('--password 需要一个值');
    const lang = await zh(['list', '--lang', 'fr']);
    expect(lang.code).toBe(2);
    expect(lang.stderr).toContain('--lang 只能是 en 或 zh-CN，而不是 "fr"');
  });

  it('says why a file or the connection failed in Chinese words', async () => {
    const absent = await zh(['paste', 'create', join(work, 'absent.txt')]);
    expect(absent.code).toBe(1);
    expect(absent.stderr).toBe(`cloudpaste：${join(work, 'absent.txt')}：文件或文件夹不存在\n`);
    const folder = await zh(['paste', 'create', work]);
    expect(folder.stderr).toBe(`cloudpaste：${work}：是文件夹而不是文件\n`);
    // A port that was just free: nothing listens there.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as { port: number };
    await new Promise((resolve) => probe.close(resolve));
    const url = `http://127.0.0.1:${port}`;
    const refused = await zh(['paste', 'list'], undefined, { CLOUDPASTE_URL: url });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(`cloudpaste：无法连接 ${url}：连接被拒绝\n`);
  });

  it('passes the server’s own Chinese refusal through', async () => {
    const refused = await zh(['paste', 'list'], undefined, {
      CLOUDPASTE_API_KEY: 'not-a-key-000000',
    });
    expect(refused.code).toBe(3);
    expect(refused.stderr).toBe(
      'cloudpaste：API 密钥无效或已过期（HTTP 401）\n' +
        '  （请设置 CLOUDPASTE_API_KEY，或运行 `cloudpaste config set api-key KEY`；详见 docs/CLI.md 的“Configure”一节）\n',
    );
    const gone = await zh(['paste', 'get', 'no-such-share']);
    expect(gone.code).toBe(4);
    expect(gone.stderr).toMatch(/^cloudpaste：[^\n]*[\u4e00-\u9fff][^\n]*（HTTP 404）\n$/);
  });

  it('shows help in Chinese, unless --lang or CLOUDPASTE_LANG says otherwise', async () => {
    const main = await zh(['--help']);
    expect(main.stdout.toString()).toMatch(/^cloudpaste：在命令行中使用/);
    const create = await zh(['paste', 'create', '--help']);
    expect(create.stdout.toString()).toMatch(/^用法：cloudpaste paste create/);
    expect(create.stdout.toString()).toContain('--encrypt-password PW');
    const english = await zh(['paste', 'create', '--help', '--lang', 'en']);
    expect(english.stdout.toString()).toMatch(/^usage: cloudpaste paste create/);
    const byEnv = await runCli(['fs', 'list', '--help'], {
      env: { ...s.env, LANG: 'C', CLOUDPASTE_LANG: 'zh-CN' },
    });
    expect(byEnv.stdout.toString()).toMatch(/^用法：cloudpaste fs list/);
  });

  it('says progress, saves and encrypted-share failures in Chinese', async () => {
    writeFileSync(join(work, '报告.txt'), 'x'.repeat(3000));
    const up = await zh(['file', 'upload', '报告.txt', '--progress', '--slug', 'zh-progress']);
    expect(up.code, up.stderr).toBe(0);
    expect(up.stderr).toBe('0 B / 2.9 KiB（0%），分片 0/1\n2.9 KiB / 2.9 KiB（100%），分片 1/1\n');
    const saved = await zh(['file', 'download', 'zh-progress', '-o', 'copy.txt']);
    expect(saved.stderr).toBe(`已保存 ${join(work, 'copy.txt')}（2.9 KiB）\n`);
    const again = await zh(['file', 'download', 'zh-progress', '-o', 'copy.txt']);
    expect(again.stderr).toContain('已存在\n  （加上 --force 即可覆盖）');

    const sealed = await zh(['paste', 'create', '--encrypt'], 'secret');
    const bare = sealed.stdout.toString().trim().split('#')[0]!;
    const wrong = await zh(['paste', 'get', `${bare}#${'A'.repeat(43)}`]);
    expect(wrong.code).toBe(3);
    expect(wrong.stderr).toBe('cloudpaste：密钥无法打开此分享\n  （请使用带 #密钥 的完整链接）\n');
    const keyless = await zh(['paste', 'get', bare]);
    expect(keyless.stderr).toContain('此文本已端到端加密，但没有提供密钥');
  });

  it('lines up a Chinese table by the columns each character takes', async () => {
    await en(['paste', 'create', '--slug', 'zh-table', '--title', '周报 week 48'], 'body');
    const listed = await zh(['paste', 'list', '--search', 'zh-table']);
    const lines = listed.stdout.toString().trimEnd().split('\n');
    expect(lines[0]).toMatch(/^链接后缀 +标题 +格式 +大小 +查看次数 +过期时间 +链接$/);
    expect(lines[1]).toContain('纯文本');
    expect(lines[1]).toContain('永不过期');
    expect(lines[2]).toBe('共 1 个文本分享，显示 1 个');
    const linkColumn = (line: string) => widthOf(line.slice(0, line.search(/链接$|http/)));
    expect(linkColumn(lines[1]!)).toBe(linkColumn(lines[0]!));
  });
});

describe('what scripts read', () => {
  it('is the same bytes and exit codes in both languages', async () => {
    for (const [run, slug] of [
      [en, 'same-en'],
      [zh, 'same-zh'],
    ] as const) {
      const made = await run(['paste', 'create', '--slug', slug], 'same text\n');
      expect(made.stdout.toString()).toBe(`${s.origin}/paste/${slug}\n`);
      const uploaded = await run(
        ['file', 'upload', '-', '--name', `${slug}.txt`, '--slug', slug],
        'x',
      );
      expect(uploaded.stdout.toString()).toBe(`${s.origin}/file/${slug}\n`);
      const got = await run(['paste', 'get', slug]);
      expect(got.stdout.toString()).toBe('same text\n');
    }
    for (const argv of [
      ['paste', 'list', '--json'],
      ['file', 'list', '--json'],
      ['list', '--json'],
      ['config', 'show', '--json'],
      ['paste', 'get', 'no-such-share', '--json'],
      ['paste', 'delete', 'no-such-share', '--json'],
    ]) {
      const [english, chinese] = [await en(argv), await zh(argv)];
      expect(chinese.code, argv.join(' ')).toBe(english.code);
      expect(chinese.stdout.equals(english.stdout), argv.join(' ')).toBe(true);
    }
    const deleted = await zh(['paste', 'delete', 'same-en', 'same-zh', '--json']);
    expect(JSON.parse(deleted.stdout.toString())).toEqual({
      deleted: ['same-en', 'same-zh'],
      failed: [],
    });
  });
});

describe('the built bin', () => {
  let bin: BuiltBin;
  beforeAll(async () => {
    bin = await buildBin();
  });
  afterAll(() => bin.remove());

  it('carries both catalogues', async () => {
    const run = await bin.run(['pastes'], { ...ZH, HOME: s.home });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      'cloudpaste：未知命令 "pastes"\n  （运行 `cloudpaste --help` 查看用法）\n',
    );
  });
});
