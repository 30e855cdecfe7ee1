/** The paste title migration on every dialect, over shares that existed before it. */
import { describe, expect, it } from 'vitest';
import { testDialects } from '../../../test/databases.js';
import { migrationDatabase } from '../../../test/migrations.js';

const before = {
  id: 'p1',
  slug: 'old-share',
  content: 'hello',
  format: 'markdown',
  size: 5,
  remark: 'kept',
  password_hash: null,
  expires_at: null,
  max_views: 0,
  created_by: 'admin-1',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe.each(testDialects)('0011-paste-titles on $name', (dialect) => {
  const database = migrationDatabase(dialect);

  it('gives existing shares no title, keeps their fields, and stores titles afterwards', async () => {
    expect(await database.migrateTo('0009-api-key-names')).toBeUndefined();
    await database.db.insertInto('pastes').values(before).execute();
    expect(await database.migrateToLatest()).toBeUndefined();
    const old = await database.db
      .selectFrom('pastes')
      .selectAll()
      .where('id', '=', 'p1')
      .executeTakeFirstOrThrow();
    expect(old).toMatchObject({ ...before, title: null });
    await database.db
      .insertInto('pastes')
      .values({ ...before, id: 'p2', slug: 'new-share', title: 'Meeting notes' })
      .execute();
    const titled = await database.db
      .selectFrom('pastes')
      .select('title')
      .where('id', '=', 'p2')
      .executeTakeFirstOrThrow();
    expect(titled.title).toBe('Meeting notes');
  });
});
