/**
 * A test app with one storage to upload into, for route suites run on every storage kind: the
 * default local storage or a fresh S3 bucket (mounted-storages.ts), optionally made public so API
 * keys may use it.
 */
import { createTestApp, type TestApp } from './create-test-app.js';
import { mountedStorage, type MountedStorage, type StorageKind } from './mounted-storages.js';

export interface StorageApp {
  t: TestApp;
  token: string;
  storage: MountedStorage;
}

export async function openStorageApp(
  kind: StorageKind,
  options: { isPublic?: boolean } = {},
): Promise<StorageApp> {
  const t = await createTestApp();
  const token = await t.adminToken();
  const storage = await mountedStorage(t, token, kind);
  if (options.isPublic) {
    const res = await t.call('PUT', `/api/s3-configs/${storage.configId}`, {
      token,
      body: { is_public: true },
    });
    if (res.status !== 200) throw new Error(`could not make the storage public: ${res.text}`);
  }
  return { t, token, storage };
}

export async function closeStorageApp(app: StorageApp): Promise<void> {
  await app.t.close();
  await app.storage.cleanup();
}
