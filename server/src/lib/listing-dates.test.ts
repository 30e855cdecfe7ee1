import { describe, expect, it } from 'vitest';
import { httpDateOfIso, isoOfMs } from './listing-dates.js';

/** A spread of instants: random ones over the years 0000-9999, each side of 1970, day edges. */
function instants(): number[] {
  const edges = [
    0,
    -1,
    1,
    86_399_999,
    86_400_000,
    -86_400_000,
    Date.UTC(0, 0, 1),
    Date.UTC(10_000, 0, 1) - 1,
    Date.UTC(2024, 1, 29, 23, 59, 59, 999),
    Date.UTC(1900, 1, 28, 12),
  ];
  let seed = 42;
  const random = () => {
    // A fixed LCG, so that a failure names the same instants every run.
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const span = Date.UTC(10_000, 0, 1) - Date.UTC(0, 0, 1);
  const spread = Array.from({ length: 20_000 }, () =>
    Math.floor(Date.UTC(0, 0, 1) + random() * span),
  );
  const recent = Array.from({ length: 5_000 }, () =>
    Math.floor(Date.UTC(2020, 0, 1) + random() * 10 * 365 * 86_400_000),
  );
  return [...edges, ...spread, ...recent];
}

describe('listing dates', () => {
  it('isoOfMs equals Date formatting for every instant', () => {
    for (const ms of instants()) {
      expect(isoOfMs(ms)).toBe(new Date(ms).toISOString());
    }
  });

  it('httpDateOfIso equals parsing and formatting the toISOString text', () => {
    for (const ms of instants()) {
      const iso = new Date(ms).toISOString();
      expect(httpDateOfIso(iso)).toBe(new Date(iso).toUTCString());
    }
  });

  it('falls back to Date outside the fixed layouts', () => {
    const far = Date.UTC(12_000, 5, 1);
    expect(isoOfMs(far)).toBe('+012000-06-01T00:00:00.000Z');
    expect(isoOfMs(-62_198_755_200_001)).toBe(new Date(-62_198_755_200_001).toISOString());
    expect(httpDateOfIso('+012000-06-01T00:00:00.000Z')).toBe(new Date(far).toUTCString());
    expect(isoOfMs(1.5)).toBe(new Date(1.5).toISOString());
    expect(() => isoOfMs(Number.NaN)).toThrow(RangeError);
  });
});
