/**
 * A cluster as docs/DEPLOY.md describes it: several built servers (server/dist/main.js) on one
 * PostgreSQL database and one shared DATA_DIR, behind nginx from Debian (round robin, no sticky
 * sessions; scripts/ensure-test-deps.sh installs it). Each answer names the instance that gave it
 * (X-Upstream), so a test can see its requests spread.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { adminQuery, databaseUrl } from '../../server/test/pg-admin.js';
import { freePort, startServer, type RunningServer } from './server.js';

const NGINX = '/usr/sbin/nginx';

export interface Balanced {
  /** The balancer's address, http://127.0.0.1:PORT. */
  url: string;
  instances: RunningServer[];
  stop(): Promise<void>;
}

/** nginx's configuration: one upstream of the instances, round robin, streaming both ways. */
export function nginxConfig(dir: string, port: number, upstreams: string[]): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `  ${name}_temp_path ${join(dir, name)};`)
    .join('\n');
  return `worker_processes 1;
daemon off;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 512; }
http {
  access_log off;
${temp}
  client_max_body_size 0;
  upstream cloudpaste {
${upstreams.map((u) => `    server ${u};`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://cloudpaste;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_request_buffering off;
      proxy_buffering off;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/** A fresh database on the PostgreSQL server of TEST_DATABASE_URL; dropped by the returned function. */
export async function freshDatabase(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `cp_cluster_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  return {
    url: databaseUrl(adminUrl, name),
    drop: async () => {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * Starts `count` instances at the same moment on one database and DATA_DIR, and nginx before them;
 * `extraEnv` adds server variables (a short upload window, say).
 */
export async function startBalanced(
  databaseUrl: string,
  count: number,
  extraEnv: Record<string, string> = {},
): Promise<Balanced> {
  const dir = mkdtempSync(join(tmpdir(), 'cloudpaste-cluster-'));
  const dataDir = join(dir, 'data');
  mkdirSync(dataDir);
  const env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    APP_SECRET: randomBytes(24).toString('hex'),
    TRUST_PROXY: 'true',
    ...extraEnv,
  };
  const started = await Promise.allSettled(
    Array.from({ length: count }, () => startServer({ env })),
  );
  const instances = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await Promise.all(instances.map((instance) => instance.stop()));
    throw failed.reason;
  }
  const port = await freePort();
  const upstreams = instances.map((instance) => new URL(instance.url).host);
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(dir, port, upstreams));
  const nginx = spawn(NGINX, ['-p', dir, '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  nginx.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const killOnExit = () => nginx.kill('SIGKILL');
  process.once('exit', killOnExit);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    process.off('exit', killOnExit);
    if (nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await exited;
    }
    await Promise.all(instances.map((instance) => instance.stop()));
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // nginx is not listening yet.
    }
    if (nginx.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not start: ${errors}`);
    }
    await sleep(50);
  }
  return { url, instances, stop };
}
