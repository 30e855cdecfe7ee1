/**
 * The fake server's GET /api/fs/search: names containing the words (any case) among every entry
 * of the tree, narrowed by scope as the real one does, paged by limit and offset.
 */
import type { FsSearchAnswer, FsSearchResult } from '@cloudpaste/contracts';
import { envelopeResponse } from '../../../test/stubFetch';
import type { FakeServer } from './fakeServer';
import { mountOf } from './fakeFsCopies';

export function handleSearch(server: FakeServer, query: URLSearchParams): Response {
  const { fs, calls } = server;
  const q = query.get('q') ?? '';
  const scope = query.get('scope') ?? 'global';
  const limit = Number(query.get('limit') ?? 50);
  const offset = Number(query.get('offset') ?? 0);
  const mountId = query.get('mount_id');
  const below = query.get('path') ?? '/';
  calls.push(
    `search ${q} ${scope}${mountId ? ` ${mountId}` : ''}${scope === 'directory' ? ` ${below}` : ''} @${offset}`,
  );
  const mounts = fs.folders['/'] ?? [];
  const found: FsSearchResult[] = Object.entries(fs.folders)
    .filter(([folder]) => folder !== '/')
    .flatMap(([, items]) => items)
    .filter((item) => item.name.toLowerCase().includes(q.toLowerCase()))
    .filter((item) => scope !== 'mount' || mountOf(fs, item.path) === mountId)
    .filter((item) => scope !== 'directory' || item.path.startsWith(`${below}/`))
    .map((item) => {
      const mount = mountOf(fs, item.path) ?? '';
      const name = mounts.find((m) => m.mount_id === mount)?.name ?? '';
      return { ...item, mount_id: mount, mount_name: name };
    });
  const answer: FsSearchAnswer = {
    results: found.slice(offset, offset + limit),
    total: found.length,
    hasMore: offset + limit < found.length,
    indexedAt: null,
    ...(fs.indexing !== undefined && { indexing: { state: 'building', indexed: fs.indexing } }),
  };
  return envelopeResponse(200, answer);
}
