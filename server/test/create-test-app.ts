/**
 * Builds the real app on a fresh database (in-memory SQLite, or PostgreSQL in the server-pg project:
 * route-database.ts) or one it is given, with a settable clock.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { createApp } from '../src/app.js';
import { migrateToLatest, type DatabaseHandle } from '../src/db/database.js';
import type { Clock } from '../src/lib/time.js';
import { NO_PROXY, type TrustProxy } from '../src/lib/trust-proxy.js';
import type { ObjectKeptEvent } from '../src/services/files/index.js';
import { createServices, type Services } from '../src/services/index.js';
import { routeTestDatabase } from './route-database.js';

export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'correct horse battery';

export class TestClock implements Clock {
  constructor(private current = new Date('2026-01-01T00:00:00Z')) {}
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface TestAppOptions {
  corsOrigins?: string[];
  /** TRUST_PROXY: true is one proxy; none when absent. */
  trustProxy?: boolean | TrustProxy;
  /** HSTS_MAX_AGE (0 when absent: most tests are not about it). */
  hstsMaxAgeSeconds?: number;
  maxJsonBodyBytes?: number;
  webDistDir?: string;
  clock?: Clock;
  maxPasteBytes?: number;
  /** DATA_DIR of the app (local storage lives under it); a fresh temp directory, removed by close(), when absent. */
  dataDir?: string;
  /** An empty database to run on (a dialect suite passes each of testDialects); close() closes it. */
  database?: DatabaseHandle;
}

export async function createTestApp(options: TestAppOptions = {}) {
  const database = options.database ?? (await routeTestDatabase());
  await migrateToLatest(database.db);
  const clock = options.clock ?? new TestClock(new Date());
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'cloudpaste-test-'));
  /** What the server would log as shares removed without an object that was not their own. */
  const objectsKept: ObjectKeptEvent[] = [];
  const services: Services = createServices({
    db: database.db,
    secret: 'test-secret-test-secret-test-secret-0123',
    clock,
    sessionTtlMs: 24 * 3600_000,
    environment: 'test',
    databaseName: database.dialect,
    maxPasteBytes: options.maxPasteBytes ?? 10 * 1024 * 1024,
    dataDir,
    onObjectKept: (event) => objectsKept.push(event),
  });
  await services.settings.initialize();
  await services.storageConfigs.ensureDefaultLocal();
  await services.auth.ensureInitialAdmin(ADMIN_USERNAME, ADMIN_PASSWORD);
  const app = createApp({
    services,
    logger: pino({ level: 'silent' }),
    corsOrigins: options.corsOrigins ?? [],
    trustProxy: trustOf(options.trustProxy),
    hstsMaxAgeSeconds: options.hstsMaxAgeSeconds ?? 0,
    maxJsonBodyBytes: options.maxJsonBodyBytes ?? 1024 * 1024,
    webDistDir: options.webDistDir,
  });

  /** JSON request helper: returns status, headers and the parsed envelope. */
  async function call(
    method: string,
    path: string,
    init: {
      body?: unknown;
      token?: string;
      apiKey?: string;
      headers?: Record<string, string>;
    } = {},
  ) {
    const headers: Record<string, string> = { ...init.headers };
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    if (init.token) headers.Authorization = `Bearer ${init.token}`;
    if (init.apiKey) headers.Authorization = `ApiKey ${init.apiKey}`;
    const res = await app.request(path, {
      method,
      headers,
      body:
        init.body === undefined
          ? undefined
          : typeof init.body === 'string'
            ? init.body
            : JSON.stringify(init.body),
    });
    const text = await res.text();
    let json:
      | {
          code: number;
          message: string;
          data: any;
          success: boolean;
          /** A failure's catalogue reason (server/src/errors.ts). */
          reason?: string;
        }
      | undefined;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, json: json!, text };
  }

  async function close(): Promise<void> {
    await services.fs.indexer.builder.close();
    await database.close();
    if (options.dataDir === undefined) rmSync(dataDir, { recursive: true, force: true });
  }

  async function adminToken(): Promise<string> {
    const res = await call('POST', '/api/admin/login', {
      body: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
    });
    return res.json.data.token as string;
  }

  async function createKey(token: string, body: Record<string, unknown>) {
    const res = await call('POST', '/api/admin/api-keys', { token, body });
    return res.json.data as { id: string; key: string };
  }

  return {
    app,
    services,
    database,
    clock,
    call,
    adminToken,
    createKey,
    dataDir,
    objectsKept,
    close,
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

function trustOf(option: boolean | TrustProxy | undefined): TrustProxy {
  if (option === true) return { kind: 'hops', hops: 1 };
  return option === undefined || option === false ? NO_PROXY : option;
}
