/** Clock seam so services and tests agree on "now". */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const toIso = (date: Date): string => date.toISOString();
