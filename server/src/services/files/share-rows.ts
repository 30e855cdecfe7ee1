/** New share rows: the options every upload path takes, turned into columns, and slug reservation. */
import type { UploadFormFields } from '@cloudpaste/contracts';
import type { FileRow, FileUpdate, NewFileRow } from '../../db/types.js';
import { conflict } from '../../errors.js';
import { hashPassword } from '../../lib/crypto.js';
import { generateSlug } from '../../lib/slug.js';
import type { FileRepository } from '../../repositories/file.repository.js';
import type { SettingsService } from '../settings.service.js';

export type ShareOptions = Pick<
  UploadFormFields,
  'remark' | 'password' | 'expires_in' | 'max_views' | 'use_proxy' | 'encrypted'
>;

export const SLUG_TAKEN = 'share.slugTaken';
/** What an end-to-end encrypted share's object is stored and served as: opaque bytes. */
export const SEALED_MIMETYPE = 'application/octet-stream';
const RANDOM_SLUG_ATTEMPTS = 5;
/** Slug and key collisions together: a bound, so a broken index cannot loop forever. */
const MAX_INSERT_ATTEMPTS = 12;

/** Columns for the options that were given; absent ones are left out (so later values can override). */
export async function optionColumns(options: ShareOptions, now: Date): Promise<FileUpdate> {
  const columns: FileUpdate = {};
  if (options.remark !== undefined) columns.remark = options.remark.trim() || null;
  if (options.password !== undefined) columns.password_hash = await hashPassword(options.password);
  if (options.expires_in !== undefined) {
    columns.expires_at =
      options.expires_in > 0
        ? new Date(now.getTime() + options.expires_in * 3600_000).toISOString()
        : null;
  }
  if (options.max_views !== undefined) columns.max_views = options.max_views;
  if (options.use_proxy !== undefined) columns.use_proxy = options.use_proxy ? 1 : 0;
  if (options.encrypted !== undefined) columns.encrypted = options.encrypted ? 1 : 0;
  if (options.encrypted) columns.mimetype = SEALED_MIMETYPE;
  return columns;
}

/** Columns of a new share: the given options over the defaults (use_proxy from default_use_proxy). */
export async function newShareColumns(options: ShareOptions, settings: SettingsService, now: Date) {
  const defaultUseProxy = (await settings.get('default_use_proxy')) === true;
  const given = await optionColumns(options, now);
  return {
    remark: given.remark ?? null,
    password_hash: given.password_hash ?? null,
    expires_at: given.expires_at ?? null,
    max_views: given.max_views ?? 0,
    use_proxy: given.use_proxy ?? (defaultUseProxy ? 1 : 0),
    encrypted: given.encrypted ?? 0,
  };
}

/**
 * Inserts a pending share under the custom slug (409 when taken) or a generated one (retried on the
 * rare collision). The slug is reserved before any byte is written. With `rekey`, the share's object
 * key is reserved too: upload-made keys are unique (an index), so when another upload holds the key
 * the insert is tried again under `rekey()`'s key, and two uploads never share one object.
 * `insert` is the owner's quota's (quotas/quota-inserts.ts, quotaFileInsert).
 */
export async function reserveShare(
  files: FileRepository,
  row: Omit<NewFileRow, 'slug'>,
  customSlug?: string,
  rekey?: () => string,
  insert: (row: NewFileRow) => Promise<boolean> = (r) => files.insert(r),
): Promise<FileRow> {
  const candidate = { ...row, slug: customSlug ?? generateSlug(), status: 'pending' };
  let slugTries = 1;
  for (let attempt = 1; !(await insert(candidate)); attempt++) {
    if (attempt >= MAX_INSERT_ATTEMPTS) throw conflict(SLUG_TAKEN);
    if (rekey && (await files.isKeyTaken(candidate.storage_config_id, candidate.storage_path))) {
      candidate.storage_path = rekey();
      continue;
    }
    if (customSlug || slugTries++ >= RANDOM_SLUG_ATTEMPTS) throw conflict(SLUG_TAKEN);
    candidate.slug = generateSlug();
  }
  const inserted = await files.findById(row.id);
  if (!inserted) throw new Error('inserted share vanished');
  return inserted;
}
