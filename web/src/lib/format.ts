/**
 * Locale-aware display formatting shared by every screen: numbers, byte sizes, transfer speeds,
 * durations and ISO times.
 */

/**
 * Building an Intl formatter costs far more than using one (a locale lookup each time): a table of
 * a hundred dates built one per cell, and even one paste view built several during its first
 * render. Each locale and set of options is built once.
 */
type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat;

const formatters = new Map<string, Formatter>();

function cached<T extends Formatter>(key: string, build: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = build();
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A browser's first date formatter loads the locale's calendar data: about 25 ms of CPU on a fast
 * machine, four times that on a mid-range phone, all inside the first render that shows a date.
 * Started while the page waits for the network, that render is short. (Later formatters, of any
 * options and of numbers, cost well under a millisecond.)
 */
export function warmUpDateFormatting(locale: string): void {
  dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/** The formatters themselves, for a screen whose format the helpers below do not cover. */
export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  cached(`n ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

export const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  cached(`d ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

export const relativeTimeFormat = (locale: string, options: Intl.RelativeTimeFormatOptions) =>
  cached(
    `r ${locale} ${JSON.stringify(options)}`,
    () => new Intl.RelativeTimeFormat(locale, options),
  );

export function formatNumber(
  value: number,
  locale: string,
  options?: Intl.NumberFormatOptions,
): string {
  return numberFormat(locale, options).format(value);
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

/** "512 B", "1.5 MB": the largest binary unit that keeps the number at least 1; '—' for no size. */
export function formatBytes(bytes: number | null | undefined, locale: string): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '—';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // Whole bytes, and no decimal once three digits carry the precision.
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  const number = numberFormat(locale, { maximumFractionDigits: digits }).format(value);
  return `${number} ${BYTE_UNITS[unit]}`;
}

export function formatSpeed(bytesPerSecond: number, locale: string): string {
  return `${formatBytes(bytesPerSecond, locale)}/s`;
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

/** The time an ISO string names, or null when it is absent or does not parse. */
function parseTime(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Date and time of an ISO string; `fallback` when it is absent or does not parse (never throws).
 * Screens that would rather show a broken value as it came pass the string itself as fallback.
 */
export function formatDateTime(
  iso: string | null | undefined,
  locale: string,
  fallback = '—',
): string {
  const date = parseTime(iso);
  if (!date) return fallback;
  return dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** Day only, for times where the hour adds nothing (creation dates in lists). */
export function formatDate(iso: string | null | undefined, locale: string, fallback = '—'): string {
  const date = parseTime(iso);
  if (!date) return fallback;
  return dateFormat(locale, { dateStyle: 'medium' }).format(date);
}

/** Date and time as two parts, so a narrow cell can put them on two lines; null when unusable. */
export function formatDateParts(
  iso: string | null | undefined,
  locale: string,
): { date: string; time: string } | null {
  const date = parseTime(iso);
  if (!date) return null;
  return {
    date: dateFormat(locale, { dateStyle: 'medium' }).format(date),
    time: dateFormat(locale, { timeStyle: 'short' }).format(date),
  };
}
