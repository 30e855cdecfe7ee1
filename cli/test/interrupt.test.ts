/**
 * Ctrl-C in the middle of an upload, for real: the built bin runs through a proxy that lets the
 * first part reach the server and holds every later one, so the process is interrupted (SIGINT)
 * exactly while parts are still on their way; the same command run again completes the upload.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import {
  createServer,
  request,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildBin, type BuiltBin } from './bin.js';
import { runCli, startCliServer, type CliServer } from './cli-server.js';

let s: CliServer;
let bin: BuiltBin;
let work: string;
let proxy: Server;
let proxyOrigin: string;
/** Part uploads let through before the gate holds the rest; Infinity opens it. */
let partsAllowed = 1;

function forward(req: IncomingMessage, res: ServerResponse) {
  const upstream = request(
    `${s.origin}${req.url}`,
    { method: req.method, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => res.destroy());
  req.pipe(upstream);
}

beforeAll(async () => {
  s = await startCliServer();
  bin = await buildBin();
  work = mkdtempSync(join(tmpdir(), 'cloudpaste-cli-interrupt-'));
  proxy = createServer((req, res) => {
    const isPart = req.method === 'PUT' && req.url?.startsWith('/api/storage/local/');
    if (isPart && partsAllowed <= 0) return; // held: never answered
    if (isPart) partsAllowed -= 1;
    forward(req, res);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyOrigin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});

afterAll(async () => {
  proxy.closeAllConnections();
  await new Promise((resolve) => proxy.close(resolve));
  await s.close();
  bin.remove();
  rmSync(work, { recursive: true, force: true });
});

it('a SIGINT stops the bin with exit code 130 and the next run sends only the missing parts', async () => {
  const bytes = randomBytes(3 * 5 * 1024 * 1024 + 99);
  writeFileSync(join(work, 'video.bin'), bytes);
  const env = { ...s.env, CLOUDPASTE_URL: proxyOrigin };
  const args = ['file', 'upload', 'video.bin', '--progress', '--slug', 'interrupted'];

  const first = await bin.run(args, env, {
    cwd: work,
    onStderr: (text, child) => {
      if (/part 1\/4/.test(text)) child.kill('SIGINT');
    },
  });
  expect(first.code).toBe(130);
  expect(first.stderr).toContain('run the same command again to resume');
  expect(first.stdout).toBe('');

  partsAllowed = Infinity;
  const second = await runCli(args, { env, cwd: work });
  expect(second.code, second.stderr).toBe(0);
  expect(second.stderr).toContain('resuming: the server holds 1 of 4 parts');
  expect(second.stdout.toString().trim()).toBe(`${proxyOrigin}/file/interrupted`);

  const copy = await runCli(['file', 'download', 'interrupted', '-o', 'copy.bin'], {
    env,
    cwd: work,
  });
  expect(copy.code, copy.stderr).toBe(0);
  const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
  expect(sha(readFileSync(join(work, 'copy.bin')))).toBe(sha(bytes));
});
