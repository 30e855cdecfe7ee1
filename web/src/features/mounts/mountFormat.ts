/** Pure helpers for showing mounts: list order and durations. */
import type { Mount } from '@cloudpaste/contracts';

/**
 * Sort order first, then path: the order the server answers in, kept here too so a list is never
 * shown in insertion order by an older server.
 */
export function sortMounts(mounts: Mount[]): Mount[] {
  return [...mounts].sort(
    (a, b) => a.sort_order - b.sort_order || a.mount_path.localeCompare(b.mount_path),
  );
}

/** Whole seconds as the largest exact unit, so 300 reads "5 min" and 90 reads "90 s". */
export function durationParts(seconds: number): { unit: 's' | 'min' | 'h'; value: number } {
  if (seconds >= 3600 && seconds % 3600 === 0) return { unit: 'h', value: seconds / 3600 };
  if (seconds >= 60 && seconds % 60 === 0) return { unit: 'min', value: seconds / 60 };
  return { unit: 's', value: seconds };
}
