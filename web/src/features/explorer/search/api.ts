/**
 * GET /api/fs/search as an infinite query (q of at least 2 characters, scope global,
 * mount or directory, 50 a page).
 */
import {
  SEARCH_MIN_CHARS,
  SEARCH_PAGE_SIZE,
  type FsSearchAnswer,
  type SearchScope,
} from '@cloudpaste/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';

export interface SearchRequest {
  q: string;
  scope: SearchScope;
  mountId: string | null;
  path: string;
}

export function useFsSearch(request: SearchRequest) {
  const q = request.q.trim();
  return useInfiniteQuery({
    queryKey: ['explorer', 'search', { ...request, q }],
    queryFn: ({ pageParam, signal }) =>
      api.get<FsSearchAnswer>('/fs/search', {
        query: {
          q,
          scope: request.scope,
          limit: SEARCH_PAGE_SIZE,
          offset: pageParam,
          ...(request.scope === 'mount' && request.mountId ? { mount_id: request.mountId } : {}),
          ...(request.scope === 'directory' ? { path: request.path } : {}),
        },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.hasMore ? pages.reduce((sum, page) => sum + page.results.length, 0) : undefined,
    enabled: q.length >= SEARCH_MIN_CHARS,
    retry: false,
    // While an index is still being built, the answer grows: asked again now and then.
    refetchInterval: (query) => (query.state.data?.pages[0]?.indexing ? 5_000 : false),
  });
}
