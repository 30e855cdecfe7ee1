/** What a benchmark is given and what it reports. */

/** One printed number, e.g. { label: 'p50', value: 51.2, unit: 'ms' }. */
export interface Figure {
  label: string;
  value: number;
  unit: string;
}

/** A measured line: a name, its figures, and the sample behind them. */
export interface Measurement {
  name: string;
  figures: Figure[];
  note: string;
}

export interface BenchContext {
  /** Origin of the server under test (loopback only). */
  url: string;
  /** Calls /api on the server under test; throws unless the status is 2xx. */
  api<T>(path: string, init?: { method?: string; body?: unknown; auth?: string }): Promise<T>;
  /** A fresh admin session token. */
  adminToken(): Promise<string>;
}

export interface Bench {
  /** Short id, usable as `npm run bench -- <name>`. */
  name: string;
  run(context: BenchContext): Promise<Measurement[]>;
}
