/** Clock seam so services and tests agree on "now". */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const toIso = (date: Date): string => date.toISOString();

/** Stored times are always toISOString() output (UTC, fixed width) so they compare correctly as text. */
export const isoOrNull = (value: string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** The last `count` UTC days (`YYYY-MM-DD`) up to and including the day of `now`, oldest first. */
export function lastUtcDays(now: Date, count: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: count }, (_, i) =>
    new Date(today - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}
