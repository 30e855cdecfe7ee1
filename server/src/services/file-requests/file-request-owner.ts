/**
 * File requests as their owner makes and manages them (docs/FILE-REQUESTS.md): a folder the
 * caller may upload into (its base path, its mounts), with limits, a note, a password, an expiry
 * and an optional webhook; listed with what arrived, changed, disabled and deleted. Only the
 * owner (the creating account or key) and the admin see a request; anyone else gets 404.
 */
import {
  Permission,
  type CreateFileRequestInput,
  type FileRequest,
  type FileRequestFile,
  type UpdateFileRequestInput,
} from '@cloudpaste/contracts';
import type { Updateable } from 'kysely';
import type { FileRequestRow, FileRequestsTable } from '../../db/types.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { badRequest, conflict, forbidden, notFound } from '../../errors.js';
import { hashPassword } from '../../lib/crypto.js';
import { newId } from '../../lib/ids.js';
import { parseTarget, type AddressPolicy } from '../../lib/safe-fetch/index.js';
import { generateSlug } from '../../lib/slug.js';
import type { Clock } from '../../lib/time.js';
import { can, creatorOf, ownedCreators, owns, type Principal } from '../../policies/access.js';
import type { FileRequestRepository } from '../../repositories/file-request.repository.js';
import { folderExists, FS_NOT_FOUND, type FsResolver } from '../fs/index.js';
import type { FileRequestWebhookSecrets } from './file-request-webhook-secrets.js';
import { fileView, ownerView } from './file-request-views.js';

export interface FileRequestOwnerDeps {
  requests: FileRequestRepository;
  resolver: FsResolver;
  secrets: FileRequestWebhookSecrets;
  clock: Clock;
  /** Which webhook addresses are allowed: the URL uploads' SSRF policy (docs/ARCHITECTURE.md). */
  webhookPolicy: AddressPolicy;
}

const NOT_FOUND = 'fileRequest.notFound';

export class FileRequestOwner {
  constructor(private readonly o: FileRequestOwnerDeps) {}

  async create(principal: Principal, input: CreateFileRequestInput): Promise<FileRequest> {
    const target = await this.targetOf(principal, input);
    const now = this.o.clock.now().toISOString();
    const id = newId();
    const row = {
      id,
      slug: input.slug ?? generateSlug(),
      ...target,
      created_by: creatorOf(principal),
      created_at: now,
      title: input.title,
      password_hash: null,
      expires_at: null,
      allowed_types: null,
      webhook_url: null,
      seen_at: null,
      updated_at: now,
      ...(await this.settings(input)),
    };
    try {
      await this.o.requests.insert(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('share.slugTaken');
      throw error;
    }
    if (input.webhook_url) await this.o.secrets.current(id);
    return this.view(id);
  }

  /** The caller's requests, newest first; the admin's list holds everyone's. */
  async list(principal: Principal): Promise<FileRequest[]> {
    const rows = await this.o.requests.list(ownedCreators(principal));
    return rows.map(ownerView);
  }

  async update(principal: Principal, id: string, input: UpdateFileRequestInput) {
    await this.owned(principal, id);
    await this.o.requests.update(id, await this.settings(input));
    if (input.webhook_url) await this.o.secrets.current(id);
    return this.view(id);
  }

  /** The webhook's signing secret, for its owner alone; 404 without a webhook. */
  async webhookSecret(principal: Principal, id: string, rotate: boolean) {
    const row = await this.owned(principal, id);
    if (row.webhook_url === null) throw notFound(NOT_FOUND);
    const secret = rotate ? await this.o.secrets.rotate(id) : await this.o.secrets.current(id);
    if (secret === undefined) throw notFound(NOT_FOUND);
    return { secret };
  }

  async remove(principal: Principal, id: string): Promise<void> {
    await this.owned(principal, id);
    await this.o.requests.delete(id);
  }

  /** What arrived, newest first; looking marks it seen. */
  async files(principal: Principal, id: string): Promise<FileRequestFile[]> {
    await this.owned(principal, id);
    await this.o.requests.update(id, { seen_at: this.o.clock.now().toISOString() });
    return (await this.o.requests.files(id)).map(fileView);
  }

  /** The request when the caller owns it (the admin owns every one); 404 otherwise. */
  private async owned(principal: Principal, id: string): Promise<FileRequestRow> {
    const row = await this.o.requests.findById(id);
    if (!row || !owns(principal, row.created_by)) throw notFound(NOT_FOUND);
    return row;
  }

  private async view(id: string): Promise<FileRequest> {
    const [row] = await this.o.requests.list(null, id);
    if (!row) throw notFound(NOT_FOUND);
    return ownerView(row);
  }

  /**
   * A folder within the caller's own reach (its base path, the mounts it sees), or the caller's
   * file shares: an account's only (a key's shares would outlive nothing to bound them), with
   * FILE_SHARE.
   */
  private async targetOf(principal: Principal, input: CreateFileRequestInput) {
    if (input.target === 'shares') {
      if (principal.type === 'apikey' || !can(principal, Permission.FILE_SHARE))
        throw forbidden('fileRequest.sharesRefused');
      return { target: 'shares' as const, mount_id: null, path: null };
    }
    if (!can(principal, Permission.MOUNT_VIEW | Permission.MOUNT_UPLOAD))
      throw forbidden('fileRequest.folderRefused');
    if (!input.path) throw badRequest('fileRequest.pathRequired');
    const folder = await this.o.resolver.inMount(principal, input.path);
    const { driver } = folder.storage;
    if (folder.key !== '') {
      if (await driver.head(folder.key))
        throw badRequest('fileRequest.notFolder', { path: folder.path });
      if (!(await folderExists(driver, folder.key))) throw notFound(FS_NOT_FOUND);
    }
    return { target: 'folder' as const, mount_id: folder.mount.id, path: folder.path };
  }

  /** The columns of the settings sent; what is not sent is left alone. */
  private async settings(input: UpdateFileRequestInput): Promise<Updateable<FileRequestsTable>> {
    const now = this.o.clock.now();
    const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0);
    const hours = input.expires_in;
    const patch: Updateable<FileRequestsTable> = {
      title: input.title,
      note: input.note,
      note_markdown: flag(input.note_markdown),
      enabled: flag(input.enabled),
      max_file_bytes: input.max_file_bytes,
      max_total_bytes: input.max_total_bytes,
      max_files: input.max_files,
      allowed_types:
        input.allowed_types &&
        (input.allowed_types.length === 0
          ? null
          : JSON.stringify([...new Set(input.allowed_types)])),
      expires_at:
        hours === undefined
          ? undefined
          : hours > 0
            ? new Date(now.getTime() + hours * 3_600_000).toISOString()
            : null,
      password_hash:
        input.password === undefined
          ? undefined
          : input.password === ''
            ? null
            : await hashPassword(input.password),
      webhook_url: input.webhook_url === undefined ? undefined : this.webhook(input.webhook_url),
      // Removing the webhook drops its secret: a webhook set again gets a new one.
      webhook_secret: input.webhook_url === '' ? null : undefined,
      updated_at: now.toISOString(),
    };
    return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  }

  /** A public http(s) address, as URL uploads demand; '' removes the webhook. */
  private webhook(url: string): string | null {
    if (url === '') return null;
    try {
      return parseTarget(url, this.o.webhookPolicy).toString();
    } catch {
      throw badRequest('fileRequest.webhookRefused');
    }
  }
}
