/**
 * CPU time of the processes a transfer runs through, read from /proc (Linux only): on a machine
 * with few cores the server, the storage and the client share them, so a proxy's throughput is
 * bounded by the CPU it adds as much as by its own speed.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat's times: USER_HZ, 100 on every Linux build. */
const TICKS_PER_SECOND = 100;

/** The S3 server's processes in the tests (Ceph's gateway and its object store). */
const STORAGE_COMMANDS = ['radosgw', 'ceph-osd'];

/** CPU seconds (user + system) used so far by each side of a transfer. */
export interface CpuTimes {
  server: number;
  storage: number;
  client: number;
}

/** The CPU used so far by the server `serverPid`, the S3 server's processes and this process. */
export function cpuTimes(serverPid: number): CpuTimes {
  const { user, system } = process.cpuUsage();
  return {
    server: cpuSeconds(serverPid),
    storage: STORAGE_COMMANDS.flatMap(pidsNamed).reduce((sum, pid) => sum + cpuSeconds(pid), 0),
    client: (user + system) / 1e6,
  };
}

export const cpuSpent = (before: CpuTimes, after: CpuTimes): CpuTimes => ({
  server: after.server - before.server,
  storage: after.storage - before.storage,
  client: after.client - before.client,
});

/** User + system CPU seconds `pid` has used; 0 once it is gone. */
function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // utime and stime are fields 14 and 15; the command name (field 2) may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

function pidsNamed(name: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === name) pids.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return pids;
}
