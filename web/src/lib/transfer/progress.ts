/**
 * Transfer progress figures: bytes, percentage, speed as a moving average over the last few seconds,
 * and the time left at that speed. Pure: the caller passes the time of each sample.
 */

export interface Progress {
  loaded: number;
  total: number;
  /** Whole percent, 0-100. */
  percent: number;
  /** Bytes per second over the averaging window; 0 until two samples exist. */
  bytesPerSecond: number;
  /** Seconds left at the current speed, or null while the speed is unknown. */
  secondsLeft: number | null;
}

/** Long enough to smooth out bursty XHR progress events, short enough to follow a real change. */
export const SPEED_WINDOW_MS = 3_000;

export function emptyProgress(total = 0): Progress {
  return { loaded: 0, total, percent: 0, bytesPerSecond: 0, secondsLeft: null };
}

export function percentOf(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.floor((loaded / total) * 100)));
}

interface Sample {
  at: number;
  loaded: number;
}

export class ProgressMeter {
  private samples: Sample[] = [];
  private loaded = 0;

  constructor(
    private readonly total: number,
    private readonly windowMs = SPEED_WINDOW_MS,
  ) {}

  /** Records the bytes transferred so far at time `at` (ms). Bytes may go down when a part retries. */
  update(loaded: number, at: number): Progress {
    this.loaded = Math.max(0, Math.min(loaded, this.total || loaded));
    this.samples.push({ at, loaded: this.loaded });
    // Keep one sample older than the window so the average always spans the whole window.
    while (this.samples.length > 2 && (this.samples[1]?.at ?? at) <= at - this.windowMs) {
      this.samples.shift();
    }
    return this.snapshot();
  }

  snapshot(): Progress {
    const first = this.samples[0];
    const last = this.samples[this.samples.length - 1];
    const elapsed = first && last ? (last.at - first.at) / 1000 : 0;
    const bytesPerSecond =
      first && last && elapsed > 0 ? Math.max(0, (last.loaded - first.loaded) / elapsed) : 0;
    const remaining = Math.max(0, this.total - this.loaded);
    return {
      loaded: this.loaded,
      total: this.total,
      percent: percentOf(this.loaded, this.total),
      bytesPerSecond,
      secondsLeft: bytesPerSecond > 0 ? Math.ceil(remaining / bytesPerSecond) : null,
    };
  }
}
