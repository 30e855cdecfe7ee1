/** Folder listings: whole and sorted, or a storage page at a time as the storage lists them. */
import { describe, expect, it } from 'vitest';
import { TtlCache } from '../../lib/cache-registry.js';
import type { ListPage, ObjectInfo } from '../../storage/driver.js';
import { FsListings, type FolderEntries, type ListedFolder } from './fs-listings.js';
import type { InMount } from './fs-resolver.js';

const object = (key: string): ObjectInfo => ({
  key,
  size: 1,
  etag: 'e',
  lastModified: new Date(0),
  contentType: 'text/plain',
});

/** A storage whose folder `f/` lists in three pages; `listed` counts the pages asked for. */
function pagedStorage(cacheTtl: number) {
  const pages: ListPage[] = [
    { objects: [object('f/b10.txt'), object('f/b2.txt')], prefixes: ['f/z/'], cursor: '1' },
    // The folder's own marker is not an entry.
    { objects: [object('f/'), object('f/c.txt')], prefixes: [], cursor: '2' },
    { objects: [object('f/a.txt')], prefixes: ['f/m/'] },
  ];
  const state = { listed: 0 };
  const list = (prefix: string, options: { cursor?: string } = {}) => {
    expect(prefix).toBe('f/');
    state.listed++;
    return Promise.resolve(pages[Number(options.cursor ?? 0)]!);
  };
  const target = {
    path: '/m/f',
    key: 'f',
    mount: { id: 'mount-1', cache_ttl: cacheTtl },
    storage: { driver: { list } },
  } as unknown as InMount;
  return { target, state };
}

const names = (entries: FolderEntries) => [...entries.folders, ...entries.files.map((f) => f.key)];

describe('FsListings', () => {
  it('sends the pages of a listing the mount does not keep as the storage lists them, one page ahead at most', async () => {
    const listings = new FsListings(new TtlCache('listings', 60_000));
    const { target, state } = pagedStorage(0);
    const pages = listings.pages(target);
    expect(state.listed).toBe(0);
    const seen: string[][] = [];
    for await (const page of pages) {
      // The next page is on its way while this one is used, and no more than that one.
      expect(state.listed).toBe(Math.min(seen.length + 2, 3));
      seen.push(names(page));
    }
    expect(seen).toEqual([['z', 'f/b10.txt', 'f/b2.txt'], ['f/c.txt'], ['m', 'f/a.txt']]);
    // Nothing kept: listing again asks the storage again.
    await listings.folder(target);
    expect(state.listed).toBe(6);
  });

  it("keeps a listing sent a page at a time once it is whole, sorted, for the mount's TTL", async () => {
    const listings = new FsListings(new TtlCache('listings', 60_000));
    const { target, state } = pagedStorage(300);
    const sent: string[][] = [];
    for await (const page of listings.pages(target)) {
      // Not kept before it is whole.
      expect(await listings.cached(target)).toBeUndefined();
      sent.push(names(page));
    }
    expect(sent).toHaveLength(3);
    const kept = (await listings.cached(target))!;
    expect(names(kept)).toEqual(['m', 'z', 'f/a.txt', 'f/b2.txt', 'f/b10.txt', 'f/c.txt']);
    expect(await listings.folder(target)).toBe(kept);
    expect(state.listed).toBe(3);
  });

  it('keeps nothing of a listing left before its end', async () => {
    const listings = new FsListings(new TtlCache('listings', 60_000));
    const { target } = pagedStorage(300);
    for await (const page of listings.pages(target)) {
      expect(names(page)).toContain('z');
      break;
    }
    expect(await listings.cached(target)).toBeUndefined();
  });

  it('hands on each listing read whole from the storage, never one from the cache or a part', async () => {
    const heard: ListedFolder[] = [];
    const listings = new FsListings(new TtlCache('listings', 60_000), (l) => heard.push(l));
    const kept = pagedStorage(300).target;
    const entries = await listings.folder(kept);
    await listings.folder(kept);
    expect(heard.map((l) => l.entries)).toEqual([entries]);
    expect(heard[0]!.entries).toBe(entries);

    // Paged: a mount that keeps listings has the whole one; another is never whole, nor a part.
    await listings.forget('mount-1', 'f');
    for await (const page of listings.pages(kept)) expect(page).toBeDefined();
    expect(heard).toHaveLength(2);
    expect(names(heard[1]!.entries)).toEqual(names(entries));
    for await (const page of listings.pages(pagedStorage(0).target)) expect(page).toBeDefined();
    for await (const page of listings.pages(pagedStorage(300).target)) {
      expect(page).toBeDefined();
      break;
    }
    expect(heard).toHaveLength(2);
  });

  it('tells a listing from before a write through the app in its mount', async () => {
    const heard: ListedFolder[] = [];
    const listings = new FsListings(new TtlCache('listings', 60_000), (l) => heard.push(l));
    await listings.folder(pagedStorage(0).target);
    expect(await heard[0]!.isCurrent()).toBe(true);
    await listings.forget('mount-2', 'x');
    expect(await heard[0]!.isCurrent()).toBe(true);
    await listings.forget('mount-1', 'elsewhere/y.txt');
    expect(await heard[0]!.isCurrent()).toBe(false);
  });

  it('tells a folder from the kept listing above it, and nothing when that listing cannot', async () => {
    const listings = new FsListings(new TtlCache('listings', 60_000));
    const { target } = pagedStorage(60);
    const inF = (key: string) => ({ ...target, key, path: `/m/${key}` });
    expect(await listings.isKeptFolder(inF('f/z'))).toBeUndefined();
    expect(await listings.hasKeptEntries(target)).toBe(false);
    await listings.folder(target);
    expect(await listings.hasKeptEntries(target)).toBe(true);
    expect(await listings.isKeptFolder(inF('f/z'))).toBe(true);
    expect(await listings.isKeptFolder(inF('f/m'))).toBe(true);
    // A file, or a name the listing does not hold (made since, outside the app): ask the storage.
    expect(await listings.isKeptFolder(inF('f/a.txt'))).toBeUndefined();
    expect(await listings.isKeptFolder(inF('f/new'))).toBeUndefined();
    await listings.forget('mount-1', 'f/z/x.txt');
    expect(await listings.isKeptFolder(inF('f/z'))).toBeUndefined();
  });

  it('tells nothing from a mount that keeps no listings', async () => {
    const listings = new FsListings(new TtlCache('listings', 60_000));
    const { target } = pagedStorage(0);
    await listings.folder(target);
    expect(await listings.isKeptFolder({ ...target, key: 'f/z' })).toBeUndefined();
    expect(await listings.hasKeptEntries(target)).toBe(false);
  });
});
