/** Queries on WebDAV dead properties (dav_properties), keyed by virtual path; trees move together. */
import type { Kysely, Transaction } from 'kysely';
import type { Database, DavPropertyRow } from '../db/types.js';
import { parentOf } from '../lib/virtual-paths.js';
import { deleteTreeExcept, inTree } from './path-tree.js';

/** Rows per INSERT: five columns each stays far below every dialect's parameter limit. */
const INSERT_BATCH = 500;

export interface DavPropertyName {
  namespace: string;
  name: string;
}

export interface DavPropertyValue extends DavPropertyName {
  value: string;
}

export class DavPropertyRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findByPath(path: string): Promise<DavPropertyRow[]> {
    return this.db.selectFrom('dav_properties').selectAll().where('path', '=', path).execute();
  }

  /** The properties of a folder's direct children (a Depth 1 PROPFIND): one indexed query. */
  async findChildren(folder: string): Promise<DavPropertyRow[]> {
    return this.db
      .selectFrom('dav_properties')
      .selectAll()
      .where('parent', '=', folder)
      .where('path', '!=', folder)
      .execute();
  }

  /** Sets and removes properties of one path, all or nothing. */
  async apply(
    path: string,
    sets: readonly DavPropertyValue[],
    removes: readonly DavPropertyName[],
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (const { namespace, name } of removes) {
        await trx
          .deleteFrom('dav_properties')
          .where('path', '=', path)
          .where('namespace', '=', namespace)
          .where('name', '=', name)
          .execute();
      }
      for (const { namespace, name, value } of sets) {
        await trx
          .insertInto('dav_properties')
          .values({ path, parent: parentOf(path), namespace, name, value })
          .onConflict((oc) => oc.columns(['path', 'namespace', 'name']).doUpdateSet({ value }))
          .execute();
      }
    });
  }

  /** Gives the tree at `to` a copy of the properties of the tree at `from`; `to` loses its own. */
  async copyTree(from: string, to: string): Promise<void> {
    await this.db.transaction().execute((trx) => transplant(trx, from, to, false));
  }

  /** Moves the properties of the tree at `from` to `to`; `to` loses its own. */
  async moveTree(from: string, to: string): Promise<void> {
    await this.db.transaction().execute((trx) => transplant(trx, from, to, true));
  }

  /** Removes the properties of a path and of everything below it, but for the paths in `keep`. */
  async deleteTree(path: string, keep: ReadonlySet<string> = new Set()): Promise<void> {
    await deleteTreeExcept(this.db, 'dav_properties', path, keep);
  }
}

async function transplant(
  trx: Transaction<Database>,
  from: string,
  to: string,
  removeSource: boolean,
): Promise<void> {
  const rows = await trx.selectFrom('dav_properties').selectAll().where(inTree(from)).execute();
  await trx.deleteFrom('dav_properties').where(inTree(to)).execute();
  if (removeSource) await trx.deleteFrom('dav_properties').where(inTree(from)).execute();
  const moved = rows.map((row) => {
    const path = to + row.path.slice(from.length);
    return { ...row, path, parent: parentOf(path) };
  });
  for (let i = 0; i < moved.length; i += INSERT_BATCH) {
    await trx
      .insertInto('dav_properties')
      .values(moved.slice(i, i + INSERT_BATCH))
      .execute();
  }
}
