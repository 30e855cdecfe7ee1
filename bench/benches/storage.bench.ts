/**
 * Storage throughput (docs/PERFORMANCE.md): one large file (1 GiB; BENCH_STORAGE_MIB sets another
 * size in MiB) uploaded and downloaded through the server (`POST /api/upload`; `GET
 * /api/file-download/{slug}` of a proxy-mode share) and directly to the same storage (see
 * storage-targets.ts), in the same run, on the local storage and on Ceph's radosgw
 * (BENCH_STORAGE_TARGETS=local or s3 for one). The server's RSS is sampled every 100 ms, and the
 * server logs what its memory is made of (support/server-memory.ts). Targets: proxied >= 80% of
 * direct throughput, RSS growth < 64 MiB during each transfer (its peak over the RSS just before
 * it, whatever the file's size). Every download, direct or proxied, is hashed and compared with
 * the source.
 * Each round (BENCH_STORAGE_ROUNDS, default 3) alternates which route goes first; the table shows
 * the median and the range, and the CPU each side used per GiB (server, S3 server processes, this
 * client): on a machine of few cores they share the cores, so the CPU the proxy adds bounds its
 * throughput as much as its own speed does. The source is also downloaded from a bare Node HTTP
 * file server: local direct reads use no HTTP, so that figure shows how much of the direct read any
 * HTTP transfer to this client can reach.
 *
 * This bench starts its own server (the built one, a temp DATA_DIR, a generated admin password) so
 * that it knows the process whose memory it samples.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, TEST_ADMIN, type RunningServer } from '../../e2e/support/server.js';
import { createContext } from '../support/client.js';
import { rssBytes, serverPid, withPeakRss } from '../support/process-memory.js';
import {
  serverMemoryLog,
  type MemoryPeaks,
  type ServerMemoryLog,
} from '../support/server-memory.js';
import { CPU_SIDES, cpuPerGib, cpuTimes, type CpuTimes } from '../support/process-cpu.js';
import { table } from '../support/table.js';
import { median } from '../support/measure.js';
import { positiveInt } from '../support/options.js';
import { startFileServer } from '../support/load.js';
import {
  download,
  mibPerSecond,
  settle,
  sha256Rate,
  sourceFile,
  verifyRead,
  type Source,
} from '../support/transfer.js';
import type { Bench, Measurement } from '../support/types.js';
import {
  localTarget,
  s3Target,
  type Session,
  type StorageTarget,
  type Stored,
} from './storage-targets.js';

const MIB = 1024 * 1024;
const MB = 1e6;
const WARMUP_MIB = 8;
const TARGET_PERCENT = 80;
/** Per transfer, whatever the file's size (docs/PERFORMANCE.md, "Large transfers"). */
const RSS_LIMIT_MB = (64 * MIB) / MB;

type Route = 'direct' | 'proxied';
type Step = `${'upload' | 'download'} ${Route}`;
const STEPS: readonly Step[] = [
  'upload direct',
  'upload proxied',
  'download direct',
  'download proxied',
];

interface Sample {
  mibps: number;
  peakBytes: number;
  /** The peak over the RSS just before the transfer. */
  growthBytes: number;
  /** What the server's memory was made of, at its peaks. */
  memory: MemoryPeaks;
  /** CPU seconds per GiB moved, by side. */
  cpu: CpuTimes;
}

type Samples = Record<Step, Sample[]>;

export const storageBench: Bench = {
  name: 'storage',
  async run() {
    const sizeMib = positiveInt('BENCH_STORAGE_MIB', 1024);
    const rounds = positiveInt('BENCH_STORAGE_ROUNDS', 3);
    const work = mkdtempSync(join(tmpdir(), 'cloudpaste-bench-'));
    const password = randomBytes(18).toString('base64url');
    let server: RunningServer | undefined;
    const targets: StorageTarget[] = [];
    try {
      const source = await sourceFile(work, 'source.bin', sizeMib * MIB);
      const warm = await sourceFile(work, 'warm.bin', Math.min(WARMUP_MIB, sizeMib) * MIB);
      const memory = serverMemoryLog(work);
      server = await startServer({ env: { ADMIN_PASSWORD: password, ...memory.env } });
      const pid = serverPid(server.dataDir);
      const coldBytes = rssBytes(pid);
      const client = createContext(server.url, { username: TEST_ADMIN.username, password });
      const session: Session = {
        url: server.url,
        api: client.api,
        auth: `Bearer ${await client.adminToken()}`,
      };
      await session.api('/admin/settings/group/1', {
        method: 'PUT',
        auth: session.auth,
        body: { max_upload_size: sizeMib + 1, max_upload_size_unit: 'MB' },
      });
      const only = process.env.BENCH_STORAGE_TARGETS;
      const local = only === 's3' ? undefined : await localTarget(session);
      if (local) targets.push(local);
      if (only !== 'local') targets.push(await s3Target(session));

      // Warm-up: code paths, SDK clients and database statements are loaded once, not per file size.
      for (const target of targets) await round(target, warm, pid, memory, false, 'warm');
      const baselineBytes = rssBytes(pid);
      const samples = new Map<StorageTarget, Samples>();
      for (let r = 1; r <= rounds; r++) {
        for (const target of targets) {
          const measured = await round(target, source, pid, memory, r % 2 === 0, `round${r}`);
          const all = samples.get(target) ?? emptySamples();
          for (const step of STEPS) all[step].push(measured[step]);
          samples.set(target, all);
        }
      }

      const bareHttp = local ? await timeBareHttpDownloads(source, rounds) : [];

      const peakBytes = Math.max(
        ...[...samples.values()].flatMap((s) =>
          STEPS.flatMap((step) => s[step].map((x) => x.peakBytes)),
        ),
      );
      console.log(
        `  ${sizeMib} MiB file, ${rounds} round(s); client SHA-256 ${sha256Rate().toFixed(0)} MiB/s (every download is hashed)`,
      );
      console.log(
        `  server RSS: ${mb(coldBytes)} MB at start, ${mb(baselineBytes)} MB warm (the baseline), ${mb(peakBytes)} MB peak`,
      );
      return [
        ...report(targets, samples),
        ...(local ? [reportBareHttp(bareHttp, samples.get(local))] : []),
      ];
    } finally {
      for (const target of targets) await target.dispose().catch(reportCleanup);
      await server?.stop();
      rmSync(work, { recursive: true, force: true });
    }
  },
};

/**
 * One upload and one download on each route, the RSS peak of each; `proxiedFirst` alternates the
 * order between rounds so neither route always meets a warmer cache.
 */
async function round(
  target: StorageTarget,
  source: Source,
  pid: number,
  memory: ServerMemoryLog,
  proxiedFirst: boolean,
  tag: string,
): Promise<Record<Step, Sample>> {
  const routes: Route[] = proxiedFirst ? ['proxied', 'direct'] : ['direct', 'proxied'];
  const stored: Partial<Record<Route, Stored>> = {};
  const out: Partial<Record<Step, Sample>> = {};
  try {
    for (const route of routes) {
      settle();
      const name = `${tag}-${route}.bin`;
      const before = cpuTimes(pid);
      const [startBytes, mark] = [rssBytes(pid), memory.mark()];
      const { result, peakBytes } = await withPeakRss(pid, () =>
        route === 'direct'
          ? target.directUpload(source.path, source.size, name)
          : target.proxiedUpload(source.path, source.size, name),
      );
      const cpu = cpuPerGib(before, cpuTimes(pid), source.size);
      stored[route] = result;
      out[`upload ${route}`] = {
        mibps: mibPerSecond(result.timed),
        ...{ peakBytes, growthBytes: peakBytes - startBytes, memory: memory.since(mark) },
        cpu,
      };
    }
    for (const route of routes) {
      settle();
      const object = stored[route] as Stored;
      const before = cpuTimes(pid);
      const [startBytes, mark] = [rssBytes(pid), memory.mark()];
      const { result, peakBytes } = await withPeakRss(pid, () => object.download());
      const cpu = cpuPerGib(before, cpuTimes(pid), source.size);
      verifyRead(result, source, `${target.label} ${route} download`);
      out[`download ${route}`] = {
        mibps: mibPerSecond(result),
        ...{ peakBytes, growthBytes: peakBytes - startBytes, memory: memory.since(mark) },
        cpu,
      };
    }
  } finally {
    for (const object of Object.values(stored)) await object.remove();
  }
  return out as Record<Step, Sample>;
}

function report(targets: StorageTarget[], samples: Map<StorageTarget, Samples>): Measurement[] {
  const rows: string[][] = [];
  const measurements: Measurement[] = [];
  for (const target of targets) {
    const s = samples.get(target) ?? emptySamples();
    for (const step of STEPS) {
      const [direction, route] = step.split(' ') as ['upload' | 'download', Route];
      const speeds = s[step].map((x) => x.mibps);
      const speed = median(speeds);
      const direct = median(s[`${direction} direct`].map((x) => x.mibps));
      const percent = (100 * speed) / direct;
      const growths = s[step].map((x) => x.growthBytes / MB);
      const growthMb = Math.max(...growths);
      const how =
        route === 'direct'
          ? target.direct[direction]
          : direction === 'upload'
            ? 'POST /api/upload'
            : 'GET /api/file-download';
      const verdict =
        route === 'direct'
          ? '-'
          : percent >= TARGET_PERCENT && growthMb < RSS_LIMIT_MB
            ? 'yes'
            : `NO (${[percent < TARGET_PERCENT && 'throughput', growthMb >= RSS_LIMIT_MB && 'RSS'].filter(Boolean).join(', ')})`;
      const path = `${target.label} ${step} (${how})`;
      rows.push([
        path,
        speed.toFixed(0),
        `${Math.min(...speeds).toFixed(0)}-${Math.max(...speeds).toFixed(0)}`,
        `${percent.toFixed(0)}%`,
        `${Math.min(...growths).toFixed(0)}-${growthMb.toFixed(0)}`,
        memoryCell(s[step].map((x) => x.memory)),
        cpuCell(s[step].map((x) => x.cpu)),
        verdict,
      ]);
      measurements.push({
        name: path,
        figures: [
          { label: 'median', value: speed, unit: 'MiB/s' },
          { label: 'of direct', value: percent, unit: '%' },
          { label: 'RSS growth', value: growthMb, unit: 'MB' },
        ],
        note:
          route === 'direct'
            ? 'reference'
            : `target >= ${TARGET_PERCENT}%, < 64 MiB per transfer: ${verdict}`,
      });
    }
  }
  console.log(
    table(
      [
        'path',
        'MiB/s',
        'range',
        '% of direct',
        'RSS growth MB',
        'server peaks MB: heap, young, ArrayBuffers',
        'CPU s/GiB server+storage+client',
        'target met',
      ],
      rows,
    )
      .split('\n')
      .map((line) => `  ${line}`)
      .join('\n'),
  );
  return measurements;
}

/**
 * The source downloaded `rounds` times from a bare Node HTTP file server (support/file-server.mjs):
 * what any server on Node reaches handing the file over HTTP to this client, which receives and
 * hashes it. Local downloads compare a proxied HTTP transfer with a plain file read, so this bounds
 * what the proxied one can reach on this machine.
 */
async function timeBareHttpDownloads(source: Source, rounds: number): Promise<number[]> {
  const server = await startFileServer();
  try {
    const speeds: number[] = [];
    for (let r = 0; r < rounds; r++) {
      settle();
      const read = await download(`${server.url}/?path=${encodeURIComponent(source.path)}`);
      verifyRead(read, source, 'bare HTTP download');
      speeds.push(mibPerSecond(read));
    }
    return speeds;
  } finally {
    server.stop();
  }
}

function reportBareHttp(speeds: number[], local: Samples | undefined): Measurement {
  const speed = median(speeds);
  const direct = median(local?.['download direct'].map((x) => x.mibps) ?? []);
  const proxied = median(local?.['download proxied'].map((x) => x.mibps) ?? []);
  console.log(
    `  local download through a bare Node HTTP file server: ${speed.toFixed(0)} MiB/s (${Math.min(...speeds).toFixed(0)}-${Math.max(...speeds).toFixed(0)}), ${((100 * speed) / direct).toFixed(0)}% of the direct read; the proxied download is ${((100 * proxied) / speed).toFixed(0)}% of it`,
  );
  return {
    name: 'local download via a bare Node HTTP file server',
    figures: [
      { label: 'median', value: speed, unit: 'MiB/s' },
      { label: 'of direct', value: (100 * speed) / direct, unit: '%' },
    ],
    note: 'reference: what HTTP to this client allows, with no server work',
  };
}

const emptySamples = (): Samples => ({
  'upload direct': [],
  'upload proxied': [],
  'download direct': [],
  'download proxied': [],
});

const mb = (bytes: number) => (bytes / MB).toFixed(1);

/** The highest of each over the rounds: V8's heap (of which the young generation) and ArrayBuffers. */
const memoryCell = (peaks: MemoryPeaks[]) =>
  (['heapTotal', 'young', 'arrayBuffers'] as const)
    .map((part) => mb(Math.max(...peaks.map((p) => p[part]))))
    .join(' + ');

/** The median CPU seconds per GiB of each side: where a route's CPU goes on a machine of few cores. */
const cpuCell = (samples: CpuTimes[]) =>
  CPU_SIDES.map((side) => median(samples.map((cpu) => cpu[side])).toFixed(2)).join(' + ');

const reportCleanup = (error: unknown) =>
  console.error(`  cleanup failed: ${error instanceof Error ? error.message : String(error)}`);
