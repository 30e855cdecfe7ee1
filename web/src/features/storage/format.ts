/** Byte sizes for usage and capacity: "512 B", "1.5 GB", "2 TB". */
const UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

export function formatBytes(bytes: number, locale: string): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${UNITS[unit]}`;
}

/** Share of the capacity used, 0-100, or null when the capacity is unlimited. */
export function usagePercent(used: number, total: number | null): number | null {
  if (!total) return null;
  return Math.min(100, Math.round((used / total) * 1000) / 10);
}

/** The message to show for a failed request: the api client has already translated it. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
