/**
 * `npm start` (scripts/start.mjs) as the README runs it: the built server in a process of its own
 * with server/node-flags.mjs, stopped cleanly by Ctrl-C (which reaches every process of the
 * terminal's group) and by a SIGTERM sent to the start script alone.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../server/node-flags.mjs';
import { freePort, REPO_ROOT } from '../support/server.js';

interface Started {
  start: ChildProcess;
  url: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything both processes printed so far, shown with a failed expectation. */
  output: () => string;
}

const running: ChildProcess[] = [];
const dataDirs: string[] = [];

afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** `node scripts/start.mjs` in a process group of its own, as a terminal would run it. */
async function npmStart(): Promise<Started> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cloudpaste-start-'));
  dataDirs.push(dataDir);
  const port = await freePort();
  const start = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.push(start);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    start.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('CloudPaste is running at')) resolve();
    };
    start.stdout!.on('data', onData);
    start.stderr!.on('data', onData);
    void exited.then(() => reject(new Error(`npm start ended early:\n${output}`)));
  });
  return { start, url: `http://127.0.0.1:${port}`, exited, output: () => output };
}

/** The pids of `pid`'s children (Linux /proc). */
function childrenOf(pid: number): number[] {
  const path = `/proc/${pid}/task/${pid}/children`;
  return readFileSync(path, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('npm start', () => {
  test('runs the server with its V8 flags, and Ctrl-C stops it cleanly', async () => {
    const { start, url, exited, output } = await npmStart();
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    const [server] = childrenOf(start.pid!);
    const argv = readFileSync(`/proc/${server}/cmdline`, 'utf8').split('\0');
    expect(argv).toEqual(expect.arrayContaining([...SERVER_NODE_FLAGS]));
    expect(argv.some((arg) => arg.endsWith('server/dist/main.js'))).toBe(true);

    // Ctrl-C: the whole group gets SIGINT, and the start script passes one on as well.
    process.kill(-start.pid!, 'SIGINT');
    expect(await exited, output()).toEqual({ code: 0, signal: null });
    expect(isAlive(server!)).toBe(false);
  });

  test('a SIGTERM sent to the start script alone stops the server too', async () => {
    const { start, exited, output } = await npmStart();
    const [server] = childrenOf(start.pid!);
    start.kill('SIGTERM');
    expect(await exited, output()).toEqual({ code: 0, signal: null });
    expect(isAlive(server!)).toBe(false);
  });
});
