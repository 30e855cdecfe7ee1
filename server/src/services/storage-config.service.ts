/**
 * Storage configurations: CRUD, the one default, usage, the connection test, and `StorageAccess`,
 * through which file features get a ready driver. Credentials are sealed at rest and opened only
 * to build a driver; drivers are cached per configuration and rebuilt after a change.
 */
import {
  LOCAL_PROVIDER,
  STORAGE_TEST_CHECKS,
  storageConfigProblem,
  type CreateStorageConfigInput,
  type DashboardStorageUsage,
  type StorageConfig,
  type StorageConfigReferences,
  type StorageConfigSummary,
  type StorageTestReport,
  type UpdateStorageConfigInput,
} from '@cloudpaste/contracts';
import type { StorageConfigRow, StorageConfigUpdate } from '../db/types.js';
import { AppError, conflict, forbidden, notFound, schemaMessageError } from '../errors.js';
import { newId } from '../lib/ids.js';
import type { Clock } from '../lib/time.js';
import { creatorOf, isAdmin, type AdminPrincipal, type Principal } from '../policies/access.js';
import type { StorageConfigRepository } from '../repositories/storage-config.repository.js';
import { resolveLocalRoot, type StatPool } from '../storage/registry.js';
import type { ResolvedStorage, StorageAccess } from './storage-access.js';
import { openDriverConfig, StorageCredentials } from './storage-config.credentials.js';
import { toAdminView, toSummary, toUsageView } from './storage-config.view.js';
import { probeStorage } from './storage-probe.js';

export interface StorageConfigServiceOptions {
  configs: StorageConfigRepository;
  secret: string;
  clock: Clock;
  /** DATA_DIR: relative local storage directories are resolved against it. */
  dataDir: string;
  /** Where local storages stat their listings' files. */
  localStats?: StatPool;
  /** The outside world, for the connection test's presigned requests. */
  fetch?: typeof fetch;
  testTimeoutMs?: number;
}

const NOT_FOUND = 'storage.configNotFound';
/** How long the browser origins of the storages are reused (other instances may change them). */
const ORIGINS_TTL_MS = 30_000;
const NO_PERMISSION = 'storage.noPermission';
const DEFAULT_LOCAL_NAME = 'Local storage';
/**
 * Where the default local storage keeps share uploads: a folder of their own, so a mount of that
 * storage shows them apart from the files users keep there (docs/SHARE-OBJECTS.md).
 */
export const DEFAULT_LOCAL_FOLDER = 'shares/';

export class StorageConfigService implements StorageAccess {
  private readonly credentials: StorageCredentials;
  private readonly resolved = new Map<string, Promise<ResolvedStorage>>();
  private origins: { value: Promise<readonly string[]>; at: number } | null = null;

  constructor(private readonly o: StorageConfigServiceOptions) {
    this.credentials = new StorageCredentials(o.secret);
  }

  /** Admins see every configuration; an API key only the public ones, as summaries. */
  async list(principal: Principal): Promise<StorageConfig[] | StorageConfigSummary[]> {
    const admin = isAdmin(principal);
    const rows = await this.o.configs.list({ publicOnly: !admin });
    const usage = await this.o.configs.usage(rows.map((r) => r.id));
    return admin
      ? rows.map((r) => toAdminView(r, usage.get(r.id), this.credentials))
      : rows.map((r) => toSummary(r, usage.get(r.id)));
  }

  /** Every configuration with what its committed file shares use: the figure `usedBytes` gives uploads. */
  async usageOverview(): Promise<DashboardStorageUsage[]> {
    const rows = await this.o.configs.list();
    const usage = await this.o.configs.usage(rows.map((r) => r.id));
    return rows.map((r) => toUsageView(r, usage.get(r.id)));
  }

  async get(id: string, principal: Principal): Promise<StorageConfig | StorageConfigSummary> {
    const row = await this.o.configs.findById(id);
    // A key is told nothing about private configurations, not even that they exist.
    if (!row || (!isAdmin(principal) && row.is_public !== 1)) throw notFound(NOT_FOUND);
    const usage = (await this.o.configs.usage([id])).get(id);
    return isAdmin(principal) ? toAdminView(row, usage, this.credentials) : toSummary(row, usage);
  }

  async create(input: CreateStorageConfigInput, admin: AdminPrincipal): Promise<StorageConfig> {
    if (input.storage_type === 'LOCAL') resolveLocalRoot(this.o.dataDir, input.bucket_name);
    const id = newId();
    const now = this.now();
    const isS3 = input.storage_type === 'S3';
    await this.o.configs.insert({
      id,
      name: input.name,
      storage_type: input.storage_type,
      provider_type: input.provider_type,
      endpoint_url: isS3 ? input.endpoint_url : null,
      bucket_name: input.bucket_name,
      region: isS3 ? input.region : null,
      access_key_id_enc: isS3
        ? this.credentials.seal(id, 'access_key_id', input.access_key_id)
        : null,
      secret_access_key_enc: isS3
        ? this.credentials.seal(id, 'secret_access_key', input.secret_access_key)
        : null,
      path_style: isS3 && input.path_style ? 1 : 0,
      default_folder: input.default_folder,
      is_public: input.is_public ? 1 : 0,
      total_storage_bytes: input.total_storage_bytes,
      custom_host: isS3 ? input.custom_host : null,
      signature_expires_in: input.signature_expires_in,
      created_by: creatorOf(admin),
      created_at: now,
      updated_at: now,
      last_used: null,
    });
    this.origins = null;
    return this.adminView(id);
  }

  async update(id: string, input: UpdateStorageConfigInput): Promise<StorageConfig> {
    const row = await this.o.configs.findById(id);
    if (!row) throw notFound(NOT_FOUND);
    const changes = this.changesFor(row, input);
    if (!(await this.o.configs.update(id, changes))) throw notFound(NOT_FOUND);
    this.resolved.delete(id);
    this.origins = null;
    return this.adminView(id);
  }

  async setDefault(id: string): Promise<StorageConfig> {
    if (!(await this.o.configs.setDefault(id, this.now()))) throw notFound(NOT_FOUND);
    return this.adminView(id);
  }

  /** What keeps the configuration from being deleted, for the admin's delete dialog to name beforehand. */
  async references(id: string): Promise<StorageConfigReferences> {
    if (!(await this.o.configs.findById(id))) throw notFound(NOT_FOUND);
    return this.o.configs.references(id);
  }

  async remove(id: string): Promise<void> {
    const outcome = await this.o.configs.delete(id);
    if (outcome === 'missing') throw notFound(NOT_FOUND);
    if (outcome === 'referenced') {
      const { files, mounts } = await this.o.configs.countReferences(id);
      if (mounts > 0 && files > 0) throw conflict('storage.inUseByBoth', { mounts, files });
      throw mounts > 0
        ? conflict('storage.inUseByMounts', { mounts })
        : conflict('storage.inUseByFiles', { files });
    }
    this.resolved.delete(id);
    this.origins = null;
  }

  /**
   * The plain-http origins (endpoint and custom host) browsers reach storages at: the web app's
   * CSP admits `https:` everywhere but must name these, or presigned uploads and direct previews
   * to a LAN MinIO or radosgw would be blocked.
   */
  httpOrigins(): Promise<readonly string[]> {
    const now = this.o.clock.now().getTime();
    if (!this.origins || now - this.origins.at > ORIGINS_TTL_MS) {
      const value = this.o.configs.list().then(plainHttpOrigins);
      value.catch(() => (this.origins = null));
      this.origins = { value, at: now };
    }
    return this.origins.value;
  }

  /** Runs the connection test; 404 for an unknown id, otherwise always a report. */
  async test(id: string, origin: string): Promise<StorageTestReport> {
    let storage: ResolvedStorage;
    try {
      storage = await this.byId(id);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) throw error;
      const reason =
        error instanceof Error ? error.message : 'the storage driver could not be built';
      const checks = STORAGE_TEST_CHECKS.map((name, i) => ({
        name,
        ok: false,
        message: i === 0 ? reason : 'not run: the storage could not be opened',
        durationMs: 0,
      }));
      return { ok: false, checks };
    }
    return probeStorage(storage, {
      origin,
      fetch: this.o.fetch ?? fetch,
      timeoutMs: this.o.testTimeoutMs ?? 10_000,
    });
  }

  /** A fresh install can upload at once: with no configuration at all, local storage under DATA_DIR becomes the default. */
  async ensureDefaultLocal(): Promise<boolean> {
    if ((await this.o.configs.count()) > 0) return false;
    const now = this.now();
    await this.o.configs.insert({
      id: newId(),
      name: DEFAULT_LOCAL_NAME,
      storage_type: 'LOCAL',
      provider_type: LOCAL_PROVIDER,
      endpoint_url: null,
      bucket_name: resolveLocalRoot(this.o.dataDir, 'storage'),
      default_folder: DEFAULT_LOCAL_FOLDER,
      region: null,
      access_key_id_enc: null,
      secret_access_key_enc: null,
      is_default: 1,
      is_public: 1,
      total_storage_bytes: null,
      custom_host: null,
      created_by: 'system',
      created_at: now,
      updated_at: now,
      last_used: null,
    });
    return true;
  }

  // --- StorageAccess -------------------------------------------------------------------------

  async forUpload(principal: Principal, configId?: string): Promise<ResolvedStorage> {
    let id = configId;
    if (id === undefined) {
      const fallback = await this.o.configs.findDefault();
      if (!fallback) throw notFound('storage.noDefault');
      id = fallback.id;
    }
    const storage = await this.byId(id);
    if (!isAdmin(principal) && !storage.isPublic) throw forbidden(NO_PERMISSION);
    await this.o.configs.touchLastUsed(id, this.now());
    return storage;
  }

  byId(id: string): Promise<ResolvedStorage> {
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

  // --- helpers ---------------------------------------------------------------------------------

  private async build(id: string): Promise<ResolvedStorage> {
    const row = await this.o.configs.findById(id);
    if (!row) throw notFound(NOT_FOUND);
    const { definition, config } = openDriverConfig(row, this.credentials);
    const context = {
      configId: row.id,
      provider: row.provider_type,
      dataDir: this.o.dataDir,
      secret: this.o.secret,
      stats: this.o.localStats,
    };
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

  /** The row changes of an update, after checking the merged configuration is still consistent. */
  private changesFor(row: StorageConfigRow, input: UpdateStorageConfigInput): StorageConfigUpdate {
    const storageType = input.storage_type ?? (row.storage_type as 'S3' | 'LOCAL');
    const merged = {
      storage_type: storageType,
      // Switching type without naming a provider: LOCAL means 'Local'; S3 must say which provider.
      provider_type:
        input.provider_type ??
        (storageType === 'LOCAL'
          ? LOCAL_PROVIDER
          : (row.provider_type as CreateStorageConfigInput['provider_type'])),
      endpoint_url: input.endpoint_url !== undefined ? input.endpoint_url : row.endpoint_url,
      bucket_name: input.bucket_name ?? row.bucket_name,
      hasAccessKey: input.access_key_id !== undefined || row.access_key_id_enc !== null,
      hasSecret: input.secret_access_key !== undefined || row.secret_access_key_enc !== null,
    };
    const problem = storageConfigProblem(merged);
    if (problem) throw schemaMessageError(problem.message);
    const isS3 = storageType === 'S3';
    if (!isS3) resolveLocalRoot(this.o.dataDir, merged.bucket_name);
    const seal = (field: 'access_key_id' | 'secret_access_key', value: string | undefined) =>
      !isS3 ? null : value === undefined ? undefined : this.credentials.seal(row.id, field, value);
    return {
      name: input.name,
      storage_type: storageType,
      provider_type: merged.provider_type,
      // A local storage keeps no endpoint or credentials around.
      endpoint_url: isS3 ? merged.endpoint_url : null,
      bucket_name: input.bucket_name,
      region: isS3 ? input.region : null,
      access_key_id_enc: seal('access_key_id', input.access_key_id),
      secret_access_key_enc: seal('secret_access_key', input.secret_access_key),
      path_style: !isS3 ? 0 : input.path_style === undefined ? undefined : input.path_style ? 1 : 0,
      default_folder: input.default_folder,
      is_public: input.is_public === undefined ? undefined : input.is_public ? 1 : 0,
      total_storage_bytes: input.total_storage_bytes,
      custom_host: isS3 ? input.custom_host : null,
      signature_expires_in: input.signature_expires_in,
      updated_at: this.now(),
    };
  }

  private async adminView(id: string): Promise<StorageConfig> {
    const row = await this.o.configs.findById(id);
    if (!row) throw notFound(NOT_FOUND);
    return toAdminView(row, (await this.o.configs.usage([id])).get(id), this.credentials);
  }

  private now(): string {
    return this.o.clock.now().toISOString();
  }
}

function plainHttpOrigins(rows: StorageConfigRow[]): string[] {
  const origins = new Set<string>();
  for (const row of rows) {
    for (const address of [row.endpoint_url, row.custom_host]) {
      if (!address) continue;
      try {
        const url = new URL(address);
        if (url.protocol === 'http:') origins.add(url.origin);
      } catch {
        // A bare custom host means https (customHostUrl), which the CSP admits already.
      }
    }
  }
  return [...origins].sort();
}
