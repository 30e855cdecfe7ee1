/** Sizes, dates and links as the file view shows them, in the reader's language. */

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

export function formatSize(bytes: number, locale: string): string {
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

export function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** Path of a share's public page; opening it counts a view. */
export function filePath(slug: string): string {
  return `/file/${encodeURIComponent(slug)}`;
}

/** Absolute link to hand out (copy, QR code), on the origin the user is on. */
export function fileShareUrl(slug: string, origin: string = window.location.origin): string {
  return new URL(filePath(slug), origin).href;
}
