/** Sizes, speeds and durations for upload rows, in the reader's language. */

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** Bytes in the largest binary unit that keeps the number at least 1: "512 B", "1.5 MB". */
export function formatSize(bytes: number | null | undefined, locale: string): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '—';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  return `${number} ${UNITS[unit]}`;
}

export function formatSpeed(bytesPerSecond: number, locale: string): string {
  return `${formatSize(bytesPerSecond, locale)}/s`;
}

/** "45 s", "3 min 05 s", "1 h 02 min": short and stable in width while it counts down. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (h > 0) return `${h} h ${pad(m)} min`;
  if (m > 0) return `${m} min ${pad(s)} s`;
  return `${s} s`;
}

/** Absolute link of a file share, on the origin the user is on. */
export function fileShareUrl(slug: string, origin: string = window.location.origin): string {
  return new URL(`/file/${encodeURIComponent(slug)}`, origin).href;
}
