/** Pure helpers for showing mounts: list order, dates, durations and request failures. */
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

/** An ISO time in the user's language; `fallback` when absent or unparsable (never throws). */
export function formatDateTime(iso: string | null | undefined, locale: string, fallback = '—') {
  if (!iso) return fallback;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return fallback;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** Day only, with the time left to a tooltip, so the list stays narrow. */
export function formatDate(iso: string, locale: string) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

/** Whole seconds as the largest exact unit, so 300 reads "5 min" and 90 reads "90 s". */
export function durationParts(seconds: number): { unit: 's' | 'min' | 'h'; value: number } {
  if (seconds >= 3600 && seconds % 3600 === 0) return { unit: 'h', value: seconds / 3600 };
  if (seconds >= 60 && seconds % 60 === 0) return { unit: 'min', value: seconds / 60 };
  return { unit: 's', value: seconds };
}

/** The message to show for a failed request: the api client has already translated it. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
