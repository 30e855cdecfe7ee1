/**
 * For URL-upload route tests: the real app whose URL uploads may reach the loopback test server
 * (remote-server.ts), a JSON caller for it, and what an upload left behind in the database and
 * local storage.
 */
import { existsSync, readdirSync, type Dirent } from 'node:fs';
import { join } from 'node:path';
import pino from 'pino';
import { createApp } from '../src/app.js';
import { SafeFetcher } from '../src/lib/safe-fetch/index.js';
import { NO_PROXY } from '../src/lib/trust-proxy.js';
import { UploadSessionRepository } from '../src/repositories/upload-session.repository.js';
import { DEFAULT_UPLOAD_WINDOW_MS } from '../src/services/uploads/index.js';
import {
  UrlShareService,
  UrlUploadService,
  type UrlUploadLimits,
} from '../src/services/url-uploads/index.js';
import type { TestApp } from './create-test-app.js';
import { publicOrLoopback } from './remote-server.js';

export type Envelope = {
  code: number;
  message: string;
  data: any;
  success: boolean;
  error?: string;
};
export type Auth = { token?: string; apiKey?: string };

export function appReachingLoopback(t: TestApp, auth: Auth, limits: Partial<UrlUploadLimits> = {}) {
  const fetcher = new SafeFetcher({ userAgent: 'test' }, publicOrLoopback);
  const urlUploads = new UrlUploadService({
    fetcher,
    maxUploadBytes: async () => (await t.services.settings.maxUploadSize()).max_upload_size_bytes,
    limits,
  });
  const urlShares = new UrlShareService({
    urls: urlUploads,
    files: t.services.files,
    storage: t.services.storage,
    sessions: new UploadSessionRepository(t.database.db),
    clock: t.clock,
    uploadWindowMs: DEFAULT_UPLOAD_WINDOW_MS,
  });
  const app = createApp({
    services: { ...t.services, urlUploads, urlShares },
    logger: pino({ level: 'silent' }),
    corsOrigins: [],
    trustProxy: NO_PROXY,
    hstsMaxAgeSeconds: 0,
    maxJsonBodyBytes: 1024 * 1024,
    webDistDir: undefined,
  });
  /** A JSON call as `auth` (the one given above unless overridden). */
  async function call(method: string, path: string, body?: unknown, as: Auth = auth) {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (as.token) headers.Authorization = `Bearer ${as.token}`;
    if (as.apiKey) headers.Authorization = `ApiKey ${as.apiKey}`;
    const res = await app.request(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, text, json: safeJson(text) as Envelope };
  }
  return { app, call, close: () => fetcher.close() };
}

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** Every file under a local storage root, its internal folders (temp files, parts) included. */
export function storedFiles(root: string): string[] {
  if (!existsSync(root)) return [];
  return (readdirSync(root, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

/** Share rows, upload sessions and files of the default local storage: all empty when nothing was left. */
export async function leftovers(t: TestApp) {
  return {
    files: await t.database.db.selectFrom('files').select(['id', 'status']).execute(),
    sessions: await t.database.db.selectFrom('upload_sessions').select('id').execute(),
    stored: storedFiles(join(t.dataDir, 'storage')),
  };
}

export const NOTHING_LEFT = { files: [], sessions: [], stored: [] };
