/** FileAvailability: looks are kept for a while, a lost object is told at once, storage failures pass. */
import { describe, expect, it } from 'vitest';
import type { FileRow } from '../../db/types.js';
import type { ObjectInfo } from '../../storage/driver.js';
import type { ResolvedStorage } from '../storage-access.js';
import { FileAvailability } from './file-availability.js';

const row = (id: string, extra: Partial<FileRow> = {}) =>
  ({
    id,
    storage_config_id: 'c',
    storage_path: `${id}.txt`,
    source: 'upload',
    etag: '"e1"',
    ...extra,
  }) as FileRow;

function setUp(objects: Map<string, string>, failing = false) {
  let now = 0;
  let heads = 0;
  const driver = {
    head: async (key: string): Promise<ObjectInfo | null> => {
      heads++;
      if (failing) throw new Error('storage down');
      const etag = objects.get(key);
      return etag === undefined
        ? null
        : { key, size: 1, etag, lastModified: new Date(0), contentType: 'text/plain' };
    },
  };
  const availability = new FileAvailability({
    storage: { byId: async () => ({ driver }) as unknown as ResolvedStorage },
    clock: { now: () => new Date(now) },
  });
  return {
    availability,
    heads: () => heads,
    later: (ms: number) => {
      now += ms;
    },
  };
}

describe('FileAvailability', () => {
  it('tells there, gone and replaced, asking storage again only after 30 s', async () => {
    const objects = new Map([
      ['a.txt', '"e1"'],
      ['c.txt', '"other"'],
    ]);
    const s = setUp(objects);
    const rows = [row('a'), row('b'), row('c'), row('m', { source: 'mount', etag: null })];
    objects.set('m.txt', '"any"');
    const first = await s.availability.of(rows);
    expect(Object.fromEntries(first)).toEqual({ a: true, b: false, c: false, m: true });
    expect(s.heads()).toBe(4);
    await s.availability.of(rows);
    expect(s.heads()).toBe(4);
    objects.delete('a.txt');
    s.later(30_001);
    expect((await s.availability.of([row('a')])).get('a')).toBe(false);
    expect(s.heads()).toBe(5);
  });

  it('refuses a share whose object is gone or replaced, and takes what a download found', async () => {
    const s = setUp(
      new Map([
        ['a.txt', '"e1"'],
        ['c.txt', '"other"'],
      ]),
    );
    await expect(s.availability.require(row('a'))).resolves.toBeUndefined();
    await expect(s.availability.require(row('b'))).rejects.toMatchObject({
      status: 404,
      reason: 'file.missingInStorage',
    });
    await expect(s.availability.require(row('c'))).rejects.toMatchObject({
      status: 410,
      reason: 'file.changedInStorage',
    });
    s.availability.lost(row('a'));
    await expect(s.availability.require(row('a'))).rejects.toMatchObject({ status: 404 });
  });

  it('lets a share through, unknown, when storage cannot be asked', async () => {
    const s = setUp(new Map(), true);
    await expect(s.availability.require(row('a'))).resolves.toBeUndefined();
    expect((await s.availability.of([row('a')])).get('a')).toBeNull();
  });
});
