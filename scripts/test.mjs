// `npm test`: every check in order, stopping at the first failure; ends with one `N passed, N failed` line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reportDir = join(root, '.tmp', 'test-reports');
/** Environment of every step; test services add their addresses to it. */
const env = { ...process.env };
/** Run at the end, pass or fail: stops what this run started. */
const cleanups = [];

function run(command, args, options = {}) {
  return spawnSync(command, args, {
    cwd: root,
    env,
    stdio: 'inherit',
    shell: process.platform === 'win32',
    ...options,
  });
}

/** Vitest flags that keep the console output and also write the counts we sum up. */
const jsonReport = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(reportDir, `${name}.json`)}`,
];

function isListening(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** PostgreSQL for the dialect contract suite, unless TEST_DATABASE_URL already names one. */
async function startPostgres() {
  if (env.TEST_DATABASE_URL) {
    console.log('PostgreSQL: using TEST_DATABASE_URL from the environment');
    return 0;
  }
  // Same default port as scripts/services/postgres.sh; a cluster that was already up is left running.
  const wasRunning = await isListening(Number(env.PG_TEST_PORT ?? 54329));
  const result = run('bash', ['scripts/services/postgres.sh', 'start'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  if (result.status !== 0) return result.status ?? 1;
  env.TEST_DATABASE_URL = result.stdout.trim().split('\n').pop();
  console.log(`PostgreSQL: ${env.TEST_DATABASE_URL.replace(/:[^:@/]*@/, ':***@')}`);
  if (!wasRunning) cleanups.push(() => run('bash', ['scripts/services/postgres.sh', 'stop']));
  return 0;
}

/** Ceph radosgw (S3) for the storage driver contract suite, unless TEST_S3_ENDPOINT already names one. */
async function startCeph() {
  if (env.TEST_S3_ENDPOINT) {
    console.log('S3: using TEST_S3_ENDPOINT from the environment');
    return 0;
  }
  // Same default port as scripts/services/ceph.sh; a cluster that was already up is left running.
  const wasRunning = await isListening(Number(env.CEPH_TEST_PORT ?? 7480));
  const result = run('bash', ['scripts/services/ceph.sh', 'start'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  if (result.status !== 0) return result.status ?? 1;
  // ceph.sh prints TEST_S3_ENDPOINT, TEST_S3_ACCESS_KEY, TEST_S3_SECRET_KEY and TEST_S3_REGION.
  for (const line of result.stdout.split('\n')) {
    const match = /^(TEST_S3_[A-Z_]+)=(.*)$/.exec(line.trim());
    if (match) env[match[1]] = match[2];
  }
  if (!env.TEST_S3_ENDPOINT) {
    console.log('S3: scripts/services/ceph.sh printed no TEST_S3_ENDPOINT');
    return 1;
  }
  console.log(`S3: Ceph radosgw at ${env.TEST_S3_ENDPOINT}`);
  if (!wasRunning) cleanups.push(() => run('bash', ['scripts/services/ceph.sh', 'stop']));
  return 0;
}

/** rclone's WebDAV server for the storage driver contract suite, unless TEST_WEBDAV_URL names one. */
async function startWebDav() {
  if (env.TEST_WEBDAV_URL) {
    console.log('WebDAV: using TEST_WEBDAV_URL from the environment');
    return 0;
  }
  // Same default port as scripts/services/webdav.sh; a server that was already up is left running.
  const wasRunning = await isListening(Number(env.WEBDAV_TEST_PORT ?? 7490));
  const result = run('bash', ['scripts/services/webdav.sh', 'start'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  if (result.status !== 0) return result.status ?? 1;
  // webdav.sh prints TEST_WEBDAV_URL, TEST_WEBDAV_USERNAME and TEST_WEBDAV_PASSWORD.
  for (const line of result.stdout.split('\n')) {
    const match = /^(TEST_WEBDAV_[A-Z_]+)=(.*)$/.exec(line.trim());
    if (match) env[match[1]] = match[2];
  }
  if (!env.TEST_WEBDAV_URL) {
    console.log('WebDAV: scripts/services/webdav.sh printed no TEST_WEBDAV_URL');
    return 1;
  }
  console.log(`WebDAV: rclone serve webdav at ${env.TEST_WEBDAV_URL}`);
  if (!wasRunning) cleanups.push(() => run('bash', ['scripts/services/webdav.sh', 'stop']));
  return 0;
}

/** Every server the suites run against; each is stopped at the end if this run started it. */
async function startTestServices() {
  for (const start of [startPostgres, startCeph, startWebDav]) {
    const status = await start();
    if (status !== 0) return status;
  }
  return 0;
}

/** Spec files the PostgreSQL pass of the end-to-end suite runs (paths under e2e/). */
const E2E_ON_POSTGRES = [
  'specs/auth.spec.ts',
  'specs/account.spec.ts',
  'specs/users.spec.ts',
  'specs/pastes.spec.ts',
  'specs/text-management.spec.ts',
  'specs/file-management.spec.ts',
  'specs/settings.spec.ts',
  'specs/audit.spec.ts',
  'specs/backup.spec.ts',
  'specs/explorer-search-indexing.spec.ts',
];

const steps = [
  { title: 'Test dependencies', command: 'bash', args: ['scripts/ensure-test-deps.sh'] },
  { title: 'Types and lint', command: 'npm', args: ['run', 'check'] },
  { title: 'Test services', start: startTestServices },
  {
    title: 'Unit and route tests',
    command: 'npx',
    args: ['vitest', 'run', ...jsonReport('unit')],
    report: 'unit',
  },
  { title: 'Build', command: 'npm', args: ['run', 'build'] },
  {
    title: 'End-to-end tests',
    command: 'npm',
    // The second `--` reaches vitest through the root script's nested `npm run test -w e2e`.
    args: ['run', 'test:e2e', '--', '--', ...jsonReport('e2e')],
    report: 'e2e',
  },
  {
    // The whole suite passes on PostgreSQL too (E2E_DATABASE=postgres npm run test:e2e); these
    // specs, the flows that write most to the database, run on it every time (docs/DEPLOY.md).
    title: 'End-to-end tests on PostgreSQL',
    command: 'npm',
    args: ['run', 'test:e2e', '--', '--', ...E2E_ON_POSTGRES, ...jsonReport('e2e-pg')],
    env: { E2E_DATABASE: 'postgres' },
    report: 'e2e-pg',
  },
];

/**
 * Test counts from a vitest JSON report, or null when the run died before writing one. A file that
 * failed to load has no failed test of its own, so it counts as one failure.
 */
function readCounts(name) {
  const file = join(reportDir, `${name}.json`);
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const brokenFiles = (report.testResults ?? []).filter(
    (f) => f.status === 'failed' && !f.assertionResults?.some((t) => t.status === 'failed'),
  ).length;
  return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + brokenFiles };
}

// Ctrl-C reaches the running step too; staying alive lets the cleanups below stop our services.
process.on('SIGINT', () => console.log('\n(interrupted)'));

rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const totals = { passed: 0, failed: 0 };
const started = Date.now();
let failedStep = null;

for (const [index, step] of steps.entries()) {
  const what = step.command ? `: ${step.command} ${step.args.join(' ')}` : '';
  console.log(`\n=== [${index + 1}/${steps.length}] ${step.title}${what}`);
  const stepStarted = Date.now();
  const status = step.start
    ? await step.start()
    : run(step.command, step.args, { env: { ...env, ...step.env } }).status;
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (step.report) {
    const counts = readCounts(step.report);
    if (counts) {
      totals.passed += counts.passed;
      totals.failed += counts.failed;
    } else {
      console.log(`(no test report was written for ${step.title})`);
    }
  }
  if (status !== 0) {
    failedStep = step.title;
    console.log(`=== ${step.title}: FAILED after ${seconds} s (exit ${status})`);
    break;
  }
  console.log(`=== ${step.title}: ok in ${seconds} s`);
}

for (const cleanup of cleanups.reverse()) cleanup();

const total = ((Date.now() - started) / 1000).toFixed(1);
console.log(`\n=== ${failedStep ? `FAILED at "${failedStep}"` : 'All steps passed'} in ${total} s`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedStep ? 1 : 0);
