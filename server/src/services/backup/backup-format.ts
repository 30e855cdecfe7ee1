/**
 * The backup file (docs/DEPLOY.md, "Backups"): JSON Lines, one object per line, so it is written
 * and read a row at a time. First a header (format, version, the schema's last migration, the
 * secret check), then one line per row (`{"t": table, "r": row}`), tables in catalogue order, and
 * last a footer with each table's row count: a file cut short has no footer and is refused.
 */
import { createHmac } from 'node:crypto';
import { z } from 'zod';

export const BACKUP_FORMAT = 'cloudpaste-backup';
export const BACKUP_VERSION = 1;

export const backupHeader = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int(),
  /** The release that wrote it, for people reading the file. */
  app: z.string(),
  /** The last migration of the schema the rows are in. */
  schema: z.string(),
  createdAt: z.string(),
  /** secretCheck() of the server secret the sealed values and keyed hashes were made under. */
  secretCheck: z.string(),
  tables: z.array(z.string()),
});
export type BackupHeader = z.infer<typeof backupHeader>;

export const backupRow = z.object({ t: z.string(), r: z.record(z.string(), z.unknown()) });

export const backupFooter = z.object({
  end: z.literal(true),
  rows: z.record(z.string(), z.number()),
});

/**
 * Tells whether two instances share a server secret without writing it down: a keyed hash of a
 * fixed text, from which the secret cannot be found.
 */
export function secretCheck(secret: string): string {
  return createHmac('sha256', secret).update('cloudpaste backup secret check v1').digest('hex');
}

/** The file name a download gets: the instance's name is not in it, the moment is. */
export function backupFileName(now: Date): string {
  const stamp = now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  return `cloudpaste-backup-${stamp}.jsonl`;
}

export const line = (value: unknown): string => `${JSON.stringify(value)}\n`;
