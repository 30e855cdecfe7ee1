/** Builds the driver for one storage configuration (decrypted secrets in, driver out). */
import type { StorageDriver } from './driver.js';

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
}

export type DriverSpec = S3DriverSpec | LocalDriverSpec;

export function createDriver(spec: DriverSpec, deps: DriverDeps): StorageDriver {
  void deps;
  throw new Error(`storage driver ${spec.type} is not built yet`);
}
