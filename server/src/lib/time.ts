/** Clock seam so services and tests agree on "now". */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const toIso = (date: Date): string => date.toISOString();

/** Stored times are always toISOString() output (UTC, fixed width) so they compare correctly as text. */
export const isoOrNull = (value: string | null): string | null =>
  value === null ? null : new Date(value).toISOString();
