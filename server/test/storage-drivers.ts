/**
 * The storage drivers a contract suite runs against, like databases.ts for dialects: local always
 * (a fresh temp root), S3 when test/s3.ts names a server (a fresh bucket). Presigned requests are
 * sent as a browser would: S3 URLs over HTTP, local app URLs through the app's signed-URL route.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PresignedRequest, StorageDriver } from '../src/storage/driver.js';
import { localDriverAt } from '../src/storage/registry.js';
import { S3Driver } from '../src/storage/drivers/s3/s3.driver.js';
import { localStorageApp, TEST_SECRET } from './local-storage-app.js';
import { testS3 } from './s3.js';
import { testWebDav } from './webdav.js';
import { WebDavDriver } from '../src/storage/drivers/webdav/webdav.driver.js';

export interface DriverUnderTest {
  driver: StorageDriver;
  /** The local driver's root folder. */
  root?: string;
  send(
    request: PresignedRequest,
    init?: { body?: Buffer; headers?: Record<string, string> },
  ): Promise<Response>;
  close(): Promise<void>;
}

async function openLocal(): Promise<DriverUnderTest> {
  const root = await mkdtemp(path.join(tmpdir(), 'cp-local-driver-'));
  const driver = localDriverAt('local-1', root, { secret: TEST_SECRET });
  const { send } = localStorageApp({ 'local-1': driver });
  return { driver, root, send, close: () => rm(root, { recursive: true, force: true }) };
}

async function openS3(): Promise<DriverUnderTest> {
  const bucket = await testS3!.createBucket();
  const driver = new S3Driver(bucket.spec);
  const send: DriverUnderTest['send'] = (request, init = {}) =>
    fetch(request.url, {
      method: request.method,
      headers: { ...request.headers, ...init.headers },
      body: init.body,
    });
  return { driver, send, close: bucket.cleanup };
}

/** A fresh base path on the test WebDAV server; presigned requests go through the app's route. */
async function openWebDav(): Promise<DriverUnderTest> {
  const folder = testWebDav!.createFolder('webdav-1');
  const driver = new WebDavDriver(folder.spec, { secret: TEST_SECRET });
  const { send } = localStorageApp({ 'webdav-1': driver });
  return { driver, send, close: folder.cleanup };
}

export const testDrivers: {
  name: 'local' | 's3' | 'webdav';
  open(): Promise<DriverUnderTest>;
}[] = [
  { name: 'local', open: openLocal },
  ...(testS3 ? [{ name: 's3' as const, open: openS3 }] : []),
  ...(testWebDav ? [{ name: 'webdav' as const, open: openWebDav }] : []),
];
