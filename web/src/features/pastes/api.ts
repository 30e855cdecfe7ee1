/**
 * TanStack Query hooks for text shares: the one pastes module that talks to the api client.
 * Reading a share through the public routes counts a view, so those reads never refetch on their own.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatedPaste, PasteList, PasteRecord, PasteView } from '@cloudpaste/contracts';
import { apiUrl } from '../../api/baseUrl';
import { api, ApiError } from '../../api/client';
import { StartedReads } from '../../lib/startedReads';
import { isKeepable } from '../../offline/offlineCache';
import { readWithOfflineCopy } from '../../offline/offlineRead';
import { offlineSlug } from '../../offline/offlineSlug';
import { offlineSync } from '../../offline/offlineSync';

export { OfflineEncryptedError, OfflinePasswordError } from '../../offline/offlineQueue';

/** Body of `POST /api/paste` as the editor sends it. */
export interface CreatePasteBody {
  content: string;
  format: 'markdown' | 'text';
  title?: string;
  remark?: string;
  slug?: string;
  password?: string;
  expiresAt: string | null;
  maxViews: number;
  /** The content is sealed in this browser (docs/ENCRYPTION.md); never queued offline. */
  encrypted?: boolean;
}

/** Body of `PUT /api/pastes/{id}`; omitted fields are left as they are. */
export interface UpdatePasteBody {
  content?: string;
  format?: 'markdown' | 'text';
  /** null removes the title. */
  title?: string | null;
  remark?: string | null;
  newSlug?: string;
  password?: string;
  clearPassword?: boolean;
  expiresAt?: string | null;
  maxViews?: number;
}

export interface PasteListParams {
  page: number;
  limit: number;
  search?: string;
}

export const pasteQueryKeys = {
  all: ['pastes'] as const,
  view: (slug: string) => ['pastes', 'view', slug] as const,
  list: (params: PasteListParams) => ['pastes', 'list', params] as const,
  record: (id: string) => ['pastes', 'record', id] as const,
};

/** HTTP status of a failed call (404 not found, 410 expired or used up, 401 wrong password …). */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/** Link to the raw text; the password goes in the query (docs/product/shares.md, "Raw links"). */
export function rawPasteUrl(slug: string, password?: string): string {
  return apiUrl(`/raw/${encodeURIComponent(slug)}`, password ? { password } : undefined);
}

/**
 * Creates a share, or without a network queues it (createPaste): the answer is then null.
 * A queued share gets a link suffix picked here unless the user chose one, so replaying it twice
 * cannot make two shares. A share with a password is never queued (OfflinePasswordError).
 */
export function useCreatePaste() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePasteBody): Promise<CreatedPaste | null> =>
      offlineSync.sendOrNull<CreatedPaste>({
        type: 'createPaste',
        endpoint: '/paste',
        method: 'POST',
        data: body,
        prepareQueued: (data) => queueableBody(data as CreatePasteBody),
      }),
    // Runs offline too: the offline queue, not a paused mutation held in memory, keeps the write.
    networkMode: 'always',
    onSuccess: () => client.invalidateQueries({ queryKey: pasteQueryKeys.all }),
  });
}

function queueableBody(body: CreatePasteBody): CreatePasteBody {
  return { ...body, slug: body.slug ?? offlineSlug() };
}

/**
 * What of an opened share is kept for reading offline: only one anyone with the link may read
 * again and again (no password, no view limit), without what is the viewer's own (may they edit).
 */
function keepableView(view: PasteView): PasteView | null {
  if (view.requiresPassword || view.content === undefined) return null;
  if (!isKeepable({ has_password: view.hasPassword, max_views: view.maxViews })) return null;
  const { id: _id, canEdit: _canEdit, ...kept } = view;
  return kept;
}

/**
 * Opening a share: the route starts this read as the page's code loads (app/routes.tsx), so the
 * share's data travels beside the code instead of after it. A read counts a view on the server, so
 * a started read is handed to the page exactly once (takeStartedRead), and only while fresh;
 * without one the page reads for itself.
 */
/** A started read older than this is not handed over: the page reads anew. */
export const STARTED_READ_TTL_MS = 10_000;

const started = new StartedReads<PasteView>(STARTED_READ_TTL_MS);

export function readPasteView(slug: string): Promise<PasteView> {
  return api.get<PasteView>(`/paste/${encodeURIComponent(slug)}`);
}

/** Starts the read of `slug` unless one is waiting to be taken. */
export function startPasteRead(slug: string, now = Date.now()): void {
  started.start(slug, () => readPasteView(slug), now);
}

/** The started read of `slug`, once: a second call, or one after the TTL, answers undefined. */
export function takeStartedRead(slug: string, now = Date.now()): Promise<PasteView> | undefined {
  return started.take(slug, now);
}

/**
 * Opens a share. Counts one view on the server, so it runs once and is never refetched. Without a
 * network it answers this browser's offline copy, if one was kept (OfflineMark says so).
 */
export function usePasteView(slug: string) {
  return useQuery({
    queryKey: pasteQueryKeys.view(slug),
    queryFn: () =>
      readWithOfflineCopy({
        table: 'pastes',
        key: slug,
        // The route may have started this read already (viewRead.ts): taken once, never twice.
        fetch: () => takeStartedRead(slug) ?? readPasteView(slug),
        keep: keepableView,
        expiresAt: (view) => view.expiresAt,
      }),
    // Runs offline too, so the offline copy can answer instead of a paused query.
    networkMode: 'offlineFirst',
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/**
 * Sends the password in the body (docs/product/shares.md, "Passwords"); the answer carries the
 * content and counts a view.
 */
export function useUnlockPaste(slug: string) {
  return useMutation({
    mutationFn: (password: string) =>
      api.post<PasteView>(`/paste/${encodeURIComponent(slug)}`, { password }),
  });
}

export function usePasteList(params: PasteListParams) {
  return useQuery({
    queryKey: pasteQueryKeys.list(params),
    queryFn: () =>
      api.get<PasteList>('/pastes', {
        query: { page: params.page, limit: params.limit, search: params.search || undefined },
      }),
    placeholderData: (previous) => previous,
  });
}

/** The full record for editing; management reads never count views. */
export function usePasteRecord(id: string | undefined) {
  return useQuery({
    queryKey: pasteQueryKeys.record(id ?? ''),
    queryFn: () => api.get<PasteRecord>(`/pastes/${encodeURIComponent(id ?? '')}`),
    enabled: Boolean(id),
  });
}

/**
 * Saves an edit, or without a network queues it (updatePaste): the answer is then null. A
 * new password is never queued (OfflinePasswordError).
 */
export function useUpdatePaste() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdatePasteBody }) =>
      offlineSync.sendOrNull<{ id: string; slug: string }>({
        type: 'updatePaste',
        endpoint: `/pastes/${encodeURIComponent(id)}`,
        method: 'PUT',
        data: body,
      }),
    // Runs offline too: the offline queue, not a paused mutation held in memory, keeps the write.
    networkMode: 'always',
    onSuccess: () => client.invalidateQueries({ queryKey: pasteQueryKeys.all }),
  });
}

/** Deletes shares, or without a network queues it (batchDeletePastes): the answer is then null. */
export function useDeletePastes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      offlineSync.sendOrNull<{ deleted: number }>({
        type: 'batchDeletePastes',
        endpoint: '/pastes/batch-delete',
        method: 'DELETE',
        data: { ids },
      }),
    networkMode: 'always',
    onSuccess: () => client.invalidateQueries({ queryKey: pasteQueryKeys.all }),
  });
}

/**
 * Admin: every expired or used-up share; a key: its own. Without a network it is queued
 * (clearExpiredPastes): the answer is then null.
 */
export function useClearExpiredPastes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      offlineSync.sendOrNull<{ deleted: number }>({
        type: 'clearExpiredPastes',
        endpoint: '/pastes/clear-expired',
        method: 'POST',
        data: undefined,
      }),
    networkMode: 'always',
    onSuccess: () => client.invalidateQueries({ queryKey: pasteQueryKeys.all }),
  });
}
