/** Share expiry choices (presets, never, custom amount + unit) and the expiresAt they send. */
import { CUSTOM_EXPIRY_UNIT_HOURS, SHARE_EXPIRY_PRESET_HOURS } from '@cloudpaste/contracts';

const HOUR_MS = 60 * 60 * 1000;
/** Ten years: a longer custom duration is almost surely a typo, and far dates overflow some clients. */
export const MAX_CUSTOM_EXPIRY_HOURS = 10 * 365 * 24;

export type ExpiryPreset = '1h' | '1d' | '7d' | '30d' | 'never';
/** 'keep' exists only when editing: leave the share's current expiry as it is. */
export type ExpiryChoice = ExpiryPreset | 'custom' | 'keep';
export type ExpiryUnit = keyof typeof CUSTOM_EXPIRY_UNIT_HOURS;

/** Option values of the expiry select (the e2e specs rely on them) mapped to the presets. */
export const EXPIRY_PRESETS: readonly { choice: ExpiryPreset; hours: number | null }[] = (
  ['1h', '1d', '7d', '30d', 'never'] as const
).map((choice, i) => ({ choice, hours: SHARE_EXPIRY_PRESET_HOURS[i] ?? null }));

export const EXPIRY_UNITS = Object.keys(CUSTOM_EXPIRY_UNIT_HOURS) as ExpiryUnit[];

/** New shares expire after 7 days (docs/product/shares.md, "Expiry"). */
export const DEFAULT_EXPIRY: ExpiryPreset = '7d';

export function isExpiryChoice(value: unknown): value is ExpiryChoice {
  return value === 'custom' || value === 'keep' || EXPIRY_PRESETS.some((p) => p.choice === value);
}

export function isExpiryUnit(value: unknown): value is ExpiryUnit {
  return typeof value === 'string' && value in CUSTOM_EXPIRY_UNIT_HOURS;
}

export type ExpiryError = 'amountRequired' | 'amountInvalid' | 'amountTooLarge';

export type ExpiryResult =
  { ok: true; expiresAt: string | null } | { ok: false; error: ExpiryError };

/** Hours of a custom duration: a positive whole amount, at most MAX_CUSTOM_EXPIRY_HOURS in total. */
export function customExpiryHours(
  amount: string,
  unit: ExpiryUnit,
): { ok: true; hours: number } | { ok: false; error: ExpiryError } {
  const trimmed = amount.trim();
  if (trimmed === '') return { ok: false, error: 'amountRequired' };
  if (!/^\d+$/.test(trimmed) || Number(trimmed) < 1) return { ok: false, error: 'amountInvalid' };
  const hours = Number(trimmed) * CUSTOM_EXPIRY_UNIT_HOURS[unit];
  if (hours > MAX_CUSTOM_EXPIRY_HOURS) return { ok: false, error: 'amountTooLarge' };
  return { ok: true, hours };
}

/** The expiresAt to send, computed from `now` (submit time); 'keep' is the caller's: it sends nothing. */
export function computeExpiresAt(
  choice: Exclude<ExpiryChoice, 'keep'>,
  amount: string,
  unit: ExpiryUnit,
  now: Date,
): ExpiryResult {
  let hours: number | null;
  if (choice === 'custom') {
    const custom = customExpiryHours(amount, unit);
    if (!custom.ok) return custom;
    hours = custom.hours;
  } else {
    hours = EXPIRY_PRESETS.find((p) => p.choice === choice)?.hours ?? null;
  }
  return {
    ok: true,
    expiresAt: hours === null ? null : new Date(now.getTime() + hours * HOUR_MS).toISOString(),
  };
}
