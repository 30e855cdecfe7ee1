/**
 * What file features need from storage configurations, without knowing how configs are stored:
 * the resolved driver plus the limits that apply to it. Implemented by StorageConfigService.
 */
import type { StorageCapabilities } from '@cloudpaste/contracts';
import type { Principal } from '../policies/access.js';
import type { StorageDriver } from '../storage/driver.js';

export interface ResolvedStorage {
  id: string;
  name: string;
  /** The driver's type ('S3', 'LOCAL' ...): for answers and logs. Features ask `capabilities`. */
  storageType: string;
  /** What the driver can do (its definition's capabilities, docs/STORAGE-DRIVERS.md). */
  capabilities: StorageCapabilities;
  providerType: string;
  driver: StorageDriver;
  /** Folder prefix new share uploads go under ('' or 'uploads/'), normalised with a trailing slash. */
  defaultFolder: string;
  /** Capacity in bytes; null = unlimited. */
  totalBytes: number | null;
  isPublic: boolean;
  /** Lifetime of presigned links handed out for this storage, seconds. */
  signatureExpiresIn: number;
  /**
   * Where this storage's bytes live, ending in `/` (`s3:{endpoint origin}/{bucket}/`, `local:{root}/`):
   * an object's place is this plus its key, so two configurations over the same bucket or folder (or
   * a local root inside another) are seen to reach the same objects. Absent: this configuration only.
   */
  objectRoot?: string;
}

export interface StorageAccess {
  /**
   * The storage an upload goes to: `configId`, or the default configuration when absent.
   * 404 when it does not exist; 403 'no permission to use this storage configuration' when an API
   * key asks for a private one (admins may use any).
   */
  forUpload(principal: Principal, configId?: string): Promise<ResolvedStorage>;
  /** By id with no permission check, for serving shares that already exist. 404 when missing. */
  byId(id: string): Promise<ResolvedStorage>;
  /** Bytes used in the configuration by committed file shares (and mount uploads tracked later). */
  usedBytes(id: string): Promise<number>;
}
