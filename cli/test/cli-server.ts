/**
 * The real server on a socket (server/test: in-memory SQLite, local storage in a temp DATA_DIR)
 * with an API key made through the API, and `main()` run against it with streams of the test's own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { Permission } from '@cloudpaste/contracts';
import { createTestApp, type TestApp } from '../../server/test/create-test-app.js';
import { serveOnSocket, type SocketServer } from '../../server/test/socket-server.js';
import { main } from '../src/main.js';

export interface CliServer {
  t: TestApp;
  origin: string;
  key: string;
  adminToken: string;
  /** A fresh HOME: the config file and upload resume files of the runs live under it. */
  home: string;
  /** CLOUDPASTE_URL and CLOUDPASTE_API_KEY of this server, and HOME. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startCliServer(): Promise<CliServer> {
  // The production default (MAX_JSON_BODY_BYTES 12 MiB), so a 5 MB text share fits.
  const t = await createTestApp({ maxJsonBodyBytes: 12 * 1024 * 1024 });
  const server: SocketServer = await serveOnSocket(t);
  const adminToken = await t.adminToken();
  const { key } = await t.createKey(adminToken, {
    name: 'cli',
    permissions: Permission.TEXT | Permission.FILE_SHARE | Permission.MOUNT_VIEW,
  });
  const home = mkdtempSync(join(tmpdir(), 'cloudpaste-cli-home-'));
  return {
    t,
    origin: server.origin,
    key,
    adminToken,
    home,
    env: { HOME: home, CLOUDPASTE_URL: server.origin, CLOUDPASTE_API_KEY: key },
    async close() {
      await server.close();
      await t.close();
      rmSync(home, { recursive: true, force: true });
    },
  };
}

export interface RunResult {
  code: number;
  stdout: Buffer;
  /** How many writes stdout took: more than one shows a download was streamed. */
  stdoutWrites: number;
  stderr: string;
}

export interface RunOptions {
  env: Record<string, string | undefined>;
  /** Bytes, or a stream of the test's own (input that never ends). */
  stdin?: string | Buffer | Readable;
  cwd?: string;
  signal?: AbortSignal;
  /** Called with each write to stderr (progress lines), e.g. to interrupt an upload. */
  onStderr?: (text: string) => void;
}

function stdinOf(input: RunOptions['stdin']): Readable {
  if (input instanceof Readable) return input;
  return Readable.from(input === undefined ? [] : [Buffer.from(input)]);
}

export async function runCli(argv: string[], options: RunOptions): Promise<RunResult> {
  const out: Buffer[] = [];
  let err = '';
  const stdout = new Writable({
    write(chunk: Buffer, _encoding, done) {
      out.push(Buffer.from(chunk));
      done();
    },
  });
  const stderr = new Writable({
    write(chunk: Buffer, _encoding, done) {
      const text = chunk.toString();
      err += text;
      options.onStderr?.(text);
      done();
    },
  });
  const code = await main(argv, {
    stdin: stdinOf(options.stdin),
    stdout,
    stderr,
    env: options.env,
    stderrIsTTY: false,
    cwd: options.cwd ?? process.cwd(),
    signal: options.signal,
  });
  return { code, stdout: Buffer.concat(out), stdoutWrites: out.length, stderr: err };
}

/**
 * An upload (run with --progress) stopped as Ctrl-C would, as soon as its progress line shows a
 * part stored on the server.
 */
export function runUntilFirstPart(argv: string[], options: RunOptions): Promise<RunResult> {
  const controller = new AbortController();
  return runCli(argv, {
    ...options,
    signal: controller.signal,
    onStderr: (text) => {
      if (/part [1-9]\d*\/\d+/.test(text)) controller.abort();
    },
  });
}
