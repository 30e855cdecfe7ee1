/** Locale-aware formatting shared by the admin screens. */

/** Formats an ISO time for display; `fallback` when absent or unparsable (never throws). */
export function formatDateTime(
  iso: string | null | undefined,
  locale: string,
  fallback = '—',
): string {
  if (!iso) return fallback;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return fallback;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** Day only, for times where the hour adds nothing (creation dates in lists). */
export function formatDate(iso: string | null | undefined, locale: string, fallback = '—'): string {
  if (!iso) return fallback;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return fallback;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** The message to show for a failed request: the api client already translated it. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
