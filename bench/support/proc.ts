/** Reading Linux's /proc: the processes there, and the fields of a process's stat line. */
import { readdirSync, readFileSync } from 'node:fs';

/**
 * The processes for which `match` answers true (it may read their /proc files); one that ends while
 * it is looked at is skipped.
 */
export function findPids(match: (pid: number) => boolean): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (match(Number(entry))) pids.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return pids;
}

/**
 * The fields of /proc/`pid`/stat after the command name, which may hold spaces or parentheses:
 * index 0 is the state (field 3 of proc(5)), 1 the ppid, 11 and 12 utime and stime.
 */
export function statFields(pid: number): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}
