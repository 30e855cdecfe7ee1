/** `--expires` values: a duration (`30m`, `12h`, `7d`, `2w`), an ISO time, or `never`. */
import { usage } from './errors.js';

const UNIT_MS: Record<string, number> = {
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
  w: 7 * 86_400_000,
};

/** Milliseconds from `now` until the share expires; null for never. */
export function expiryMs(value: string, now: Date): number | null {
  if (value === 'never' || value === '0') return null;
  const duration = /^(\d+(?:\.\d+)?)([mhdw])$/.exec(value);
  if (duration) return Number(duration[1]) * UNIT_MS[duration[2]!]!;
  const at = Date.parse(value);
  if (/^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(at)) {
    if (at <= now.getTime()) throw usage('usage.expiresPast', { value });
    return at - now.getTime();
  }
  throw usage('usage.expires', { value });
}

/** A text share's `expiresAt` (ISO), or null. */
export function expiresAtOf(value: string | undefined, now = new Date()): string | null {
  if (value === undefined) return null;
  const ms = expiryMs(value, now);
  return ms === null ? null : new Date(now.getTime() + ms).toISOString();
}

/** A file share's `expires_in` (hours, 0 = never). */
export function expiresInHoursOf(value: string | undefined, now = new Date()): number | undefined {
  if (value === undefined) return undefined;
  const ms = expiryMs(value, now);
  return ms === null ? 0 : ms / 3_600_000;
}
