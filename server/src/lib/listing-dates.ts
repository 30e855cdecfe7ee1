/**
 * Dates of listing entries, formatted fast. A folder of 10,000 files formats 10,000 times, and
 * Date#toISOString / toUTCString cost more than the rest of an entry's JSON or XML; files of one
 * folder mostly share a few days, so the day part is formatted once and kept (a small bounded
 * map), and only the time of day is built from numbers. Anything outside years 0000-9999 falls
 * back to Date's own formatting, so every answer equals it exactly (listing-dates.test.ts).
 */

const MS_PER_DAY = 86_400_000;
const MAX_KEPT_DAYS = 4096;
const TWO_DIGITS = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
const THREE_DIGITS = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0'));
// Years 0000-9999: the range in which both formats have their fixed layout.
const MIN_MS = Date.UTC(0, 0, 1) - 1;
const MAX_MS = Date.UTC(10_000, 0, 1);

/** A bounded memo of the per-day part (emptied when full: a listing touches few days). */
function dayMemo<K>(format: (day: K) => string): (day: K) => string {
  const kept = new Map<K, string>();
  return (day) => {
    let text = kept.get(day);
    if (text === undefined) {
      if (kept.size >= MAX_KEPT_DAYS) kept.clear();
      text = format(day);
      kept.set(day, text);
    }
    return text;
  };
}

// '2026-11-23T'
const isoDay = dayMemo((day: number) => new Date(day * MS_PER_DAY).toISOString().slice(0, 11));

function timeOfDay(ms: number) {
  const msInDay = ms - Math.floor(ms / MS_PER_DAY) * MS_PER_DAY;
  const seconds = Math.floor(msInDay / 1000);
  return {
    hh: TWO_DIGITS[Math.floor(seconds / 3600)]!,
    mm: TWO_DIGITS[Math.floor(seconds / 60) % 60]!,
    ss: TWO_DIGITS[seconds % 60]!,
    msInDay,
  };
}

/** Exactly `new Date(ms).toISOString()`. */
export function isoOfMs(ms: number): string {
  if (!(ms > MIN_MS && ms < MAX_MS) || !Number.isInteger(ms)) return new Date(ms).toISOString();
  const { hh, mm, ss, msInDay } = timeOfDay(ms);
  return `${isoDay(Math.floor(ms / MS_PER_DAY))}${hh}:${mm}:${ss}.${THREE_DIGITS[msInDay % 1000]}Z`;
}

// 'Mon, 23 Nov 2026 ' for '2026-11-23'
const httpDay = dayMemo((day: string) =>
  new Date(`${day}T00:00:00.000Z`).toUTCString().slice(0, 17),
);

/**
 * `new Date(iso).toUTCString()` for a toISOString() text of years 0000-9999 (24 characters),
 * without parsing it as a Date; other texts go through Date.
 */
export function httpDateOfIso(iso: string): string {
  if (iso.length !== 24 || iso.charCodeAt(10) !== 84 /* T */ || iso.charCodeAt(23) !== 90 /* Z */)
    return new Date(iso).toUTCString();
  return `${httpDay(iso.slice(0, 10))}${iso.slice(11, 19)} GMT`;
}
