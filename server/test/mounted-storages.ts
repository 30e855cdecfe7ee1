/**
 * Storages to mount in fs route tests, like storage-drivers.ts for the driver suite: the app's
 * default local storage always, and a fresh bucket on the test S3 server when there is one,
 * registered through POST /api/s3-configs. A fresh folder on the test WebDAV server is the
 * `webdav` kind, asked for by name (fs-webdav-storage.routes.test.ts). `put` writes an object
 * straight into the storage.
 */
import { Readable } from 'node:stream';
import type { StorageDriver } from '../src/storage/driver.js';
import type { S3DriverSpec } from '../src/storage/drivers/s3/s3-client.js';
import type { WebDavSpec } from '../src/storage/drivers/webdav/webdav-client.js';
import type { TestApp } from './create-test-app.js';
import { s3ConfigBody } from './s3-config-body.js';
import { testS3, type TestBucketOptions } from './s3.js';
import { testWebDav } from './webdav.js';

export interface MountedStorage {
  configId: string;
  storageType: 'LOCAL' | 'S3' | 'WEBDAV';
  driver: StorageDriver;
  /** The test bucket, on S3: to register it again as another configuration. */
  s3Spec?: S3DriverSpec;
  put(key: string, content: string | Buffer): Promise<void>;
  /** Mounts this storage at `path` (POST /api/admin/mounts, 201 or throws); answers the mount id. */
  mount(path: string, extra?: Record<string, unknown>): Promise<string>;
  cleanup(): Promise<void>;
}

export type StorageKind = 'local' | 's3' | 'webdav';
const STORAGE_TYPES = { local: 'LOCAL', s3: 'S3', webdav: 'WEBDAV' } as const;
export const storageKinds: Exclude<StorageKind, 'webdav'>[] = [
  'local',
  ...(testS3 ? (['s3'] as const) : []),
];

/** Registers a test bucket as a storage configuration through the API; answers its id. */
export async function registerBucket(
  t: TestApp,
  token: string,
  spec: S3DriverSpec,
): Promise<string> {
  const created = await t.call('POST', '/api/s3-configs', {
    token,
    body: s3ConfigBody(spec, 'Ceph'),
  });
  if (created.status !== 201) throw new Error(`could not register the bucket: ${created.text}`);
  return created.json.data.id as string;
}

/** Registers a WebDAV folder as a storage configuration through the API; answers its id. */
async function registerWebDav(t: TestApp, token: string, spec: WebDavSpec): Promise<string> {
  const { url, basePath, username, password } = spec;
  const created = await t.call('POST', '/api/s3-configs', {
    token,
    body: {
      name: 'NAS',
      provider_type: 'WebDAV',
      config: { url, base_path: basePath, username, password },
    },
  });
  if (created.status !== 201) throw new Error(`could not register the folder: ${created.text}`);
  return created.json.data.id as string;
}

export async function mountedStorage(
  t: TestApp,
  token: string,
  kind: StorageKind,
  bucketOptions?: TestBucketOptions,
): Promise<MountedStorage> {
  let configId: string;
  let s3Spec: S3DriverSpec | undefined;
  let cleanup = async () => {};
  if (kind === 'local') {
    const configs = await t.call('GET', '/api/s3-configs', { token });
    configId = configs.json.data[0].id as string;
  } else if (kind === 'webdav') {
    const folder = testWebDav!.createFolder();
    configId = await registerWebDav(t, token, folder.spec);
    cleanup = folder.cleanup;
  } else {
    const bucket = await testS3!.createBucket(bucketOptions);
    configId = await registerBucket(t, token, bucket.spec);
    s3Spec = bucket.spec;
    cleanup = bucket.cleanup;
  }
  const { driver } = await t.services.storage.byId(configId);
  return {
    configId,
    storageType: STORAGE_TYPES[kind],
    driver,
    ...(s3Spec && { s3Spec }),
    async put(key, content) {
      const body = Buffer.from(content);
      await driver.put(key, Readable.from([body]), {
        contentType: 'application/octet-stream',
        size: body.length,
      });
    },
    async mount(path, extra = {}) {
      const res = await t.call('POST', '/api/admin/mounts', {
        token,
        body: {
          name: path.slice(1) || 'root',
          storage_type: STORAGE_TYPES[kind],
          storage_config_id: configId,
          mount_path: path,
          ...extra,
        },
      });
      if (res.status !== 201) throw new Error(`could not mount ${path}: ${res.text}`);
      return res.json.data.id as string;
    },
    cleanup,
  };
}
