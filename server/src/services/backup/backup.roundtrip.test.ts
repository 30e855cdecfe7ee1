/**
 * A backup restored into an empty database gives the same product, on every dialect: every
 * backed-up table equal row for row, and the restored instance opening a password-protected
 * share, authenticating an API key and opening a sealed storage secret.
 */
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/database.js';
import { migrations } from '../../db/migrations/index.js';
import { BACKUP_TABLES } from '../../db/table-catalogue.js';
import { TableRowsRepository } from '../../repositories/table-rows.repository.js';
import {
  S3_SECRET,
  SEED_PASSWORD,
  seededInstance,
  tableContents,
} from '../../../test/backup-seed.js';
import { createTestApp } from '../../../test/create-test-app.js';
import { testDialects } from '../../../test/databases.js';
import { TEST_SECRET } from '../../../test/local-storage-app.js';
import { backupLines } from './backup-writer.js';
import { restoreBackup } from './restore.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe.each(testDialects)('backup round trip on $name', (dialect) => {
  it('restores every table row for row, and the restored instance works the same', async () => {
    const seeded = await seededInstance(await dialect.open());
    cleanups.push(() => seeded.app.close());
    const source = seeded.app.t.database;
    const text = await collect(
      backupLines({
        rows: new TableRowsRepository(source.db),
        secret: TEST_SECRET,
        now: new Date(),
      }),
    );
    expect(text).not.toContain(S3_SECRET);

    const target = await dialect.open();
    await migrateToLatest(target.db);
    const outcome = await restoreBackup(Readable.from([text]), {
      rows: new TableRowsRepository(target.db),
      secret: TEST_SECRET,
      force: false,
      knownSchemas: Object.keys(migrations),
    });
    const seededTables = ['admins', 'api_keys', 'settings', 'pastes', 'storage_configs', 'files'];
    for (const table of [...seededTables, 'mounts', 'dav_properties', 'dav_locks']) {
      expect(outcome.rows[table], table).toBeGreaterThan(0);
    }
    expect(await tableContents(target, BACKUP_TABLES)).toEqual(
      await tableContents(source, BACKUP_TABLES),
    );

    const restored = await createTestApp({ database: target });
    cleanups.push(() => restored.close());
    const opened = await restored.call('POST', `/api/paste/${seeded.pasteSlug}`, {
      body: { password: SEED_PASSWORD },
    });
    expect(opened.json.data.content).toBe('# kept');
    expect(opened.json.data.views).toBe(2);
    const keyed = await restored.call('GET', '/api/test/api-key', { apiKey: seeded.apiKey });
    expect(keyed.status).toBe(200);
    const row = await target.db
      .selectFrom('storage_configs')
      .selectAll()
      .where('id', '=', seeded.s3ConfigId)
      .executeTakeFirstOrThrow();
    expect(restored.services.storage.secrets.open(row, 'secret_access_key')).toBe(S3_SECRET);
  });
});

async function collect(lines: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const piece of lines) text += piece;
  return text;
}
