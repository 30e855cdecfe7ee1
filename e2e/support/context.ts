/** Values the global setup hands to every spec file, and where failure artifacts go. */
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import type { E2eStorage } from './storages.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the server under test, e.g. http://127.0.0.1:41234. */
    baseURL: string;
    /** Where uploads can go: local storage always, the S3 server when the run has one. */
    storages: E2eStorage[];
    /** The server's data dir (its SQLite database), for specs that act as another process on it. */
    dataDir: string;
    /** The server's PostgreSQL database when the run is on PostgreSQL (E2E_DATABASE=postgres). */
    databaseUrl: string | null;
  }
}

export const ARTIFACTS_DIR = fileURLToPath(new URL('../.artifacts', import.meta.url));

/** Only valid inside spec files (the global setup provides it). */
export function baseURL(): string {
  return inject('baseURL');
}

/** Only valid inside spec files. */
export function storages(): E2eStorage[] {
  return inject('storages');
}

/** Only valid inside spec files. */
export function dataDir(): string {
  return inject('dataDir');
}

/** Only valid inside spec files: the server's PostgreSQL URL, or null on its SQLite file. */
export function databaseUrl(): string | null {
  return inject('databaseUrl');
}
