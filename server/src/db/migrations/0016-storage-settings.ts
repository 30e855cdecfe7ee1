/**
 * One `config` column of driver settings per storage configuration (docs/STORAGE-DRIVERS.md), in
 * place of the S3-shaped columns every driver had to fit: a local folder's path moves from
 * `bucket_name` to `root`, an S3 configuration keeps its settings under the same names, and its
 * sealed credentials move as they are (they are bound to the configuration's id and the setting's
 * name, which stay the same), so the migration needs no secret. Mounts name configurations by id
 * and are untouched.
 */
import { sql, type Kysely } from 'kysely';

interface OldRow {
  id: string;
  storage_type: string;
  endpoint_url: string | null;
  bucket_name: string;
  region: string | null;
  access_key_id_enc: string | null;
  secret_access_key_enc: string | null;
  path_style: number;
  custom_host: string | null;
}

const OLD_COLUMNS = [
  'endpoint_url',
  'bucket_name',
  'region',
  'access_key_id_enc',
  'secret_access_key_enc',
  'path_style',
  'custom_host',
] as const;

/** The settings of a row as the drivers of this release read them (secrets still sealed). */
function settingsOf(row: OldRow): Record<string, unknown> {
  if (row.storage_type === 'LOCAL') return { root: row.bucket_name };
  return {
    endpoint_url: row.endpoint_url,
    bucket_name: row.bucket_name,
    region: row.region,
    access_key_id: row.access_key_id_enc,
    secret_access_key: row.secret_access_key_enc,
    path_style: row.path_style === 1,
    custom_host: row.custom_host,
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('storage_configs')
    .addColumn('config', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  const rows = await sql<OldRow>`SELECT id, storage_type, endpoint_url, bucket_name, region,
    access_key_id_enc, secret_access_key_enc, path_style, custom_host FROM storage_configs`.execute(
    db,
  );
  for (const row of rows.rows) {
    const config = JSON.stringify(settingsOf(row));
    await sql`UPDATE storage_configs SET config = ${config} WHERE id = ${row.id}`.execute(db);
  }
  // SQLite drops one column per statement.
  for (const column of OLD_COLUMNS) {
    await db.schema.alterTable('storage_configs').dropColumn(column).execute();
  }
}

export async function down(): Promise<void> {
  throw new Error('0016-storage-settings cannot be undone: restore a backup instead');
}
