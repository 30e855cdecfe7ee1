/** FileRepository on every database dialect: the atomic statements and what stays invisible. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import { migrateToLatest, type DatabaseHandle } from '../db/database.js';
import type { NewFileRow } from '../db/types.js';
import { FileRepository } from './file.repository.js';

const at = (hour: number) => new Date(Date.UTC(2026, 0, 1, hour)).toISOString();

function row(id: string, over: Partial<NewFileRow> = {}): NewFileRow {
  return {
    id,
    slug: id,
    status: 'ready',
    filename: `${id}.txt`,
    storage_config_id: 'c1',
    storage_path: `uploads/${id}.txt`,
    mimetype: 'text/plain',
    size: 10,
    created_by: 'admin-1',
    created_at: at(1),
    updated_at: at(1),
    ...over,
  };
}

describe.each(testDialects)('FileRepository on $name', (dialect) => {
  let handle: DatabaseHandle;
  let files: FileRepository;
  beforeEach(async () => {
    handle = await dialect.open();
    await migrateToLatest(handle.db);
    files = new FileRepository(handle.db);
  });
  afterEach(() => handle.close());

  it('counts views atomically: 50 concurrent readers of a 5-view share get exactly 5', async () => {
    expect(await files.insert(row('f1', { max_views: 5 }))).toBe(true);
    expect(await files.insert(row('f2', { slug: 'f1' }))).toBe(false);
    const reads = await Promise.all(
      Array.from({ length: 50 }, () => files.consumeView('f1', at(2))),
    );
    const served = reads.filter((r) => r !== undefined);
    expect(served.map((r) => r?.views).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(served.every((r) => r?.updated_at === at(2))).toBe(true);
  });

  it('never counts a view of a pending or expired share', async () => {
    await files.insert(row('p', { status: 'pending', pending_until: at(5) }));
    await files.insert(row('old', { expires_at: at(2) }));
    expect(await files.consumeView('p', at(1))).toBeUndefined();
    expect(await files.consumeView('old', at(3))).toBeUndefined();
    expect(await files.findReadyBySlug('p')).toBeUndefined();
  });

  it('marks a pending share ready exactly once', async () => {
    await files.insert(row('p', { status: 'pending', pending_until: at(5), size: 0 }));
    const results = await Promise.all(
      [1, 2, 3].map(() => files.markReady('p', { size: 42, etag: 'e' })),
    );
    const done = results.filter((r) => r !== undefined);
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({ status: 'ready', pending_until: null, etag: 'e' });
    expect(Number(done[0]?.size)).toBe(42);
  });

  it('lists ready shares only, searching name, slug and remark with literal wildcards', async () => {
    await files.insert(row('a', { remark: '100% done' }));
    await files.insert(row('b', { filename: 'Report_Q1.pdf' }));
    await files.insert(row('c', { status: 'pending', remark: '100% pending' }));
    expect((await files.list({ limit: 10, offset: 0 })).total).toBe(2);
    expect(
      (await files.list({ limit: 10, offset: 0, search: '100%' })).rows.map((r) => r.id),
    ).toEqual(['a']);
    expect(
      (await files.list({ limit: 10, offset: 0, search: 'report_q' })).rows.map((r) => r.id),
    ).toEqual(['b']);
    expect((await files.list({ limit: 10, offset: 0, search: 'o_t' })).rows).toEqual([]);
  });

  it("lists a creator's shares a page at a time, newest first, with the total of all pages", async () => {
    for (const [id, hour] of [
      ['old', 1],
      ['new', 3],
      ['mid', 2],
    ] as const)
      await files.insert(row(id, { created_at: at(hour), created_by: 'apikey:k1' }));
    await files.insert(row('other', { created_at: at(4), created_by: 'apikey:k2' }));
    const page = await files.list({ limit: 2, offset: 0, createdBy: ['apikey:k1'] });
    expect(page.total).toBe(3);
    expect(page.rows.map((r) => r.id)).toEqual(['new', 'mid']);
    const next = await files.list({ limit: 2, offset: 2, createdBy: ['apikey:k1'] });
    expect(next).toMatchObject({ total: 3, rows: [{ id: 'old' }] });
    // 'other.txt' matches too, but is another creator's.
    const found = await files.list({ limit: 2, offset: 0, createdBy: ['apikey:k1'], search: 'O' });
    expect(found).toMatchObject({ total: 1, rows: [{ id: 'old' }] });
  });

  it('finds expired shares, used-up ones only after their grace, and stale pending uploads', async () => {
    await files.insert(row('expired', { expires_at: at(2) }));
    await files.insert(row('used-recently', { max_views: 1, views: 1, updated_at: at(3) }));
    await files.insert(row('used-long-ago', { max_views: 1, views: 1, updated_at: at(1) }));
    await files.insert(row('live', { expires_at: at(9) }));
    await files.insert(row('stale', { status: 'pending', pending_until: at(2), size: 7 }));
    await files.insert(row('fresh', { status: 'pending', pending_until: at(9), size: 5 }));
    expect((await files.findExpired(at(3), at(2), 100)).map((r) => r.id).sort()).toEqual([
      'expired',
      'used-long-ago',
    ]);
    expect((await files.findStalePending(at(3), 100)).map((r) => r.id)).toEqual(['stale']);
    expect(await files.pendingBytes('c1')).toBe(12);
    expect(await files.pendingBytes('c1', 'stale')).toBe(5);
    expect(await files.counts(at(3))).toEqual({ total: 4, expired: 3, bytes: 40 });
  });
});
