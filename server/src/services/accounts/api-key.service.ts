/** API keys: create, change, delete, authenticate, and last-used bookkeeping written in batches. */
import {
  ErrorCode,
  permissionMap,
  type ApiKey,
  type ApiKeyTestResult,
  type CreateApiKeyInput,
  type UpdateApiKeyInput,
} from '@cloudpaste/contracts';
import type { ApiKeyRow } from '../../db/types.js';
import { AppError, conflict, notFound } from '../../errors.js';
import { keyedHash, randomToken } from '../../lib/crypto.js';
import { newId } from '../../lib/ids.js';
import { isoOrNull, type Clock } from '../../lib/time.js';
import { accountIdOf, type AccountPrincipal, type ApiKeyPrincipal } from '../../policies/access.js';
import type { ApiKeyRepository } from '../../repositories/api-key.repository.js';
import { boundByOwner, checkWithinOwner } from './key-owners.js';

export interface ApiKeyServiceOptions {
  keys: ApiKeyRepository;
  secret: string;
  clock: Clock;
}

/** Random keys carry 192 bits; base64url stays inside the custom-key alphabet. */
const GENERATED_KEY_BYTES = 24;

/**
 * Names are unique so the admin can tell keys apart in lists and logs; they compare exactly, as
 * both databases compare text by default (docs/API.md, API keys).
 */
const nameTaken = (name: string) =>
  new AppError(409, ErrorCode.API_KEY_NAME_TAKEN, 'apiKey.nameTaken', { name });
const valueTaken = () => conflict('apiKey.valueTaken');

export function maskKey(key: string): string {
  return key.length >= 12 ? `${key.slice(0, 4)}****${key.slice(-4)}` : `${key.slice(0, 2)}****`;
}

export class ApiKeyService {
  /** last-used times not yet written; flushed by the usage job (see flushUsage). */
  private readonly pendingUsage = new Map<string, string>();

  constructor(private readonly o: ApiKeyServiceOptions) {}

  /** Every key, each with its owner's name (the admin's list). */
  async list(): Promise<ApiKey[]> {
    const [rows, owners] = await Promise.all([this.o.keys.list(), this.o.keys.ownerNames()]);
    return rows.map((row) => this.toApiKey(row, owners.get(row.id) ?? null));
  }

  /** The keys `owner` made for itself (docs/ACCOUNTS.md "A user's own API keys"). */
  async listOwned(owner: AccountPrincipal): Promise<ApiKey[]> {
    const rows = await this.o.keys.listOwnedBy(accountIdOf(owner));
    return rows.map((row) => this.toApiKey(row, owner.username));
  }

  /** The admin's key, or, given an `owner`, one of its own bounded by its rights. */
  async create(input: CreateApiKeyInput, owner?: AccountPrincipal): Promise<ApiKey> {
    if (owner) checkWithinOwner(owner, input);
    const key = input.custom_key ?? randomToken(GENERATED_KEY_BYTES);
    const keyHash = this.hash(key);
    if (await this.o.keys.findByKeyHash(keyHash)) throw valueTaken();
    const row: ApiKeyRow = {
      id: newId(),
      name: input.name,
      key_hash: keyHash,
      key_masked: maskKey(key),
      permissions: input.permissions,
      role: input.role,
      basic_path: input.basic_path,
      is_guest: input.is_guest ? 1 : 0,
      created_at: this.o.clock.now().toISOString(),
      expires_at: isoOrNull(input.expires_at),
      last_used: null,
      owner_id: owner ? accountIdOf(owner) : null,
    };
    // The unique indexes decide, so two creates of one name at once cannot both succeed.
    if ((await this.o.keys.insert(row)) === 'taken') {
      throw (await this.o.keys.findByName(row.name)) ? nameTaken(row.name) : valueTaken();
    }
    return { ...this.toApiKey(row, owner?.username ?? null), key };
  }

  /** Changes a key; given an `owner`, only one of its own (404 for any other), within its rights. */
  async update(id: string, input: UpdateApiKeyInput, owner?: AccountPrincipal): Promise<ApiKey> {
    if (owner) {
      await this.ownedBy(owner, id);
      checkWithinOwner(owner, input);
    }
    const outcome = await this.o.keys.update(id, {
      name: input.name,
      permissions: input.permissions,
      role: input.role,
      basic_path: input.basic_path,
      is_guest: input.is_guest === undefined ? undefined : input.is_guest ? 1 : 0,
      expires_at: input.expires_at === undefined ? undefined : isoOrNull(input.expires_at),
    });
    if (outcome === 'taken') throw nameTaken(input.name ?? '');
    const row = outcome === 'updated' ? await this.o.keys.findById(id) : undefined;
    if (!row) throw notFound('apiKey.notFound');
    return this.toApiKey(row, owner?.username ?? null);
  }

  async remove(id: string, owner?: AccountPrincipal): Promise<void> {
    if (owner) await this.ownedBy(owner, id);
    this.pendingUsage.delete(id);
    if (!(await this.o.keys.delete(id))) throw notFound('apiKey.notFound');
  }

  /**
   * Deletes several keys at once (the admin cleaning up a list); ids already gone are counted,
   * not an error, so a second click or a key deleted meanwhile does not fail the rest.
   */
  async removeMany(ids: readonly string[]): Promise<{ deleted: number; notFound: number }> {
    const unique = [...new Set(ids)];
    for (const id of unique) this.pendingUsage.delete(id);
    const deleted = await this.o.keys.deleteMany(unique);
    return { deleted, notFound: unique.length - deleted };
  }

  /** The key's principal, or null when unknown or expired. Records the use without a write. */
  async authenticate(key: string): Promise<ApiKeyPrincipal | null> {
    const row = await this.o.keys.findByKeyHash(this.hash(key));
    const now = this.o.clock.now().toISOString();
    if (!row || (row.expires_at !== null && row.expires_at <= now)) return null;
    // An owned key never exceeds its owner, read with it: a disabled or deleted owner stops it.
    const bounds = boundByOwner(
      { permissions: Number(row.permissions), basic_path: row.basic_path },
      row,
    );
    if (!bounds) return null;
    this.pendingUsage.set(row.id, now);
    // A user's key acts within its owner's rights, over its owner's shares too.
    const owned =
      row.owner_id !== null && row.owner_role === 'user'
        ? { owned: await this.creatorsOf(row.owner_id) }
        : {};
    return {
      type: 'apikey',
      keyId: row.id,
      name: row.name,
      permissions: bounds.permissions,
      basicPath: bounds.basicPath,
      role: row.role,
      isGuest: row.is_guest === 1,
      expiresAt: row.expires_at,
      ownerId: row.owner_id,
      mountIds: bounds.mountIds,
      ...owned,
    };
  }

  /** A signed-in user with the set of what it owns: its own and its current keys' records. */
  async withOwned(p: AccountPrincipal): Promise<AccountPrincipal> {
    return p.type === 'user' ? { ...p, owned: await this.creatorsOf(p.userId) } : p;
  }

  /** The `created_by` values an account owns (docs/ACCOUNTS.md "What belongs to whom"). */
  private async creatorsOf(accountId: string): Promise<string[]> {
    const keyIds = await this.o.keys.idsOwnedBy(accountId);
    return [accountId, ...keyIds.map((id) => `apikey:${id}`)];
  }

  testInfo(p: ApiKeyPrincipal): ApiKeyTestResult {
    return {
      name: p.name,
      basic_path: p.basicPath,
      permissions: permissionMap(p.permissions),
      key_info: {
        id: p.keyId,
        name: p.name,
        basic_path: p.basicPath,
        permissions: p.permissions,
        role: p.role,
        is_guest: p.isGuest ? 1 : 0,
        expires_at: p.expiresAt,
      },
    };
  }

  /** Writes the batched last-used times: one transaction however many requests there were. */
  async flushUsage(): Promise<number> {
    if (this.pendingUsage.size === 0) return 0;
    const batch = new Map(this.pendingUsage);
    this.pendingUsage.clear();
    await this.o.keys.updateLastUsed(batch);
    return batch.size;
  }

  async counts(): Promise<{ total: number; active: number; expired: number }> {
    const { total, expired } = await this.o.keys.counts(this.o.clock.now().toISOString());
    return { total, active: total - expired, expired };
  }

  private async ownedBy(owner: AccountPrincipal, id: string): Promise<void> {
    const row = await this.o.keys.findById(id);
    if (!row || row.owner_id !== accountIdOf(owner)) throw notFound('apiKey.notFound');
  }

  private toApiKey(row: ApiKeyRow, ownerName: string | null): ApiKey {
    return {
      id: row.id,
      name: row.name,
      key_masked: row.key_masked,
      permissions: Number(row.permissions),
      role: row.role,
      basic_path: row.basic_path,
      is_guest: row.is_guest === 1 ? 1 : 0,
      created_at: row.created_at,
      expires_at: row.expires_at,
      last_used: this.pendingUsage.get(row.id) ?? row.last_used,
      owner_id: row.owner_id,
      owner_name: ownerName,
    };
  }

  private hash(key: string): string {
    return keyedHash(this.o.secret, `api-key:${key}`);
  }
}
