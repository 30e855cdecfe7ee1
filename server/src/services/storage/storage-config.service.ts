/**
 * Storage configurations as the admin manages them: list, create, update, the one default,
 * references, delete, the connection test. Every driver rule comes from its registry definition
 * (services/storage/storage-config-input.ts); features open storages through `StorageResolver`
 * (services/storage/storage-resolver.ts), which this service tells about every change.
 */
import {
  type CreateStorageConfigInput,
  type DashboardStorageUsage,
  type StorageConfig,
  type StorageConfigReferences,
  type StorageConfigSummary,
  type StorageTestReport,
  type UpdateStorageConfigInput,
} from '@cloudpaste/contracts';
import { AppError, conflict, notFound } from '../../errors.js';
import { newId } from '../../lib/ids.js';
import type { Clock } from '../../lib/time.js';
import { creatorOf, isAdmin, type AdminPrincipal, type Principal } from '../../policies/access.js';
import type { StorageConfigRepository } from '../../repositories/storage-config.repository.js';
import type { ResolvedStorage } from '../storage-access.js';
import { toAdminView, toSummary, toUsageView } from './storage-config.view.js';
import { probeStorage, unopenedReport } from './storage-probe.js';
import { defaultLocalRow } from './default-local.js';
import { chooseDriver, settingsFrom, type ChosenDriver } from './storage-config-input.js';
import { STORAGE_NOT_FOUND, type StorageResolver } from './storage-resolver.js';
import { definitionOf, storedSettings } from './storage-settings.js';

export interface StorageConfigServiceOptions {
  configs: StorageConfigRepository;
  storage: StorageResolver;
  clock: Clock;
  /** DATA_DIR: where the default local storage lives. */
  dataDir: string;
  /** The outside world, for the connection test's presigned requests. */
  fetch?: typeof fetch;
  testTimeoutMs?: number;
}

export class StorageConfigService {
  constructor(private readonly o: StorageConfigServiceOptions) {}

  /** Admins see every configuration; an API key only the public ones, as summaries. */
  async list(principal: Principal): Promise<StorageConfig[] | StorageConfigSummary[]> {
    const admin = isAdmin(principal);
    const rows = await this.o.configs.list({ publicOnly: !admin });
    const usage = await this.o.configs.usage(rows.map((r) => r.id));
    return admin
      ? rows.map((r) => toAdminView(r, usage.get(r.id), this.o.storage.secrets))
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
    if (!row || (!isAdmin(principal) && row.is_public !== 1)) throw notFound(STORAGE_NOT_FOUND);
    if (!isAdmin(principal)) return toSummary(row, (await this.o.configs.usage([id])).get(id));
    return this.adminView(id);
  }

  async create(input: CreateStorageConfigInput, admin: AdminPrincipal): Promise<StorageConfig> {
    const id = newId();
    const chosen = chooseDriver(input);
    const config = this.checkedSettings(id, input, chosen);
    const now = this.now();
    await this.o.configs.insert({
      id,
      name: input.name,
      storage_type: chosen.definition.type,
      provider_type: chosen.provider,
      config,
      default_folder: input.default_folder,
      is_public: input.is_public ? 1 : 0,
      total_storage_bytes: input.total_storage_bytes,
      signature_expires_in: input.signature_expires_in,
      created_by: creatorOf(admin),
      created_at: now,
      updated_at: now,
      last_used: null,
    });
    await this.o.storage.forget();
    return this.adminView(id);
  }

  async update(id: string, input: UpdateStorageConfigInput): Promise<StorageConfig> {
    const row = await this.o.configs.findById(id);
    if (!row) throw notFound(STORAGE_NOT_FOUND);
    const current = {
      definition: definitionOf(row),
      provider: row.provider_type,
      stored: storedSettings(row),
    };
    const chosen = chooseDriver(input, current);
    const previous = chosen.definition === current.definition ? current.stored : undefined;
    const config = this.checkedSettings(id, input, chosen, previous);
    const changed = await this.o.configs.update(id, {
      name: input.name,
      storage_type: chosen.definition.type,
      provider_type: chosen.provider,
      config,
      default_folder: input.default_folder,
      is_public: input.is_public === undefined ? undefined : input.is_public ? 1 : 0,
      total_storage_bytes: input.total_storage_bytes,
      signature_expires_in: input.signature_expires_in,
      updated_at: this.now(),
    });
    if (!changed) throw notFound(STORAGE_NOT_FOUND);
    await this.o.storage.forget(id);
    return this.adminView(id);
  }

  async setDefault(id: string): Promise<StorageConfig> {
    if (!(await this.o.configs.setDefault(id, this.now()))) throw notFound(STORAGE_NOT_FOUND);
    return this.adminView(id);
  }

  /** What keeps the configuration from being deleted, for the admin's delete dialog to name beforehand. */
  async references(id: string): Promise<StorageConfigReferences> {
    if (!(await this.o.configs.findById(id))) throw notFound(STORAGE_NOT_FOUND);
    return this.o.configs.references(id);
  }

  async remove(id: string): Promise<void> {
    const outcome = await this.o.configs.delete(id);
    if (outcome === 'missing') throw notFound(STORAGE_NOT_FOUND);
    if (outcome === 'referenced') {
      const { files, mounts } = await this.o.configs.countReferences(id);
      if (mounts > 0 && files > 0) throw conflict('storage.inUseByBoth', { mounts, files });
      throw mounts > 0
        ? conflict('storage.inUseByMounts', { mounts })
        : conflict('storage.inUseByFiles', { files });
    }
    await this.o.storage.forget(id);
  }

  /** Runs the connection test; 404 for an unknown id, otherwise always a report. */
  async test(id: string, origin: string): Promise<StorageTestReport> {
    let storage: ResolvedStorage;
    try {
      storage = await this.o.storage.byId(id);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) throw error;
      return unopenedReport(
        error instanceof Error ? error.message : 'the storage driver could not be built',
      );
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
    return this.o.configs.insertOnce(defaultLocalRow(this.o.dataDir, this.now()));
  }

  /** The settings JSON of a request, checked by the driver, its objects' place included. */
  private checkedSettings(
    id: string,
    input: CreateStorageConfigInput | UpdateStorageConfigInput,
    chosen: ChosenDriver,
    previous?: Record<string, unknown>,
  ): string {
    const { secrets } = this.o.storage;
    const { stored, config } = settingsFrom(input, chosen, { id, secrets, previous });
    // Where the objects would live: refuses what the driver cannot reach (a local root holding DATA_DIR).
    chosen.definition.objectRoot(config, this.o.storage.contextOf(id, chosen.provider));
    return JSON.stringify(stored);
  }

  private async adminView(id: string): Promise<StorageConfig> {
    const row = await this.o.configs.findById(id);
    if (!row) throw notFound(STORAGE_NOT_FOUND);
    const usage = (await this.o.configs.usage([id])).get(id);
    return toAdminView(row, usage, this.o.storage.secrets);
  }

  private now(): string {
    return this.o.clock.now().toISOString();
  }
}
