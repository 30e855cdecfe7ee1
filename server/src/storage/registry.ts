/**
 * The one list of storage drivers: a configuration's spec (decrypted secrets included) in, a driver
 * out. Services and main.ts build drivers here and nowhere else.
 */
import type { Clock } from '../lib/time.js';
import type { StorageDriver } from './driver.js';
import { LocalDriver } from './drivers/local/local.driver.js';
import type { StatPool } from './drivers/local/stat-pool.js';

export { STAT_WORKER_URL, StatPool } from './drivers/local/stat-pool.js';
import { S3Driver } from './drivers/s3/s3.driver.js';

export interface S3DriverSpec {
  type: 'S3';
  /** Full endpoint URL (https://s3.amazonaws.com, http://127.0.0.1:7480 ...); empty for AWS's default. */
  endpoint: string | null;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  pathStyle: boolean;
  /** Public host used instead of the endpoint in links handed to browsers (CDN, custom domain). */
  customHost: string | null;
}

export interface LocalDriverSpec {
  type: 'LOCAL';
  /** The storage configuration's id: signed URLs for this storage name it. */
  configId: string;
  /** Absolute directory the objects live under. */
  root: string;
}

/** What drivers need from the server around them. */
export interface DriverDeps {
  /** Server secret: signs the app URLs that stand in for presigned URLs on local storage. */
  secret: string;
  /** "Now" for the expiry of those signed URLs; the system clock when absent. */
  clock?: Clock;
  /** Where local listings stat their files (main.ts's pool of workers); the thread pool when absent. */
  stats?: StatPool;
}

export type DriverSpec = S3DriverSpec | LocalDriverSpec;

export function createDriver(spec: DriverSpec, deps: DriverDeps): StorageDriver {
  switch (spec.type) {
    case 'S3':
      return new S3Driver(spec);
    case 'LOCAL':
      return new LocalDriver(spec, deps);
  }
}
