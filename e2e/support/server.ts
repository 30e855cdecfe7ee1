/** Runs the built server (server/dist/main.js) as a child process on a temp data dir and a free loopback port. */
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../../server/node-flags.mjs';
import { freePort } from '../../server/test/free-port.js';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVER_ENTRY = join(REPO_ROOT, 'server/dist/main.js');
const WEB_ENTRY = join(REPO_ROOT, 'web/dist/index.html');

/** The first admin of every test server. */
export const TEST_ADMIN = { username: 'admin', password: 'e2e-admin-password' } as const;

/** Variables the server reads; inherited values are dropped so a developer's shell cannot leak in. */
const SERVER_VARIABLES = [
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'ADMIN_USERNAME',
  'ADMIN_PASSWORD',
  'APP_SECRET',
  'CORS_ORIGINS',
  'URL_UPLOAD_ALLOWED_NETWORKS',
  'TRUST_PROXY',
  'HSTS_MAX_AGE',
  'SESSION_TTL_HOURS',
  'MAX_JSON_BODY_BYTES',
  'LOG_LEVEL',
  'WEB_DIST_DIR',
  'NODE_ENV',
  'SHUTDOWN_GRACE_MS',
  'UPLOAD_WINDOW_MS',
  'SWEEP_INTERVAL_MS',
];

const STARTUP_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 5_000;

export interface RunningServer {
  /** http://127.0.0.1:PORT, without a trailing slash. */
  url: string;
  dataDir: string;
  /** Everything the server printed so far. */
  output(): string;
  /** Stops the process and deletes its data dir. */
  stop(): Promise<void>;
  /** Sends the process `signal`; resolves to its exit code (null when a signal ended it). */
  signal(signal: NodeJS.Signals): Promise<number | null>;
}

export interface StartServerOptions {
  /** Also append the server's output to this file. */
  logFile?: string;
  /** Extra or overriding server variables. */
  env?: Record<string, string>;
  /** A data dir prepared beforehand (stop() deletes it like its own). */
  dataDir?: string;
  /**
   * false: the server is expected to answer its health check with an error (an instance whose
   * database upgrade failed); startServer returns once it answers at all.
   */
  healthy?: boolean;
}

export { freePort } from '../../server/test/free-port.js';

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  for (const built of [SERVER_ENTRY, WEB_ENTRY]) {
    if (!existsSync(built)) throw new Error(`${built} is missing: run \`npm run build\` first`);
  }
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'cloudpaste-test-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of SERVER_VARIABLES) delete env[name];
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ...options.env,
  });

  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  if (options.logFile) writeFileSync(options.logFile, '');
  const record = (chunk: Buffer) => {
    output += chunk.toString();
    if (options.logFile) appendFileSync(options.logFile, chunk);
  };
  child.stdout.on('data', record);
  child.stderr.on('data', record);
  const exitCode = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const exited = exitCode.then(() => undefined);
  // A crashed test runner must not leave a server behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const stopped = await Promise.race([exited.then(() => true), sleep(STOP_TIMEOUT_MS, false)]);
      if (!stopped) {
        child.kill('SIGKILL');
        await exited;
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const url = `http://127.0.0.1:${port}`;
  try {
    const hasExited = () => child.exitCode !== null || child.signalCode !== null;
    await waitForHealth(url, hasExited, options.healthy ?? true);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`, {
      cause: error,
    });
  }
  const signal = (name: NodeJS.Signals) => {
    child.kill(name);
    return exitCode;
  };
  return { url, dataDir, output: () => output, stop, signal };
}

/** Polls GET /api/health until it answers {data: {status: 'ok'}} (any answer when not `healthy`). */
async function waitForHealth(
  url: string,
  hasExited: () => boolean,
  healthy: boolean,
): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (hasExited()) throw new Error('the server exited during startup');
    try {
      const res = await fetch(`${url}/api/health`);
      const body = (await res.json()) as { data?: { status?: string } };
      if (!healthy || (res.ok && body.data?.status === 'ok')) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`the server did not become healthy within ${STARTUP_TIMEOUT_MS / 1000} s`);
}
