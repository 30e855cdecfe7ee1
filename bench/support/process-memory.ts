/** Resident memory of the server under test: finding its process and sampling VmRSS from /proc. */
import { readdirSync, readFileSync } from 'node:fs';

const SAMPLE_MS = 100;

/** The server this process spawned on `dataDir` (a child of ours whose environment names it). */
export function serverPid(dataDir: string): number {
  const marker = `\0DATA_DIR=${dataDir}\0`;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name may hold spaces or parentheses: the ppid is the 2nd field after the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid !== process.pid) continue;
      if (`\0${readFileSync(`/proc/${entry}/environ`, 'utf8')}`.includes(marker))
        return Number(entry);
    } catch {
      // The process ended while we looked.
    }
  }
  throw new Error(
    `no child process serves DATA_DIR=${dataDir} (RSS is read from /proc: Linux only)`,
  );
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
