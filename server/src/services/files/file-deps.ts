/** What every file-share service is given, and the few rules they all share. */
import { FILE_TYPE_NAMES, fileTypeOf, type PreviewSettings } from '@cloudpaste/contracts';
import type { FileRow, GoneReason } from '../../db/types.js';
import { AppError } from '../../errors.js';
import type { Clock } from '../../lib/time.js';
import type { FileRepository } from '../../repositories/file.repository.js';
import type { GoneShareRepository } from '../../repositories/gone-share.repository.js';
import type { MountRepository } from '../../repositories/mount.repository.js';
import type { StorageConfigRepository } from '../../repositories/storage-config.repository.js';
import type { UploadSessionRepository } from '../../repositories/upload-session.repository.js';
import type { StorageDriver } from '../../storage/driver.js';
import type { SettingsService } from '../settings.service.js';
import type { StorageAccess } from '../storage-access.js';
import type { QuotaService } from '../quotas/index.js';
import { isOwnObject } from './object-claims.js';

export interface FileServiceDeps {
  files: FileRepository;
  /** Tombstones of shares that ended (expired, or out of views), for 410 answers saying why. */
  gone: GoneShareRepository;
  /** The mounts, whose areas an API key's share uploads must respect (mount-rules.ts). */
  mounts: Pick<MountRepository, 'list'>;
  sessions: UploadSessionRepository;
  /** Every storage configuration: the sweeper looks in each for abandoned multipart uploads. */
  configs: Pick<StorageConfigRepository, 'list'>;
  storage: StorageAccess;
  settings: SettingsService;
  clock: Clock;
  /** Server secret: signs access tickets. */
  secret: string;
  /** How long an upload may stay pending before the sweeper takes it for abandoned (uploads/upload-window.ts). */
  uploadWindowMs: number;
  /**
   * Where a streamed upload waits while the fields that place it are still to come (a form whose
   * file comes first, as older clients send it): a local driver under DATA_DIR.
   */
  spool: StorageDriver;
  /** Told when a share goes without its object because the object there is not the share's own. */
  onObjectKept?: (event: ObjectKeptEvent) => void;
  /** Quotas per account (docs/ACCOUNTS.md "Quotas"); none: unlimited. */
  quotas?: QuotaService;
}

export interface ObjectKeptEvent {
  fileId: string;
  storageConfigId: string;
  storagePath: string;
}

/**
 * How long an access ticket of a share without a view limit lasts: a preview, its seeks and a
 * resumed download keep working this long after the view that paid for them. A limited share's
 * tickets are shorter (access-tickets.ts, ticketSecondsFor).
 */
export const ACCESS_TICKET_SECONDS = 3600;

export const isExpired = (row: Pick<FileRow, 'expires_at'>, nowIso: string) =>
  row.expires_at !== null && row.expires_at <= nowIso;
export const isUsedUp = (row: Pick<FileRow, 'max_views' | 'views'>) =>
  row.max_views > 0 && row.views >= row.max_views;

const PREVIEW_KEYS = [
  'preview_text_types',
  'preview_image_types',
  'preview_video_types',
  'preview_audio_types',
  'preview_office_types',
  'preview_document_types',
] as const;

/** The admin's preview extension lists, which decide a file's `type`. */
export async function previewSettingsOf(settings: SettingsService): Promise<PreviewSettings> {
  const values = await Promise.all(
    PREVIEW_KEYS.map(async (key) => [key, String(await settings.get(key))] as const),
  );
  return Object.fromEntries(values);
}

export function typeOf(
  row: Pick<FileRow, 'filename' | 'mimetype'>,
  preview: PreviewSettings,
): { type: number; typeName: string } {
  const type = fileTypeOf(row.filename, row.mimetype, preview);
  return { type, typeName: FILE_TYPE_NAMES[type] };
}

/**
 * Deletes a share's object when it is the share's own (object-claims.ts): never a mount's file, nor
 * one written at the key by anyone else (the object stays, reported through onObjectKept). `written`
 * is the ETag of what the server itself just stored for a pending share. A storage configuration
 * that is gone has nothing left to delete.
 */
export async function deleteObjectOf(
  { storage, onObjectKept }: Pick<FileServiceDeps, 'storage' | 'onObjectKept'>,
  row: FileRow,
  written?: string,
): Promise<void> {
  // A mount's share points at the mount's file; a detached one lost its object to another upload.
  if (row.source !== 'upload') return;
  let resolved;
  try {
    resolved = await storage.byId(row.storage_config_id);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return;
    throw error;
  }
  const object = await resolved.driver.head(row.storage_path);
  if (!object) return;
  if (!isOwnObject(row, object, written)) {
    onObjectKept?.({
      fileId: row.id,
      storageConfigId: row.storage_config_id,
      storagePath: row.storage_path,
    });
    return;
  }
  await resolved.driver.delete(row.storage_path);
}

/** Removes a share: its object first (a failure keeps the row, so nothing is orphaned), then its row. */
export async function removeShare(
  deps: Pick<FileServiceDeps, 'storage' | 'files' | 'onObjectKept'>,
  row: FileRow,
  written?: string,
): Promise<void> {
  await deleteObjectOf(deps, row, written);
  await deps.files.delete(row.id);
}

/** Why a share that can no longer be read ended: expiry wins over views. */
export const endOf = (row: Pick<FileRow, 'expires_at'>, nowIso: string): GoneReason =>
  isExpired(row, nowIso) ? 'expired' : 'viewLimit';

/**
 * Removes a share that ended, leaving its tombstone first: a reader that no longer finds the row
 * finds why it went (410), never a 404.
 */
export async function endShare(
  deps: Pick<FileServiceDeps, 'storage' | 'files' | 'gone' | 'onObjectKept' | 'clock'>,
  row: FileRow,
  reason: GoneReason,
): Promise<void> {
  await deps.gone.mark('file', row.slug, reason, deps.clock.now().toISOString());
  await removeShare(deps, row);
}
