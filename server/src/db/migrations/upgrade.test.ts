/**
 * Every upgrade path, on every dialect: a database migrated to each step of the list (every prefix)
 * and filled with rows valid for that schema is upgraded by the app's start, after which every row
 * is still there, means what it meant (checked through the app: the old admin password signs in,
 * a protected paste opens with its password, storage settings resolve as before), and the schema
 * is exactly that of a fresh database (docs/DEPLOY.md, "Upgrades").
 */
import { Migrator, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.js';
import { testDialects } from '../../../test/databases.js';
import { warningsOf } from '../../../test/migrations.js';
import { schemaSnapshot, type SchemaSnapshot } from '../../../test/schema-snapshot.js';
import { duplicateSeeders } from '../../../test/upgrade-seeds/duplicates.js';
import { expectRowsKept, insertRows, seedersAt } from '../../../test/upgrade-seeds/seeder.js';
import { folderShareSeeders } from '../../../test/upgrade-seeds/folder-shares.js';
import { shareSeeders } from '../../../test/upgrade-seeds/shares.js';
import { stateSeeders } from '../../../test/upgrade-seeds/state.js';
import { removeLocalRoot, storageSeeders } from '../../../test/upgrade-seeds/storage.js';
import { userSeeders } from '../../../test/upgrade-seeds/users.js';
import { securitySeeders } from '../../../test/upgrade-seeds/security.js';
import { appPasswordSeeders } from '../../../test/upgrade-seeds/app-passwords.js';
import { oidcSeeders } from '../../../test/upgrade-seeds/oidc.js';
import { fileRequestSeeders } from '../../../test/upgrade-seeds/file-requests.js';
import { migrateToLatest } from '../database.js';
import { migrations } from './index.js';

const STEPS = Object.keys(migrations);
const SEEDERS = [
  ...shareSeeders,
  ...folderShareSeeders,
  ...storageSeeders,
  ...stateSeeders,
  ...duplicateSeeders,
  ...userSeeders,
  ...securitySeeders,
  ...appPasswordSeeders,
  ...oidcSeeders,
  ...fileRequestSeeders,
];

afterAll(removeLocalRoot);

describe.each(testDialects)('upgrades on $name', (dialect) => {
  let fresh: SchemaSnapshot;
  beforeAll(async () => {
    const handle = await dialect.open();
    try {
      await migrateToLatest(handle.db);
      fresh = await schemaSnapshot(handle);
    } finally {
      await handle.close();
    }
  });

  it('seeds every column of the schema, keyed by migrations of the list', () => {
    for (const seeder of SEEDERS) {
      expect(STEPS).toContain(seeder.from);
      if (seeder.until) expect(STEPS).toContain(seeder.until);
    }
    // Every column of the latest schema has a value in some seeded row.
    const seeded = new Set(
      SEEDERS.flatMap((s) =>
        Object.entries(s.rows).flatMap(([table, rows]) =>
          rows.flatMap((row) => Object.keys(row).map((column) => `${table}.${column}`)),
        ),
      ),
    );
    const columns = Object.entries(fresh.columns)
      .filter(([table]) => !table.startsWith('kysely_'))
      .flatMap(([table, list]) => list.map((column) => `${table}.${column.split(' ')[0]}`));
    expect(columns.filter((column) => !seeded.has(column))).toEqual([]);
  });

  it.each(STEPS)('from %s with data to the latest schema', async (step) => {
    const handle = await dialect.open();
    const migrator = new Migrator({
      db: handle.db,
      provider: { getMigrations: () => Promise.resolve(migrations) },
    });
    const stopped = await migrator.migrateTo(step);
    if (stopped.error) await handle.close();
    expect(stopped.error).toBeUndefined();
    const seeded = seedersAt(SEEDERS, STEPS, step);
    await insertRows(handle.db as unknown as Kysely<unknown>, seeded);

    // The app's start upgrades the database, as main.ts does.
    let app!: TestApp;
    const warnings = await warningsOf(async () => {
      app = await createTestApp({ database: handle });
    });
    try {
      expect(await schemaSnapshot(handle)).toEqual(fresh);
      await expectRowsKept(handle.db as unknown as Kysely<unknown>, seeded);
      for (const seeder of seeded) await seeder.check?.(app, warnings);
    } finally {
      await app.close();
    }
  });
});
