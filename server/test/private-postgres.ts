/**
 * A PostgreSQL cluster of one test's own, in a temp directory on a free loopback port, that the test
 * may stop and restart: the shared server of TEST_DATABASE_URL (scripts/services/postgres.sh) serves
 * other suites at the same time and is never touched. Uses the binaries that script installs.
 */
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port.js';

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres (trust authentication, loopback only). */
  url: string;
  /**
   * Stops the server at once (`-m fast`: running queries are ended) and starts it again; the
   * test's own requests go on meanwhile.
   */
  restart(): Promise<void>;
  /** Stops the server and removes its directory. */
  remove(): void;
}

function pgBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(a) - Number(b)) : [];
  const latest = versions.at(-1);
  if (!latest)
    throw new Error('PostgreSQL is not installed: run `bash scripts/services/postgres.sh start`');
  return join(root, latest, 'bin');
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = pgBin();
  const dir = mkdtempSync(join(tmpdir(), 'cp-private-pg-'));
  const data = join(dir, 'data');
  // PostgreSQL refuses to run as root: its files belong to the postgres user.
  const postgresUid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  chownSync(dir, postgresUid, postgresUid);
  const asPostgres = (program: string, args: string[]) =>
    execFileSync('runuser', ['-u', 'postgres', '--', join(bin, program), ...args], {
      stdio: 'pipe',
    });
  const port = await freePort();
  const ctlArgs = (...args: string[]) => [
    ...['-D', data, '-l', join(dir, 'server.log'), '-w', '-t', '60'],
    ...args,
  ];
  const ctl = (...args: string[]) => asPostgres('pg_ctl', ctlArgs(...args));
  asPostgres('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync']);
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`;
  ctl('-o', options, 'start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async restart() {
      await promisify(execFile)('runuser', [
        '-u',
        'postgres',
        '--',
        join(bin, 'pg_ctl'),
        ...ctlArgs('-m', 'fast', 'restart'),
      ]);
    },
    remove() {
      try {
        ctl('-m', 'immediate', 'stop');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
