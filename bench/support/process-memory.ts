/** Resident memory of the server under test: finding its process and sampling VmRSS from /proc. */
import { readFileSync } from 'node:fs';
import { findPids, statFields } from './proc.js';

const SAMPLE_MS = 100;

/** The server this process spawned on `dataDir` (a child of ours whose environment names it). */
export function serverPid(dataDir: string): number {
  const marker = `\0DATA_DIR=${dataDir}\0`;
  const [pid] = findPids(
    (candidate) =>
      Number(statFields(candidate)[1]) === process.pid &&
      `\0${readFileSync(`/proc/${candidate}/environ`, 'utf8')}`.includes(marker),
  );
  if (pid === undefined)
    throw new Error(
      `no child process serves DATA_DIR=${dataDir} (RSS is read from /proc: Linux only)`,
    );
  return pid;
}

/** VmRSS of `pid` in bytes. */
export function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1];
  if (kib === undefined) throw new Error(`/proc/${pid}/status has no VmRSS line`);
  return Number(kib) * 1024;
}

/** Samples a process's RSS every 100 ms while `task` runs; answers the task's result and the peak. */
export async function withPeakRss<T>(
  pid: number,
  task: () => Promise<T>,
): Promise<{ result: T; peakBytes: number }> {
  let peakBytes = rssBytes(pid);
  const sample = () => {
    peakBytes = Math.max(peakBytes, rssBytes(pid));
  };
  const timer = setInterval(sample, SAMPLE_MS);
  try {
    const result = await task();
    sample();
    return { result, peakBytes };
  } finally {
    clearInterval(timer);
  }
}
