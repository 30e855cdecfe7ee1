/**
 * The fake server's GET /api/fs/search: names containing the words (any case) among every entry
 * of the tree, narrowed by scope as the real one does, paged by limit and offset.
 */
import type { FsSearchResult } from '@cloudpaste/contracts';
import { answer, queryOf, withInput, type FsInput } from './fakeFsContract';
import type { FakeServer } from './fakeServer';
import { mountOf } from './fakeFsCopies';

export function handleSearch(server: FakeServer, query: URLSearchParams): Response {
  return withInput(server, 'search', queryOf(query), (input) => search(server, input));
}

function search(server: FakeServer, input: FsInput<'search'>): Response {
  const { fs, calls } = server;
  const { q, scope, limit, offset, mount_id: mountId, path: below = '/' } = input;
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
  return answer('search', 200, {
    results: found.slice(offset, offset + limit),
    total: found.length,
    hasMore: offset + limit < found.length,
    indexedAt: null,
    ...(fs.indexing !== undefined && { indexing: { state: 'building', indexed: fs.indexing } }),
  });
}
