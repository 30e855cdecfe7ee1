/**
 * Unique API key names: a unique index over `api_keys.name`. Earlier versions let two keys share a
 * name; of each such group the oldest key keeps it and the others are renamed with a suffix
 * (`deploy (2)`, `deploy (3)`, skipping names already in use), so every key survives. What was
 * renamed is reported as a process warning (CLOUDPASTE_MIGRATION).
 */
import type { Kysely } from 'kysely';

interface ApiKeyNames {
  api_keys: { id: string; name: string; created_at: string };
}

/** The longest name the API accepts at the time of writing; a suffixed name must stay editable. */
const NAME_MAX_LENGTH = 100;

function withSuffix(name: string, n: number): string {
  const suffix = ` (${n})`;
  return `${name.slice(0, NAME_MAX_LENGTH - suffix.length)}${suffix}`;
}

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as unknown as Kysely<ApiKeyNames>;
  const groups = await db
    .selectFrom('api_keys')
    .select('name')
    .groupBy('name')
    .having((eb) => eb.fn.countAll(), '>', 1)
    .execute();
  const renamed: string[] = [];
  if (groups.length > 0) {
    const taken = new Set(
      (await db.selectFrom('api_keys').select('name').execute()).map((r) => r.name),
    );
    for (const { name } of groups) {
      const rows = await db
        .selectFrom('api_keys')
        .select('id')
        .where('name', '=', name)
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc')
        .execute();
      let n = 2;
      for (const { id } of rows.slice(1)) {
        while (taken.has(withSuffix(name, n))) n++;
        const next = withSuffix(name, n);
        taken.add(next);
        await db.updateTable('api_keys').set({ name: next }).where('id', '=', id).execute();
        renamed.push(`${id} "${name}" -> "${next}"`);
      }
    }
  }
  if (renamed.length > 0) {
    process.emitWarning(
      `${renamed.length} API key(s) shared a name with an older key and were renamed: ${renamed.join(', ')}`,
      { code: 'CLOUDPASTE_MIGRATION' },
    );
  }
  await db.schema
    .createIndex('api_keys_name_uq')
    .ifNotExists()
    .unique()
    .on('api_keys')
    .column('name')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('api_keys_name_uq').ifExists().execute();
}
