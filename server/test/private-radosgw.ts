/**
 * A radosgw process of one test's own, on a free loopback port, serving the Ceph cluster that
 * scripts/services/ceph.sh runs (same users and buckets as TEST_S3_ENDPOINT): the test may kill it
 * and start it again while the shared radosgw on 7480 goes on serving other suites. It runs as
 * client.rgw.faults, a key of its own in the cluster, with its pid, log and admin socket in a temp
 * directory.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { freePort } from './free-port.js';

const NAME = 'client.rgw.faults';
const STARTUP_MS = 60_000;

export interface PrivateRadosgw {
  /** http://127.0.0.1:PORT */
  endpoint: string;
  /** Kills radosgw with SIGKILL (S3 stops, as when its host dies) and waits until it is gone. */
  kill(): Promise<void>;
  /** Starts it again on the same port and waits until it answers. */
  start(): Promise<void>;
  /** Kills it and removes its directory. */
  remove(): Promise<void>;
}

export async function startPrivateRadosgw(): Promise<PrivateRadosgw> {
  const cephDir = process.env.CEPH_TEST_DIR ?? '/tmp/cloudpaste-ceph';
  const conf = join(cephDir, 'ceph.conf');
  if (!existsSync(conf))
    throw new Error(
      `no Ceph cluster in ${cephDir}: run \`bash scripts/services/ceph.sh start\` (npm test does)`,
    );
  const dir = mkdtempSync(join(tmpdir(), 'cp-private-rgw-'));
  const keyring = join(dir, 'keyring');
  // The caps of the shared radosgw's key (scripts/services/ceph.sh).
  const caps = ['mon', 'allow rw', 'osd', 'allow rwx', 'mgr', 'allow rw'];
  await promisify(execFile)(
    'ceph',
    ['-c', conf, 'auth', 'get-or-create', NAME, ...caps, '-o', keyring],
    { timeout: 30_000 },
  );
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let exited: Promise<unknown> = Promise.resolve();

  const start = async () => {
    const rgw = spawn(
      'radosgw',
      [
        ...['-c', conf, '-n', NAME, '-f', '--keyring', keyring],
        ...['--rgw_frontends', `beast endpoint=127.0.0.1:${port}`, '--rgw_dns_name', '127.0.0.1'],
        ...['--log_file', join(dir, 'rgw.log'), '--admin_socket', join(dir, 'rgw.asok')],
        ...['--pid_file', join(dir, 'rgw.pid')],
      ],
      { stdio: 'ignore' },
    );
    child = rgw;
    exited = new Promise((resolve) => rgw.once('exit', resolve));
    const deadline = Date.now() + STARTUP_MS;
    for (;;) {
      if (rgw.exitCode !== null) throw new Error(`radosgw exited; see ${dir}/rgw.log`);
      if (await answers(endpoint)) return;
      if (Date.now() > deadline) throw new Error(`radosgw does not answer on ${endpoint}`);
      await sleep(100);
    }
  };
  const kill = async () => {
    child?.kill('SIGKILL');
    await exited;
  };
  await start();
  return {
    endpoint,
    kill,
    start,
    async remove() {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function answers(endpoint: string): Promise<boolean> {
  try {
    await (await fetch(endpoint)).arrayBuffer();
    return true;
  } catch {
    return false;
  }
}
