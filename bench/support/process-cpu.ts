/**
 * CPU time of the processes a transfer runs through, read from /proc (Linux only): on a machine
 * with few cores the server, the storage and the client share them, so a proxy's throughput is
 * bounded by the CPU it adds as much as by its own speed.
 */
import { readFileSync } from 'node:fs';
import { findPids, statFields } from './proc.js';

/** Clock ticks per second of /proc/<pid>/stat's times: USER_HZ, 100 on every Linux build. */
const TICKS_PER_SECOND = 100;

/** The S3 server's processes in the tests (Ceph's gateway and its object store). */
const STORAGE_COMMANDS = new Set(['radosgw', 'ceph-osd']);

const GIB = 1024 ** 3;

export const CPU_SIDES = ['server', 'storage', 'client'] as const;

/** CPU seconds (user + system) of each side of a transfer. */
export type CpuTimes = Record<(typeof CPU_SIDES)[number], number>;

/** The CPU used so far by the server `serverPid`, the S3 server's processes and this process. */
export function cpuTimes(serverPid: number): CpuTimes {
  const { user, system } = process.cpuUsage();
  const storagePids = findPids((pid) =>
    STORAGE_COMMANDS.has(readFileSync(`/proc/${pid}/comm`, 'utf8').trim()),
  );
  return {
    server: cpuSeconds(serverPid),
    storage: storagePids.reduce((sum, pid) => sum + cpuSeconds(pid), 0),
    client: (user + system) / 1e6,
  };
}

/** The CPU each side spent between `before` and `after`, per GiB of the `bytes` moved meanwhile. */
export function cpuPerGib(before: CpuTimes, after: CpuTimes, bytes: number): CpuTimes {
  return Object.fromEntries(
    CPU_SIDES.map((side) => [side, ((after[side] - before[side]) * GIB) / bytes]),
  ) as CpuTimes;
}

/** User + system CPU seconds `pid` has used; 0 once it is gone. */
function cpuSeconds(pid: number): number {
  try {
    const fields = statFields(pid);
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}
