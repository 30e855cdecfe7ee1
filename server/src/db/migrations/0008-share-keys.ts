/**
 * One object per upload: a unique index over the object keys of upload-made shares
 * (`source = 'upload'`), so two uploads can never reserve the same key. Earlier versions could give
 * concurrent uploads of one name the same key; of each such group the newest share keeps its claim
 * on the object and the others become `source = 'detached'`: they are served only while the object
 * is still the one they committed (its ETag), and never delete it. What was changed is reported as
 * a process warning (CLOUDPASTE_MIGRATION).
 */
import { sql, type Kysely } from 'kysely';

interface FilesKeys {
  files: {
    id: string;
    source: string;
    storage_config_id: string;
    storage_path: string;
    created_at: string;
  };
}

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as unknown as Kysely<FilesKeys>;
  const groups = await db
    .selectFrom('files')
    .select(['storage_config_id', 'storage_path'])
    .where('source', '=', 'upload')
    .groupBy(['storage_config_id', 'storage_path'])
    .having((eb) => eb.fn.countAll(), '>', 1)
    .execute();
  const detached: string[] = [];
  for (const group of groups) {
    const rows = await db
      .selectFrom('files')
      .select('id')
      .where('source', '=', 'upload')
      .where('storage_config_id', '=', group.storage_config_id)
      .where('storage_path', '=', group.storage_path)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const others = rows.slice(1).map((r) => r.id);
    await db.updateTable('files').set({ source: 'detached' }).where('id', 'in', others).execute();
    detached.push(...others);
  }
  if (detached.length > 0) {
    process.emitWarning(
      `${detached.length} file share(s) shared an object key with a newer share and no longer own the object (source 'detached'): ${detached.join(', ')}`,
      { code: 'CLOUDPASTE_MIGRATION' },
    );
  }
  await db.schema
    .createIndex('files_upload_key_uq')
    .ifNotExists()
    .unique()
    .on('files')
    .columns(['storage_config_id', 'storage_path'])
    .where(sql.ref('source'), '=', sql.lit('upload'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('files_upload_key_uq').ifExists().execute();
}
