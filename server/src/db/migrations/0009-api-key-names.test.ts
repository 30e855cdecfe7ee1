/** The unique API key name migration on every dialect, over keys that already share a name. */
import { describe, expect, it } from 'vitest';
import { testDialects } from '../../../test/databases.js';
import { migrationDatabase, warningsOf } from '../../../test/migrations.js';
import type { NewApiKeyRow } from '../types.js';

function key(id: string, name: string, hour: number): NewApiKeyRow {
  return {
    id,
    name,
    key_hash: `hash-${id}`,
    key_masked: 'ab****cd',
    created_at: new Date(Date.UTC(2026, 0, 1, hour)).toISOString(),
  };
}

describe.each(testDialects)('0009-api-key-names on $name', (dialect) => {
  const database = migrationDatabase(dialect);

  it('keeps the oldest name of each duplicate group, suffixes the others, then keeps names unique', async () => {
    expect(await database.migrateTo('0008-share-keys')).toBeUndefined();
    const long = 'x'.repeat(100);
    await database.db
      .insertInto('api_keys')
      .values([
        key('k3', 'deploy', 3),
        key('k1', 'deploy', 1),
        key('k2', 'deploy', 2),
        key('taken', 'deploy (2)', 4),
        key('case', 'Deploy', 5),
        key('l1', long, 1),
        key('l2', long, 2),
      ])
      .execute();
    const warnings = await warningsOf(async () =>
      expect(await database.migrateToLatest()).toBeUndefined(),
    );
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^3 API key\(s\) shared a name/);
    expect(warnings[0]).toContain('k2 "deploy" -> "deploy (3)"');
    expect(warnings[0]).toContain('k3 "deploy" -> "deploy (4)"');
    const rows = await database.db.selectFrom('api_keys').select(['id', 'name']).execute();
    expect(Object.fromEntries(rows.map((r) => [r.id, r.name]))).toEqual({
      k1: 'deploy',
      k2: 'deploy (3)',
      k3: 'deploy (4)',
      taken: 'deploy (2)',
      case: 'Deploy',
      l1: long,
      l2: `${'x'.repeat(96)} (2)`,
    });
    await expect(
      database.db
        .insertInto('api_keys')
        .values(key('again', 'deploy', 6))
        .execute(),
    ).rejects.toThrow();
  });
});
