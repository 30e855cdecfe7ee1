/** A file share row written straight into the database, for tests about what points at a storage. */
import type { TestApp } from './create-test-app.js';

export async function insertFileRow(
  t: Pick<TestApp, 'database'>,
  configId: string,
  { size = 1, status = 'ready' }: { size?: number; status?: string } = {},
): Promise<string> {
  const id = `f${Math.random().toString(36).slice(2)}`;
  const now = new Date().toISOString();
  await t.database.db
    .insertInto('files')
    .values({
      id,
      slug: id,
      status,
      pending_until: null,
      filename: 'a.bin',
      storage_config_id: configId,
      storage_path: id,
      mount_id: null,
      mimetype: 'application/octet-stream',
      size,
      etag: null,
      remark: null,
      password_hash: null,
      expires_at: null,
      created_by: 'admin',
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}
