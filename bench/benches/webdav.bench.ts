/**
 * WebDAV against the filesystem API (docs/PERFORMANCE.md), in the same run on the same
 * local-storage mount: PUT and GET of one large file (1 GiB; BENCH_WEBDAV_BYTES sets another size
 * in bytes) through /dav and through `POST /api/fs/upload` + `GET /api/fs/download`, and PROPFIND
 * Depth 1 of a folder of 10,000 files (BENCH_WEBDAV_LIST; allprop, and the five properties clients
 * ask for) against `GET /api/fs/list` of it. The mount has cache_ttl 0, so every listing reads the
 * disk, and webdav_policy native_proxy, so GET streams through the server. Targets: within 10% of
 * the filesystem API (WebDAV throughput >= 0.9x, listing time <= 1.1x) and flat memory (the
 * server's RSS peak during a transfer < 100 MB over the warm server, for a file of 1 GiB). Every
 * download is hashed and compared with the source, every PROPFIND must be a 207 with one response
 * per entry plus the folder's own: a figure is only kept for a right answer. Transfer rounds
 * (BENCH_WEBDAV_ROUNDS, default 5, as this machine's load drifts) and listing runs
 * (BENCH_WEBDAV_LIST_RUNS, default 21) alternate which API goes first; the target is judged on the
 * median of the rounds' WebDAV / fs API ratios, and for listings on the median of the runs' ratios
 * (a run lists with each API back to back, so drift between runs cancels out; the ratio of the p50s
 * is shown beside it).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../../e2e/support/server.js';
import { median, percentile } from '../support/measure.js';
import { positiveInt } from '../support/options.js';
import { rssBytes, serverPid, withPeakRss } from '../support/process-memory.js';
import { replayProxy } from '../support/replay.js';
import { table } from '../support/table.js';
import {
  mibPerSecond,
  settle,
  sha256Rate,
  sourceFile,
  verifyRead,
  type Source,
} from '../support/transfer.js';
import type { Bench, Measurement } from '../support/types.js';
import {
  APIS,
  LISTING_KINDS,
  LISTINGS,
  MOUNT,
  openSession,
  ROUTES,
  type Api,
  type Direction,
  type Listing,
  type Session,
} from './webdav-apis.js';

type Step = `${Direction} ${Api}`;

const MIB = 1024 * 1024;
const MB = 1e6;
const WARMUP_BYTES = 8 * MIB;
const LIST_WARMUP = 2;
const TARGETS = { throughputRatio: 0.9, listRatio: 1.1, rssGrowthMb: 100 };

interface Sample {
  mibps: number;
  peakBytes: number;
}

export const webdavBench: Bench = {
  name: 'webdav',
  async run() {
    const bytes = positiveInt('BENCH_WEBDAV_BYTES', 1024 * MIB);
    const rounds = positiveInt('BENCH_WEBDAV_ROUNDS', 5);
    const listCount = positiveInt('BENCH_WEBDAV_LIST', 10_000);
    const listRuns = positiveInt('BENCH_WEBDAV_LIST_RUNS', 21);
    const work = mkdtempSync(join(tmpdir(), 'cloudpaste-webdav-bench-'));
    const password = randomBytes(18).toString('base64url');
    let server: RunningServer | undefined;
    try {
      const source = await sourceFile(work, 'source.bin', bytes);
      const warm = await sourceFile(work, 'warm.bin', Math.min(WARMUP_BYTES, bytes));
      server = await startServer({ env: { ADMIN_PASSWORD: password } });
      const pid = serverPid(server.dataDir);
      const session = await openSession(server.url, password, bytes, listCount);

      for (const api of APIS) await round(session, warm, pid, api === 'webdav', 'warm');
      const baselineBytes = rssBytes(pid);
      const samples = new Map<Step, Sample[]>();
      for (let r = 1; r <= rounds; r++) {
        const measured = await round(session, source, pid, r % 2 === 1, `round${r}`);
        for (const [step, sample] of Object.entries(measured) as [Step, Sample][])
          samples.set(step, [...(samples.get(step) ?? []), sample]);
      }
      const listings = await withPeakRss(pid, () => timeListings(session, listCount, listRuns));
      const clientAlone = await timeClientAlone(session, listCount, listRuns);

      console.log(
        `  ${(bytes / MIB).toFixed(0)} MiB file, ${rounds} round(s); client SHA-256 ${sha256Rate().toFixed(0)} MiB/s (every download is hashed); server RSS ${mb(baselineBytes)} MB warm (the baseline)`,
      );
      return [
        ...reportTransfers(samples, baselineBytes),
        ...reportListings(
          listings.result,
          clientAlone,
          listCount,
          listings.peakBytes - baselineBytes,
        ),
      ];
    } finally {
      await server?.stop();
      rmSync(work, { recursive: true, force: true });
    }
  },
};

/** One upload and one download through each API, with the server's RSS peak of each. */
async function round(
  session: Session,
  source: Source,
  pid: number,
  webdavFirst: boolean,
  tag: string,
): Promise<Record<Step, Sample>> {
  const order: Api[] = webdavFirst ? ['webdav', 'fs'] : ['fs', 'webdav'];
  const out: Partial<Record<Step, Sample>> = {};
  const names = Object.fromEntries(APIS.map((api) => [api, `${tag}-${api}.bin`])) as Record<
    Api,
    string
  >;
  try {
    for (const api of order) {
      settle();
      const sent = await withPeakRss(pid, () => ROUTES[api].upload(session, source, names[api]));
      out[`upload ${api}`] = { mibps: mibPerSecond(sent.result), peakBytes: sent.peakBytes };
    }
    // Each API reads back its own upload, so the download checks the upload's bytes too.
    for (const api of order) {
      settle();
      const read = await withPeakRss(pid, () => ROUTES[api].download(session, names[api]));
      verifyRead(read.result, source, `${api} download`);
      out[`download ${api}`] = { mibps: mibPerSecond(read.result), peakBytes: read.peakBytes };
    }
  } finally {
    await session.api('/fs/batch-remove', {
      method: 'DELETE',
      auth: session.bearer,
      body: { paths: APIS.map((api) => `/${MOUNT}/${names[api]}`) },
    });
  }
  return out as Record<Step, Sample>;
}

/** `runs` timings of each listing after a warm-up, the order rotating so drifts hit all alike. */
async function timeListings(
  session: Session,
  count: number,
  runs: number,
): Promise<Record<Listing, number[]>> {
  const samples: Record<Listing, number[]> = { allprop: [], named: [], fs: [] };
  for (let i = 0; i < LIST_WARMUP + runs; i++) {
    const shift = i % LISTING_KINDS.length;
    for (const kind of [...LISTING_KINDS.slice(shift), ...LISTING_KINDS.slice(0, shift)]) {
      const ms = await LISTINGS[kind](session, count);
      if (i >= LIST_WARMUP) samples[kind].push(ms);
    }
  }
  return samples;
}

/**
 * The same listings answered from memory (support/replay.ts): what the client alone spends
 * receiving each answer, its bytes inflated and decoded, with no server work behind it.
 */
async function timeClientAlone(
  session: Session,
  count: number,
  runs: number,
): Promise<Record<Listing, number[]>> {
  const proxy = await replayProxy(session.url);
  try {
    const recording = { ...session, url: proxy.url };
    for (const kind of LISTING_KINDS) await LISTINGS[kind](recording, count);
    proxy.replay();
    return await timeListings(recording, count, runs);
  } finally {
    await proxy.close();
  }
}

const verdict = (failures: (string | false)[]): string => {
  const missed = failures.filter(Boolean);
  return missed.length === 0 ? 'met' : `NOT met (${missed.join(', ')})`;
};

function reportTransfers(samples: Map<Step, Sample[]>, baselineBytes: number): Measurement[] {
  const rows: string[][] = [];
  const measurements: Measurement[] = [];
  for (const direction of ['upload', 'download'] as const) {
    const fsRuns = samples.get(`${direction} fs`) ?? [];
    for (const api of APIS) {
      const runs = samples.get(`${direction} ${api}`) ?? [];
      const speeds = runs.map((x) => x.mibps);
      const speed = median(speeds);
      // Each round's two transfers ran back to back, so their ratio is the least touched by drift.
      const ratios = runs.map((x, i) => x.mibps / (fsRuns[i]?.mibps ?? NaN));
      const ratio = median(ratios);
      const growthMb = (Math.max(...runs.map((x) => x.peakBytes)) - baselineBytes) / MB;
      const isWebdav = api === 'webdav';
      const met = isWebdav
        ? verdict([
            ratio < TARGETS.throughputRatio && 'throughput',
            growthMb >= TARGETS.rssGrowthMb && 'RSS',
          ])
        : '-';
      const name = ROUTES[api].label[direction];
      rows.push([
        name,
        speed.toFixed(0),
        `${Math.min(...speeds).toFixed(0)}-${Math.max(...speeds).toFixed(0)}`,
        isWebdav
          ? `${ratio.toFixed(2)} (${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)})`
          : '-',
        `${growthMb >= 0 ? '+' : ''}${growthMb.toFixed(1)}`,
        met,
      ]);
      measurements.push({
        name,
        figures: [
          { label: 'median', value: speed, unit: 'MiB/s' },
          ...(isWebdav ? [{ label: 'of fs API', value: 100 * ratio, unit: '%' }] : []),
          { label: 'RSS growth', value: growthMb, unit: 'MB' },
        ],
        note: isWebdav
          ? `target >= ${TARGETS.throughputRatio}x the fs API, RSS growth < ${TARGETS.rssGrowthMb} MB: ${met}`
          : `reference; RSS growth over the warm server`,
      });
    }
  }
  print(
    table(
      ['path', 'MiB/s', 'range', 'WebDAV / fs API (range)', 'peak RSS growth MB', 'target met'],
      rows,
    ),
  );
  return measurements;
}

function reportListings(
  samples: Record<Listing, number[]>,
  clientAlone: Record<Listing, number[]>,
  count: number,
  growthBytes: number,
): Measurement[] {
  const runs = samples.fs.length;
  const stats = (kind: Listing) => {
    const sorted = [...samples[kind]].sort((a, b) => a - b);
    return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
  };
  const fs = stats('fs');
  const clientP50 = (kind: Listing) =>
    percentile(
      [...clientAlone[kind]].sort((a, b) => a - b),
      50,
    );
  // What is left of a p50 once the client's own receiving is taken out: the server's share.
  const serverShare = (kind: Listing) => stats(kind).p50 - clientP50(kind);
  const names: Record<Listing, string> = {
    allprop: `PROPFIND Depth 1 allprop, ${count} entries`,
    named: `PROPFIND Depth 1 5 named props, ${count} entries`,
    fs: `GET /api/fs/list, ${count} entries`,
  };
  const rows: string[][] = [];
  const measurements: Measurement[] = [];
  for (const kind of LISTING_KINDS) {
    const { p50, p95 } = stats(kind);
    const ratio = median(samples[kind].map((value, run) => value / samples.fs[run]!));
    const isWebdav = kind !== 'fs';
    const met = isWebdav ? verdict([ratio > TARGETS.listRatio && 'time']) : '-';
    const ratios = isWebdav ? `${ratio.toFixed(2)} (p50s ${(p50 / fs.p50).toFixed(2)})` : '-';
    const share = isWebdav ? (serverShare(kind) / serverShare('fs')).toFixed(2) : '-';
    rows.push([names[kind], ms(p50), ms(p95), ratios, met, ms(clientP50(kind)), share]);
    measurements.push({
      name: names[kind],
      figures: [
        { label: 'p50', value: p50, unit: 'ms' },
        { label: 'p95', value: p95, unit: 'ms' },
        { label: 'client alone', value: clientP50(kind), unit: 'ms' },
        isWebdav
          ? { label: 'of fs API', value: 100 * ratio, unit: '%' }
          : { label: 'RSS growth', value: growthBytes / MB, unit: 'MB' },
      ],
      note: isWebdav
        ? `cold, ${runs} runs; target: median of the runs' ratios <= ${TARGETS.listRatio}x the fs API: ${met}`
        : `reference, cold, ${runs} runs; RSS growth over the warm server during all the listings`,
    });
  }
  print(
    table(
      [
        'listing (cold)',
        'p50 ms',
        'p95 ms',
        'WebDAV / fs API (median run)',
        'target met',
        'client alone ms',
        'server share / fs API',
      ],
      rows,
    ),
  );
  return measurements;
}

const print = (text: string) =>
  console.log(
    text
      .split('\n')
      .map((line) => `  ${line}`)
      .join('\n'),
  );

const mb = (bytes: number) => (bytes / MB).toFixed(1);
const ms = (value: number) => value.toFixed(0);
