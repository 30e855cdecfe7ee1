/**
 * WebDAV route tests' set-up: the real app with a storage mounted at /team (holding
 * `docs/a & b.txt` = "hello dav"), and a request helper that speaks WebDAV as the admin by default.
 */
import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  createTestApp,
  type TestApp,
  type TestAppOptions,
} from './create-test-app.js';
import { mountedStorage, type MountedStorage, type StorageKind } from './mounted-storages.js';
import type { TestBucketOptions } from './s3.js';

export const basicAuth = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
export const ADMIN_BASIC = basicAuth(ADMIN_USERNAME, ADMIN_PASSWORD);

export interface DavInit {
  /** The Authorization header; the admin's Basic pair when absent, none when null. */
  auth?: string | null;
  headers?: Record<string, string>;
  body?: string | Buffer | ReadableStream<Uint8Array>;
}

export interface DavTestApp {
  t: TestApp;
  storage: MountedStorage;
  dav(method: string, path: string, init?: DavInit): Promise<Response>;
  close(): Promise<void>;
}

export async function davTestApp(
  kind: StorageKind,
  options: TestAppOptions = {},
  bucketOptions?: TestBucketOptions,
): Promise<DavTestApp> {
  const t = await createTestApp(options);
  const storage = await mountedStorage(t, await t.adminToken(), kind, bucketOptions);
  await storage.put('docs/a & b.txt', 'hello dav');
  await storage.mount('/team', { webdav_policy: 'native_proxy' });
  return {
    t,
    storage,
    async dav(method, path, init = {}) {
      const headers: Record<string, string> = { ...init.headers };
      if (init.auth !== null) headers.Authorization = init.auth ?? ADMIN_BASIC;
      const streamed = init.body instanceof ReadableStream;
      return t.app.request(path, {
        method,
        headers,
        body: init.body,
        ...(streamed ? { duplex: 'half' } : {}),
      } as RequestInit);
    },
    async close() {
      await storage.cleanup();
      await t.close();
    },
  };
}

/** The hrefs of a multistatus, in order. */
export const hrefsOf = (xml: string) =>
  [...xml.matchAll(/<D:href>([^<]*)<\/D:href>/g)].map((m) => m[1]);
