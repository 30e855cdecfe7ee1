/**
 * Search by name across mounts (`GET /api/fs/search`): global, one mount, or a folder and below,
 * always within what the caller may reach. Answered from the index (FsIndexService), so a bucket
 * of 100,000 objects is one indexed query, not a listing; while a mount's first build is under
 * way, from what it has indexed so far, with `indexing` saying so.
 */
import type { FsSearchAnswer, FsSearchQuery, FsSearchResult } from '@cloudpaste/contracts';
import type { FsIndexRow, MountRow } from '../../db/types.js';
import { badRequest, forbidden, notFound } from '../../errors.js';
import { canReach, seesMount, type Principal } from '../../policies/access.js';
import type { FsIndexRepository, SearchTarget } from '../../repositories/fs-index.repository.js';
import type { ObjectInfo } from '../../storage/driver.js';
import { contentTypeFor } from '../../storage/driver-helpers.js';
import type { SettingsService } from '../settings.service.js';
import type { FsIndexService } from './fs-index.service.js';
import { classifierOf, fileItem, folderItem } from './fs-items.js';
import { prefixOf } from './fs-listings.js';
import type { FsResolver } from './fs-resolver.js';
import { placePath } from './mount-tree.js';

export interface FsSearchDeps {
  resolver: FsResolver;
  indexer: FsIndexService;
  index: FsIndexRepository;
  settings: SettingsService;
}

interface Scoped {
  mount: MountRow;
  keyPrefix: string;
}

export class FsSearchService {
  constructor(private readonly o: FsSearchDeps) {}

  async search(principal: Principal, query: FsSearchQuery): Promise<FsSearchAnswer> {
    const scoped = await this.scope(principal, query);
    const building = (
      await Promise.all(scoped.map(({ mount }) => this.o.indexer.ready(mount)))
    ).filter((b) => b !== null);
    const targets: SearchTarget[] = scoped.map((s) => ({
      mountId: s.mount.id,
      keyPrefix: s.keyPrefix,
    }));
    const { rows, total } = await this.o.index.search(targets, query.q, query);
    const mounts = new Map(scoped.map((s) => [s.mount.id, s.mount]));
    const classify = await classifierOf(this.o.settings);
    const results = rows.map((row): FsSearchResult => {
      const mount = mounts.get(row.mount_id) as MountRow;
      const path = `${mount.mount_path}/${row.key}`;
      const item =
        row.is_dir === 1 ? folderItem(path, false, null) : fileItem(path, objectOf(row), classify);
      return { ...item, mount_id: mount.id, mount_name: mount.name };
    });
    const stamps = await Promise.all(scoped.map(({ mount }) => this.o.index.indexedAt(mount.id)));
    const known = stamps.filter((s): s is string => s !== null).sort();
    return {
      results,
      total,
      hasMore: query.offset + rows.length < total,
      indexedAt: known[0] ?? null,
      ...(building.length > 0 && {
        indexing: {
          state: 'building' as const,
          indexed: building.reduce((sum, b) => sum + b.indexed, 0),
        },
      }),
    };
  }

  /** The mounts and key prefixes the search covers, cut to the caller's basic_path. */
  private async scope(principal: Principal, query: FsSearchQuery): Promise<Scoped[]> {
    const mounts = (await this.o.resolver.activeMounts()).filter((m) => seesMount(principal, m.id));
    let candidates: Scoped[];
    if (query.scope === 'directory') {
      if (!query.path) throw badRequest('fs.searchPathRequired');
      const { path, placement } = await this.o.resolver.resolve(principal, query.path);
      if (placement.kind === 'none') throw notFound('fs.notFound');
      candidates =
        placement.kind === 'mount'
          ? [{ mount: placement.mount, keyPrefix: prefixOf(placement.key) }]
          : mounts
              .filter((m) => path === '/' || m.mount_path.startsWith(`${path}/`))
              .map((mount) => ({ mount, keyPrefix: '' }));
    } else if (query.scope === 'mount') {
      const mount = mounts.find((m) => m.id === query.mount_id);
      if (!query.mount_id) throw badRequest('fs.searchMountRequired');
      if (!mount) throw notFound('mount.notFound');
      candidates = [{ mount, keyPrefix: '' }];
    } else {
      candidates = mounts.map((mount) => ({ mount, keyPrefix: '' }));
    }
    const reachable = candidates.flatMap((c) => withinBase(principal, c));
    if (reachable.length === 0 && query.scope !== 'global' && principal.type !== 'admin')
      throw forbidden('http.pathOutsideBase', { base: principal.basicPath });
    return reachable;
  }
}

/** The part of a scope inside a key's basic_path: all of it, a deeper prefix, or nothing. */
function withinBase(principal: Principal, scoped: Scoped): Scoped[] {
  const root = `${scoped.mount.mount_path}${scoped.keyPrefix ? `/${scoped.keyPrefix.replace(/\/$/, '')}` : ''}`;
  if (canReach(principal, root)) return [scoped];
  if (principal.type === 'admin') return [];
  const base = principal.basicPath.replace(/\/+$/, '');
  if (!base.startsWith(`${root}/`)) return [];
  const placement = placePath([scoped.mount], base);
  return placement.kind === 'mount'
    ? [{ mount: scoped.mount, keyPrefix: prefixOf(placement.key) }]
    : [];
}

function objectOf(row: FsIndexRow): ObjectInfo {
  return {
    key: row.key,
    size: Number(row.size),
    etag: '',
    lastModified: new Date(row.modified ?? 0),
    contentType: contentTypeFor(row.key),
  };
}
