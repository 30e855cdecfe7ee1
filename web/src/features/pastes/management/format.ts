/** Locale-aware formatting for the text management list: sizes and times. */

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** Bytes in the largest binary unit that keeps the number at least 1: "512 B", "1.5 KB", "2 MB". */
export function formatSize(bytes: number, locale: string): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
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

/** Date and time of an ISO string as two parts, so a narrow cell can put them on two lines. */
export function formatDateParts(
  iso: string | null | undefined,
  locale: string,
): { date: string; time: string } | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return {
    date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date),
    time: new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(date),
  };
}

/** The message to show for a failed request: the api client has already translated it. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
