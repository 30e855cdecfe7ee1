/**
 * Periodic work: flush batched API-key usage and share views, purge expired sessions, sweep expired
 * shares, uploads, archive links, WebDAV locks and forgotten attempt windows; resume search index builds whose process
 * stopped (at start, then every minute).
 */
import type { Logger } from 'pino';
import type { Services } from '../services/index.js';

export interface Scheduler {
  stop(): Promise<void>;
}

export function startJobs(services: Services, logger: Logger): Scheduler {
  const run = (name: string, job: () => Promise<unknown>) => () => {
    job().catch((err: unknown) => logger.error({ err, job: name }, 'job failed'));
  };
  const timers = [
    setInterval(
      run('flush-key-usage', () => services.apiKeys.flushUsage()),
      30_000,
    ),
    setInterval(
      run('flush-paste-views', () => services.pastes.flushViews()),
      1_000,
    ),
    setInterval(
      run('purge-sessions', () => services.auth.purgeExpiredSessions()),
      60 * 60_000,
    ),
    setInterval(
      run('sweep-pastes', () => services.pastes.sweep()),
      5 * 60_000,
    ),
    setInterval(
      run('sweep-files', () => services.files.sweeper.sweep()),
      5 * 60_000,
    ),
    setInterval(
      run('sweep-archives', () => services.fs.archives.sweep()),
      5 * 60_000,
    ),
    setInterval(
      run('sweep-attempts', () => services.attempts.sweep()),
      5 * 60_000,
    ),
    setInterval(
      run('sweep-dav-locks', () => services.dav.locks.sweep()),
      60 * 60_000,
    ),
    setInterval(
      run('resume-index-builds', () => services.fs.indexer.resumeOrphaned()),
      60_000,
    ),
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
