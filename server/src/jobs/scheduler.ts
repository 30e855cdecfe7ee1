/**
 * Periodic work. Every instance flushes its own batched API-key usage and share views, and resumes
 * search index builds whose process stopped (each build has its own lease). The rest runs once per
 * cluster, by whichever instance holds the job's lease (docs/DEPLOY.md): purge expired sessions,
 * sweep expired shares, uploads, archive links, WebDAV locks, forgotten attempt windows and audit
 * entries past their retention.
 */
import type { Logger } from 'pino';
import type { Services } from '../services/index.js';

export interface Scheduler {
  stop(): Promise<void>;
}

const MINUTE = 60_000;

/** A job run by one instance of the cluster per interval: what each instance's timer runs. */
export function oncePerCluster(
  services: Pick<Services, 'jobLeases'>,
  name: string,
  intervalMs: number,
  job: () => Promise<unknown>,
): () => Promise<boolean> {
  // A little short of the interval: the holder's next turn finds it lapsed or its own.
  const leaseMs = Math.max(1, intervalMs - Math.min(intervalMs / 10, 5_000));
  return async () => {
    if (!(await services.jobLeases.claim(name, leaseMs))) return false;
    await job();
    return true;
  };
}

/** The clean-up sweeps' interval unless SWEEP_INTERVAL_MS says otherwise (config/env.ts). */
export const SWEEP_INTERVAL_MS = 5 * MINUTE;

export function startJobs(
  services: Services,
  logger: Logger,
  options: { sweepIntervalMs?: number } = {},
): Scheduler {
  const sweepMs = options.sweepIntervalMs ?? SWEEP_INTERVAL_MS;
  const run = (name: string, job: () => Promise<unknown>) => () => {
    job().catch((err: unknown) => logger.error({ err, job: name }, 'job failed'));
  };
  const every = (name: string, intervalMs: number, job: () => Promise<unknown>) =>
    setInterval(run(name, job), intervalMs);
  const cluster = (name: string, intervalMs: number, job: () => Promise<unknown>) =>
    every(name, intervalMs, oncePerCluster(services, name, intervalMs, job));
  const timers = [
    every('flush-key-usage', 30_000, () => services.apiKeys.flushUsage()),
    every('flush-paste-views', 1_000, () => services.pastes.flushViews()),
    every('resume-index-builds', MINUTE, () => services.fs.indexer.resumeOrphaned()),
    cluster('purge-sessions', 60 * MINUTE, () => services.auth.purgeExpiredSessions()),
    cluster('sweep-pastes', sweepMs, () => services.pastes.sweep()),
    cluster('sweep-files', sweepMs, () => services.files.sweeper.sweep()),
    cluster('sweep-archives', sweepMs, () => services.fs.archives.sweep()),
    cluster('sweep-attempts', sweepMs, () => services.attempts.sweep()),
    cluster('sweep-dav-locks', 60 * MINUTE, () => services.dav.locks.sweep()),
    cluster('sweep-audit-log', 60 * MINUTE, () => services.audit.sweep()),
  ];
  run('resume-index-builds', () => services.fs.indexer.resumeOrphaned())();
  for (const t of timers) t.unref();
  return {
    async stop() {
      for (const t of timers) clearInterval(t);
      // A build stopped here keeps its cursor: the next start resumes it.
      await services.fs.indexer.builder.close();
      await services.apiKeys.flushUsage();
      await services.pastes.flushViews();
    },
  };
}
