/**
 * How features open a storage (`StorageAccess`, services/storage-access.ts): a stored configuration
 * becomes a ready driver through its registry definition, cached per configuration until the admin
 * changes it. Features then ask the answer's `capabilities`, never its type.
 *
 * A change through any instance of a cluster bumps the `storage-configs` stamp; every instance
 * reads the stamp at most every STORAGE_FRESH_MS and drops what it built when the stamp moved
 * (docs/DEPLOY.md, "Which state lives where").
 */
import { forbidden, notFound } from '../../errors.js';
import type { Clock } from '../../lib/time.js';
import { isAdmin, type Principal } from '../../policies/access.js';
import type { ClusterStampRepository } from '../../repositories/cluster-stamp.repository.js';
import type { StorageConfigRepository } from '../../repositories/storage-config.repository.js';
import type { StatPool } from '../../storage/registry.js';
import type { ResolvedStorage, StorageAccess } from '../storage-access.js';
import { definitionOf, StorageSecrets, storedSettings } from './storage-settings.js';

export interface StorageResolverOptions {
  configs: StorageConfigRepository;
  /** The cluster's version stamps: how a change made through another instance is heard. */
  stamps: ClusterStampRepository;
  secret: string;
  clock: Clock;
  /** DATA_DIR: relative local storage directories are resolved against it. */
  dataDir: string;
  /** Where local storages stat their listings' files. */
  localStats?: StatPool;
}

export const STORAGE_NOT_FOUND = 'storage.configNotFound';
/** How long the browser origins of the storages are reused (other instances may change them). */
const ORIGINS_TTL_MS = 30_000;
/** How long built drivers are used before the stamp is read again. */
export const STORAGE_FRESH_MS = 500;
const STAMP = 'storage-configs';

export class StorageResolver implements StorageAccess {
  readonly secrets: StorageSecrets;
  private readonly resolved = new Map<string, Promise<ResolvedStorage>>();
  private origins: { value: Promise<readonly string[]>; at: number } | null = null;
  /** The stamp the drivers in `resolved` were built under, and when it was last read. */
  private stamp: { version: number; readAt: number } | null = null;
  private stampRead: Promise<void> | null = null;

  constructor(private readonly o: StorageResolverOptions) {
    this.secrets = new StorageSecrets(o.secret);
  }

  async forUpload(principal: Principal, configId?: string): Promise<ResolvedStorage> {
    let id = configId;
    if (id === undefined) {
      const fallback = await this.o.configs.findDefault();
      if (!fallback) throw notFound('storage.noDefault');
      id = fallback.id;
    }
    const storage = await this.byId(id);
    if (!isAdmin(principal) && !storage.isPublic) throw forbidden('storage.noPermission');
    await this.o.configs.touchLastUsed(id, this.o.clock.now().toISOString());
    return storage;
  }

  async byId(id: string): Promise<ResolvedStorage> {
    await this.hearChanges();
    let pending = this.resolved.get(id);
    if (!pending) {
      pending = this.build(id);
      this.resolved.set(id, pending);
      pending.catch(() => this.resolved.delete(id));
    }
    return pending;
  }

  async usedBytes(id: string): Promise<number> {
    return (await this.o.configs.usage([id])).get(id)?.used_bytes ?? 0;
  }

  /**
   * Drops what was built from a configuration the admin changed or deleted (all of them without
   * an id), here at once and, through the stamp, on every other instance.
   */
  async forget(id?: string): Promise<void> {
    if (id === undefined) this.resolved.clear();
    else this.resolved.delete(id);
    this.origins = null;
    await this.o.stamps.bump(STAMP);
  }

  /** Reads the stamp when it is older than STORAGE_FRESH_MS; one read at a time. */
  private hearChanges(): Promise<void> {
    const now = this.o.clock.now().getTime();
    if (this.stamp && now - this.stamp.readAt < STORAGE_FRESH_MS) return Promise.resolve();
    this.stampRead ??= this.o.stamps
      .read(STAMP)
      .then((version) => {
        if (this.stamp && this.stamp.version !== version) {
          this.resolved.clear();
          this.origins = null;
        }
        this.stamp = { version, readAt: now };
      })
      .finally(() => (this.stampRead = null));
    return this.stampRead;
  }

  /** The driver context of a configuration: also how the admin service checks a new one. */
  contextOf(configId: string, provider: string) {
    const { dataDir, secret, localStats: stats } = this.o;
    return { configId, provider, dataDir, secret, stats };
  }

  /**
   * The plain-http origins browsers reach storages at (each definition's `browserOrigins`): the
   * web app's CSP admits `https:` everywhere but must name these, or presigned uploads and direct
   * previews to a LAN MinIO or radosgw would be blocked.
   */
  httpOrigins(): Promise<readonly string[]> {
    const now = this.o.clock.now().getTime();
    if (!this.origins || now - this.origins.at > ORIGINS_TTL_MS) {
      const value = this.o.configs.list().then((rows) => {
        const origins = rows.flatMap((row) => {
          const definition = definitionOf(row);
          const parsed = definition.config.safeParse(storedSettings(row));
          return parsed.success ? (definition.browserOrigins?.(parsed.data) ?? []) : [];
        });
        return [...new Set(origins)].sort();
      });
      value.catch(() => (this.origins = null));
      this.origins = { value, at: now };
    }
    return this.origins.value;
  }

  private async build(id: string): Promise<ResolvedStorage> {
    const row = await this.o.configs.findById(id);
    if (!row) throw notFound(STORAGE_NOT_FOUND);
    const { definition, config } = this.secrets.openConfig(row);
    const context = this.contextOf(row.id, row.provider_type);
    return {
      id: row.id,
      name: row.name,
      storageType: definition.type,
      capabilities: definition.capabilities,
      providerType: row.provider_type,
      driver: definition.create(config, context),
      objectRoot: definition.objectRoot(config, context),
      defaultFolder: row.default_folder,
      totalBytes: row.total_storage_bytes === null ? null : Number(row.total_storage_bytes),
      isPublic: row.is_public === 1,
      signatureExpiresIn: row.signature_expires_in,
    };
  }
}
