/**
 * The connection test's judgement of an S3-like storage: a stand-in bucket answers presigned PUTs
 * and CORS preflights over real HTTP on loopback; its objects live in a Map the fake driver reads.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { STORAGE_TEST_CHECKS } from '@cloudpaste/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StorageDriver } from '../../storage/driver.js';
import type { ResolvedStorage } from '../storage-access.js';
import { probeStorage } from './storage-probe.js';
import { findDriverDefinition } from '../../storage/registry.js';

const ORIGIN = 'https://paste.example.com';

interface Bucket {
  objects: Map<string, string>;
  cors: 'allow' | 'deny';
  acceptPut: boolean;
}

let server: Server;
let base: string;
let bucket: Bucket;

beforeEach(async () => {
  bucket = { objects: new Map(), cors: 'allow', acceptPut: true };
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const key = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname.slice(1));
    if (req.method === 'OPTIONS') {
      if (bucket.cors === 'allow' && req.headers.origin === ORIGIN) {
        res.writeHead(200, {
          'Access-Control-Allow-Origin': ORIGIN,
          'Access-Control-Allow-Methods': 'GET, PUT, HEAD',
        });
      } else res.writeHead(403);
      res.end();
      return;
    }
    if (req.method === 'PUT' && bucket.acceptPut) {
      void text(req).then((body) => {
        bucket.objects.set(key, body);
        res.writeHead(200, { ETag: '"e"' }).end();
      });
      return;
    }
    res.writeHead(403).end('<Error>AccessDenied</Error>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Only what the probe calls; the bucket above is the storage. */
function fakeDriver(overrides: Partial<StorageDriver> = {}): StorageDriver {
  const info = (key: string) => ({
    key,
    size: bucket.objects.get(key)?.length ?? 0,
    etag: 'e',
    lastModified: new Date(),
    contentType: 'text/plain',
  });
  const driver: Partial<StorageDriver> = {
    kind: 'S3',
    capabilities: { presign: true, copy: true },
    list: async () => ({ objects: [], prefixes: [] }),
    put: async (key, body) => {
      bucket.objects.set(key, await text(body));
      return info(key);
    },
    head: async (key) => (bucket.objects.has(key) ? info(key) : null),
    delete: async (key) => {
      bucket.objects.delete(key);
    },
    presignPut: async (key) => ({
      url: `${base}/${encodeURIComponent(key)}`,
      method: 'PUT',
      headers: { 'Content-Type': 'text/plain' },
      expiresAt: new Date(),
    }),
    ...overrides,
  };
  return driver as StorageDriver;
}

const storage = (driver: StorageDriver): ResolvedStorage => ({
  id: 'c1',
  name: 'bucket',
  storageType: 'S3',
  capabilities: findDriverDefinition('S3')!.capabilities,
  providerType: 'Other S3 Compatible',
  driver,
  defaultFolder: 'uploads/',
  totalBytes: null,
  isPublic: false,
  signatureExpiresIn: 3600,
});

const probe = (driver: StorageDriver, timeoutMs = 5_000) =>
  probeStorage(storage(driver), { origin: ORIGIN, fetch, timeoutMs });
const byName = (report: Awaited<ReturnType<typeof probe>>) =>
  Object.fromEntries(report.checks.map((c) => [c.name, c]));

describe('probeStorage', () => {
  it('passes every check on a healthy bucket that allows browser uploads, and leaves nothing behind', async () => {
    const report = await probe(fakeDriver());
    expect(report.checks.map((c) => c.name)).toEqual([...STORAGE_TEST_CHECKS]);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    expect(report.ok).toBe(true);
    expect(byName(report).presign?.message).toBe('uploaded through a presigned URL');
    expect(byName(report).cors?.message).toContain(ORIGIN);
    expect(bucket.objects.size).toBe(0);
    for (const check of report.checks) expect(check.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('writes its test objects under the default folder', async () => {
    const keys: string[] = [];
    await probe(fakeDriver({ delete: async (key) => void keys.push(key) }));
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key).toMatch(/^uploads\/\.cloudpaste-test\/[\w-]+\.txt$/);
  });

  it('reports a bucket without a CORS rule, with the fix', async () => {
    bucket.cors = 'deny';
    const report = await probe(fakeDriver());
    const cors = byName(report).cors;
    expect(report.ok).toBe(false);
    expect(cors?.ok).toBe(false);
    expect(cors?.message).toMatch(/cannot upload directly \(preflight answered HTTP 403\)/);
    expect(cors?.message).toMatch(
      /Fix: add a CORS rule .* allowing origin https:\/\/paste\.example\.com .*PUT/,
    );
    expect(report.checks.filter((c) => c.name !== 'cors').every((c) => c.ok)).toBe(true);
  });

  it('reports a refused presigned upload', async () => {
    bucket.acceptPut = false;
    const presign = byName(await probe(fakeDriver())).presign;
    expect(presign).toMatchObject({
      ok: false,
      message: 'the storage refused the presigned upload: HTTP 403',
    });
  });

  it('turns driver errors into failed checks and keeps going', async () => {
    const report = await probe(
      fakeDriver({
        list: () => Promise.reject(new Error('Access Denied')),
        put: () => Promise.reject(new Error('bucket is read-only')),
      }),
    );
    expect(byName(report).read).toMatchObject({ ok: false, message: 'Access Denied' });
    expect(byName(report).write).toMatchObject({ ok: false, message: 'bucket is read-only' });
    expect(byName(report).delete?.ok).toBe(true);
    expect(report.checks).toHaveLength(5);
  });

  it('gives up on a check that does not answer in time and runs the rest', async () => {
    const report = await probe(fakeDriver({ list: () => new Promise(() => undefined) }), 100);
    expect(byName(report).read).toMatchObject({ ok: false, message: 'no answer within 0.1 s' });
    expect(byName(report).write?.ok).toBe(true);
  });

  it('does not need a presigned or CORS round trip for local storage', async () => {
    const local = fakeDriver({
      kind: 'LOCAL',
      presignPut: async () => ({
        url: '/api/storage/local/token',
        method: 'PUT',
        headers: {},
        expiresAt: new Date(),
      }),
    });
    const report = await probeStorage(
      {
        ...storage(local),
        storageType: 'LOCAL',
        capabilities: findDriverDefinition('LOCAL')!.capabilities,
      },
      { origin: ORIGIN, fetch, timeoutMs: 5_000 },
    );
    expect(report.ok).toBe(true);
    expect(byName(report).presign?.message).toMatch(/^not needed/);
    expect(byName(report).cors?.message).toMatch(/^not needed/);
  });
});
