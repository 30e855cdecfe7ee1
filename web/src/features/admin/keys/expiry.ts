/** Key expiry choices (1d, 7d, 30d, never, custom days) and their ISO expires_at. */
import { KEY_EXPIRY_PRESET_DAYS } from '@cloudpaste/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A hundred years: beyond it a Date overflows long before it matters to anyone. */
export const MAX_CUSTOM_DAYS = 36_500;

/** 'keep' exists only when editing: leave the key's current expiry untouched. */
export type ExpiryChoice = 'keep' | 'never' | 'custom' | `${number}`;

/** The presets, shortest first, then never, then custom. */
export const EXPIRY_CHOICES: readonly ExpiryChoice[] = [
  ...KEY_EXPIRY_PRESET_DAYS.map((d): ExpiryChoice => (d === null ? 'never' : `${d}`)),
  'custom',
];

export type ExpiryError = 'customDaysRequired' | 'customDaysInvalid';

export type ExpiryResult =
  { ok: true; expiresAt: string | null } | { ok: false; error: ExpiryError };

function addDays(now: Date, days: number): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString();
}

/** Parses the custom-days input: a positive whole number, at most MAX_CUSTOM_DAYS. */
export function parseCustomDays(
  input: string,
): { ok: true; days: number } | { ok: false; error: ExpiryError } {
  const trimmed = input.trim();
  if (trimmed === '') return { ok: false, error: 'customDaysRequired' };
  if (!/^\d+$/.test(trimmed)) return { ok: false, error: 'customDaysInvalid' };
  const days = Number(trimmed);
  if (days < 1 || days > MAX_CUSTOM_DAYS) return { ok: false, error: 'customDaysInvalid' };
  return { ok: true, days };
}

/** The expires_at to send for a choice ('keep' is the caller's business: it sends nothing). */
export function computeExpiresAt(
  choice: Exclude<ExpiryChoice, 'keep'>,
  customDays: string,
  now: Date,
): ExpiryResult {
  if (choice === 'never') return { ok: true, expiresAt: null };
  if (choice === 'custom') {
    const parsed = parseCustomDays(customDays);
    return parsed.ok ? { ok: true, expiresAt: addDays(now, parsed.days) } : parsed;
  }
  return { ok: true, expiresAt: addDays(now, Number(choice)) };
}

export function isExpired(expiresAt: string | null, now: Date): boolean {
  if (!expiresAt) return false;
  const time = Date.parse(expiresAt);
  return !Number.isNaN(time) && time <= now.getTime();
}
