/** FsIndexRepository on every database dialect: a folder's direct entries made those of a listing. */
import { CompiledQuery, sql, type KyselyPlugin } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { migrateToLatest, type DatabaseHandle } from '../db/database.js';
import type { NewFsIndexRow } from '../db/types.js';
import { FsIndexRepository } from './fs-index.repository.js';

const M = 'mount-1';
const nameOf = (key: string) => key.slice(key.lastIndexOf('/') + 1).toLowerCase();
const file = (key: string, size = 1, modified = '2026-01-01T00:00:00.000Z'): NewFsIndexRow => ({
  mount_id: M,
  key,
  name_lower: nameOf(key),
  is_dir: 0,
  size,
  modified,
});
const folder = (key: string): NewFsIndexRow => ({
  mount_id: M,
  key,
  name_lower: nameOf(key),
  is_dir: 1,
  size: 0,
  modified: null,
});

describe.each(testDialects)('FsIndexRepository on $name', (dialect) => {
  let handle: DatabaseHandle;
  let index: FsIndexRepository;
  const keys = async () =>
    (await handle.db.selectFrom('fs_index').select(['key', 'size']).orderBy('key').execute()).map(
      (r) => `${r.key}:${Number(r.size)}`,
    );

  beforeEach(async () => {
    handle = await dialect.open();
    await migrateToLatest(handle.db);
    index = new FsIndexRepository(handle.db);
    await index.replaceMount(
      M,
      [
        folder('a'),
        file('a/keep.txt', 1),
        file('a/grown.txt', 1),
        file('a/gone.txt', 1),
        folder('a/sub'),
        file('a/sub/deep.txt', 1),
        folder('a/old'),
        file('a/old/x.txt', 1),
        folder('a/old/y'),
        file('a/old/y/z.txt', 1),
        file('a-sibling.txt', 1),
        file('top.txt', 1),
      ],
      '2026-01-01T00:00:00.000Z',
    );
  });
  afterEach(() => handle.close());

  it("makes a folder's direct entries those listed: new, changed and gone, a gone folder's subtree too", async () => {
    const listed = [folder('a/sub'), folder('a/new'), file('a/keep.txt'), file('a/grown.txt', 9)];
    listed.push(file('a/added.txt', 2));
    expect(await index.replaceFolder(M, 'a/', listed, [folder('a')])).toBe(true);
    expect(await keys()).toEqual([
      'a:0',
      'a-sibling.txt:1',
      'a/added.txt:2',
      'a/grown.txt:9',
      'a/keep.txt:1',
      'a/new:0',
      'a/sub:0',
      // Below a folder still there, nothing is touched: that folder's own listing says.
      'a/sub/deep.txt:1',
      'top.txt:1',
    ]);
  });

  it('reconciles the root folder, and adds the folders above one listed first', async () => {
    await index.replaceFolder(M, '', [folder('a'), file('new-top.txt')], []);
    expect(await keys()).not.toContain('top.txt:1');
    expect(await keys()).not.toContain('a-sibling.txt:1');
    expect(await keys()).toContain('a/sub/deep.txt:1');
    await index.replaceFolder(M, 'p/q/', [file('p/q/r.txt')], [folder('p'), folder('p/q')]);
    expect((await keys()).filter((k) => k.startsWith('p'))).toEqual([
      'p:0',
      'p/q:0',
      'p/q/r.txt:1',
    ]);
  });

  it('writes a name listed both as a folder and as a file once, the file winning', async () => {
    await index.replaceFolder(M, 'a/', [folder('a/both'), file('a/both', 3)], []);
    expect(await keys()).toContain('a/both:3');
  });

  it('writes nothing for a mount whose index was never built', async () => {
    await index.forgetMount(M);
    expect(await index.replaceFolder(M, 'a/', [file('a/n.txt')], [folder('a')])).toBe(false);
    expect(await keys()).toEqual([]);
  });

  it('reconciles a folder of 1,200 entries in batches', async () => {
    const many = Array.from({ length: 1200 }, (_, i) => file(`big/f${i}.txt`, i));
    await index.replaceFolder(M, 'big/', many, [folder('big')]);
    const found = await index.search([{ mountId: M, keyPrefix: 'big/' }], '.txt', {
      limit: 5,
      offset: 0,
    });
    expect(found.total).toBe(1200);
    await index.replaceFolder(M, 'big/', many.slice(0, 700), []);
    expect(
      (await index.search([{ mountId: M, keyPrefix: 'big/' }], '.txt', { limit: 5, offset: 0 }))
        .total,
    ).toBe(700);
  });

  it("reads a folder's direct entries through the parent index (migration 0014), not a scan of the mount", async () => {
    const plans: string[] = [];
    // Explains the reconcile's read of the folder's entries, the sequential scan ruled out so
    // that PostgreSQL, seeing a dozen rows, says whether it could use the index at all.
    const explain: KyselyPlugin = {
      transformQuery: ({ node, queryId }) => {
        const compiled = handle.db.getExecutor().compileQuery(node, queryId);
        if (node.kind === 'SelectQueryNode' && compiled.sql.includes('rtrim'))
          plans.push(compiled.sql);
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const listed = [folder('a/sub'), file('a/keep.txt'), file('a/grown.txt', 9)];
    await new FsIndexRepository(handle.db.withPlugin(explain)).replaceFolder(M, 'a/', listed, []);
    expect(plans).toHaveLength(1);
    const plan = await handle.db.transaction().execute(async (trx) => {
      if (dialect.name === 'postgres') await sql`set local enable_seqscan = off`.execute(trx);
      const prefix = dialect.name === 'postgres' ? 'explain ' : 'explain query plan ';
      const rows = await trx.executeQuery(CompiledQuery.raw(prefix + plans[0], [M, 'a/']));
      return JSON.stringify(rows.rows);
    });
    expect(plan).toContain('fs_index_parent');
    expect(await keys()).toEqual([
      'a:0',
      'a-sibling.txt:1',
      'a/grown.txt:9',
      'a/keep.txt:1',
      'a/sub:0',
      'a/sub/deep.txt:1',
      'top.txt:1',
    ]);
  });

  it('counts and pages one snapshot: a folder reconciled between the two is seen by neither', async () => {
    let reconcile: Promise<boolean> | undefined;
    // Runs a reconcile right after the search's count, before its page is read.
    const between: KyselyPlugin = {
      transformQuery: ({ node }) => node,
      async transformResult({ result }) {
        if (reconcile || !result.rows[0] || !('total' in result.rows[0])) return result;
        reconcile = index.replaceFolder(M, 'a/', [file('a/keep.txt'), folder('a/sub')], []);
        // PostgreSQL runs it on another connection; SQLite's one connection waits for the search.
        if (dialect.name === 'postgres') await reconcile;
        return result;
      },
    };
    const searching = new FsIndexRepository(handle.db.withPlugin(between));
    const found = await searching.search([{ mountId: M, keyPrefix: 'a/' }], '.txt', {
      limit: 10,
      offset: 0,
    });
    await reconcile;
    expect(found.total).toBe(found.rows.length);
    expect(found.total).toBe(6);
    expect(await keys()).not.toContain('a/gone.txt:1');
  });
});
