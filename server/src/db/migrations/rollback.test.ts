/**
 * An upgrade applies completely or not at all on every dialect: a migration that throws after it
 * changed tables and rows leaves the schema, the data and the migration log exactly as they were
 * before the upgrade began, and says where it failed (docs/DEPLOY.md, "Upgrades").
 */
import { sql, type Kysely, type Migration } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDialects } from '../../../test/databases.js';
import { migrationDatabase } from '../../../test/migrations.js';
import { schemaSnapshot } from '../../../test/schema-snapshot.js';
import { migrateToLatest, UpgradeFailure, type DatabaseHandle } from '../database.js';
import { migrations } from './index.js';

const paste = {
  format: 'markdown',
  size: 18,
  max_views: 0,
  id: 'p1',
  slug: 'kept',
  content: 'before the upgrade',
  created_by: 'admin-1',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

/** Changes a table, its rows and adds one of its own, then fails. */
const broken: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createTable('half_made').addColumn('id', 'text').execute();
    await db.schema.alterTable('pastes').addColumn('half', 'text').execute();
    await sql`UPDATE pastes SET content = 'changed', half = 'x'`.execute(db);
    await sql`DELETE FROM settings`.execute(db);
    throw new Error('disk on fire');
  },
};

/** The release's migrations up to `last`, then `broken`. */
function listBreakingAfter(last: string): Record<string, Migration> {
  const names = Object.keys(migrations);
  const kept = names.slice(0, names.indexOf(last) + 1);
  return {
    ...Object.fromEntries(kept.map((name) => [name, migrations[name]!])),
    [`${last}-z-broken`]: broken,
  };
}

async function stateOf(handle: DatabaseHandle) {
  const db = handle.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const rows = async (table: string) => db.selectFrom(table).selectAll().orderBy('id').execute();
  return {
    schema: await schemaSnapshot(handle),
    pastes: await rows('pastes'),
    settings: await db.selectFrom('settings').selectAll().execute(),
    log: (await db.selectFrom('kysely_migration').select('name').orderBy('name').execute()).map(
      (r) => r.name,
    ),
  };
}

describe.each(testDialects)('a failed upgrade on $name', (dialect) => {
  const database = migrationDatabase(dialect);
  const handle = () => ({ db: database.db, dialect: dialect.name, close: async () => {} });

  it('rolls back every migration of the upgrade and names the failing one', async () => {
    expect(await database.migrateTo('0009-api-key-names')).toBeUndefined();
    await database.db.insertInto('pastes').values(paste).execute();
    await database.db
      .insertInto('settings')
      .values({ key: 'site.title', value: '"Mine"', updated_at: paste.created_at })
      .execute();
    const before = await stateOf(handle());

    // 0010 and 0011 succeed inside the upgrade, then the broken one throws.
    const failure = await migrateToLatest(database.db, listBreakingAfter('0011-paste-titles')).then(
      () => undefined,
      (error: unknown) => error,
    );

    expect(failure).toBeInstanceOf(UpgradeFailure);
    expect(failure).toMatchObject({
      failed: '0011-paste-titles-z-broken',
      schemaAt: '0009-api-key-names',
      reason: 'disk on fire',
      message:
        'database upgrade failed at 0011-paste-titles-z-broken: disk on fire; the database was left at 0009-api-key-names',
    });
    expect(await stateOf(handle())).toEqual(before);
    // Nothing is left half-done: the real upgrade runs afterwards.
    expect(await database.migrateToLatest()).toBeUndefined();
  });

  it('refuses a database a newer release migrated, without touching it', async () => {
    expect(await database.migrateToLatest()).toBeUndefined();
    const names = Object.keys(migrations);
    const older = Object.fromEntries(names.slice(0, -1).map((n) => [n, migrations[n]!]));
    const failure = await migrateToLatest(database.db, older).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(UpgradeFailure);
    expect(failure).toMatchObject({ failed: undefined, schemaAt: names.at(-1) });
    expect((failure as Error).message).toContain(`previously executed migration ${names.at(-1)}`);
  });
});
