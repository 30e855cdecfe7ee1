/** The ended-share tombstones on every dialect: existing shares stay as they were, one tombstone per share. */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDialects } from '../../../test/databases.js';
import { migrationDatabase } from '../../../test/migrations.js';

describe.each(testDialects)('0010-gone-shares on $name', (dialect) => {
  const database = migrationDatabase(dialect);

  it('adds gone_shares beside existing shares, keyed by kind and slug', async () => {
    expect(await database.migrateTo('0009-api-key-names')).toBeUndefined();
    const now = '2026-01-01T00:00:00.000Z';
    // Raw SQL: the table types describe the latest schema, which this step does not have yet.
    await sql`insert into pastes (id, slug, content, format, size, max_views, views, created_by, created_at, updated_at)
      values ('p1', 'kept', 'still here', 'text', 10, 1, 1, 'admin', ${now}, ${now})`.execute(
      database.db,
    );
    expect(await database.migrateTo('0010-gone-shares')).toBeUndefined();
    // An ended share found after the upgrade is tombstoned when it is read or swept, not by the migration.
    expect(await database.db.selectFrom('gone_shares').selectAll().execute()).toEqual([]);
    const paste = await database.db.selectFrom('pastes').select('content').executeTakeFirst();
    expect(paste?.content).toBe('still here');

    const tombstone = { slug: 'kept', reason: 'viewLimit' as const, gone_at: now };
    await database.db
      .insertInto('gone_shares')
      .values([
        { kind: 'paste', ...tombstone },
        { kind: 'file', ...tombstone },
      ])
      .execute();
    await expect(
      database.db
        .insertInto('gone_shares')
        .values({ kind: 'paste', ...tombstone, reason: 'expired' })
        .execute(),
    ).rejects.toThrow();
    expect(await database.migrateToLatest()).toBeUndefined();
  });
});
